/// A `switch` has at most one `default` clause.
public struct SwitchDefaultCheck: CompileCheck {
    public static let name = "switch-default"
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nswitch ($a) {\n    default:\n        break;\n    case 1:\n    default:\n}\n", "Switch statements may only contain one default clause"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nswitch ($a) {\n    case 1:\n        switch ($b) {\n            default:\n        }\n    default:\n}\n",
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
}
