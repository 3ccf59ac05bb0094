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
