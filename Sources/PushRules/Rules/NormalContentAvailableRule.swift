import GeTuiModel
import PHPRuntime
import PHPSyntax

/// GT402: a push declared normal that sets content-available is really mixed.
public struct NormalContentAvailableRule: PushRule {
    public static let id = "GT402"
    public static let name = "normal-content-available"
    public static let severity = Diagnostic.Severity.note
    public static let summary = "A push meant normal sets content-available: it is mixed and also wakes a suspended app."
    public static let dependsOnIntent = true
    public static let triggeringExamples = [
        "<?php\n$alert = new DictionaryAlertMsg();\n$alert->title = \"Order\";\n$alert->body = \"Shipped\";\n// gtpush: normal\n$apn = new IGtAPNPayload();\n$apn->alertMsg = $alert;\n↓$apn->contentAvailable = 1;\n",
    ]
    /// A `gtpush: normal` comment is normal declared: fix takes content-available away.
    public static let corrections = [
        Correction("<?php\n$alert = new DictionaryAlertMsg();\n$alert->title = \"Order\";\n$alert->body = \"Shipped\";\n// gtpush: normal\n$apn = new IGtAPNPayload();\n$apn->alertMsg = $alert;\n$apn->contentAvailable = 1;\n",
                   "<?php\n$alert = new DictionaryAlertMsg();\n$alert->title = \"Order\";\n$alert->body = \"Shipped\";\n// gtpush: normal\n$apn = new IGtAPNPayload();\n$apn->alertMsg = $alert;\n$apn->contentAvailable = 0;\n"),
    ]
    public static let nonTriggeringExamples = [Examples.normal("$apn->contentAvailable = 0;"), Examples.normal("$apn->contentAvailable = 1;")]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.intent == .normal else { return [] }
        let truth = context.analysis.truth { $0.hasContentAvailable && $0.hasAlert }
        guard truth.isPossible else { return [] }
        let message = context.prefixed(truth, Message("GT402.mixed", ["property": context.propertyCode(.contentAvailable), "written": .message(context.writtenMessage(.contentAvailable))]))
        // Normal said in so many words (a comment, a docblock, gtpush.json, --intent) proves the
        // wake-up unwanted (RULES.md); nothing else says normal, but keep the test explicit.
        let declared = context.resolvedIntent.map { $0.source == .declared || $0.source == .commandLine } ?? false
        let fix = declared ? context.setFix(.contentAvailable, to: "0") : nil
        return [context.finding(Self.self, at: context.offset(of: .contentAvailable), message, fix: fix)]
    }
}

extension NormalContentAvailableRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT402.mixed": "%{property} is %{written}, so this push is mixed, not normal: it also wakes a suspended app",
        ],
        chinese: [
            "rule.GT402.summary": "本应是普通推送，却设置了 content-available：它其实是混合推送，还会唤醒挂起的应用。",
            "GT402.mixed": "%{property} 为 %{written}，所以这是混合推送而不是普通推送：它还会唤醒挂起的应用",
        ]
    )
}
