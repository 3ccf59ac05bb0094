<?php
// The same shape with a first payload the SDK accepts: the second set_apnInfo replaces it.
function transmission($text)
{
    $template = new IGtTransmissionTemplate();
    $template->set_transmissionContent($text);

    $apn = new IGtAPNPayload();
    $simple = new SimpleAlertMsg();
    $simple->alertMsg = $text;
    $apn->alertMsg = $simple;
    $apn->badge = 2;
    $template->set_apnInfo($apn);

    $apn = new IGtAPNPayload();
    $alert = new DictionaryAlertMsg();
    $alert->title = "Title";
    $alert->body = $text;
    $apn->alertMsg = $alert;
    $apn->badge = 7;
    $template->set_apnInfo($apn);
    return $template;
}
