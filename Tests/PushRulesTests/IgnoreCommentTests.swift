import GTPushTestSupport
import Testing
import PushRules

/// RULES.md "Ignoring": line and file comments, unknown ids and intent words (GT003), and
/// comments that silence nothing (GT005).
@Suite struct IgnoreCommentTests {
    static let gt107 = "<?php\n$apn = new IGtAPNPayload();\n$apn->contentAvailable = 1;\n$apn->sound = \"ding.caf\";\n$apn->badge = 1;\n"

    static func rules(_ source: String) -> [String] { CheckHarness.check(source).allFindings.map(\.rule) }

    @Test func withoutACommentTheRuleFires() {
        #expect(Self.rules(Self.gt107) == ["GT107"])
    }

    @Test func anIgnoreAtTheEndOfTheLine() {
        #expect(Self.rules(Self.gt107.replacingOccurrences(of: "\"ding.caf\";", with: "\"ding.caf\"; // gtpush-ignore GT107")) == [])
    }

    @Test func anIgnoreAloneOnTheLineAbove() {
        #expect(Self.rules(Self.gt107.replacingOccurrences(of: "$apn->sound", with: "  // gtpush-ignore GT107\n$apn->sound")) == [])
    }

    @Test func anIgnoreCoversOnlyItsLine() {
        #expect(Self.rules(Self.gt107.replacingOccurrences(of: "$apn->badge = 1;", with: "$apn->badge = 1; // gtpush-ignore GT107")) == ["GT107", "GT005"])
    }

    @Test func anIgnoreForAnotherRuleDoesNothing() {
        #expect(Self.rules(Self.gt107.replacingOccurrences(of: "\"ding.caf\";", with: "\"ding.caf\"; // gtpush-ignore GT106")) == ["GT107", "GT005"])
    }

    @Test func anIgnoreFileAnywhere() {
        #expect(Self.rules(Self.gt107 + "# gtpush-ignore-file GT107\n") == [])
    }

    @Test func unknownIdsInCommentsAreGT003() {
        let source = Self.gt107.replacingOccurrences(of: "\"ding.caf\";", with: "\"ding.caf\"; // gtpush-ignore GT107, GT999")
            .replacingOccurrences(of: "$apn = new", with: "// gtpush: disable GT998\n$apn = new")
        #expect(CheckHarness.lines(CheckHarness.check(source)) == [
            "example.php:2:4: warning: `gtpush: disable` names `GT998`, which is not a gtpush rule, so it silences nothing [GT003]",
            "example.php:5:30: warning: `gtpush-ignore` names `GT999`, which is not a gtpush rule, so it silences nothing [GT003]",
        ])
    }

    /// The documents' broken silent push under a mistyped intent: GT003 says the word meant,
    /// and the payload is judged as undeclared.
    static let brokenSilent = """
    <?php
    $alert = new SimpleAlertMsg();
    $alert->alertMsg = "New order";
    $apn = new IGtAPNPayload(); // gtpush: WORD
    $apn->alertMsg = $alert;
    $apn->sound = "com.gexin.ios.silence";
    $apn->contentAvailable = 1;

    """

    @Test func anUnknownIntentWordIsGT003WithTheWordMeant() {
        let report = CheckHarness.check(Self.brokenSilent.replacingOccurrences(of: "WORD", with: "slient"))
        #expect(report.allFindings.map(\.rule).contains("GT003") && report.allFindings.map(\.rule).contains("GT106"))
        #expect(CheckHarness.lines(report).first == "example.php:4:32: warning: `gtpush: slient` declares nothing (did you mean `silent`?): the words are silent, normal, mixed (静默, 普通, 混合), `disable GTnnn` and `no-swift`, so the payload here is judged as undeclared [GT003]")
        #expect(report.allFindings.first?.text(.simplifiedChinese) == "`gtpush: slient` 什么也没有声明（是不是想写 `silent`？）：可用的词是 silent、normal、mixed（静默、普通、混合）、`disable GTnnn` 和 `no-swift`，所以这里的推送按未声明意图来判断")
        let chinese = CheckHarness.check(Self.brokenSilent.replacingOccurrences(of: "WORD", with: "静音"))
        #expect(CheckHarness.lines(chinese).first == "example.php:4:32: warning: `gtpush: 静音` declares nothing (did you mean `静默`?): the words are silent, normal, mixed (静默, 普通, 混合), `disable GTnnn` and `no-swift`, so the payload here is judged as undeclared [GT003]")
        let empty = CheckHarness.check(Self.brokenSilent.replacingOccurrences(of: " WORD", with: ""))
        #expect(CheckHarness.lines(empty).first == "example.php:4:32: warning: `gtpush:` with no word declares nothing: the words are silent, normal, mixed (静默, 普通, 混合), `disable GTnnn` and `no-swift` [GT003]")
    }

    /// A Chinese word, or an English one in capitals, declares what the English word declares:
    /// the same findings, none of them GT003 or GT106.
    @Test(arguments: [("静默", "silent", "GT101"), ("SILENT", "silent", "GT101"), ("混合", "mixed", nil), ("普通", "normal", "GT401")])
    func chineseIntentWordsAreTheEnglishOnes(word: String, english: String, rule: String?) {
        let findings = { (word: String) in
            CheckHarness.check(Self.brokenSilent.replacingOccurrences(of: "WORD", with: word)).allFindings.map { "\($0.rule) on line \($0.file.location(of: $0.offset).line)" }
        }
        let rules = findings(english)
        #expect(findings(word) == rules)
        #expect(!rules.contains { $0.hasPrefix("GT003") || $0.hasPrefix("GT106") })
        if let rule { #expect(rules.contains { $0.hasPrefix(rule) }) }
    }

    @Test func commentsThatSilenceNothingAreGT005() {
        let source = """
        <?php
        function build() {
            $alert = new SimpleAlertMsg();
            $alert->alertMsg = "New order";
            // gtpush: disable GT105 GT401
            $apn = new IGtAPNPayload(); // gtpush: mixed
            $apn->alertMsg = $alert;
            $apn->sound = "ding.caf"; // gtpush-ignore GT102, GT999
            $apn->contentAvailable = 1;
            // gtpush-ignore GT104
            $apn->badge = 1;
            return $apn;
        }
        // gtpush-ignore-file GT302

        """
        let report = CheckHarness.check(source)
        #expect(CheckHarness.lines(report) == [
            "example.php:5:8: note: `gtpush: disable` names GT105, and the payload has no GT105 finding: it silences nothing; remove GT105 from it [GT005]",
            "example.php:8:34: warning: `gtpush-ignore` names `GT999`, which is not a gtpush rule, so it silences nothing [GT003]",
            "example.php:8:34: note: `gtpush-ignore` names GT102, and no GT102 finding is on its line: it silences nothing; remove GT102 from it [GT005]",
            "example.php:10:8: note: `gtpush-ignore` names GT104, and no GT104 finding is on its line or the next: it silences nothing; remove GT104 from it [GT005]",
            "example.php:14:4: note: `gtpush-ignore-file` names GT302, and no GT302 finding is in the file: it silences nothing; remove GT302 from it [GT005]",
        ])
        #expect(report.allFindings.first?.text(.simplifiedChinese) == "`gtpush: disable` 写了 GT105，但这个推送没有 GT105 的问题：它什么也没有屏蔽；请把 GT105 从中删掉")
        // A run of one function has not seen what the other functions' findings were.
        #expect(CheckHarness.check(source, function: "build").allFindings.filter { $0.rule == "GT005" }.isEmpty)
    }

    @Test func commentsThatSilenceSomethingAreNotGT005() {
        let source = Self.gt107.replacingOccurrences(of: "\"ding.caf\";", with: "\"ding.caf\"; // gtpush-ignore GT107")
        #expect(Self.rules(source) == [])
        #expect(Self.rules(Self.gt107 + "// gtpush-ignore-file GT107, GT005\n") == [])
        #expect(Self.rules(Self.gt107.replacingOccurrences(of: "$apn = new", with: "// gtpush: disable GT107\n$apn = new")) == [])
    }

    @Test func anUnknownValueIsNotedOncePerPayload() {
        let source = "<?php\nfunction build() {\n    $a = new DictionaryAlertMsg();\n    $a->title = APP_NAME;\n    $a->body = APP_NAME;\n    $apn = new IGtAPNPayload();\n    $apn->alertMsg = $a;\n    return $apn;\n}\n"
        #expect(CheckHarness.lines(CheckHarness.check(source)) == [
            "example.php:4:17: note: `APP_NAME` is not defined in the analysed files; --set APP_NAME=… binds it [GT303]",
        ])
    }

    @Test func phpsOwnConstantsAreNotUnknown() {
        let source = "<?php\nerror_reporting(E_ALL & ~E_STRICT & ~E_DEPRECATED & ~E_USER_ERROR);\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\n$apn->badge = SORT_STRING;\n"
        #expect(CheckHarness.check(source).allFindings.map(\.rule) == ["GT104"])
    }
}
