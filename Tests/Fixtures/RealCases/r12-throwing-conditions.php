<?php
// Conditions whose right side calls a built-in: `&&` and `||` only run it when the left side
// does not decide.
function tagged($tags, $title, $body)
{
    $apn = new IGtAPNPayload();
    $alert = new DictionaryAlertMsg();
    $alert->title = $title;
    $alert->body = $body;
    $apn->alertMsg = $alert;
    if (isset($tags) && count($tags) > 0) {
        $apn->add_customMsg("tags", implode(",", $tags));
    }
    if ($title && strlen($body) > 3) {
        $apn->badge = 1;
    }
    if (!isset($tags) || count($tags) == 0) {
        $apn->category = "UNTAGGED";
    }
    return $apn;
}
