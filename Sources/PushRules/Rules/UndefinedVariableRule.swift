import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// GT302: a variable read before any assignment in a `.php` scope is null.
public struct UndefinedVariableRule: NoteDrivenRule {
    public static let id = "GT302"
    public static let name = "undefined-variable"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "A variable is read before any assignment in its scope: PHP uses null."
    public static let triggeringExamples = [Examples.normal("$apn->add_customMsg(\"nickname\", ↓$nickname);")]
    public static let nonTriggeringExamples = [
        Examples.normal("$nickname = \"Ada\";", "$apn->add_customMsg(\"nickname\", $nickname);"),
        // A script that builds no payload is not reported on: its globals say nothing about a push.
        "<?php\ndefine('WP_ADMIN', true);\nif ($wp_db_version < 1) {\n    upgrade();\n}\n",
    ]
    public init() {}

    /// Comes from the analysis notes, not from a payload.
    public func check(_ context: RuleContext) -> [Finding] { [] }

    public static func finding(_ note: AnalysisNote) -> Finding? {
        guard case .undefinedVariable(let name) = note.kind else { return nil }
        return Finding(rule: id, severity: severity, file: note.file, offset: note.range.start,
                       Message("GT302.undefined", ["name": .verbatim(name)]))
    }
}

extension UndefinedVariableRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT302.undefined": "`$%{name}` is read before it is assigned, so PHP uses null; bind it with --set '$%{name}=…' if it comes from elsewhere",
        ],
        chinese: [
            "rule.GT302.summary": "变量在其作用域内赋值之前就被读取：PHP 使用 null。",
            "GT302.undefined": "`$%{name}` 在赋值之前就被读取，PHP 使用 null；如果它来自别处，用 --set '$%{name}=…' 绑定",
        ]
    )
}
