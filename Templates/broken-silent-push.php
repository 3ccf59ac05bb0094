<?php
// Meant to be silent, but the alert is attached and the sound comes from a parameter:
// every iPhone shows a banner and rings. `gtpush fix` repairs it (see Generated/php/).
function buildJobAlert($msgContent, $keyId, $client_notice = "default")
{
    $template = new IGtTransmissionTemplate();
    $template->set_transmissionType(2);
    $template->set_transmissionContent(json_encode(array('keyId' => $keyId, 'msg' => $msgContent)));

    $alertmsg = new DictionaryAlertMsg();
    $alertmsg->title = "Jobs";
    $alertmsg->body = $msgContent;

    $apn = new IGtAPNPayload(); // gtpush: silent
    $apn->alertMsg = $alertmsg;
    $apn->contentAvailable = 1;
    $apn->sound = $client_notice;
    $apn->add_customMsg("keyId", $keyId);
    $template->set_apnInfo($apn);
    return $template;
}
