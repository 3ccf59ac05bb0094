<?php
// A field that is missing stops the function with PHP's own exception, after part of the payload
// was made: nothing is sent.
function requireFields($fields, $data)
{
    $apn = new IGtAPNPayload();
    $apn->badge = 1;
    foreach ($fields as $field) {
        if (is_null($data[$field] ?? null)) {
            throw new \InvalidArgumentException("missing " . $field);
        }
        $apn->add_customMsg($field, $data[$field]);
    }
    return $apn;
}
