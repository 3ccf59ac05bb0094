<?php
// Operators, interpolation, heredoc and nowdoc, casts, ternaries and null-coalescing.
define('BRAND', 'Shop');
const PREFIX = "[" . BRAND . "]";
$count = 3;
$price = 19.5;
$user = ['name' => 'Ada', 'tags' => ['vip', 'new']];
$alert = new DictionaryAlertMsg();
$alert->title = PREFIX . " Hi {$user['name']}";
$alert->body = "$count items, total " . $count * $price . " — tag {$user['tags'][1]}";
$alert->subtitle = <<<TEXT
    Hello $user[name],
      indented line
    TEXT;
$alert->launchImage = <<<'RAW'
  $not $interpolated
  RAW;
$apn = new IGtAPNPayload();
$apn->alertMsg = $alert;
$apn->badge = (int) "7 apples" + $count % 2;
$apn->sound = $missing ?? ($count > 2 ? "many.caf" : "few.caf");
$apn->category = !empty($user['tags']) ? strtoupper("cat_" . count($user['tags'])) : null;
$apn->add_customMsg("ratio", 10 / 4);
$apn->add_customMsg("power", 2 ** 10);
$apn->add_customMsg("neg", -$count);
$apn->add_customMsg("cmp", $count <=> 5);
$apn->add_customMsg("str", (string) 1.0);
$apn->add_customMsg("float", 0.1 + 0.2);
$apn->add_customMsg("big", PHP_INT_MAX + 1);
