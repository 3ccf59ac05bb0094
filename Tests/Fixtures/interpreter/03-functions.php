<?php
// Functions with defaults, named arguments, recursion-free helpers, static variables, returns.
function makeAlert($title, $body = "default body", $suffix = "!")
{
    $alert = new DictionaryAlertMsg();
    $alert->title = $title;
    $alert->body = $body . $suffix;
    return $alert;
}

function nextId()
{
    static $id = 100;
    $id++;
    return $id;
}

function decorate(string $text, int $times = 2): string
{
    return str_repeat($text, $times);
}

function build($orderId, $silent = false)
{
    $apn = new IGtAPNPayload();
    if ($silent) {
        $apn->alertMsg = "";
        $apn->sound = "com.gexin.ios.silence";
        $apn->contentAvailable = 1;
        $apn->badge = 1;
    } else {
        $apn->alertMsg = makeAlert("Order #$orderId", suffix: "?");
    }
    $apn->add_customMsg("id", nextId());
    $apn->add_customMsg("again", nextId());
    $apn->add_customMsg("deco", decorate("ab"));
    return $apn;
}

$first = build(7);
$second = build(8, true);
$template = new IGtTransmissionTemplate();
$template->set_apnInfo($second);
$second->badge = 99; // after set_apnInfo: not sent
