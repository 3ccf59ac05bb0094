import PHPSyntax

/// A `switch` has at most one `default` clause, a `match` at most one `default` arm.
public struct SwitchDefaultCheck: CompileCheck {
    public static let name = "switch-default"
    public static let reportOrder = 170
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nswitch ($a) {\n    default:\n        break;\n    case 1:\n    default:\n}\n", "Switch statements may only contain one default clause"),
        // PHP names the line of the second default arm's value.
        ("<?php\n$b = f(match ($a) {\n    default => 1,\n    2 => 3,\n    default\n        => 4,\n});\n", "Match expressions may only contain one default arm"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nswitch ($a) {\n    case 1:\n        switch ($b) {\n            default:\n        }\n    default:\n}\n",
        "<?php\n$b = match ($a) {\n    1, 2 => match ($c) { default => 3 },\n    default => 4,\n};\n",
    ]
    public private(set) var errors: [CompileError] = []

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
    }

    public mutating func visit(_ statement: StmtNode) -> WalkAction {
        guard case .switch(_, let cases) = statement.kind else { return .visitChildren }
        if let second = cases.filter({ $0.condition == nil }).dropFirst().first {
            errors.append(CompileError("Switch statements may only contain one default clause", at: second.range.start))
        }
        return .visitChildren
    }

    public mutating func visit(_ expression: ExprNode) -> WalkAction {
        guard case .match(_, let arms) = expression.kind else { return .visitChildren }
        if let second = arms.filter({ $0.conditions == nil }).dropFirst().first {
            errors.append(CompileError("Match expressions may only contain one default arm", at: second.body.range.start))
        }
        return .visitChildren
    }
}
