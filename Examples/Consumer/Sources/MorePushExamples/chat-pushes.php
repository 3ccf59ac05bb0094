<?php
// A second target's push code: its builders and PushExamples' share GTPushRuntime's types, so a
// module importing both sees one PushKind.
function buildChatMessage($sender, $text)
{
    $alert = new SimpleAlertMsg();
    $alert->alertMsg = $sender . ": " . $text;
    $apn = new IGtAPNPayload();
    $apn->alertMsg = $alert;
    $apn->badge = 1;
    return $apn;
}
