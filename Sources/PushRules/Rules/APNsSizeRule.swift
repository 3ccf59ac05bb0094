import GeTuiModel
import PHPRuntime
import PHPSyntax

/// GT501: Apple refuses payloads over 4096 bytes.
public struct APNsSizeRule: PushRule {
    public static let id = "GT501"
    public static let name = "apns-size"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "The exact JSON is longer than 4096 bytes, Apple's limit."
    public static let triggeringExamples = [Examples.normal("$apn->add_customMsg(\"blob\", str_repeat(\"x\", 4200));").marked(before: "new IGtAPNPayload")]
    public static let nonTriggeringExamples = [Examples.normal("$apn->add_customMsg(\"blob\", str_repeat(\"x\", 3000));")]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let bytes = PayloadSize.exact(context), bytes > 4096 else { return [] }
        return [context.finding(Self.self, at: context.record.creation.start, Message("GT501.overLimit", ["bytes": .number(bytes)]))]
    }
}

extension APNsSizeRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT501.overLimit": "the JSON is %{bytes} bytes, over Apple's 4096-byte limit for a push",
        ],
        chinese: [
            "rule.GT501.summary": "精确的 JSON 超过 4096 字节，即 Apple 的上限。",
            "GT501.overLimit": "JSON 有 %{bytes} 字节，超过 Apple 对推送的 4096 字节上限",
        ]
    )
}
