import PHPSyntax

/// GT001: the file does not parse. The parser reports it with PHP's own message; this type holds
/// the rule's documentation, so `gtpush rules`, SARIF's rule table and the rule documents list it.
public struct SyntaxErrorRule: PushRule {
    public static let id = "GT001"
    public static let name = "syntax-error"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "The file does not parse: PHP's own message (`syntax error, unexpected …`); nothing in it is checked."
    public static let triggeringExamples = ["<?php\n$apn = new IGtAPNPayload()\n↓$apn->badge = 1;\n"]
    public static let nonTriggeringExamples = ["<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n"]
    public init() {}

    /// Reported by the parser, not by a look at a payload.
    public func check(_ context: RuleContext) -> [Finding] { [] }
}

extension SyntaxErrorRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [:],
        chinese: [
            "rule.GT001.summary": "文件无法解析：显示 PHP 自己的报错（`syntax error, unexpected …`），文件中的内容都不会被检查。",
        ]
    )
}
