<?php
// An array parameter given a string: PHP stops with a TypeError before the body runs.
function withFields(array $fields)
{
    $apn = new IGtAPNPayload();
    $apn->badge = 1;
    foreach ($fields as $key => $value) {
        $apn->add_customMsg($key, $value);
    }
    return $apn;
}

$apn = withFields("order=42");
