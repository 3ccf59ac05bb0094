<?php
// A normal (visible) push: a banner with title and body, a custom sound, a badge.
const APP_DISPLAY_NAME = "Quick Order";

function buildOrderNotification($orderId, $customerName, $sound = "order_bell.caf")
{
    $alert = new DictionaryAlertMsg();
    $alert->title = APP_DISPLAY_NAME;
    $alert->body = "New order #$orderId from $customerName";

    $apn = new IGtAPNPayload();
    $apn->alertMsg = $alert;
    $apn->contentAvailable = 0;
    $apn->sound = $sound;
    $apn->badge = 1;
    $apn->add_customMsg("orderId", $orderId);
    return $apn;
}
