import GeTuiModel
import PHPRuntime
import PHPSyntax

/// GT205: a string that is not valid UTF-8 makes json_encode fail, and the APNs part vanishes.
public struct InvalidUTF8Rule: PushRule {
    public static let id = "GT205"
    public static let name = "sdk-invalid-utf8"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "A string is not valid UTF-8 (or, rarely, arrays nest past 512 levels or a float is INF/NAN): json_encode fails and the APNs part is silently dropped."
    public static let triggeringExamples = [
        Examples.normal("↓$apn->add_customMsg(\"k\", \"\\xff\");"),
        Examples.normal("$apn->add_customMsg(\"k\", NAN);").marked(before: "new IGtAPNPayload"),
    ]
    public static let nonTriggeringExamples = [Examples.normal("$apn->add_customMsg(\"k\", \"é\");")]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var failures: [PHPJSON.Failure] = []
        let truth = context.analysis.truth {
            guard case .dropped(.jsonEncodeFailed(let failure)) = $0.outcome else { return false }
            failures.append(failure)
            return true
        }
        guard truth.isPossible, let failure = failures.first else { return [] }
        // Invalid UTF-8 is what real code hits; the other failures need arrays nested past 512
        // levels or INF/NAN, and have the same effect, so this rule reports them too, by name.
        let cause = failure == .malformedUTF8 ? Message("GT205.malformed") : Message("GT205.failed", ["failure": .verbatim("\(failure)")])
        let offset = (failure == .malformedUTF8 ? Self.invalidOrigin(context) : nil) ?? context.record.creation.start
        let message = context.prefixed(truth, Message("GT205.dropped", ["cause": .message(cause)]))
        return [context.finding(Self.self, at: offset, message)]
    }

    static func invalid(_ value: PHPValue) -> Bool {
        switch value {
        case .string(let bytes): return Array(String(decoding: bytes, as: UTF8.self).utf8) != bytes
        case .array(let array): return array.values.contains(where: invalid) || array.keys.contains { if case .string(let b) = $0 { return invalid(.string(b)) }; return false }
        default: return false
        }
    }

    /// The statement that wrote the first invalid string.
    static func invalidOrigin(_ context: RuleContext) -> Int? {
        let payload = context.payload
        for field in APNPayload.Field.allCases where invalid(payload[field].value) { return context.offset(of: field) }
        for call in payload.customMessageCalls where invalid(call.key) || invalid(call.value) { return call.origin?.statement.start }
        if let alert = payload.dictionaryAlert(in: context.record.heap) {
            for field in DictionaryAlertMsg.Field.allCases where invalid(alert[field].value) { return alert[field].origin?.statement.start }
        }
        if let alert = payload.simpleAlert(in: context.record.heap), invalid(alert.alertMsg.value) { return alert.alertMsg.origin?.statement.start }
        return nil
    }
}

extension InvalidUTF8Rule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT205.malformed": "a string in this payload is not valid UTF-8: json_encode fails",
            "GT205.failed": "json_encode fails on this payload (%{failure})",
            "GT205.dropped": "%{cause}, and set_apnInfo silently drops the APNs part, so nothing reaches APNs",
        ],
        chinese: [
            "rule.GT205.summary": "某个字符串不是合法的 UTF-8（少数情况下是数组嵌套超过 512 层或浮点数为 INF/NAN）：json_encode 失败，APNs 部分被悄悄丢弃。",
            "GT205.malformed": "这个推送中有字符串不是合法的 UTF-8：json_encode 失败",
            "GT205.failed": "json_encode 处理这个推送失败（%{failure}）",
            "GT205.dropped": "%{cause}，set_apnInfo 会悄悄丢掉 APNs 部分，APNs 什么也收不到",
        ]
    )
}
