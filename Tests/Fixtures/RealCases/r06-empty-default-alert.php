<?php
// A fallback for empty text: the alert always has text, whatever $text is.
function notice($text)
{
    $template = new IGtTransmissionTemplate();
    $apn = new IGtAPNPayload();
    $alert = new SimpleAlertMsg();
    $alert->alertMsg = empty($text) ? "default" : $text;
    $apn->alertMsg = $alert;
    $apn->contentAvailable = 1;
    $template->set_apnInfo($apn);
    return $template;
}
