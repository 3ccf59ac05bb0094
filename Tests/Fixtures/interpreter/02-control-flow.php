<?php
// if/elseif/else, switch, match, loops, foreach over known arrays, break and continue.
$kind = "order";
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
    case "refund":
        $apn->badge = 2;
        // falls through
    default:
        $apn->category = "DEFAULT";
}
$apn->contentAvailable = match (true) {
    $kind === "sync" => 1,
    default => 0,
};
$total = 0;
foreach ([1, 2, 3, 4, 5] as $i => $n) {
    if ($n == 2) continue;
    if ($n == 5) break;
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
foreach (['a' => 'x', 'b' => 'y'] as $key => $value) {
    $apn->add_customMsg("k_" . $key, strtoupper($value));
}
if ($kind): $apn->add_customMsg("alt", "yes"); endif;
