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

extension ValueTypeRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT603.contentAvailable": "`%{field}` is %{value}, which GeTui receives as given: it documents the integer 0 or 1, and only 1 wakes the app",
            "GT603.autoBadge": "`%{field}` is %{value}: GeTui documents a string (\"+1\", \"-1\", \"5\")",
            "GT603.string": "`%{field}` is %{value}: GeTui documents a string (json_encode the data first)",
            "GT603.requestIdType": "`%{field}` is %{value}: GeTui documents a unique string of 10 to 32 characters",
            "GT603.requestIdLength": "`%{field}` is %{value}, %{count} characters: GeTui documents a unique string of 10 to 32 characters",
        ],
        chinese: [
            "rule.GT603.summary": "v2 的值类型不是个推文档规定的：content-available 不是整数 0 或 1，auto_badge 不是字符串，payload 或 transmission 不是字符串，request_id 不是 10 到 32 个字符的字符串。v2 SDK 原样发送。",
            "GT603.contentAvailable": "`%{field}` 为 %{value}，个推原样收到：文档要求整数 0 或 1，只有 1 能唤醒应用",
            "GT603.autoBadge": "`%{field}` 为 %{value}：个推文档要求字符串（\"+1\"、\"-1\"、\"5\"）",
            "GT603.string": "`%{field}` 为 %{value}：个推文档要求字符串（先 json_encode 数据）",
            "GT603.requestIdType": "`%{field}` 为 %{value}：个推文档要求 10 到 32 个字符的唯一字符串",
            "GT603.requestIdLength": "`%{field}` 为 %{value}，共 %{count} 个字符：个推文档要求 10 到 32 个字符的唯一字符串",
        ]
    )
}
