<?php
// A badge cast from a request value: only the value at run time says what it is.
function badgeOnly($badge)
{
    $template = new IGtTransmissionTemplate();
    $apn = new IGtAPNPayload();
    $alert = new DictionaryAlertMsg();
    $alert->title = "Inbox";
    $alert->body = "New messages";
    $apn->alertMsg = $alert;
    $apn->badge = (int)$badge;
    $template->set_apnInfo($apn);
    return $template;
}
