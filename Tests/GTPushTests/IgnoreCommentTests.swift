import Testing
import PushRules

/// RULES.md "Ignoring": line and file comments, and unknown ids (GT003).
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
        #expect(Self.rules(Self.gt107.replacingOccurrences(of: "$apn->sound", with: "  // gtpush-ignore GT104,GT107\n$apn->sound")) == [])
    }

    @Test func anIgnoreCoversOnlyItsLine() {
        #expect(Self.rules(Self.gt107.replacingOccurrences(of: "$apn->badge = 1;", with: "$apn->badge = 1; // gtpush-ignore GT107")) == ["GT107"])
    }

    @Test func anIgnoreForAnotherRuleDoesNothing() {
        #expect(Self.rules(Self.gt107.replacingOccurrences(of: "\"ding.caf\";", with: "\"ding.caf\"; // gtpush-ignore GT106")) == ["GT107"])
    }

    @Test func anIgnoreFileAnywhere() {
        #expect(Self.rules(Self.gt107 + "# gtpush-ignore-file GT107\n") == [])
    }

    @Test func unknownIdsInCommentsAreGT003() {
        let source = Self.gt107.replacingOccurrences(of: "\"ding.caf\";", with: "\"ding.caf\"; // gtpush-ignore GT107, GT999")
            .replacingOccurrences(of: "$apn = new", with: "// gtpush: disable GT998\n$apn = new")
        #expect(CheckHarness.lines(CheckHarness.check(source)) == [
            "example.php:3:8: warning: `gtpush: disable` names `GT998`, which is not a gtpush rule, so it silences nothing [GT003]",
            "example.php:5:30: warning: `gtpush-ignore` names `GT999`, which is not a gtpush rule, so it silences nothing [GT003]",
        ])
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
