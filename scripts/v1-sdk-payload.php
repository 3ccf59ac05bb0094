<?php
// Prints the APNs JSON GeTui's v1 PHP SDK sends for a case file, in `../shared/cases`' form:
// `@call F` (or a file that only defines functions): what F returns; else the last template a
// top-level variable holds, else the last payload one holds. A template gives the JSON its
// `set_apnInfo` stored, a payload its `get_payload()`. A throw prints `error: MESSAGE` with the
// messages of the exceptions it wraps (`create apn payload error: format error`).
// Usage: php v1-sdk-payload.php SDK_DIR CASE.php [CASE.set]
// The SDK is a fetched copy (never committed); this script is the harness, not the SDK.

if ($argc < 3) {
    fwrite(STDERR, "usage: php v1-sdk-payload.php SDK_DIR CASE.php [CASE.set]\n");
    exit(2);
}
require_once $argv[1] . '/IGt.Push.php';
// IGt.Push.php leaves out the multimedia and third-party notification classes.
require_once $argv[1] . '/igetui/IGt.MultiMedia.php';
require_once $argv[1] . '/igetui/template/notify/IGt.Notify.php';

require_once __DIR__ . '/case-bindings.php';
[$__bindings, $__call] = gtpush_case_bindings($argc > 3 ? $argv[3] : null);

function __gtpush_json($value) {
    if ($value instanceof IGtBaseTemplate) {
        $json = $value->get_pushInfo()->apnJson();
        return $json === null ? 'error: no APNs payload' : $json;
    }
    if ($value instanceof IGtAPNPayload) return $value->get_payload();
    return 'error: no APNs payload';
}

function __gtpush_message(Throwable $thrown) {
    $messages = [];
    // A TypeError for a user function's argument ends with where it was called from: the harness's
    // path, not the case's words.
    for (; $thrown !== null; $thrown = $thrown->getPrevious()) $messages[] = preg_replace('/, called in .* on line \d+$/', '', $thrown->getMessage());
    return 'error: ' . implode(': ', $messages);
}

$__before = get_defined_functions()['user'];
try {
    extract($__bindings);
    include $argv[2];
    $__defined = array_values(array_diff(get_defined_functions()['user'], $__before));
    $__top = array_filter(get_defined_vars(), fn($v, $k) => strncmp($k, '__', 2) !== 0 && is_object($v), ARRAY_FILTER_USE_BOTH);
    if ($__call === null && $__top === [] && $__defined !== []) $__call = end($__defined);
    if ($__call !== null) {
        $__function = new ReflectionFunction($__call);
        $__arguments = gtpush_case_arguments($__function, $__bindings);
        echo __gtpush_json($__function->invokeArgs($__arguments)), "\n";
        exit(0);
    }
    $__templates = array_filter($__top, fn($o) => $o instanceof IGtBaseTemplate);
    $__payloads = array_filter($__top, fn($o) => $o instanceof IGtAPNPayload);
    echo __gtpush_json($__templates ? end($__templates) : end($__payloads)), "\n";
} catch (Throwable $__thrown) {
    echo __gtpush_message($__thrown), "\n";
}
