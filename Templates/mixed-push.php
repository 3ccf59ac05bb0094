<?php
// Visible and background at once, by design: a banner with the default ding, and the app's
// fetch handler runs while it is suspended (to read the text aloud).
function buildCheckInNotice($worker)
{
    $alert = new DictionaryAlertMsg();
    $alert->title = "Cleaning service";
    $alert->body = $worker . " has checked in";

    $apn = new IGtAPNPayload(); // gtpush: mixed
    $apn->alertMsg = $alert;
    $apn->contentAvailable = 1;
    $apn->sound = 1;
    return $apn;
}
