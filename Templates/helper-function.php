<?php
// Payloads assembled through helpers, as larger backends do.
function makeAlert($title, $body)
{
    $alert = new DictionaryAlertMsg();
    $alert->title = $title;
    $alert->body = $body;
    return $alert;
}

function buildShippingUpdate($orderId, $silent = false)
{
    $apn = new IGtAPNPayload();
    if ($silent) {
        $apn->alertMsg = "";
        $apn->sound = "com.gexin.ios.silence";
        $apn->contentAvailable = 1;
        $apn->badge = 0;
    } else {
        $apn->alertMsg = makeAlert("Shipping", sprintf("Order #%d has shipped", $orderId));
        $apn->sound = "default";
    }
    return $apn;
}
