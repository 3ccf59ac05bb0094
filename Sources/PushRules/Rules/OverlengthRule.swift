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

extension OverlengthRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT203.willThrow": "the JSON is %{bytes} bytes, over the SDK's %{limit}-byte limit: set_apnInfo will throw \"APN payload length overlength (%{bytes}>%{limit})\"",
            "GT203.throws": "the JSON is %{bytes} bytes, over the SDK's %{limit}-byte limit: set_apnInfo throws \"APN payload length overlength (%{bytes}>%{limit})\"",
            "GT203.evenEmpty": "even with every unknown value empty the JSON is %{bytes} bytes, over the SDK's %{limit}-byte limit: set_apnInfo throws",
            "GT203.couldExceed": "without its %{unknowns} unknown value(s) the JSON is already %{bytes} bytes: longer values can exceed the SDK's %{limit}-byte limit and make set_apnInfo throw",
        ],
        chinese: [
            "rule.GT203.summary": "精确的 JSON 超过 2048 字节：set_apnInfo 抛出 `APN payload length overlength`。",
            "GT203.willThrow": "JSON 有 %{bytes} 字节，超过 SDK 的 %{limit} 字节上限：set_apnInfo 将抛出 \"APN payload length overlength (%{bytes}>%{limit})\"",
            "GT203.throws": "JSON 有 %{bytes} 字节，超过 SDK 的 %{limit} 字节上限：set_apnInfo 抛出 \"APN payload length overlength (%{bytes}>%{limit})\"",
            "GT203.evenEmpty": "即使所有未知值都为空，JSON 也有 %{bytes} 字节，超过 SDK 的 %{limit} 字节上限：set_apnInfo 会抛出异常",
            "GT203.couldExceed": "不算 %{unknowns} 个未知值，JSON 已有 %{bytes} 字节：值再长一些就可能超过 SDK 的 %{limit} 字节上限，使 set_apnInfo 抛出异常",
        ]
    )
}
