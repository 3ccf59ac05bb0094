<?php
// A string read as if it were an array: PHP 8 stops with a TypeError on a string key.
$data = "order=42";
$apn = new IGtAPNPayload();
$apn->badge = 1;
$apn->add_customMsg("order", $data["order"]);
