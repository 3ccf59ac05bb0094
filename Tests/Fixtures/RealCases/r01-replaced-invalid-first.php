<?php
// The SDK's demo shape: a first payload, then a second given to the same template. The first has
// nothing for aps (the silence sound, no alert, no badge), and set_apnInfo serialises it at once:
// the whole function throws, and the second payload is never made.
function transmission($text)
{
    $template = new IGtTransmissionTemplate();
    $template->set_transmissionType(1);
    $template->set_transmissionContent($text);

    $apn = new IGtAPNPayload();
    $apn->sound = "com.gexin.ios.silence";
    $apn->contentAvailable = 1;
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
