<?php
// The backend's push code, kept beside the app's Swift: the build plugin turns it into
// OrderShippedPush and OrderAccountSyncPush at every build.
function buildOrderShipped($orderId, $sound = "shipped.caf")
{
    $alert = new DictionaryAlertMsg();
    $alert->title = "Order shipped";
    $alert->body = "Order #" . $orderId . " is on its way";
    $apn = new IGtAPNPayload();
    $apn->alertMsg = $alert;
    $apn->sound = $sound;
    $apn->add_customMsg("orderId", $orderId);
    return $apn;
}

function buildAccountSync($account)
{
    $apn = new IGtAPNPayload();
    $apn->alertMsg = "";
    $apn->sound = "com.gexin.ios.silence";
    $apn->contentAvailable = 1;
    $apn->badge = 0;
    $apn->add_customMsg("sync", $account);
    return $apn;
}
