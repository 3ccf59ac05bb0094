import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// GT604: an empty v2 object, which PHP encodes as `[]`.
public struct EmptyObjectRule: PushRule {
    public static let id = "GT604"
    public static let name = "empty-object"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "An empty GTAps, GTAlert, GTSettings, … is sent as `[]`, a JSON array where GeTui expects an object."
    public static let apis = PushAPI.restAPI
    public static let triggeringExamples = [
        "<?php\n$ios = new GTIos();\n$ios->setType(\"notify\");\n$ios->setAutoBadge(\"+1\");\n↓$ios->setAps(new GTAps());\n",
        Examples.v2Request(aps: ["$aps->setContentAvailable(1);", "↓$aps->setAlert(new GTAlert());"]),
    ]
    public static let nonTriggeringExamples = [Examples.v2Silent()]
    public init() {}

    /// The keys whose value GeTui reads as an object.
    static let objectKeys: Set<String> = ["push_message", "push_channel", "settings", "strategy", "ios", "android", "aps", "alert", "notification", "revoke", "ups"]

    public func check(_ context: RuleContext) -> [Finding] {
        guard let push = context.record.v2, case .sent(let json) = context.record.outcome,
              case .array(let request)? = V2Push.value(at: push.requestPath, in: json.map) else { return [] }
        var findings: [Finding] = []
        func walk(_ map: PHPArray, _ path: [String]) {
            for (key, value) in zip(map.keys, map.values) {
                guard case .string(let bytes) = key, case .array(let inner) = value else { continue }
                let name = String(decoding: bytes, as: UTF8.self)
                guard Self.objectKeys.contains(name) else { continue }
                if inner.isEmpty {
                    findings.append(context.finding(Self.self, at: push.origins[path + [name]]?.statement.start ?? context.record.creation.start,
                                                    Message("GT604.empty", ["field": .verbatim((path + [name]).joined(separator: "."))])))
                } else {
                    walk(inner, path + [name])
                }
            }
        }
        walk(request, push.requestPath)
        return findings
    }
}

extension EmptyObjectRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT604.empty": "`%{field}` is empty and is sent as `[]`, a JSON array where GeTui expects an object",
        ],
        chinese: [
            "rule.GT604.summary": "空的 GTAps、GTAlert、GTSettings…… 会被发送为 `[]`：个推需要对象的地方收到的是 JSON 数组。",
            "GT604.empty": "`%{field}` 为空，会被发送为 `[]`：个推需要对象的地方收到的是 JSON 数组",
        ]
    )
}
