import GeTuiModel
import PHPRuntime
import PHPSyntax

/// GT201: with no alert, badge or sound the SDK throws before adding content-available.
public struct EmptyAPSRule: PushRule {
    public static let id = "GT201"
    public static let name = "sdk-empty-aps"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "aps is empty before content-available is added: the SDK throws `format error`."
    public static let triggeringExamples = [Examples.payload(Examples.silentCore[0], Examples.silentCore[1], Examples.silentCore[2]).marked(before: "new IGtAPNPayload")]
    public static let nonTriggeringExamples = [Examples.silent(), Examples.normal()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let truth = context.analysis.truth { $0.failure == .emptyAPS }
        guard truth.isPossible else { return [] }
        let message = context.prefixed(truth, Message("GT201.empty"))
        var fix: Fix?
        if context.effectiveIntent == .silent {
            let badge = context.options.silentBadge
            fix = context.setFix(.badge, to: String(badge), reason: Message("fix.reason.documentsBadge"))
        }
        let offset = context.payload[.badge].origin?.statement.start ?? context.record.creation.start
        return [context.finding(Self.self, at: offset, message, fix: fix)]
    }
}

extension EmptyAPSRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT201.empty": "aps is empty before content-available is added (no alert, badge or sound), so the SDK throws `format error` (create apn payload error) and nothing is pushed",
        ],
        chinese: [
            "rule.GT201.summary": "在加入 content-available 之前 aps 为空：SDK 抛出 `format error`。",
            "GT201.empty": "加入 content-available 之前 aps 为空（没有 alert、badge 或 sound），SDK 抛出 `format error`（create apn payload error），什么也推送不出去",
        ]
    )
}
