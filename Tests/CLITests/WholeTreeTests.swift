import Foundation
import GTPushTestSupport
import Testing

/// A tree is a set of scripts (issue "Whole trees, and one report per payload"): each file runs on
/// its own with what it includes, classes come through namespaces and Composer's PSR-4 map, and
/// one payload is one report however many paths build it.
@Suite struct WholeTreeTests {
    static func script(badge: Int) -> String {
        """
        <?php
        function buildTpl() {
            $apn = new IGtAPNPayload();
            $apn->alertMsg = "";
            $apn->sound = "com.gexin.ios.silence";
            $apn->contentAvailable = 1;
            $apn->badge = \(badge);
            return $apn;
        }
        $template = new IGtTransmissionTemplate();
        $template->set_apnInfo(buildTpl());

        """
    }

    static func badgeNote(_ path: String, _ badge: Int) -> String {
        "\(path):7:5: note: badge \(badge) on a silent push: keep it, the SDK needs alert, badge or sound (GT201) (meant silent: the code sets contentAvailable to 1 and alertMsg to \"\" and sound to com.gexin.ios.silence) [GT104]\n"
    }

    /// Three scripts that each define `buildTpl()`: each call runs its own script's function, so
    /// the folder reports what the three files report one by one, each payload under its function.
    @Test func sameNamedFunctionsStayInTheirOwnScripts() {
        withTemporaryDirectory { directory in
            let a = writeFile(directory, "a.php", Self.script(badge: 1))
            let b = writeFile(directory, "b.php", Self.script(badge: 0))
            let c = writeFile(directory, "c.php", Self.script(badge: 2))
            let folder = gtpush(["check", directory.path])
            #expect(folder.code == 0)
            #expect(folder.stdout == Self.badgeNote(a, 1) + Self.badgeNote(b, 0) + Self.badgeNote(c, 2) + "3 payloads: 3 silent; 0 errors, 0 warnings, 3 notes\n")
            var union = ""
            for (file, badge) in [(a, 1), (b, 0), (c, 2)] {
                let single = gtpush(["check", file])
                #expect(single.stdout == Self.badgeNote(file, badge) + "1 payload: 1 silent; 0 errors, 0 warnings, 1 note\n")
                union += single.stdout.split(separator: "\n").dropLast().map { $0 + "\n" }.joined()
            }
            #expect(folder.stdout.hasPrefix(union))
            let json = gtpush(["check", "--format", "json", directory.path])
            #expect(json.stdout.components(separatedBy: "\"function\": \"buildTpl\"").count == 4)
        }
    }

    /// `require` by a path built from `__DIR__`, a constant and `dirname(__FILE__)` joins the
    /// scripts: checking the entry file alone reads the two files it needs.
    @Test func anIncludeChainIsFollowedFromTheEntryFile() {
        withTemporaryDirectory { directory in
            let main = writeFile(directory, "main.php", """
                <?php
                define('LIB', __DIR__ . '/lib/');
                require_once LIB . 'push.php';
                $template = new IGtTransmissionTemplate();
                $template->set_apnInfo(buildQuiet());

                """)
            writeFile(directory, "lib/push.php", """
                <?php
                require_once dirname(__FILE__) . '/../config.php';
                function buildQuiet() {
                    $apn = new IGtAPNPayload();
                    $apn->alertMsg = "";
                    $apn->sound = QUIET_SOUND;
                    $apn->contentAvailable = 1;
                    $apn->badge = 0;
                    return $apn;
                }

                """)
            writeFile(directory, "config.php", "<?php\nconst QUIET_SOUND = 'com.gexin.ios.silence';\n")
            let result = gtpush(["check", main])
            #expect(result.code == 0)
            // The payload is built by `buildQuiet`, whose name says silent.
            #expect(result.stdout == "\(main):5:1: note: badge 0 on a silent push: keep it, the SDK needs alert, badge or sound (GT201) (meant silent: the function is named `buildQuiet`) [GT104]\n1 payload: 1 silent; 0 errors, 0 warnings, 1 note\n")
            #expect(result.stderr == "")
        }
    }

    static let composer = #"{"name": "acme/push", "autoload": {"psr-4": {"App\\": "src/"}}}"#

    static func builder(namespace: String, body: String) -> String {
        "<?php\nnamespace \(namespace);\n\nclass Builder\n{\n    public static function quiet()\n    {\n        $apn = new \\IGtAPNPayload();\n\(body)        return $apn;\n    }\n}\n"
    }

    static let app = "<?php\nuse App\\Push\\Builder;\n\n$template = new IGtTransmissionTemplate();\n$template->set_apnInfo(Builder::quiet());\n"

    /// `use App\Push\Builder;` names the class by its qualified name: alone, the file's class
    /// comes from the PSR-4 folder; in the folder, the other `Builder` (another namespace, a
    /// rejected push) is not taken for it.
    @Test func aClassComesByItsQualifiedNameAndPSR4() {
        withTemporaryDirectory { directory in
            writeFile(directory, "composer.json", Self.composer)
            let quiet = Self.builder(namespace: "App\\Push", body: "        $apn->alertMsg = \"\";\n        $apn->sound = \"com.gexin.ios.silence\";\n        $apn->contentAvailable = 1;\n        $apn->badge = 0;\n")
            writeFile(directory, "src/Push/Builder.php", quiet)
            let legacy = writeFile(directory, "legacy/Builder.php", Self.builder(namespace: "Legacy", body: "        $apn->alertMsg = \"New order\";\n        $apn->contentAvailable = 1;\n"))
            let app = writeFile(directory, "app.php", Self.app)
            let note = "\(app):5:1: note: badge 0 on a silent push: keep it, the SDK needs alert, badge or sound (GT201) (meant silent: the method is named `Builder::quiet`) [GT104]\n"
            let alone = gtpush(["check", app])
            #expect(alone.stdout == note + "1 payload: 1 silent; 0 errors, 0 warnings, 1 note\n")
            let folder = gtpush(["check", directory.path])
            #expect(folder.code == 1)
            #expect(folder.stdout == note
                + "\(legacy):8:16: error: sound is not set, so the SDK sends \"default\" and the phone plays the default ding; a silent push needs \"com.gexin.ios.silence\" (meant silent: the method is named `Builder::quiet`) [GT102]\n"
                + "\(legacy):9:9: error: `$apn->alertMsg` is \"New order\": the SDK calls get_alertMsg() on it and PHP stops with \"Call to a member function get_alertMsg() on string\"; use a SimpleAlertMsg or DictionaryAlertMsg [GT202]\n"
                + "2 payloads: 1 silent, 1 rejected; 2 errors, 0 warnings, 1 note\n")
        }
    }

    /// Four independent `isset` fallbacks: one payload, each finding once, and no path that
    /// assumes the same test both true and false.
    static let fallbacks = """
        <?php
        function notify($c) {
            $apn = new IGtAPNPayload();
            $alert = new DictionaryAlertMsg();
            if (isset($c['t'])) { $alert->title = $c['t']; } else { $alert->title = 'Notice'; }
            $alert->body = isset($c['b']) ? $c['b'] : 'You have a new message';
            $apn->alertMsg = $alert;
            if (isset($c['s'])) { $apn->sound = $c['s']; }
            if (isset($c['n'])) { $apn->badge = (int)$c['n']; }
            if (isset($c['t'])) { $apn->add_customMsg('t', $c['t']); }
            $template = new IGtTransmissionTemplate();
            $template->set_apnInfo($apn);
            return $template;
        }

        """

    @Test func independentFallbacksAreOnePayload() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "notify.php", Self.fallbacks)
            let check = gtpush(["check", file])
            let kinds = "normal if `$c['t']`/`$c['b']` is not empty; badge-only if `$c['t']`/`$c['b']` is empty and `$c['s']` is `com.gexin.ios.silence` and `$c['n']` is 0 or more; sound-only if `$c['t']`/`$c['b']` is empty and `$c['s']` is anything else; rejected if `$c['t']`/`$c['b']` is empty and `$c['s']` is `com.gexin.ios.silence` and `$c['n']` is negative"
            #expect(check.stdout == """
                \(file):7:5: note: `$c['t']`/`$c['b']` is unknown and decides the kind: \(kinds) [GT303]
                \(file):8:27: note: `$c['s']` is unknown and decides the kind: \(kinds) [GT303]
                \(file):9:27: error: if `$c['t']`/`$c['b']` is empty and `$c['s']` is `com.gexin.ios.silence` and `$c['n']` is negative: aps is empty before content-available is added (no alert, badge or sound), so the SDK throws `format error` (create apn payload error) and nothing is pushed [GT201]
                \(file):9:27: note: `$c['n']` is unknown and decides the kind: \(kinds) [GT303]
                1 payload: 1 normal or badge-only or sound-only or rejected; 1 error, 0 warnings, 3 notes

                """)
            // Two variants remain: the custom value goes with the title's test, and the second
            // test of `isset($c['t'])` follows the first.
            let preview = gtpush(["preview", file])
            #expect(preview.stdout.components(separatedBy: "\n// ").count == 2)
            #expect(preview.stdout.contains("when `isset($c['t'])` is true\n"))
            #expect(preview.stdout.contains("when `isset($c['t'])` is false\n"))
            #expect(!preview.stdout.contains(" and `isset($c['t'])`"))
        }
    }

    /// `$t ?: 'Notice'` and `!empty($b) ? $b : '…'` always give text: the alert is never empty,
    /// so neither decides the kind.
    @Test func aFallbackThatAlwaysGivesTextDecidesNothing() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "fallback.php", """
                <?php
                function notify($c) {
                    $apn = new IGtAPNPayload();
                    $alert = new DictionaryAlertMsg();
                    $alert->title = $c['t'] ?: 'Notice';
                    $alert->body = !empty($c['b']) ? $c['b'] : 'You have a new message';
                    $apn->alertMsg = $alert;
                    if (isset($c['s'])) { $apn->sound = $c['s']; }
                    $template = new IGtTransmissionTemplate();
                    $template->set_apnInfo($apn);
                    return $template;
                }

                """)
            #expect(gtpush(["check", file]).stdout == "1 payload: 1 normal; 0 errors, 0 warnings, 0 notes\n")
        }
    }

    /// `--include-sdk` analyses an in-tree SDK copy instead of skipping it with GT004.
    @Test func includeSDKAnalysesACopy() {
        withTemporaryDirectory { directory in
            let copy = writeFile(directory, "sdk/IGtAPNPayload.php", "<?php\nclass IGtAPNPayload\n{\n    public $sound = 'default';\n}\n")
            let skipped = gtpush(["check", directory.path])
            #expect(skipped.stdout == "\(copy):1:1: note: this file declares the GeTui SDK's own `IGtAPNPayload`: skipped as SDK, not user code [GT004]\n0 payloads; 0 errors, 0 warnings, 1 note\n")
            let included = gtpush(["check", "--include-sdk", directory.path])
            #expect(included.stdout == "0 payloads; 0 errors, 0 warnings, 0 notes\n")
        }
    }
    /// A bootstrap that defines constants and reads a global it never assigns (WordPress's
    /// `wp-admin/admin.php` does) is parsed but says nothing about pushes: no GT302 for it, in a
    /// tree with no GeTui code or beside a script that builds a payload.
    @Test func codeThatBuildsNoPayloadIsNotReported() {
        withTemporaryDirectory { directory in
            writeFile(directory, "admin.php", """
                <?php
                define('WP_ADMIN', true);
                if ($wp_db_version != 1) { upgrade(); }
                function upgrade() { return upgrade(); }

                """)
            let quiet = gtpush(["check", directory.path])
            #expect(quiet.code == 0)
            #expect(quiet.stdout == "0 payloads; 0 errors, 0 warnings, 0 notes\n")
            let script = writeFile(directory, "push.php", Self.script(badge: 1))
            let mixed = gtpush(["check", directory.path])
            #expect(mixed.code == 0)
            #expect(mixed.stdout == Self.badgeNote(script, 1) + "1 payload: 1 silent; 0 errors, 0 warnings, 1 note\n")
            // The same bootstrap in the script that builds the payload is reported.
            writeFile(directory, "push.php", Self.script(badge: 1) + "if ($wp_db_version) {}\n")
            let together = gtpush(["check", script])
            #expect(together.stdout == Self.badgeNote(script, 1) + "\(script):12:5: warning: `$wp_db_version` is read before it is assigned, so PHP uses null; bind it with --set '$wp_db_version=…' if it comes from elsewhere [GT302]\n1 payload: 1 silent; 0 errors, 1 warning, 1 note\n")
        }
    }

    /// A file that only defines constants is parsed when some file of the run names the SDK (a
    /// payload may read them), and not at all when none does: its errors are then not reported.
    @Test func constantFilesAreReadOnlyBesidePayloads() {
        withTemporaryDirectory { directory in
            writeFile(directory, "config.php", "<?php\nconst QUIET_SOUND = 'com.gexin.ios.silence';\n")
            let broken = writeFile(directory, "broken.php", "<?php\ndefine('A', 1\n")
            let alone = gtpush(["check", directory.path])
            #expect(alone.code == 0)
            #expect(alone.stdout == "0 payloads; 0 errors, 0 warnings, 0 notes\n")
            #expect(alone.stderr == "")
            let script = writeFile(directory, "push.php", Self.script(badge: 1).replacingOccurrences(of: "\"com.gexin.ios.silence\"", with: "QUIET_SOUND"))
            let beside = gtpush(["check", directory.path])
            #expect(beside.code == 1)
            #expect(beside.stderr == "")
            #expect(beside.stdout == "\(broken):3:1: error: Unclosed '(' on line 2 [GT001]\n" + Self.badgeNote(script, 1) + "1 payload: 1 silent; 1 error, 0 warnings, 1 note\n")
        }
    }
}
