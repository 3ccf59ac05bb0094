import Foundation
import GTPushTestSupport
import Testing

/// Issue 53's `gtpush:` comments through the command line, with their exit codes: a mistyped
/// intent on the documents' broken silent push (GT003), `静默` as `silent`, the Chinese words in
/// gtpush.json, and comments that silence nothing (GT005).
@Suite struct DirectiveCommandTests {
    static func brokenTemplate(intent: String) throws -> String {
        try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Templates/broken-silent-push.php"), encoding: .utf8)
            .replacingOccurrences(of: "// gtpush: silent", with: "// gtpush: \(intent)")
    }

    @Test func aMistypedIntentIsGT003AndTheRecipeFails() throws {
        try withTemporaryDirectory { directory in
            writeFile(directory, "push.php", try Self.brokenTemplate(intent: "slient"))
            let english = try gtpushProcess(["check", "--lang", "en", "--fail-on", "warning", "push.php"], in: directory)
            #expect(english == CLIResult(code: 1, stdout: """
            push.php:14:36: warning: `gtpush: slient` declares nothing (did you mean `silent`?): the words are silent, normal, mixed (静默, 普通, 混合), `disable GTnnn` and `no-swift`, so the payload here is judged as undeclared [GT003]
            push.php:16:5: warning: mixed push with no declared intent: in the background the phone shows the banner, plays `$client_notice` and wakes the app; not running, it shows the banner; add `// gtpush: silent` above `new IGtAPNPayload` to let fix silence it, or `// gtpush: mixed` to accept it [GT106]
            1 payload: 1 mixed (1 undeclared); 0 errors, 2 warnings, 0 notes

            """, stderr: ""))
            let chinese = try gtpushProcess(["check", "--lang", "zh-Hans", "--fail-on", "warning", "push.php"], in: directory)
            #expect(chinese.code == 1)
            #expect(chinese.stdout.hasPrefix("push.php:14:36: warning: `gtpush: slient` 什么也没有声明（是不是想写 `silent`？）"))
            #expect(chinese.stdout.hasSuffix("1 个推送：1 个混合推送（1 个未声明意图）；0 个错误，2 个警告，0 个提示\n"))
        }
    }

    @Test func theChineseWordDeclaresSilence() throws {
        try withTemporaryDirectory { directory in
            writeFile(directory, "push.php", try Self.brokenTemplate(intent: "静默"))
            let english = try gtpushProcess(["check", "--lang", "en", "push.php"], in: directory)
            #expect(english == CLIResult(code: 1, stdout: """
            push.php:15:5: error: `$apn->alertMsg` is `$alertmsg` (a DictionaryAlertMsg), an alert with text, so the phone shows a banner; a silent push has no alert (meant silent: a `gtpush: 静默` comment on the payload) [GT101]
            push.php:17:5: error: if `$client_notice` is anything but `com.gexin.ios.silence`: `$apn->sound` is `$client_notice`, and the phone plays that sound file or the default ding (meant silent: a `gtpush: 静默` comment on the payload) [GT102]
            1 payload: 1 mixed; 2 errors, 0 warnings, 0 notes

            """, stderr: ""))
            let chinese = try gtpushProcess(["check", "--lang", "zh-Hans", "push.php"], in: directory)
            #expect(chinese.code == 1)
            #expect(chinese.stdout.hasSuffix("1 个推送：1 个混合推送；2 个错误，0 个警告，0 个提示\n"))
        }
    }

    @Test func chineseWordsInTheConfigAndAMistypedOne() throws {
        try withTemporaryDirectory { directory in
            writeFile(directory, "push.php", try Self.brokenTemplate(intent: "no-swift"))
            writeFile(directory, "gtpush.json", #"{"intent": {"*.php": "静默"}}"#)
            let declared = try gtpushProcess(["check", "--lang", "en", "push.php"], in: directory)
            #expect(declared.code == 1)
            #expect(declared.stdout.contains("(meant silent: the gtpush.json entry \"*.php\": \"静默\") [GT101]"))
            writeFile(directory, "gtpush.json", "{\n  \"intent\": {\"*.php\": \"静\"}\n}\n")
            let english = try gtpushProcess(["check", "--lang", "en", "push.php"], in: directory)
            #expect(english == CLIResult(code: 2, stdout: "", stderr: "gtpush check: gtpush.json:2:23: 'intent': \"*.php\": `静` is not an intent (did you mean `静默`?); write silent, normal or mixed (静默, 普通, 混合)\n"))
            let chinese = try gtpushProcess(["check", "--lang", "zh-Hans", "push.php"], in: directory)
            #expect(chinese == CLIResult(code: 2, stdout: "", stderr: "gtpush check: gtpush.json:2:23: 'intent'：\"*.php\"：`静` 不是意图（是不是想写 `静默`？）；请写 silent、normal 或 mixed（静默、普通、混合）\n"))
        }
    }

    @Test func anIgnoreThatSilencesNothingIsANote() throws {
        try withTemporaryDirectory { directory in
            writeFile(directory, "push.php", "<?php\n$apn = new IGtAPNPayload(); // gtpush: silent\n$apn->contentAvailable = 1;\n$apn->sound = \"com.gexin.ios.silence\"; // gtpush-ignore GT102\n$apn->badge = 1; // gtpush-ignore GT104\n")
            let english = try gtpushProcess(["check", "--lang", "en", "push.php"], in: directory)
            #expect(english == CLIResult(code: 0, stdout: """
            push.php:4:43: note: `gtpush-ignore` names GT102, and no GT102 finding is on its line: it silences nothing; remove GT102 from it [GT005]
            1 payload: 1 silent; 0 errors, 0 warnings, 1 note

            """, stderr: ""))
            let chinese = try gtpushProcess(["check", "--lang", "zh-Hans", "--fail-on", "note", "push.php"], in: directory)
            #expect(chinese == CLIResult(code: 1, stdout: """
            push.php:4:43: note: `gtpush-ignore` 写了 GT102，但这一行没有 GT102 的问题：它什么也没有屏蔽；请把 GT102 从中删掉 [GT005]
            1 个推送：1 个静默推送；0 个错误，0 个警告，1 个提示

            """, stderr: ""))
        }
    }
}
