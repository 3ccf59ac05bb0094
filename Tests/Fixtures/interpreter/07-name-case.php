<?php
// PHP folds ASCII letters only in function and class names: Ä and ä are two functions, two
// classes; STAMP() and stamp() one function.
function Ä() { return "upper.caf"; }
function ä() { return "lower.caf"; }
function stamp() { return 2; }
class Ö { const TAG = "upper"; }
class ö { const TAG = "lower"; }
$apn = new IGtAPNPayload();
$apn->sound = ä();
$apn->badge = STAMP();
$apn->category = ö::TAG;
$apn->add_customMsg("other", Ä() . " " . Ö::TAG);
