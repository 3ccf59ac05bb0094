<?php
// Tells the app to fetch new mail in the background: a silent push.
function buildSilentInboxSync($mailbox)
{
    $template = new IGtTransmissionTemplate();
    $template->set_transmissionContent($mailbox);
    $alert = new DictionaryAlertMsg();
    $alert->body = "New mail";
    $apn = new IGtAPNPayload();
    $apn->alertMsg = $alert;
    $apn->sound = "com.gexin.ios.silence";
    $apn->contentAvailable = 1;
    $apn->add_customMsg("op", "sync");
    $template->set_apnInfo($apn);
    return $template;
}
