import GTPushTestSupport
import Testing
import PHPSyntax
import PushRules

/// The edits that fixes carry: exact bytes, quote style, indentation and line endings kept.
@Suite struct RuleFixTests {
    /// Applies every fix of the report's findings, later edits first.
    static func applied(_ text: String, _ report: CheckReport) -> String {
        var bytes = Array(text.utf8)
        let edits = report.allFindings.compactMap(\.fix).flatMap(\.edits).sorted { $0.range.start > $1.range.start }
        for edit in edits { bytes.replaceSubrange(edit.range.start..<edit.range.end, with: edit.replacement) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func brokenSilentFunctionIsRepairedInPlace() {
        let source = "<?php\nfunction build($alertmsg, $client_notice) {\n    $apn = new IGtAPNPayload();\n    $apn->alertMsg = $alertmsg; // keep me\n    $apn->contentAvailable = 1;\n    $apn->sound = $client_notice;\n    $apn->badge = 1;\n    return $apn;\n}\n"
        let report = CheckHarness.check(source, options: CheckOptions(intent: .silent))
        let fixes = report.allFindings.compactMap { finding in finding.fix.map { "\(finding.rule): \($0.summary(.english))" } }
        #expect(fixes == ["GT101: set $apn->alertMsg to \"\" (replaces `$alertmsg`)", "GT102: set $apn->sound to \"com.gexin.ios.silence\" (replaces `$client_notice`)"])
        let fixed = Self.applied(source, report)
        #expect(fixed == "<?php\nfunction build($alertmsg, $client_notice) {\n    $apn = new IGtAPNPayload();\n    $apn->alertMsg = \"\"; // keep me\n    $apn->contentAvailable = 1;\n    $apn->sound = \"com.gexin.ios.silence\";\n    $apn->badge = 1;\n    return $apn;\n}\n")
        #expect(CheckHarness.check(fixed, options: CheckOptions(intent: .silent)).payloads.map(\.kinds) == [[.silent]])
    }

    @Test func missingFieldsAreInsertedWithIndentationAndCRLF() {
        let source = "<?php\r\nfunction build() {\r\n\t$push = new IGtAPNPayload();\r\n\t$push->alertMsg = '';\r\n\t$push->contentAvailable = '1';\r\n\treturn $push;\r\n}\r\n"
        let report = CheckHarness.check(source, options: CheckOptions(intent: .silent, silentBadge: 2))
        let fixed = Self.applied(source, report)
        #expect(fixed == "<?php\r\nfunction build() {\r\n\t$push = new IGtAPNPayload();\r\n\t$push->alertMsg = '';\r\n\t$push->contentAvailable = 1;\r\n\t$push->sound = \"com.gexin.ios.silence\";\r\n\treturn $push;\r\n}\r\n")
        let again = CheckHarness.check(fixed, options: CheckOptions(intent: .silent, silentBadge: 2))
        let twice = Self.applied(fixed, again)
        #expect(twice == "<?php\r\nfunction build() {\r\n\t$push = new IGtAPNPayload();\r\n\t$push->alertMsg = '';\r\n\t$push->contentAvailable = 1;\r\n\t$push->sound = \"com.gexin.ios.silence\";\r\n\t$push->badge = 2;\r\n\treturn $push;\r\n}\r\n")
    }

    @Test func singleQuotedSoundKeepsItsQuotes() {
        let source = "<?php\n$apn = new IGtAPNPayload();\n$apn->alertMsg = '';\n$apn->sound = 'ding.caf';\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n"
        let fixed = Self.applied(source, CheckHarness.check(source))
        #expect(fixed == "<?php\n$apn = new IGtAPNPayload();\n$apn->alertMsg = '';\n$apn->sound = 'com.gexin.ios.silence';\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n")
    }

    @Test func contentAvailableIsClearedOnlyWithExplicitNormalIntent() {
        let source = "<?php\n$a = new DictionaryAlertMsg();\n$a->title = \"T\";\n$a->body = \"B\";\n$apn = new IGtAPNPayload();\n$apn->alertMsg = $a;\n$apn->contentAvailable = 1;\n"
        #expect(CheckHarness.check(source).allFindings.map(\.rule) == ["GT106"])
        #expect(CheckHarness.check(source).allFindings.allSatisfy { $0.fix == nil })
        let report = CheckHarness.check(source, options: CheckOptions(intent: .normal))
        #expect(report.allFindings.map(\.diagnostic.formatted) == ["example.php:7:1: note: `$apn->contentAvailable` is 1, so this push is mixed, not normal: it also wakes a suspended app (meant normal: --intent normal) [GT402]"])
        #expect(Self.applied(source, report).hasSuffix("$apn->contentAvailable = 0;\n"))
    }
}
