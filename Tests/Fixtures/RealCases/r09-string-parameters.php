<?php
// Typed parameters given numbers: PHP makes them strings before the body runs, so 0 becomes "0",
// which the SDK keeps as a category (the number 0 it would drop), and 1.0 becomes "1".
function categorised(string $category, string $sound, int $badge)
{
    $apn = new IGtAPNPayload();
    $apn->alertMsg = new SimpleAlertMsg();
    $apn->alertMsg->alertMsg = "Sale";
    $apn->category = $category;
    $apn->sound = $sound;
    $apn->badge = $badge;
    return $apn;
}

$apn = categorised(0, 1.0, "4");
