import Foundation
import GTPushTestSupport
import Testing

/// What each command says of v2 SDK and raw REST payloads, word for word.
@Suite struct V2CommandTests {
    static let cases = V2CasesTests.folder

    static func path(_ name: String) -> String { cases.appendingPathComponent(name + ".php").path }

    @Test func previewPrintsTheBodyThenEachIOSChannel() {
        let result = gtpush(["preview", Self.path("v2-19-batch-request")])
        #expect(result.code == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "// \(Self.path("v2-19-batch-request")):13:13 in silentRequest()")
        #expect(lines.filter { $0.hasPrefix("// msg_list.") } == [
            "// msg_list.0.push_channel.ios: what GeTui turns into the APNs JSON",
            "// msg_list.1.push_channel.ios: what GeTui turns into the APNs JSON",
        ])
        #expect(result.stdout.hasSuffix("""
        // msg_list.1.push_channel.ios: what GeTui turns into the APNs JSON
        {
            "type": "notify",
            "payload": "sync",
            "aps": {
                "content-available": 1
            }
        }

        """))
    }

    @Test func anUnboundParameterTakesItsDefaultInAnExactPreview() {
        let result = gtpush(["preview", "--exact", "--function", "IGtTransmissionTemplateDemoV2", "--set", "$cid=\"c1\"", "--set", "$msgContent=\"hi\"",
                             Self.path("v2-30-documents-bug-ported")])
        #expect(result.code == 0)
        #expect(result.stderr == "\(Self.path("v2-30-documents-bug-ported")):3:76: note: `$client_notice` is not bound with --set: its default \"default\" is used\n")
        #expect(result.stdout.contains("\"sound\":\"default\""))
    }

    @Test func aStringAlertIsTheSDKsOwnError() {
        let result = gtpush(["preview", "--exact", Self.path("v2-28-string-alert-throws")])
        #expect(result.code == 1)
        #expect(result.stderr.hasSuffix("\(Self.path("v2-28-string-alert-throws")):6:8: error: the SDK throws: Call to a member function getApiParam() on string\n"))
    }

    @Test func gbkTextIsNoBody() {
        let result = gtpush(["preview", "--exact", Self.path("v2-27-gbk-no-body")])
        #expect(result == CLIResult(code: 1, stdout: "", stderr: "\(Self.path("v2-27-gbk-no-body")):8:8: error: no request body: json_encode failed: a string is not valid UTF-8\n"))
    }

    @Test func aSimulatorFileHoldsTheRequestsAPS() {
        let result = gtpush(["preview", "--exact", "--apns", "com.example.app", "--function", "silentSync", "--set", "$cid=\"c\"", "--set", "$content=\"x\"", Self.path("v2-01-silent-sdk")])
        #expect(result == CLIResult(code: 0, stdout: "{\"aps\":{\"content-available\":1,\"sound\":\"com.gexin.ios.silence\"},\"Simulator Target Bundle\":\"com.example.app\"}\n",
                                    stderr: "note: for a v2 push GeTui's server builds the APNs JSON from push_channel.ios, and no tool here sees those bytes; the file holds the aps the request carries\n"))
    }

    @Test func explainSaysANotificationOnlyRequestShowsNothingOnAnIPhone() {
        let result = gtpush(["explain", Self.path("v2-22-notification-only")])
        #expect(result.code == 0)
        #expect(result.stdout == """
        \(Self.path("v2-22-notification-only")):9:9: payload in top-level code
          kind: no-ios
          intent: not stated (no `gtpush:` comment, no silent name, no --intent, and the code does not attempt a silent push on every path)
          no push_channel.ios: nothing is sent over APNs
          on the phone:
            foreground (online): nothing on an iPhone: the request has no transmission and GeTui's own channel shows no iOS notification
            background (suspended): nothing: the request has no push_channel.ios, so nothing is sent over APNs
            not running or killed: nothing
          notes:
            - push_message.notification is never shown on iOS: GeTui's own channel has no iOS notifications.

        """)
    }

    @Test func explainReadsTheV2Facts() {
        let result = gtpush(["explain", Self.path("v2-07-content-available-string")])
        #expect(result.stdout.contains("""
          intent: silent (the function is named `silentRefresh`)
          alert: none
          sound: none (com.gexin.ios.silence)
          content-available: "1", not the integer 1: the app is not woken
          badge: "+1"
        """))
    }

    @Test func checkNamesCodeItFollowedNoPayloadFrom() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "routes.php", "<?php\nRoute::post('/sync', function ($cid) {\n    $push = new GTPushRequest();\n    $push->setCid($cid);\n    return $push;\n});\n")
            let result = gtpush(["check", file])
            #expect(result == CLIResult(code: 0, stdout: """
            \(file):3:13: warning: this file builds a push (`new GTPushRequest`), but gtpush followed no payload from it: the code is not reached from any function or script it runs; check does not pass code it has not read [GT306]
            0 payloads; 0 errors, 1 warning, 0 notes

            """, stderr: ""))
        }
    }

    /// An `aps` array in code no run reaches (a route's closure) is named instead of passed.
    @Test func anApsArrayNoPayloadCameFromIsNamed() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "routes.php", "<?php\nRoute::post('/wake', function () {\n    $body = ['aps' => ['content-available' => 1]];\n    return $body;\n});\n")
            #expect(gtpush(["check", file]) == CLIResult(code: 0, stdout: """
            \(file):3:14: warning: this file builds a push (`an array with "aps"`), but gtpush followed no payload from it: the code is not reached from any function or script it runs; check does not pass code it has not read [GT306]
            0 payloads; 0 errors, 1 warning, 0 notes

            """, stderr: ""))
            #expect(gtpush(["check", "--lang", "zh-Hans", file]) == CLIResult(code: 0, stdout: """
            \(file):3:14: warning: 这个文件构建了推送（`an array with "aps"`），但 gtpush 没有从中跟踪到任何推送：它运行的函数和脚本都到达不了这段代码；check 不会放过没有读过的代码 [GT306]
            0 个推送；0 个错误，1 个警告，0 个提示

            """, stderr: ""))
        }
    }

    /// Other code's `push_channel` keys (a chat server's channel name in a JSON answer, a form's
    /// validation rule) are no GeTui request: no payload, no GT602, no GT306.
    @Test func otherCodesPushChannelKeysAreNoRequest() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "chat.php", """
            <?php
            function chatroom($id, $userid) {
                $response = array('id' => $id, 'userid' => $userid, 'push_channel' => 'C_' . md5("CHATROOM_" . $id));
                echo json_encode($response);
            }
            class AnnouncementRequest {
                public function rules() {
                    return ['email_channel' => 'sometimes|boolean', 'push_channel' => 'sometimes|boolean', 'push_message' => true];
                }
            }

            """)
            #expect(gtpush(["check", file]) == CLIResult(code: 0, stdout: "0 payloads; 0 errors, 0 warnings, 0 notes\n", stderr: ""))
        }
    }

    /// A wrapper that sets each optional field under its own `if` is one payload with every field
    /// unknown, set or not: 128 paths kept apart spent the budget (GT305, exit 1).
    @Test func optionalFieldsEachUnderAnIfAreOnePayload() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "ios.php", """
            <?php
            function iosBody($cid, $title, $text, $sound, $badge, $payload, $category, $thread) {
                $body = [
                    'request_id' => 'sync-0000000001',
                    'audience' => ['cid' => [$cid]],
                    'push_message' => ['transmission' => '{}'],
                    'push_channel' => ['ios' => ['type' => 'notify', 'aps' => ['content-available' => 1]]],
                ];
                if ($title) $body['push_channel']['ios']['aps']['alert']['title'] = $title;
                if ($text) $body['push_channel']['ios']['aps']['alert']['body'] = $text;
                if ($sound) $body['push_channel']['ios']['aps']['sound'] = $sound;
                if ($badge) $body['push_channel']['ios']['auto_badge'] = $badge;
                if ($payload) $body['push_channel']['ios']['payload'] = $payload;
                if ($category) $body['push_channel']['ios']['aps']['category'] = $category;
                if ($thread) $body['push_channel']['ios']['aps']['thread-id'] = $thread;
                return $body;
            }

            """)
            #expect(gtpush(["check", file]) == CLIResult(code: 0, stdout: """
            \(file):3:13: note: `$title` is unknown and decides the kind: silent if `$title` is null and `$sound` is `com.gexin.ios.silence`; mixed if `$title` is set; audible-background if `$title` is null and `$sound` is anything else [GT303]
            \(file):7:68: warning: if `$title` is set: mixed push with no declared intent: in the background the phone shows the notification, plays `$sound` and wakes the app; not running, it shows the notification; add `// gtpush: silent` above the request (`new GTPushRequest`, `new GTAps` or the array) to let fix silence it, or `// gtpush: mixed` to accept it [GT106]
            \(file):11:17: warning: if `$title` is null and `$sound` is anything else: audible-background push with no declared intent: no notification, but in the background the phone plays `$sound` and wakes the app; not running, it only plays the sound; add `// gtpush: silent` above the request (`new GTPushRequest`, `new GTAps` or the array) to let fix silence it, or `// gtpush: mixed` to accept it [GT107]
            \(file):11:17: note: `$sound` is unknown and decides the kind: silent if `$title` is null and `$sound` is `com.gexin.ios.silence`; mixed if `$title` is set; audible-background if `$title` is null and `$sound` is anything else [GT303]
            1 payload: 1 silent or mixed or audible-background (1 undeclared); 0 errors, 2 warnings, 2 notes

            """, stderr: ""))
        }
    }

    /// A body written on one path only (`if ($x) $body[…] = …`, `$x && $body[…] = …`) is still the
    /// payload: a key on one path is unknown, paths whose known values differ stay apart, each
    /// saying what it sends (joined as one unknown, the body was lost and check said 0 payloads).
    @Test func aBodyWrittenOnOnePathIsStillThePayload() {
        withTemporaryDirectory { directory in
            let sound = writeFile(directory, "sound.php", """
            <?php
            function quietBody($cid, $loud) {
                $body = [
                    'request_id' => 'sync-0000000001',
                    'audience' => ['cid' => [$cid]],
                    'push_message' => ['transmission' => '{}'],
                    'push_channel' => ['ios' => ['type' => 'notify', 'aps' => ['content-available' => 1, 'sound' => 'com.gexin.ios.silence']]],
                ];
                if ($loud) $body['push_channel']['ios']['aps']['sound'] = 'default';
                return $body;
            }

            """)
            #expect(gtpush(["check", sound]) == CLIResult(code: 1, stdout: """
            \(sound):9:16: error: `aps.sound` is "default", so the phone plays that sound file if the app bundles it, else the default sound; a silent push sends no sound, or "com.gexin.ios.silence" (meant silent: the function is named `quietBody`) [GT102]
            1 payload: 1 silent or audible-background; 1 error, 0 warnings, 0 notes

            """, stderr: ""))
            // Each path's bytes, as php prints json_encode(quietBody("c1", $loud)).
            for (loud, sent) in [("true", "default"), ("false", "com.gexin.ios.silence")] {
                #expect(gtpush(["preview", "--exact", "--function", "quietBody", "--set", "$cid=\"c1\"", "--set", "$loud=" + loud, sound]) == CLIResult(code: 0, stdout:
                    #"{"request_id":"sync-0000000001","audience":{"cid":["c1"]},"push_message":{"transmission":"{}"},"push_channel":{"ios":{"type":"notify","aps":{"content-available":1,"sound":""# + sent + "\"}}}}\n", stderr: ""))
            }
            let badge = writeFile(directory, "badge.php", """
            <?php
            function entity($url) {
                $res = ['aps' => ['content-available' => 1, 'sound' => 'com.gexin.ios.silence']];
                $url && $res['aps']['badge'] = 1;
                return $res;
            }

            """)
            #expect(gtpush(["check", badge]) == CLIResult(code: 0, stdout: """
            \(badge):4:13: note: `aps.badge` is `$url` on a silent push: the badge changes while nothing is shown; Apple advises a background push carry no badge (meant silent: the code sends content-available 1 and the sound com.gexin.ios.silence) [GT104]
            \(badge):4:13: warning: `badge` is not a key GeTui defines in `aps`: GeTui ignores it [GT602]
            1 payload: 1 silent; 0 errors, 1 warning, 1 note

            """, stderr: ""))
        }
    }

    @Test func theV2SDKsOwnFilesAreSkipped() {
        withTemporaryDirectory { directory in
            writeFile(directory, "sdk/GTAps.php", "<?php\nclass GTAps extends GTApiRequest {\n    private $contentAvailable;\n    public function setContentAvailable($contentAvailable) { $this->contentAvailable = $contentAvailable; $this->apiParam[\"content-available\"] = $contentAvailable; }\n}\n")
            writeFile(directory, "push.php", "<?php\n$aps = new GTAps();\n$aps->setContentAvailable(1);\n")
            let result = gtpush(["check", directory.path])
            #expect(result.stdout == """
            \(directory.path)/sdk/GTAps.php:1:1: note: this file declares the GeTui SDK's own `GTAps`: skipped as SDK, not user code [GT004]
            1 payload: 1 silent; 0 errors, 0 warnings, 1 note

            """)
        }
    }

    @Test func aRawBodyPostedWithGuzzleIsAPayload() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "send.php", """
            <?php
            function sendQuiet($client, $cid) {
                $body = [
                    "request_id" => "quiet-" . $cid . "-000",
                    "audience" => ["cid" => [$cid]],
                    "push_channel" => ["ios" => ["type" => "notify", "aps" => ["content-available" => 1, "sound" => "ding.caf"]]],
                ];
                return $client->post("https://restapi.getui.com/v2/appid/push/single/cid", ["json" => $body]);
            }

            """)
            let result = gtpush(["check", "--format", "json", file])
            #expect(result.stdout.contains("\"kind\": \"audible-background\",\n      \"api\": \"rest\""))
            let text = gtpush(["check", file])
            #expect(text.stdout == """
            \(file):6:94: error: `aps.sound` is "ding.caf", so the phone plays that sound file if the app bundles it, else the default sound; a silent push sends no sound, or "com.gexin.ios.silence" (meant silent: the function is named `sendQuiet`) [GT102]
            1 payload: 1 audible-background; 1 error, 0 warnings, 0 notes

            """)
        }
    }

    @Test func aSilentCommentAboveTheAPSDeclaresTheRequest() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "push.php", "<?php\n// gtpush: silent\n$aps = new GTAps();\n$aps->setContentAvailable(1);\n$aps->setSound(\"ding.caf\");\n$ios = new GTIos();\n$ios->setAps($aps);\n$channel = new GTPushChannel();\n$channel->setIos($ios);\n$push = new GTPushRequest();\n$push->setPushChannel($channel);\n")
            #expect(gtpush(["check", file]) == CLIResult(code: 1, stdout: """
            \(file):5:1: error: `aps.sound` is "ding.caf", so the phone plays that sound file if the app bundles it, else the default sound; a silent push sends no sound, or "com.gexin.ios.silence" (meant silent: a `gtpush: silent` comment on the payload) [GT102]
            1 payload: 1 audible-background; 1 error, 0 warnings, 0 notes

            """, stderr: ""))
        }
    }

    @Test func aBodyTheSDKBuiltAndTheCodeLogsIsOnePayload() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "send.php", "<?php\nfunction send($api, $cid) {\n    $aps = new GTAps();\n    $aps->setContentAvailable(1);\n    $ios = new GTIos();\n    $ios->setAps($aps);\n    $channel = new GTPushChannel();\n    $channel->setIos($ios);\n    $push = new GTPushRequest();\n    $push->setRequestId(\"sync-00000001\");\n    $push->setPushChannel($channel);\n    $push->setCid($cid);\n    error_log(json_encode($push->getApiParam()));\n    $params = $push->getApiParam();\n    return $api->pushToSingleByCid($push);\n}\n")
            #expect(gtpush(["check", file]) == CLIResult(code: 0, stdout: "1 payload: 1 silent; 0 errors, 0 warnings, 0 notes\n", stderr: ""))
        }
    }

    /// v2 sends no default sound: a banner with `"sound": null` comes without one.
    @Test func explainSaysABannerWithNoSoundKeyIsSilent() {
        let result = gtpush(["explain", Self.path("v2-11-sound-null")])
        #expect(result.stdout.contains("""
          sound: none (no sound key: v2 sends no default sound)
        """))
        #expect(result.stdout.contains("    not running or killed: as in the background: a banner with no sound; no code until tapped\n"))
    }
}
