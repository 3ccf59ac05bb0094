<?php
// Says whether a v2 request body, as scripts/v2-sdk-body.php prints it from the real SDK, is a
// silent push by RULES.md's v2 definition.
//
//   php scripts/v2-sdk-body.php SDK_DIR CASE.php [CASE.set] | php scripts/v2-silent-verdict.php
//
// The body is read as sent (the JSON, decoded again), and its iOS channels as gtpush reads them
// (Analyzer.bodyParts): each `msg_list` request's push_channel.ios, an iOS channel on its own (a
// GTIos, an array with `aps`), a GTAps on its own, else push_channel.ios. Each is silent when
// aps.content-available is the integer 1, there is no alert key (empty or not), and the sound is
// absent, null or exactly com.gexin.ios.silence. A badge (ios.auto_badge) does not stop a push from
// being silent under RULES.md (GT104 notes it); the verdict names it.
//
// Prints one line: `silent`, `silent (with auto_badge …)`, `not silent: …`, `no ios: …`, or the
// harness's own `error: …`.

const SILENCE = 'com.gexin.ios.silence';
const APS_KEYS = ['content-available', 'sound', 'alert', 'category', 'thread-id'];

$line = trim(stream_get_contents(STDIN));
if ($line === '' || strncmp($line, 'error: ', 7) === 0) {
    echo $line === '' ? 'error: no output from the SDK harness' : $line, "\n";
    exit(0);
}
$body = json_decode($line, true);
if (!is_array($body)) {
    echo "error: not a JSON body: $line\n";
    exit(0);
}

/** The iOS channels of a body, by their place in it; null where a request has none. */
function ios_channels(array $body): array
{
    if (!isset($body['push_message']) && !isset($body['push_channel']) && is_array($body['msg_list'] ?? null)) {
        $channels = [];
        foreach ($body['msg_list'] as $index => $request) {
            $channels["msg_list.$index.push_channel.ios"] = $request['push_channel']['ios'] ?? null;
        }
        return $channels;
    }
    if (is_array($body['aps'] ?? null) && !isset($body['push_channel'])) {
        return ['ios' => $body];
    }
    if (!isset($body['push_message']) && !isset($body['push_channel']) && !isset($body['audience'])
        && array_intersect(array_keys($body), APS_KEYS)) {
        return ['aps' => ['aps' => $body]];
    }
    return ['push_channel.ios' => is_array($body['push_channel'] ?? null) ? ($body['push_channel']['ios'] ?? null) : null];
}

/** Why one iOS channel is not silent; empty when it is. */
function not_silent(array $ios): array
{
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

$verdicts = [];
$badges = [];
foreach (ios_channels($body) as $place => $ios) {
    if (!is_array($ios)) {
        $verdicts[] = "no ios: $place is not sent";
    } elseif ($reasons = not_silent($ios)) {
        $verdicts[] = "not silent: $place: " . implode(', ', $reasons);
    } elseif (array_key_exists('auto_badge', $ios)) {
        $badges[] = 'auto_badge ' . json_encode($ios['auto_badge']);
    }
}
echo $verdicts ? implode('; ', $verdicts) : 'silent' . ($badges ? ' (with ' . implode(', ', array_unique($badges)) . ')' : ''), "\n";
