import Foundation
@testable import GTPushCLI
import GTPushTestSupport
import PushRules
import Testing

/// `gtpush.json` (CLI.md "Added 2026-11-22"): its keys, its errors, and how it ranks against flags.
@Suite struct ProjectConfigTests {
    /// Two mixed payloads: one function the file declares normal, one it says nothing about.
    static let twoMixed = """
    <?php
    function buildPing() {
        $alert = new SimpleAlertMsg();
        $alert->alertMsg = "New order";
        $apn = new IGtAPNPayload();
        $apn->alertMsg = $alert;
        $apn->contentAvailable = 1;
        return $apn;
    }
    function buildRefresh() {
        $alert = new SimpleAlertMsg();
        $alert->alertMsg = "Refresh";
        $apn = new IGtAPNPayload();
        $apn->alertMsg = $alert;
        $apn->contentAvailable = 1;
        return $apn;
    }

    """

    @Test func anUnknownKeyIsAUsageErrorNamingTheFileAndKey() {
        withTemporaryDirectory { directory in
            let config = writeFile(directory, "gtpush.json", #"{"exclude": ["legacy"], "exlude": ["old"]}"#)
            let result = gtpush(["check", "--config", config, directory.path])
            #expect(result.code == 2)
            #expect(result.stdout == "")
            #expect(result.stderr == "gtpush check: \(config):1:25: unknown key 'exlude' (did you mean `exclude`?); known keys: paths, exclude, disable, intent, sounds, silentBadge, baseline, lang, allowInclude, templates\n")
            let chinese = gtpush(["check", "--lang", "zh-Hans", "--config", config, directory.path])
            #expect(chinese.code == 2)
            #expect(chinese.stderr == "gtpush check: \(config):1:25: 未知的键 'exlude'（是不是想写 `exclude`？）；已知的键：paths, exclude, disable, intent, sounds, silentBadge, baseline, lang, allowInclude, templates\n")
        }
    }

    @Test(arguments: [
        ("silentbadge", "silentBadge"), ("path", "paths"), ("excludes", "exclude"), ("lnag", "lang"), ("disabel", "disable"),
    ])
    func aSlipNamesTheKeyMeant(word: String, key: String) {
        #expect(EditDistance.nearest(word, among: ProjectConfig.keys) == key)
        #expect(EditDistance.nearest("colour", among: ProjectConfig.keys) == nil)
    }

    @Test(arguments: [
        (#"["paths"]"#, "1:1: must be a JSON object, not a list"),
        (#"{"paths": "src"}"#, "1:11: 'paths' must be a list of strings, not a string"),
        (#"{"exclude": ["a", 1]}"#, "1:19: 'exclude' must be a list of strings, not a list holding a number"),
        (#"{"disable": ["GT999"]}"#, "1:14: 'disable': `GT999` is not a gtpush rule (see gtpush rules)"),
        (#"{"disable": ["silent-alret"]}"#, "1:14: 'disable': `silent-alret` is not a gtpush rule (did you mean `GT101`?) (see gtpush rules)"),
        (#"{"intent": {"src/*.php": "loud"}}"#, "1:26: 'intent': \"src/*.php\": `loud` is not an intent; write silent, normal or mixed (静默, 普通, 混合)"),
        (#"{"intent": {"src/*.php": "slient"}}"#, "1:26: 'intent': \"src/*.php\": `slient` is not an intent (did you mean `silent`?); write silent, normal or mixed (静默, 普通, 混合)"),
        (#"{"intent": {"src/*.php": 1}}"#, "1:26: 'intent': \"src/*.php\" must be silent, normal or mixed (静默, 普通, 混合), not a number"),
        (#"{"intent": ["silent"]}"#, "1:12: 'intent' must be an object of \"GLOB or FILE:FUNCTION\": \"silent|normal|mixed\", not a list"),
        (#"{"sounds": ["Sounds"]}"#, "1:12: 'sounds' must be a string, not a list"),
        (#"{"silentBadge": "1"}"#, "1:17: 'silentBadge' must be a whole number of 0 or more, not a string"),
        (#"{"silentBadge": true}"#, "1:17: 'silentBadge' must be a whole number of 0 or more, not true or false"),
        (#"{"silentBadge": -1}"#, "1:17: 'silentBadge' must be a whole number of 0 or more, not -1"),
        (#"{"baseline": 3}"#, "1:14: 'baseline' must be a string, not a number"),
        (#"{"lang": "fr"}"#, "1:10: 'lang' must be en or zh-Hans, not 'fr'"),
        (#"{"allowInclude": "../sdk"}"#, "1:18: 'allowInclude' must be a list of strings, not a string"),
        ("{\"paths\": [", "1:12: not valid JSON: a value was expected here"),
        ("{\n  \"paths\": [\"src\"],\n  \"paths\": [\"lib\"]\n}", "3:3: 'paths' is given twice (first on line 2), and JSON keeps only the last: give it once"),
        ("{\n  \"paths\": [\"src\"]\n  \"exclude\": []\n}", "3:3: not valid JSON: ',' or '}' was expected here"),
    ])
    func aWrongValueIsAUsageErrorNamingTheKey(json: String, message: String) {
        withTemporaryDirectory { directory in
            let config = writeFile(directory, "gtpush.json", json)
            for command in ["check", "fix", "explain", "preview", "parse", "swift"] {
                let result = gtpush([command, "--config", config, directory.path])
                #expect(result.code == 2)
                #expect(result.stderr == "gtpush \(command): \(config):\(message)\n")
            }
        }
    }

    @Test func aMissingConfigFileIsAUsageError() {
        let result = gtpush(["check", "--config", "/nonexistent/gtpush.json", "x.php"])
        #expect(result.code == 2)
        #expect(result.stderr == "gtpush check: /nonexistent/gtpush.json: cannot read the config file\n")
    }

    /// RULES.md "Intent": the code's comments, then the file's entries, then --intent.
    @Test func theFilesIntentRanksBelowTheCodeAndAboveDashDashIntent() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "src/a.php", Self.twoMixed)
            let config = writeFile(directory, "gtpush.json", #"{"intent": {"src/*.php:buildPing": "normal", "legacy/**": "silent"}}"#)
            let result = gtpush(["check", "--config", config, "--intent", "silent", file])
            #expect(result.code == 1)
            #expect(result.stdout == """
            \(file):6:5: warning: the alert, `$alert` (a SimpleAlertMsg), shows text but no title: use a DictionaryAlertMsg with a title and a body (meant normal: the \(config) entry "src/*.php:buildPing": "normal") [GT401]
            \(file):7:5: note: `$apn->contentAvailable` is 1, so this push is mixed, not normal: it also wakes a suspended app (meant normal: the \(config) entry "src/*.php:buildPing": "normal") [GT402]
            \(file):13:12: error: sound is not set, so the SDK sends "default" and the phone plays the default ding; a silent push needs "com.gexin.ios.silence" (meant silent: --intent silent) [GT102]
            \(file):14:5: error: `$apn->alertMsg` is `$alert` (a SimpleAlertMsg), an alert with text, so the phone shows a banner; a silent push has no alert (meant silent: --intent silent) [GT101]
            2 payloads: 2 mixed; 2 errors, 1 warning, 1 note

            """)
            // A `gtpush:` comment in the code wins over the file.
            let commented = writeFile(directory, "src/b.php", Self.twoMixed.replacingOccurrences(of: "function buildPing() {", with: "/** gtpush: mixed */\nfunction buildPing() {"))
            let second = gtpush(["check", "--config", config, commented])
            #expect(second.code == 0)
            #expect(second.stdout == """
            \(commented):7:5: warning: the alert, `$alert` (a SimpleAlertMsg), shows text but no title: use a DictionaryAlertMsg with a title and a body (meant mixed: a `gtpush: mixed` comment in the docblock of `buildPing`) [GT401]
            \(commented):15:5: warning: the alert, `$alert` (a SimpleAlertMsg), shows text but no title: use a DictionaryAlertMsg with a title and a body [GT401]
            \(commented):16:5: warning: mixed push with no declared intent: in the background the phone shows the banner, plays the default ding and wakes the app; not running, it shows the banner; add `// gtpush: silent` above `new IGtAPNPayload` to let fix silence it, or `// gtpush: mixed` to accept it [GT106]
            2 payloads: 2 mixed (1 undeclared); 0 errors, 3 warnings, 0 notes

            """)
        }
    }

    /// `fix` treats the file's intent as declared: it may silence a mixed payload, alert and all.
    @Test func fixFollowsTheFilesIntent() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "m.php", "<?php\nfunction buildPing() {\n    $alert = new SimpleAlertMsg();\n    $alert->alertMsg = \"New order\";\n    $apn = new IGtAPNPayload();\n    $apn->alertMsg = $alert;\n    $apn->contentAvailable = 1;\n    $apn->badge = 1;\n    return $apn;\n}\n")
            let without = gtpush(["fix", "--dry-run", file])
            #expect(without.code == 0)
            #expect(without.stdout == "")
            let config = writeFile(directory, "gtpush.json", #"{"intent": {"m.php": "silent"}}"#)
            let with = gtpush(["fix", "--dry-run", "--config", config, file])
            #expect(with.code == 1)
            #expect(with.stderr == """
            \(file): would fix 2 problems (GT101, GT102)
            \(file):5:12: note: set $apn->sound to "com.gexin.ios.silence" [GT102]
            \(file):6:5: note: set $apn->alertMsg to "" (replaces `$alert`) [GT101]

            """)
            #expect(with.stdout.contains("-    $apn->alertMsg = $alert;\n+    $apn->alertMsg = \"\";\n"))
        }
    }

    /// A glob entry applies to every payload of its files; one naming a function wins over it.
    @Test func aGlobEntryCoversAFolderAndAFunctionEntryIsMoreSpecific() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "app/Push/a.php", Self.twoMixed)
            let config = writeFile(directory, "gtpush.json", #"{"intent": {"app/**/*.php": "mixed", "a.php:buildRefresh": "normal"}}"#)
            let result = gtpush(["check", "--config", config, "--disable", "GT401", directory.path])
            #expect(result.code == 0)
            #expect(result.stdout == """
            \(file):15:5: note: `$apn->contentAvailable` is 1, so this push is mixed, not normal: it also wakes a suspended app (meant normal: the \(config) entry "a.php:buildRefresh": "normal") [GT402]
            2 payloads: 2 mixed; 0 errors, 0 warnings, 1 note

            """)
        }
    }

    /// `disable` and `--disable` add up; `--sounds` wins over `sounds`.
    @Test func listsAddUpAndAFlagWinsOverTheFilesValue() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "a.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->sound = \"ding.caf\";\n$apn->badge = 1;\n")
            writeFile(directory, "Sounds/ding.caf", "")
            writeFile(directory, "Other/bell.caf", "")
            let config = writeFile(directory, "gtpush.json", #"{"sounds": "Sounds", "disable": ["gt106"]}"#)
            let fromFile = gtpush(["check", "--config", config, file])
            #expect(fromFile.stdout == "1 payload: 1 sound-only; 0 errors, 0 warnings, 0 notes\n")
            let flag = gtpush(["check", "--config", config, "--sounds", directory.appendingPathComponent("Other").path, file])
            #expect(flag.stdout == """
            \(file):3:1: warning: `$apn->sound` is "ding.caf", but the sounds folder has no such .caf, .aiff or .wav file: the phone plays the default ding [GT502]
            1 payload: 1 sound-only; 0 errors, 1 warning, 0 notes

            """)
            let both = gtpush(["check", "--config", config, "--sounds", directory.appendingPathComponent("Other").path, "--disable", "GT502", file])
            #expect(both.stdout == "1 payload: 1 sound-only; 0 errors, 0 warnings, 0 notes\n")
            let missing = writeFile(directory, "missing.json", #"{"sounds": "NoSuchFolder"}"#)
            let unreadable = gtpush(["check", "--config", missing, file])
            #expect(unreadable.code == 2)
            #expect(unreadable.stderr == "gtpush check: \(missing): 'sounds': cannot read the directory '\(ProjectPath.display("NoSuchFolder", in: directory))'\n")
        }
    }

    /// `silentBadge` sets fix's badge; `--silent-badge` wins over it.
    @Test func silentBadgeFromTheFileAndTheFlag() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "a.php", "<?php\n$apn = new IGtAPNPayload(); // gtpush: silent\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\n")
            let config = writeFile(directory, "gtpush.json", #"{"silentBadge": 0}"#)
            let fromFile = gtpush(["fix", "--dry-run", "--config", config, file])
            #expect(fromFile.stdout.contains("+$apn->badge = 0;\n"))
            let flag = gtpush(["fix", "--dry-run", "--config", config, "--silent-badge", "7", file])
            #expect(flag.stdout.contains("+$apn->badge = 7;\n"))
        }
    }

    /// `lang` chooses the language when `--lang` does not: flag, then file, then locale (CLI.md).
    @Test func langInTheFileChoosesTheLanguageBelowTheFlag() {
        withTemporaryDirectory { directory in
            let config = writeFile(directory, "gtpush.json", "{\"lang\": \"zh-Hans\"}")
            let empty = writeFile(directory, "a.php", "<?php\n")
            #expect(gtpush(["check", "--config", config, empty]).stdout == "0 个推送；0 个错误，0 个警告，0 个提示\n")
            #expect(gtpush(["check", "--config", config, empty, "--lang", "en"]).stdout == "0 payloads; 0 errors, 0 warnings, 0 notes\n")
        }
    }

    /// `lang` is read, checked and followed.
    @Test func langIsAcceptedAsEnOrZhHans() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "a.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n")
            for lang in ["en", "zh-Hans"] {
                let config = writeFile(directory, "gtpush.json", "{\"lang\": \"\(lang)\"}")
                let result = gtpush(["check", "--config", config, file])
                #expect(result.code == 0)
                #expect(result.stdout == (lang == "en" ? "1 payload: 1 sound-only; 0 errors, 0 warnings, 0 notes\n" : "1 个推送：1 个仅声音推送；0 个错误，0 个警告，0 个提示\n"))
                let parsed = try? ProjectConfig(path: "gtpush.json", folder: directory.path, bytes: Array("{\"lang\": \"\(lang)\"}".utf8))
                #expect(parsed?.lang == lang)
            }
        }
    }
}

extension ProjectPath {
    /// A path written in `folder`, as this test process (whose current folder is the package) names it.
    static func display(_ path: String, in folder: URL) -> String {
        display(path, writtenIn: folder.path, current: currentDirectory)
    }
}
