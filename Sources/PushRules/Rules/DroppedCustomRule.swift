import GeTuiModel
import PHPRuntime
import PHPSyntax

/// GT204: `add_customMsg` values the SDK drops without a word.
public struct DroppedCustomRule: PushRule {
    public static let id = "GT204"
    public static let name = "sdk-dropped-custom"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "An add_customMsg value that the SDK drops (0, false, \"\", [], null, undefined) or an empty key."
    public static let triggeringExamples = [Examples.normal("↓$apn->add_customMsg(\"count\", 0);"), Examples.normal("↓$apn->add_customMsg(\"\", \"x\");")]
    public static let nonTriggeringExamples = [Examples.normal("$apn->add_customMsg(\"count\", \"0\");")]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        context.payload.customMessageCalls.filter { $0.isStored == false }.map { call in
            let keyIsEmpty = PHPComparison.looseEquals(call.key, .string([])) == true
            let valueText = call.origin?.expressionText.flatMap { RuleContext.isLiteral($0) ? nil : Message("value.written", ["code": .verbatim("`\($0)`"), "value": .message(Describe.valueMessage(call.value))]) }
                ?? Describe.valueMessage(call.value)
            let message = keyIsEmpty
                ? Message("GT204.emptyKey", ["key": .verbatim(Describe.value(call.key))])
                : Message("GT204.droppedValue", ["key": .verbatim(Describe.value(call.key)), "value": .message(valueText)])
            return context.finding(Self.self, at: call.origin?.statement.start ?? context.record.creation.start, message)
        }
    }
}

extension DroppedCustomRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT204.emptyKey": "the SDK drops this custom value: its key is %{key}, and add_customMsg keeps only non-empty keys",
            "GT204.droppedValue": "the SDK drops custom key %{key}: its value %{value} is loosely null, and add_customMsg silently skips 0, false, \"\", [] and null",
        ],
        chinese: [
            "rule.GT204.summary": "add_customMsg 的值会被 SDK 丢弃（0、false、\"\"、[]、null、未定义），或键为空。",
            "GT204.emptyKey": "SDK 会丢弃这个自定义值：它的键是 %{key}，add_customMsg 只保留非空的键",
            "GT204.droppedValue": "SDK 会丢弃自定义键 %{key}：它的值 %{value} 宽松比较等于 null，add_customMsg 会悄悄跳过 0、false、\"\"、[] 和 null",
        ]
    )
}
