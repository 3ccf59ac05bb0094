<?php
// A silent push: no alert, the silence sound, content-available 1, and the badge the SDK needs.
function buildInboxSync($mailbox)
{
    $template = new IGtTransmissionTemplate();
    $template->set_transmissionType(2);
    $template->set_transmissionContent(json_encode(array('op' => 'sync', 'mailbox' => $mailbox)));

    $apn = new IGtAPNPayload(); // gtpush: silent
    $apn->alertMsg = "";
    $apn->sound = "com.gexin.ios.silence";
    $apn->contentAvailable = 1;
    $apn->badge = 1;
    $apn->add_customMsg("op", "sync");
    $template->set_apnInfo($apn);
    return $template;
}
