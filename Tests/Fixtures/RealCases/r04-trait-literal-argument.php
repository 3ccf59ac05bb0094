<?php
// A trait's method whose payload depends on an argument; its caller passes a literal, so only
// the silent branch can run.
trait Templates
{
    public function template($silent, $text)
    {
        $template = new IGtTransmissionTemplate();
        $apn = new IGtAPNPayload();
        if ($silent) {
            $apn->sound = "com.gexin.ios.silence";
            $apn->badge = 0;
            $apn->contentAvailable = 1;
        } else {
            $alert = new DictionaryAlertMsg();
            $alert->title = "Notice";
            $alert->body = $text;
            $apn->alertMsg = $alert;
        }
        $apn->add_customMsg("text", $text);
        $template->set_apnInfo($apn);
        return $template;
    }
}

class SyncPusher
{
    use Templates;

    public function refresh($text)
    {
        return $this->template(true, $text);
    }
}

$pusher = new SyncPusher();
$template = $pusher->refresh("sync");
