import GeTuiModel
import PHPRuntime
import PHPSyntax

extension Variant {
    var failure: SDKFailure.Reason? {
        if case .thrown(let failure) = outcome { return failure.reason }
        return nil
    }
}

/// GT201: with no alert, badge or sound the SDK throws before adding content-available.
public struct EmptyAPSRule: PushRule {
    public static let id = "GT201"
    public static let name = "sdk-empty-aps"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "aps is empty before content-available is added: the SDK throws `format error`."
    public static let triggeringExamples = [Examples.payload(Examples.silentCore[0], Examples.silentCore[1], Examples.silentCore[2])]
    public static let nonTriggeringExamples = [Examples.silent(), Examples.normal()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let truth = context.analysis.truth { $0.failure == .emptyAPS }
        guard truth.isPossible else { return [] }
        let message = context.prefixed(truth, "aps is empty before content-available is added (no alert, badge or sound), so the SDK throws `format error` (create apn payload error) and nothing is pushed")
        var fix: Fix?
        if context.effectiveIntent == .silent {
            let badge = context.options.silentBadge
            fix = context.setFix(.badge, to: String(badge), summary: "set \(context.variable)->badge to \(badge), as the documents' working silent push does")
        }
        let offset = context.payload[.badge].origin?.statement.start ?? context.record.creation.start
        return [context.finding(Self.self, at: offset, message, fix: fix)]
    }
}

/// GT202: `alertMsg` holding a string, number or boolean is a fatal error in the SDK.
public struct AlertTypeRule: PushRule {
    public static let id = "GT202"
    public static let name = "sdk-alert-type"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "alertMsg is a non-empty string, number or boolean: the SDK calls get_alertMsg() on it and PHP stops."
    public static let triggeringExamples = [Examples.payload("$apn->alertMsg = \"Build passed\";"), Examples.payload("$apn->alertMsg = 1;", "$apn->badge = 1;")]
    public static let nonTriggeringExamples = [Examples.silent(), Examples.normal()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let truth = context.analysis.truth {
            if case .alertNotObject? = $0.failure { return true }
            return false
        }
        guard truth.isPossible else { return [] }
        let type = context.payload[.alertMsg].value.typeName
        let message = context.prefixed(truth, "\(context.property(.alertMsg)) is \(context.written(.alertMsg)): the SDK calls get_alertMsg() on it and PHP stops with \"Call to a member function get_alertMsg() on \(type)\"; use a SimpleAlertMsg or DictionaryAlertMsg")
        // A silent payload wants no alert at all; any other keeps its text in a SimpleAlertMsg.
        var fix = context.effectiveIntent == .silent
            ? context.setFix(.alertMsg, to: "\"\"", summary: "set \(context.variable)->alertMsg to \"\"")
            : SimpleAlertWrap.fix(context.record)
        if context.effectiveIntent == .silent { fix?.removesAlertText = true }
        return [context.finding(Self.self, at: context.offset(of: .alertMsg), message, fix: fix)]
    }
}

/// GT204: `add_customMsg` values the SDK drops without a word.
public struct DroppedCustomRule: PushRule {
    public static let id = "GT204"
    public static let name = "sdk-dropped-custom"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "An add_customMsg value that the SDK drops (0, false, \"\", [], null, undefined) or an empty key."
    public static let triggeringExamples = [Examples.normal("$apn->add_customMsg(\"count\", 0);"), Examples.normal("$apn->add_customMsg(\"\", \"x\");")]
    public static let nonTriggeringExamples = [Examples.normal("$apn->add_customMsg(\"count\", \"0\");")]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        context.payload.customMessageCalls.filter { $0.isStored == false }.map { call in
            let keyIsEmpty = PHPComparison.looseEquals(call.key, .string([])) == true
            let valueText = call.origin?.expressionText.flatMap { RuleContext.isLiteral($0) ? nil : "`\($0)` (\(Describe.value(call.value)))" } ?? Describe.value(call.value)
            let message = keyIsEmpty
                ? "the SDK drops this custom value: its key is \(Describe.value(call.key)), and add_customMsg keeps only non-empty keys"
                : "the SDK drops custom key \(Describe.value(call.key)): its value \(valueText) is loosely null, and add_customMsg silently skips 0, false, \"\", [] and null"
            return context.finding(Self.self, at: call.origin?.statement.start ?? context.record.creation.start, message)
        }
    }
}

/// GT205: a string that is not valid UTF-8 makes json_encode fail, and the APNs part vanishes.
public struct InvalidUTF8Rule: PushRule {
    public static let id = "GT205"
    public static let name = "sdk-invalid-utf8"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "A string is not valid UTF-8 (or, rarely, arrays nest past 512 levels or a float is INF/NAN): json_encode fails and the APNs part is silently dropped."
    public static let triggeringExamples = [
        Examples.normal("$apn->add_customMsg(\"k\", \"\\xff\");"),
        Examples.normal("$apn->add_customMsg(\"k\", NAN);"),
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
        let cause = failure == .malformedUTF8
            ? "a string in this payload is not valid UTF-8: json_encode fails"
            : "json_encode fails on this payload (\(failure))"
        let offset = (failure == .malformedUTF8 ? Self.invalidOrigin(context) : nil) ?? context.record.creation.start
        let message = context.prefixed(truth, "\(cause), and set_apnInfo silently drops the APNs part, so nothing reaches APNs")
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
