import GeTuiModel
import PHPRuntime
import PHPSyntax

/// The pieces rules build their messages from, as catalogue messages: every rule's finding is a
/// key with typed arguments, so each language words and orders it as it needs.
extension RuleContext {
    /// A finding of `rule` at `offset`.
    public func finding<R: PushRule>(_ rule: R.Type, at offset: Int, _ message: Message, fix: Fix? = nil, severity: Diagnostic.Severity? = nil) -> Finding {
        Finding(rule: R.id, severity: severity ?? R.severity, file: file, offset: offset, message, fix: fix)
    }

    /// "if `$x` is …: message" when it holds only for some values.
    func prefixed(_ truth: Truth, _ message: Message) -> Message {
        guard case .when(let condition) = truth else { return message }
        return Message("condition.if", ["condition": .message(condition.message), "message": .message(message)])
    }

    /// "`$apn->sound`": code, the same in every language.
    func propertyCode(_ field: APNPayload.Field) -> Message.Argument { .verbatim(property(field)) }

    /// `written(_:)` as a message: "`$client_notice`", "`$x` (\"hi\")", or the value.
    func writtenMessage(_ field: APNPayload.Field) -> Message {
        let assigned = payload[field]
        let value = assigned.value
        guard let text = assigned.origin?.expressionText, !Self.isLiteral(text) else { return Describe.valueMessage(value) }
        if value.isUnknown { return Message("verbatim", ["text": .verbatim("`\(text)`")]) }
        return Message("value.written", ["code": .verbatim("`\(text)`"), "value": .message(Describe.valueMessage(value))])
    }

    /// What the phone plays for the payload's sound (DELIVERY.md): unset or `""` is sent as
    /// "default", the default ding; a variable stays named.
    var heardSoundMessage: Message {
        let sound = payload[.sound]
        if sound.origin == nil { return Message("sound.defaultDing") }
        if case .string(let bytes) = sound.value, bytes.isEmpty || bytes == Array("default".utf8) {
            return Message("sound.defaultDingWritten", ["written": .message(writtenMessage(.sound))])
        }
        return writtenMessage(.sound)
    }
}

extension Describe {
    /// `value(_:)` as a message: only "an array" and "a DictionaryAlertMsg" are words.
    static func valueMessage(_ value: PHPValue) -> Message {
        switch value {
        case .array(let array) where !array.isEmpty: return Message("value.array")
        case .object(let handle): return Message("value.object", ["class": .verbatim(handle.className)])
        default: return Message("verbatim", ["text": .verbatim(Self.value(value))])
        }
    }
}

extension Finding {
    /// `path:line:column: severity: message [GTnnn]` with the message in `language`.
    public func formatted(_ language: Language) -> String {
        Diagnostic(path: path, location: location, severity: severity, message: text(language), code: rule).formatted
    }
}
