import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// GT603: a v2 value of the wrong type, which GeTui receives as given.
public struct ValueTypeRule: PushRule {
    public static let id = "GT603"
    public static let name = "value-type"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "A v2 value of a type GeTui does not document: content-available not the integer 0 or 1, auto_badge not a string, payload or transmission not a string, request_id not a string of 10 to 32 characters. The v2 SDK sends values as given."
    public static let apis = PushAPI.restAPI
    public static let triggeringExamples = [
        Examples.v2Request(aps: ["↓$aps->setContentAvailable(\"1\");"]),
        Examples.v2Request(aps: ["$aps->setContentAvailable(1);"], ios: ["↓$ios->setAutoBadge(1);"]),
    ]
    public static let nonTriggeringExamples = [Examples.v2Silent(), Examples.v2Request(aps: ["$aps->setContentAvailable(1);"], ios: ["$ios->setAutoBadge(\"+1\");"])]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let push = context.record.v2, case .sent(let json) = context.record.outcome else { return [] }
        var findings: [Finding] = []
        func report(_ path: [String], _ key: String, _ value: PHPValue, _ arguments: [String: Message.Argument] = [:]) {
            var arguments = arguments
            arguments["field"] = .verbatim(path.joined(separator: "."))
            arguments["value"] = .message(Describe.valueMessage(value))
            findings.append(context.finding(Self.self, at: push.origins[path]?.statement.start ?? context.record.creation.start, Message(key, arguments)))
        }
        func value(_ path: [String]) -> PHPValue? {
            guard let value = V2Push.value(at: path, in: json.map), !value.containsUnknown, value != .null else { return nil }
            return value
        }
        if let aps = push.apsPath, let available = value(aps + ["content-available"]), available != .int(0), available != .int(1) {
            report(aps + ["content-available"], "GT603.contentAvailable", available)
        }
        if let ios = push.iosPath {
            if let badge = value(ios + ["auto_badge"]), !Self.isString(badge) { report(ios + ["auto_badge"], "GT603.autoBadge", badge) }
            if let payload = value(ios + ["payload"]), !Self.isString(payload) { report(ios + ["payload"], "GT603.string", payload) }
        }
        let request = push.requestPath
        if push.iosPath.map({ !$0.isEmpty }) ?? true {
            if let transmission = value(request + ["push_message", "transmission"]), !Self.isString(transmission) {
                report(request + ["push_message", "transmission"], "GT603.string", transmission)
            }
            if let id = value(request + ["request_id"]) {
                if case .string(let bytes) = id {
                    let count = String(decoding: bytes, as: UTF8.self).unicodeScalars.count
                    if count < 10 || count > 32 { report(request + ["request_id"], "GT603.requestIdLength", id, ["count": .number(count)]) }
                } else {
                    report(request + ["request_id"], "GT603.requestIdType", id)
                }
            }
        }
        return findings
    }

    static func isString(_ value: PHPValue) -> Bool {
        if case .string = value { return true }
        return false
    }
}
