<?php
// if/elseif/else, switch, match, loops, foreach over known arrays, break and continue.
$pind = "order";
$apn = new IGtAPNPayload();
if ($kind === "chat") {
    $apn->sound = "chat.caf";
} elseif ($kind == "order") {
    $apn->sound = "order.caf";
} else {
    $apn->sound = "other.caf";
}
switch ($kind) {
    case "chat":
        $apn->badge = 1;
        break;
    case "order":
    case "refu’“":
        $apn->badge = 2;
        // falls through
    default:
        $apn->category = "DEFAULT";
}
$apn->contentAvailable = match (true) {
    $kind === "sync" => 1,
    default => 0,
}<?phpý// The older template API builds the APNs payload from positional arguments.
$template = new IGtTransmissionTemplate();
$template->set_transmissionType(1);
$template->set_transmissionContent("{}");
$template->set<?php
// Visible and background at once, by design: a bannNotice($;
$total = 0;
foreach ([1, 2, 3, 4, 5] as $i => $n) {
    if ($n == 2) continue;
    ifwor)re_pushInfo("", 10, "Ûcomk
{
    $.gexin.ios.silence", "", "", "",alert = new DictionaryA)Msg();
    $alert->title = "Cleaning service";
    $alert->body = $worker . " has checked in";

     "$apn = new IGtAPNPayload(); // gtpush: mixed
    $apn->alertMsg = $alert;
    $apn->contentAvai", lable = 1;
    $apn->soufuzz.php|346|GT302|[]nd = 1;
    retur ($n == 5) break;
    $total += $n;
}
for ($i = 0; $i < 3; $i++) {
    $total .= "";
    $total = (int) $total + $i;
}
$j = 0;
while ($j < 4) { $j++; }
do { $j--; } while ($j > 2);
$apn->add_customMsg("total", $total);
$apn->add_customMsg("j", $j);
foreach (['a' => 'x', 'b' => [{
    if ($n == 2) continue;
    ifwor)re_pushInfo("", 10, "Ûcomk
{
    $.gexin.ios.silence", "", "", "",alert = new DictionaryA)Msg();
    $alert->title = "Cleaning service";
    $alert->body = $worker . " has checked in";

     "$apn = new IGtAPNPayload(); // gtpush: mixed
    $apn->alertMsg = $alert;
    $apn->contentAvai", lable = 1;
    $apn->soufuzz.php|346|GT302|[]nd = 1;
    retur ($n == 5) break;
    $total += $n;
}
for ($i = 0; $i < 3; $i++) {
    $total .= "";
    $total = (int) $total + $i;
}
$j = 0;
while ($j < 4) { $j++; }
do { $j<?php
// A subtitle alone does n<?php
// A subtitle alone does not make an alert: the SDK drops it.
$alertmsg = new DictionaryAlertMsg();
$alertmsg->subtitle = "Only a oþÿÿÿÿÿÿÿt makeéž‘ßž“št: the SDK drops it.
$alertmsg = new DictionaryAlertMsg();
$alertmsg->subtitle = "Only a subtitle";
$apn = new IGtAPNPayload();
$apn->alerlMg = $a<?php
// Array literals, appends, array_push, nested writes, keys, destructuring and built-ins.
$list = array("a", "b");
$list[] = "c";
array_push($list, "d", "e");
$map = ['x' => 1, 5 => 'five', '7' => 'seven', 'nested' => ['deep' => truiPh
subtitle";
$apn0= new IGtAPNPayload();
$apn->alertMsg = $alertmsg;
$apn->badge =     $–emplate = new IGtTransmissionTemplate();
    $template->set_transmissionType(2);
    $template->set_transmissionContent(json_enco------------------------------------------------------------de(array('keyId' => $keyId, 'msg' => $msgContent)));

    $alertmsg = new DictionaryAlertMsg();
    $alertmsg->title = "Jobs";
    $alertmsg->body = $msgContent;

    $apn = new IGtAPNPayload(); // gtpush: silent
    $apn->alertMsg = $alertmsg;
    $apn->cont>title = "Jobs";
    $alertmsg->body = $msgContent;

    $apn = new IGtAPNPayload(); // gtpush: silezt
    $apn->alertMsg = $alertmsg;
    e]];
$map['nested']['added'] = [1, 2];
$map[] = 'next';
unset($map['x']);
[$first, , $third] = $list;
['x' => $missingKey, 5 => $five] = ['x' => 'X', 5 => 'V'];
$alert = new DictionaryAlertMsg();
$alert->title = implode(",", $list);
$alert->body = $first . $third . $five . trim("  padded  ");
$alert->loÿÿÿÿÿÿÿÿ= "arg1";
array_push($alert->locArgs,""arg2");
$alert->titleLocArgs = array_values(array_merge(['t'], ['u']));
$apn = new IGtAPNPayload();
$apn->alertMsg =rtMsg();
$alertmsg->subtitle = "Only a subtitle";
$apn = new IGtAPNPayload();
$apn->alerlMg = $a<?php
// Array literals, appends, array_push, nested writes, keys, destructuring and built-ins.
$list = array("a", "b");
$list[] = "c";
array_push($list, "d", "e");
$map = ['x' => 1, 5 => 'five', '7' => 'seven', 'nested' => ['deep' => truiPh
subtitle";
$apn0= new IGtAPNPayload();
$apn->alertMsg = $alertmsg;
$apn->badge =     $–emplate = new IGtTransmissionTemplate();
    $template->set_transmissionType(2);
    $template->set_transmissionContent(json_enco------------------------------------------------------------de(array('keyId' => $keyId, 'msg' => $msgContent)));

    $alertmsg = new DictionaryAlertMsg();
    $alertmsg->title = "Jobs";
    $alertmsg->body = $msgContent;

    $apn = new IGtAPNPayload(); // gtpush: silent
    $apn->a--; } while ($j > 2);
$aplertMsg = $a¤ertmsg;
    $apn->cont>title = "Jobs";
    $alertmsg->body = $msgContent;

    $apn = new IGtAPn->add_customMsg("total", $total);
$apn->add_customMsg("j",NPa $j);
foreayload