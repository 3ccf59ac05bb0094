<?php
// Method chains, multimedia, simple alerts, templates, clone, isset-guarded assignments.
$media = new IGtMultiMedia();
$media->set_url("https://cdn.example.com/a.png")->set_type(MediaType::pic)->set_onlywifi(1);
$video = (new IGtMultiMedia())->set_url("https://cdn.example.com/v.mp4")->set_type(MediaType::video)->set_rid("v1");
$data = ['title' => 'From data', 'empty' => ''];
$alert = new SimpleAlertMsg();
isset($data['title']) && $alert->alertMsg = $data['title'];
isset($data['nothing']) && $alert->alertMsg = "never";
$apn = new IGtAPNPayload();
$apn->alertMsg = $alert;
$apn->add_multiMedia($media)->add_multiMedia($video);
$apn->apnsCollapseId = "collapse-" . strlen($data['title']);
$apn->voicePlayType = 2;
$apn->voicePlayMessage = "语音";
$copy = clone $apn;
$copy->sound = "copy.caf";
$copy->autoBadge = "+1";
$template = new IGtAPNTemplate();
$template->set_apnInfo($copy);
$copy->sound = "changed-after-submit.caf";
$broken = new IGtAPNPayload();
$broken->alertMsg = "";
$broken->sound = \IGtAPNPayload::class === "IGtAPNPayload" ? "com.gexin.ios.silence" : "x";
$broken->contentAvailable = 1;
