<?php
// Runs one v2 case under the real v2 PHP SDK and says whether the request it sends is silent.
//
//   php scripts/v2-silent-verdict.php SDK_DIR CASE.php [CASE.set]
//
// The body is chosen as ../shared/spec/SDK-v2.md §6 says (`@call F`, else the printable objects of
// the top-level variables, else the raw array `$body`), built with the SDK's own getApiParam() and
// encoded with json_encode flags 0, as GTHttpManager posts it. The verdict is read from the JSON
// as sent (decoded again), by RULES.md's v2 definition: for every push_channel.ios in the body,
// aps.content-available is the integer 1, there is no alert key, and the sound is absent, null or
// exactly com.gexin.ios.silence. A badge (ios.auto_badge) does not stop a push from being silent
// under RULES.md (GT104 notes it); the verdict names it.
//
// Prints two lines: the verdict (`silent`, `not silent: …`, `no ios: …`, `error: …`), then the body.

if ($argc < 3) {
    fwrite(STDERR, "usage: php v2-silent-verdict.php SDK_DIR CASE.php [CASE.set]\n");
    exit(2);
}
[$script, $sdk, $case] = $argv;
$setFile = $argv[3] ?? null;

set_error_handler(function ($severity, $message) {
    // PHP's warnings (an undefined variable, foreach over null) are the case's own, not a failure.
    return true;
});

require_once rtrim($sdk, '/') . '/GTClient.php';

const PRINTABLE_REQUESTS = ['GTPushBatchRequest', 'GTAudienceRequest', 'GTPushRequest'];
const PRINTABLE_FRAGMENTS = ['GTPushMessage', 'GTIos', 'GTAps'];
const SILENCE = 'com.gexin.ios.silence';

/** The .set file: `$name=LITERAL` variables, `NAME=LITERAL` constants, `@call F`. */
function read_bindings(?string $path): array
{
    $variables = [];
    $call = null;
    if ($path === null || !is_file($path)) {
        return [$variables, $call];
    }
    foreach (file($path, FILE_IGNORE_NEW_LINES) as $line) {
        if ($line === '' || $line[0] === '#') {
            continue;
        }
        if (strncmp($line, '@call ', 6) === 0) {
            $call = trim(substr($line, 6));
            continue;
        }
        $equals = strpos($line, '=');
        $name = trim(substr($line, 0, $equals));
        $value = eval('return ' . substr($line, $equals + 1) . ';');
        if ($name[0] === '$') {
            $variables[substr($name, 1)] = $value;
        } else {
            define($name, $value);
        }
    }
    return [$variables, $call];
}

/** Runs the case as a script: its top-level variables, and the functions it declared. */
function run_case(string $__case, array $__bindings): array
{
    $__before = get_defined_functions()['user'];
    extract($__bindings);
    include $__case;
    $__declared = array_values(array_diff(get_defined_functions()['user'], $__before));
    $__variables = get_defined_vars();
    unset($__variables['__case'], $__variables['__bindings'], $__variables['__before'], $__variables['__declared']);
    return [$__variables, $__declared];
}

function is_printable($value): bool
{
    return is_object($value) && in_array(get_class($value), array_merge(PRINTABLE_REQUESTS, PRINTABLE_FRAGMENTS), true);
}

/** Every printable object in a value (inside arrays too). */
function printable_objects($value, array &$found): void
{
    if (is_printable($value)) {
        $found[spl_object_id($value)] = $value;
    } elseif (is_array($value)) {
        foreach ($value as $element) {
            printable_objects($element, $found);
        }
    }
}

/** The ids of the objects a value holds, through private properties too. */
function held_ids($value, array &$seen): void
{
    if (is_object($value)) {
        $id = spl_object_id($value);
        if (isset($seen[$id])) {
            return;
        }
        $seen[$id] = true;
        foreach ((array)$value as $property) {
            held_ids($property, $seen);
        }
    } elseif (is_array($value)) {
        foreach ($value as $element) {
            held_ids($element, $seen);
        }
    }
}

/** SDK-v2.md §6, step 2: a request over a fragment, and among them the last built. */
function chosen_object(array $variables)
{
    $found = [];
    foreach ($variables as $value) {
        printable_objects($value, $found);
    }
    $held = [];
    foreach ($found as $object) {
        $inside = [];
        foreach ((array)$object as $property) {
            held_ids($property, $inside);
        }
        $held += $inside;
    }
    $roots = array_filter($found, fn($object) => !isset($held[spl_object_id($object)]));
    $requests = array_filter($roots, fn($object) => in_array(get_class($object), PRINTABLE_REQUESTS, true));
    $candidates = $requests ?: $roots;
    if (!$candidates) {
        return null;
    }
    ksort($candidates);
    return end($candidates);
}

/** Calls `$function` with the bindings named as its parameters, else their defaults, else null. */
function call_with_bindings(string $function, array $bindings)
{
    $arguments = [];
    foreach ((new ReflectionFunction($function))->getParameters() as $parameter) {
        if (array_key_exists($parameter->getName(), $bindings)) {
            $arguments[] = $bindings[$parameter->getName()];
        } elseif ($parameter->isDefaultValueAvailable()) {
            $arguments[] = $parameter->getDefaultValue();
        } else {
            $arguments[] = null;
        }
    }
    return $function(...$arguments);
}

/** The body the SDK would POST for a value, and what it is (`GTIos`, `GTAps`, a request, an array). */
function body_of($value): array
{
    if (is_printable($value)) {
        return [$value->getApiParam(), get_class($value)];
    }
    if (is_array($value)) {
        return [$value, 'array'];
    }
    throw new RuntimeException('no request body');
}

/** The iOS channels of a sent body, as gtpush reads them (bodyParts): null when there is none. */
function ios_channels(array $body, string $kind): array
{
    if ($kind === 'GTAps') {
        return ['aps' => ['aps' => $body]];
    }
    if ($kind === 'GTIos') {
        return ['ios' => $body];
    }
    if (!isset($body['push_message']) && !isset($body['push_channel']) && isset($body['msg_list']) && is_array($body['msg_list'])) {
        $channels = [];
        foreach ($body['msg_list'] as $index => $request) {
            $channels["msg_list.$index.push_channel.ios"] = $request['push_channel']['ios'] ?? null;
        }
        return $channels;
    }
    if (isset($body['aps']) && is_array($body['aps']) && !isset($body['push_channel'])) {
        return ['ios' => $body];
    }
    return ['push_channel.ios' => is_array($body['push_channel'] ?? null) ? ($body['push_channel']['ios'] ?? null) : null];
}

/** Why one iOS channel is not silent; empty when it is. */
function not_silent(?array $ios): array
{
    if ($ios === null) {
        return ['no push_channel.ios'];
    }
    $aps = $ios['aps'] ?? null;
    if (!is_array($aps)) {
        return ['no aps'];
    }
    $reasons = [];
    if (!array_key_exists('content-available', $aps)) {
        $reasons[] = 'no content-available';
    } elseif ($aps['content-available'] !== 1) {
        $reasons[] = 'content-available is ' . json_encode($aps['content-available']);
    }
    if (array_key_exists('alert', $aps)) {
        $reasons[] = 'alert ' . json_encode($aps['alert'], JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
    }
    if (array_key_exists('sound', $aps) && $aps['sound'] !== null && $aps['sound'] !== SILENCE) {
        $reasons[] = 'sound ' . json_encode($aps['sound']);
    }
    return $reasons;
}

[$bindings, $call] = read_bindings($setFile);
try {
    [$variables, $declared] = run_case($case, $bindings);
    $object = chosen_object($variables);
    $array = isset($variables['body']) && is_array($variables['body']) ? $variables['body'] : null;
    if ($call !== null || ($declared && $object === null && $array === null)) {
        $value = call_with_bindings($call ?? end($declared), $bindings);
    } else {
        $value = $object ?? $array;
    }
    [$body, $kind] = body_of($value);
} catch (Throwable $error) {
    echo 'error: ', $error->getMessage(), "\n\n";
    exit(0);
}
$json = json_encode($body);
if ($json === false) {
    echo "error: no request body (json_encode: ", json_last_error_msg(), ")\n\n";
    exit(0);
}
$sent = json_decode($json, true);
$verdicts = [];
$badges = [];
foreach (ios_channels(is_array($sent) ? $sent : [], $kind) as $place => $ios) {
    $reasons = not_silent($ios);
    if ($reasons === ['no push_channel.ios']) {
        $verdicts[] = "no ios: $place is not sent";
    } elseif ($reasons) {
        $verdicts[] = "not silent: $place: " . implode(', ', $reasons);
    } elseif (is_array($ios) && array_key_exists('auto_badge', $ios)) {
        $badges[] = 'auto_badge ' . json_encode($ios['auto_badge']);
    }
}
echo $verdicts ? implode('; ', $verdicts) : 'silent' . ($badges ? ' (with ' . implode(', ', array_unique($badges)) . ')' : ''), "\n", $json, "\n";
