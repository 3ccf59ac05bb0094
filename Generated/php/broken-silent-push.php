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
    $apn->alertMsg = "";
    $apn->contentAvailable = 1;
    $apn->sound = "com.gexin.ios.silence";
    $apn->add_customMsg("keyId", $keyId);
    $apn->badge = 1;
    $template->set_apnInfo($apn);
    return $template;
}
