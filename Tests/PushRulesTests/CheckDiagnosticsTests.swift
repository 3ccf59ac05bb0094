import GTPushTestSupport
import Testing
import Emitters
import PHPSyntax
import PushRules

/// Whole diagnostic lines, position and wording included, for the rules a backend developer meets first.
@Suite struct CheckDiagnosticsTests {
    @Test func brokenSilentTemplateUnderIntentSilent() throws {
        let report = try CheckHarness.checkCase("04-broken-silent-fn", options: CheckOptions(intent: .silent))
        #expect(report.payloads.map(\.kinds) == [[.mixed]])
        #expect(CheckHarness.lines(report) == [
            "04-broken-silent-fn.php:23:5: error: `$apn->alertMsg` is `$alertmsg` (a DictionaryAlertMsg), an alert with text, so the phone shows a banner; a silent push has no alert (meant silent: the function is named `buildBrokenSilentTemplate`) [GT101]",
            "04-broken-silent-fn.php:25:5: error: `$apn->sound` is `$client_notice` (\"notice_type1.caf\"), so the phone plays that sound file if the app bundles it, else the default ding; a silent push needs \"com.gexin.ios.silence\" (meant silent: the function is named `buildBrokenSilentTemplate`) [GT102]",
        ])
    }

    /// The function's name says silent, so no flag is needed (RULES.md Intent 2).
    @Test func brokenSilentTemplateIsSilentByItsName() throws {
        let report = try CheckHarness.checkCase("04-broken-silent-fn")
        #expect(report.payloads.map(\.kinds) == [[.mixed]])
        #expect(report.payloads.first?.resolvedIntent == ResolvedIntent(.silent, .named, "the function is named `buildBrokenSilentTemplate`"))
        #expect(report.allFindings.map(\.rule) == ["GT101", "GT102"])
        #expect(report.allFindings.allSatisfy { $0.severity == .error })
    }

    @Test func emptySoundIsTheDefaultDing() throws {
        let report = try CheckHarness.checkCase("07-silent-empty-sound")
        #expect(CheckHarness.lines(report).first == "07-silent-empty-sound.php:5:1: error: `$apn->sound` is \"\", which the SDK sends as \"default\": the phone plays the default ding (meant silent: the code sets contentAvailable to 1 and alertMsg to \"\" and sound to \"\") [GT102]")
    }

    @Test func contentAvailableAsAString() throws {
        let report = try CheckHarness.checkCase("11-content-available-string")
        #expect(CheckHarness.lines(report).first == "11-content-available-string.php:5:1: error: `$apn->contentAvailable` is \"1\"; the SDK sends it as given, not the integer 1 that Apple expects (meant silent: the code sets contentAvailable to \"1\" and alertMsg to \"\" and sound to com.gexin.ios.silence) [GT103]")
    }

    @Test func silentWithoutBadgeIsAFormatError() throws {
        let report = try CheckHarness.checkCase("06-silent-without-badge")
        #expect(CheckHarness.lines(report) == ["06-silent-without-badge.php:3:8: error: aps is empty before content-available is added (no alert, badge or sound), so the SDK throws `format error` (create apn payload error) and nothing is pushed [GT201]"])
    }

    @Test func stringAlert() throws {
        let report = try CheckHarness.checkCase("08-string-alert")
        #expect(CheckHarness.lines(report) == ["08-string-alert.php:4:1: error: `$apn->alertMsg` is \"You have a new message\": the SDK calls get_alertMsg() on it and PHP stops with \"Call to a member function get_alertMsg() on string\"; use a SimpleAlertMsg or DictionaryAlertMsg [GT202]"])
    }

    @Test func undefinedVariable() throws {
        let report = try CheckHarness.checkCase("24-undefined-and-null")
        #expect(CheckHarness.lines(report) == [
            "24-undefined-and-null.php:6:1: warning: the SDK drops custom key \"who\": its value `$undefinedVariable` (null) is loosely null, and add_customMsg silently skips 0, false, \"\", [] and null [GT204]",
            "24-undefined-and-null.php:6:28: warning: `$undefinedVariable` is read before it is assigned, so PHP uses null; bind it with --set '$undefinedVariable=…' if it comes from elsewhere [GT302]",
        ])
    }

    @Test func anUnknownSoundIsThreeValued() {
        let source = "<?php\nfunction build($client_notice) {\n    $apn = new IGtAPNPayload();\n    $apn->alertMsg = \"\";\n    $apn->sound = $client_notice;\n    $apn->contentAvailable = 1;\n    $apn->badge = 1;\n    return $apn;\n}\n"
        let report = CheckHarness.check(source, options: CheckOptions(disabled: ["GT104"]))
        #expect(report.payloads.map(\.kinds) == [[.silent, .audibleBackground]])
        #expect(report.payloads.first?.kindExplanation == "silent if `$client_notice` is `com.gexin.ios.silence`, else audible-background")
        #expect(CheckHarness.lines(report) == [
            "example.php:5:5: error: if `$client_notice` is anything but `com.gexin.ios.silence`: `$apn->sound` is `$client_notice`, and the phone plays that sound file or the default ding (meant silent: the code sets contentAvailable to 1 and alertMsg to \"\") [GT102]",
            "example.php:5:5: note: `$client_notice` is unknown and decides the kind: silent if `$client_notice` is `com.gexin.ios.silence`, else audible-background [GT303]",
        ])
    }

    @Test func summaryLine() throws {
        let report = try CheckHarness.checkCase("03-silent-template-fn")
        #expect(CheckFormatter.text(report).hasSuffix("\n1 payload: 1 silent; 0 errors, 2 warnings, 3 notes\n"))
        #expect(!report.hasErrors)
    }
}
