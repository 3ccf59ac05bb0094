<?php
// A trait's method reached from top-level code, reading a property of the class that uses it.
trait BuildsPayloads
{
    public function payload($text)
    {
        $apn = new IGtAPNPayload();
        $alert = new DictionaryAlertMsg();
        $alert->title = "Mail";
        $alert->body = $text;
        $apn->alertMsg = $alert;
        $apn->badge = $this->badge;
        return $apn;
    }
}

class Notifier
{
    use BuildsPayloads;

    private $badge = 3;
}

$notifier = new Notifier();
$apn = $notifier->payload("You have mail");
