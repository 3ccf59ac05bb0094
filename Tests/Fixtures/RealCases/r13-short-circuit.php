<?php
// A right side that would stop PHP is not run when the left side decides; `isset`, `empty` and
// `??` read a string at a key that is no offset as missing, with no TypeError.
function decided($title, $tags, $data)
{
    $apn = new IGtAPNPayload();
    $apn->alertMsg = new SimpleAlertMsg();
    $apn->alertMsg->alertMsg = $title;
    if ($title || strlen($tags) > 3) {
        $apn->badge = 2;
    }
    if (!$title && count($data) > 0) {
        $apn->badge = 3;
    }
    if (isset($data["order"]) && strlen($data["order"]) > 0) {
        $apn->category = "ORDER";
    }
    if (empty($data["order"]) || count($data["order"]) == 0) {
        $apn->add_customMsg("order", $data["order"] ?? "none");
    }
    return $apn;
}
