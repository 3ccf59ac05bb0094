<?php
// The shape of the widely copied UniPush server demo: the transmission is JSON the function
// decodes, and the APNs part carries the decoded payload again. The IGtNotify part is Android's
// (third-party channels) and never reaches APNs.
function createPushMessage($payload, $intent, $title, $content)
{
    $template = new IGtTransmissionTemplate();
    $template->set_transmissionType(2);
    $message = array('title' => $title, 'content' => $content);
    $decoded = json_decode($payload, true);
    $message['payload'] = is_array($decoded) ? $decoded : $payload;
    $template->set_transmissionContent(json_encode($message));

    $notify = new IGtNotify();
    $notify->set_title($title);
    $notify->set_content($content);
    $notify->set_intent($intent);
    $template->set3rdNotifyInfo($notify);

    $apn = new IGtAPNPayload();
    $apn->alertMsg = new DictionaryAlertMsg();
    $apn->alertMsg->title = $title;
    $apn->alertMsg->body = $content;
    $apn->add_customMsg('payload', is_array($decoded) ? json_encode($decoded) : $payload);
    $apn->add_customMsg('page', is_array($decoded) ? $decoded['page'] : '');
    $template->set_apnInfo($apn);
    return $template;
}
