<?php
// IGtAPNTemplate sends APNs only: no transmission at all.
function apnOnly()
{
    $template = new IGtAPNTemplate();
    $apn = new IGtAPNPayload();
    $alert = new DictionaryAlertMsg();
    $alert->title = "Meeting";
    $alert->body = "Starts in 5 minutes";
    $apn->alertMsg = $alert;
    $apn->badge = 1;
    $template->set_apnInfo($apn);
    return $template;
}
