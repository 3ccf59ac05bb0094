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
