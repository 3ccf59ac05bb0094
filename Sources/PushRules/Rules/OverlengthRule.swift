import GeTuiModel
import PHPRuntime
import PHPSyntax

/// GT203: `set_apnInfo` throws when the JSON exceeds 2048 bytes.
public struct OverlengthRule: PushRule {
    public static let id = "GT203"
    public static let name = "sdk-overlength"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "The exact JSON is longer than 2048 bytes: set_apnInfo throws `APN payload length overlength`."
    public static let triggeringExamples = [Examples.normal("$apn->add_customMsg(\"blob\", str_repeat(\"x\", 2100));", "$t = new IGtTransmissionTemplate();", "$t->set_apnInfo($apn);")]
    public static let nonTriggeringExamples = [Examples.normal("$apn->add_customMsg(\"blob\", str_repeat(\"x\", 100));", "$t = new IGtTransmissionTemplate();", "$t->set_apnInfo($apn);")]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let limit = APNPayload.maximumBytes
        let at = context.record.creation.start
        if let bytes = PayloadSize.exact(context), bytes > limit {
            let how = context.record.submission == nil ? "set_apnInfo will throw" : "set_apnInfo throws"
            return [context.finding(Self.self, at: at, "the JSON is \(bytes) bytes, over the SDK's \(limit)-byte limit: \(how) \"APN payload length overlength (\(bytes)>\(limit))\"")]
        }
        guard let shortest = PayloadSize.shortest(context) else { return [] }
        if shortest.bytes > limit {
            return [context.finding(Self.self, at: at, "even with every unknown value empty the JSON is \(shortest.bytes) bytes, over the SDK's \(limit)-byte limit: set_apnInfo throws")]
        }
        if limit - shortest.bytes < PayloadSize.warningMargin {
            return [context.finding(Self.self, at: at, "without its \(shortest.unknowns) unknown value(s) the JSON is already \(shortest.bytes) bytes: longer values can exceed the SDK's \(limit)-byte limit and make set_apnInfo throw", severity: .warning)]
        }
        return []
    }
}
