import Emitters
import Foundation
import GTPushTestSupport
import PHPSyntax
import PushAnalysis
import PushRules
import Testing

/// Issue 53: `fix`'s output passes the `check --fail-on warning` the README recommends. GT301 is a
/// note on a silent payload (the alert `fix` detached), a warning elsewhere (RULES.md); no
/// shared case gains a warning by being fixed.
@Suite struct FixThenCheckTests {
    @Test func anAlertLeftBesideASilentPayloadIsANote() {
        let silent = "<?php\n$alert = new DictionaryAlertMsg();\n$alert->title = \"Hi\";\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n"
        let report = CheckHarness.check(silent)
        #expect(CheckHarness.lines(report) == [
            "example.php:2:10: note: this DictionaryAlertMsg is built but never attached to a payload's alertMsg, so its text is never sent [GT301]",
            "example.php:8:1: note: badge 1 on a silent push: keep it, the SDK needs alert, badge or sound (GT201) (meant silent: the code sets contentAvailable to 1 and alertMsg to \"\" and sound to com.gexin.ios.silence) [GT104]",
        ])
        #expect(report.allFindings.first?.text(.simplifiedChinese) == "这个 DictionaryAlertMsg 创建后从未赋给推送的 alertMsg，它的文字永远不会发送")
    }

    @Test func anAlertLeftBesideAnotherPayloadIsAWarning() {
        let loud = "<?php\n$unused = new DictionaryAlertMsg();\n$unused->title = \"Hi\";\n$alert = new SimpleAlertMsg();\n$alert->alertMsg = \"New order\";\n$apn = new IGtAPNPayload(); // gtpush: normal\n$apn->alertMsg = $alert;\n$apn->sound = \"default\";\n"
        let report = CheckHarness.check(loud)
        #expect(CheckHarness.lines(report).first == "example.php:2:11: warning: this DictionaryAlertMsg is built but never attached to a payload's alertMsg, so its text is never sent [GT301]")
        #expect(report.allFindings.first?.severity == .warning)
    }

    /// The repository's broken template: fix, then the README's CI recipe passes.
    @Test(arguments: ["en", "zh-Hans"])
    func theBrokenTemplatePassesCheckAfterFix(_ language: String) throws {
        try withTemporaryDirectory { directory in
            let template = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Templates/broken-silent-push.php"), encoding: .utf8)
            writeFile(directory, "broken-silent-push.php", template)
            let before = try gtpushProcess(["check", "--lang", language, "--fail-on", "warning", "broken-silent-push.php"], in: directory)
            #expect(before.code == 1)
            let fix = try gtpushProcess(["fix", "--lang", language, "broken-silent-push.php"], in: directory)
            #expect(fix.code == 0)
            let after = try gtpushProcess(["check", "--lang", language, "--fail-on", "warning", "broken-silent-push.php"], in: directory)
            let expected = language == "en" ? """
            broken-silent-push.php:10:17: note: this DictionaryAlertMsg is built but never attached to a payload's alertMsg, so its text is never sent [GT301]
            broken-silent-push.php:19:5: note: badge 1 on a silent push: keep it, the SDK needs alert, badge or sound (GT201) (meant silent: a `gtpush: silent` comment on the payload) [GT104]
            1 payload: 1 silent; 0 errors, 0 warnings, 2 notes

            """ : """
            broken-silent-push.php:10:17: note: 这个 DictionaryAlertMsg 创建后从未赋给推送的 alertMsg，它的文字永远不会发送 [GT301]
            broken-silent-push.php:19:5: note: 静默推送带有角标 1：请保留，SDK 要求 alert、badge、sound 至少有一个（GT201）（意图为静默推送：推送上有 `gtpush: silent` 注释） [GT104]
            1 个推送：1 个静默推送；0 个错误，0 个警告，2 个提示

            """
            #expect(after == CLIResult(code: 0, stdout: expected, stderr: ""))
        }
    }

    /// Every shared case that `fix --intent silent` changes: `check --intent silent` after the
    /// fix shows no warning (by rule, counted) that it did not show before.
    @Test func noFixedCaseGainsAWarning() throws {
        let options = CheckOptions(intent: .silent)
        var changed = 0
        for url in TestPaths.sharedCaseFiles {
            let name = url.lastPathComponent
            let before = Array(try Data(contentsOf: url))
            let result = try #require(FileFixer(options: options).fix([(name, before)]).first)
            guard result.changed else { continue }
            changed += 1
            func warnings(_ bytes: [UInt8]) -> [String: Int] {
                let report = RuleEngine.check(Analyzer(units: SourceLoader.units(path: name, bytes: bytes)).analyze(), options: options)
                return report.allFindings.filter { $0.severity == .warning }.reduce(into: [:]) { $0[$1.rule, default: 0] += 1 }
            }
            let was = warnings(before)
            for (rule, count) in warnings(result.fixed) {
                #expect(count <= was[rule] ?? 0, "\(url.deletingLastPathComponent().lastPathComponent)/\(name): \(rule) \(count) after the fix, \(was[rule] ?? 0) before")
            }
        }
        #expect(changed >= 20)
    }
}
