import GeTuiModel
import PHPRuntime
import PHPSyntax

/// GT203: `set_apnInfo` throws when the JSON exceeds 2048 bytes.
public struct OverlengthRule: PushRule {
    public static let id = "GT203"
    public static let name = "sdk-overlength"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "The exact JSON is longer than 2048 bytes: set_apnInfo throws `APN payload length overlength`."
    public static let triggeringExamples = [Examples.normal("$apn->add_customMsg(\"blob\", str_repeat(\"x\", 2100));", "$t = new IGtTransmissionTemplate();", "$t->set_apnInfo($apn);").marked(before: "new IGtAPNPayload")]
    public static let nonTriggeringExamples = [Examples.normal("$apn->add_customMsg(\"blob\", str_repeat(\"x\", 100));", "$t = new IGtTransmissionTemplate();", "$t->set_apnInfo($apn);")]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let limit = APNPayload.maximumBytes
        let at = context.record.creation.start
        if let bytes = PayloadSize.exact(context), bytes > limit {
            let key = context.record.submission == nil ? "GT203.willThrow" : "GT203.throws"
            return [context.finding(Self.self, at: at, Message(key, ["bytes": .number(bytes), "limit": .number(limit)]))]
        }
        guard let shortest = PayloadSize.shortest(context) else { return [] }
        if shortest.bytes > limit {
            return [context.finding(Self.self, at: at, Message("GT203.evenEmpty", ["bytes": .number(shortest.bytes), "limit": .number(limit)]))]
        }
        if limit - shortest.bytes < PayloadSize.warningMargin {
            return [context.finding(Self.self, at: at, Message("GT203.couldExceed", ["unknowns": .number(shortest.unknowns), "bytes": .number(shortest.bytes), "limit": .number(limit)]), severity: .warning)]
        }
        return []
    }
}
