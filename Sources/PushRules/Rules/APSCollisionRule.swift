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
