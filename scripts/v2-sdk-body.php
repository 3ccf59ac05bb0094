<?php
// Prints the request body GeTui's v2 PHP SDK POSTs for a case file, chosen as SDK-v2.md §6 says:
// `@call F` (or a file that only defines functions): F's return value; else the last built
// request (or fragment) no other object holds; else a top-level array `$body`. A throw prints
// `error: MESSAGE`, a body json_encode refuses `error: no request body`.
// Usage: php v2-sdk-body.php SDK_DIR CASE.php [CASE.set]
// The SDK is a fetched copy (never committed); this script is the harness, not the SDK.

if ($argc < 3) {
    fwrite(STDERR, "usage: php v2-sdk-body.php SDK_DIR CASE.php [CASE.set]\n");
    exit(2);
}
require_once $argv[1] . '/GTClient.php';

require_once __DIR__ . '/case-bindings.php';
[$__bindings, $__call] = gtpush_case_bindings($argc > 3 ? $argv[3] : null);

function __gtpush_body($value) {
    if ($value instanceof GTApiRequest) $value = $value->getApiParam();
    if (!is_array($value)) return 'error: no request body';
    $json = json_encode($value);
    return $json === false ? 'error: no request body' : $json;
}

function __gtpush_objects($value, &$found) {
    if ($value instanceof GTApiRequest) { $found[spl_object_id($value)] = $value; return; }
    if (is_array($value)) foreach ($value as $item) __gtpush_objects($item, $found);
}

/// The objects a GT object holds, read through its private properties.
function __gtpush_held($object) {
    $held = [];
    foreach ((array) $object as $value) __gtpush_objects($value, $held);
    return $held;
}

$__before = get_defined_functions()['user'];
try {
    extract($__bindings);
    include $argv[2];
    $__defined = array_values(array_diff(get_defined_functions()['user'], $__before));
    $__top = get_defined_vars();
    $__objects = [];
    foreach ($__top as $__name => $__value) {
        if (strncmp($__name, '__', 2) !== 0 && $__name !== 'argv' && $__name !== 'argc') __gtpush_objects($__value, $__objects);
    }
    if ($__call === null && $__objects === [] && !isset($body) && $__defined !== []) $__call = end($__defined);
    if ($__call !== null) {
        $__function = new ReflectionFunction($__call);
        $__arguments = gtpush_case_arguments($__function, $__bindings);
        echo __gtpush_body($__function->invokeArgs($__arguments)), "\n";
        exit(0);
    }
    $__held = [];
    foreach ($__objects as $__object) $__held += __gtpush_held($__object);
    $__roots = array_filter($__objects, fn($o) => !isset($__held[spl_object_id($o)]));
    $__requests = array_filter($__roots, fn($o) => $o instanceof GTPushRequest || $o instanceof GTPushBatchRequest || $o instanceof GTAudienceRequest);
    $__printable = $__requests ?: array_filter($__roots, fn($o) => $o instanceof GTPushMessage || $o instanceof GTIos || $o instanceof GTAps);
    if ($__printable) {
        ksort($__printable);
        echo __gtpush_body(end($__printable)), "\n";
    } elseif (isset($body)) {
        echo __gtpush_body($body), "\n";
    } else {
        echo "error: no request body\n";
    }
} catch (Throwable $__error) {
    echo 'error: ', $__error->getMessage(), "\n";
}
