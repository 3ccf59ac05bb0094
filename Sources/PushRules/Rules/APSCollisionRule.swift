import GeTuiModel
import PHPRuntime
import PHPSyntax

/// GT207: a custom key `aps` is overwritten by the SDK's aps map.
public struct APSCollisionRule: PushRule {
    public static let id = "GT207"
    public static let name = "aps-collision"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "A custom key `aps`: the SDK replaces its value with the aps map."
    public static let triggeringExamples = [Examples.normal("↓$apn->add_customMsg(\"aps\", \"mine\");")]
    public static let nonTriggeringExamples = [Examples.normal("$apn->add_customMsg(\"apps\", \"mine\");")]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        context.payload.customMessageCalls.filter { $0.key == .string(Array("aps".utf8)) }.map { call in
            context.finding(Self.self, at: call.origin?.statement.start ?? context.record.creation.start,
                Message("GT207.replaced"))
        }
    }
}

extension APSCollisionRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT207.replaced": "custom key \"aps\" is replaced by the SDK's own aps map: its value never arrives",
        ],
        chinese: [
            "rule.GT207.summary": "自定义键 `aps`：SDK 会用 aps 字典覆盖它的值。",
            "GT207.replaced": "自定义键 \"aps\" 会被 SDK 自己的 aps 字典覆盖：它的值永远到不了手机",
        ]
    )
}
