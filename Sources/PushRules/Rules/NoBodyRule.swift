import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// GT608: a string that is not UTF-8 makes `json_encode` return false: no body is sent.
public struct NoBodyRule: PushRule {
    public static let id = "GT608"
    public static let name = "no-body"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "A string that is not valid UTF-8 (GBK text) anywhere in a v2 body: json_encode returns false and nothing is sent."
    public static let apis = PushAPI.restAPI
    public static let triggeringExamples = [
        "<?php\n$alert = new GTAlert();\n↓$alert->setTitle(\"\\xb6\\xa9\\xb5\\xa5\");\n$alert->setBody(\"ok\");\n$aps = new GTAps();\n$aps->setAlert($alert);\n$ios = new GTIos();\n$ios->setAps($aps);\n",
    ]
    public static let nonTriggeringExamples = [Examples.v2Silent()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let push = context.record.v2, case .dropped(.jsonEncodeFailed) = context.record.outcome,
              let body = push.body, let path = Self.firstInvalid(.array(body), []) else { return [] }
        return [context.finding(Self.self, at: push.origins[path]?.statement.start ?? context.record.creation.start,
                                Message("GT608.invalidUTF8", ["field": .verbatim(path.joined(separator: "."))]))]
    }

    /// The first string in the body that is not UTF-8, by path.
    static func firstInvalid(_ value: PHPValue, _ path: [String]) -> [String]? {
        switch value {
        case .string(let bytes): return String(validating: bytes, as: UTF8.self) == nil ? path : nil
        case .array(let array):
            for (key, element) in zip(array.keys, array.values) {
                let name = String(decoding: key.asValue.toPHPString() ?? [], as: UTF8.self)
                if let found = firstInvalid(element, path + [name]) { return found }
            }
            return nil
        default: return nil
        }
    }
}

extension NoBodyRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT608.invalidUTF8": "`%{field}` is not valid UTF-8 (GBK text?): json_encode returns false and no request body is sent",
        ],
        chinese: [
            "rule.GT608.summary": "v2 请求体中有不是合法 UTF-8 的字符串（GBK 文本）：json_encode 返回 false，什么也不发送。",
            "GT608.invalidUTF8": "`%{field}` 不是合法的 UTF-8（GBK 文本？）：json_encode 返回 false，不发送请求体",
        ]
    )
}
