import GeTuiModel
import PHPRuntime
import PHPSyntax
import Platform
import PushAnalysis

/// GT104: Apple advises no badge on a background push, but the SDK needs one.
public struct SilentBadgeRule: PushRule {
    public static let id = "GT104"
    public static let name = "silent-badge"
    public static let severity = Diagnostic.Severity.note
    public static let summary = "A silent push carries a badge: Apple advises none, but the SDK needs one of alert, badge or sound."
    public static let dependsOnIntent = true
    public static let triggeringExamples = [Examples.silent().marked(before: "$apn->badge = 1;")]
    public static let nonTriggeringExamples = [
        Examples.normal("$apn->badge = 1;"),
        Examples.silent().replacingAll("$apn = new", with: "// gtpush: disable GT104\n$apn = new"),
    ]
    public init() {}

    public static let apis = PushAPI.every

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.effectiveIntent == .silent else { return [] }
        let truth = context.analysis.truth { $0.hasBadge && $0.hasContentAvailable && !$0.hasAlert }
        guard truth.isPossible else { return [] }
        if context.record.api != .v1 {
            // The badge the phone gets: GeTui's `auto_badge`, else an `aps.badge` an array wrote.
            let field: V2Field = context.value(v2: .autoBadge) == nil && context.value(v2: .badge) != nil ? .badge : .autoBadge
            let message = context.prefixed(truth, Message("GT104.v2", ["field": .verbatim(field.label), "value": .message(Describe.valueMessage(context.value(v2: field) ?? .null))]))
            return [context.finding(Self.self, at: context.offset(v2: field), message)]
        }
        let field: APNPayload.Field = context.payload[.autoBadge].origin != nil ? .autoBadge : .badge
        let message = context.prefixed(truth, Message("GT104.badge", ["value": .message(Describe.valueMessage(context.payload[field].value))]))
        return [context.finding(Self.self, at: context.offset(of: field), message)]
    }
}

extension SilentBadgeRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT104.badge": "badge %{value} on a silent push: keep it, the SDK needs alert, badge or sound (GT201)",
            "GT104.v2": "`%{field}` is %{value} on a silent push: the badge changes while nothing is shown; Apple advises a background push carry no badge",
        ],
        chinese: [
            "rule.GT104.summary": "静默推送带有角标：Apple 建议不带，但 SDK 要求 alert、badge、sound 至少有一个。",
            "GT104.badge": "静默推送带有角标 %{value}：请保留，SDK 要求 alert、badge、sound 至少有一个（GT201）",
            "GT104.v2": "静默推送的 `%{field}` 为 %{value}：什么也不显示，角标却会变化；Apple 建议后台推送不带角标",
        ]
    )
}
