import PHPSyntax

/// Statements PHP's grammar takes whole and its compiler refuses: a `try` with neither `catch`
/// nor `finally`, and a `foreach` key taken by reference or as a list.
public struct StatementFormCheck: CompileCheck {
    public static let name = "statement-form"
    public static let reportOrder = 260
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nfunction f()\n{\n    try {\n        echo 1;\n    }\n}\n", "Cannot use try without catch or finally"),
        ("<?php\nforeach ($a as &$k => $v) {}\n", "Key element cannot be a reference"),
        ("<?php\nforeach ($a as list($k) => $v) {}\n", "Cannot use list as key element"),
        ("<?php\nforeach ($a as [$k] => $v) {}\n", "Cannot use list as key element"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\ntry {\n} finally {\n}\nforeach ($a as $k => &$v) {}\nforeach ($a as $k => [$v, $w]) {}\n",
    ]
    public private(set) var errors: [CompileError] = []

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
    }

    public mutating func visit(_ statement: StmtNode) -> WalkAction {
        switch statement.kind {
        case .try(let block) where block.catches.isEmpty && block.finallyBody == nil:
            errors.append(CompileError("Cannot use try without catch or finally", at: statement.range.start))
        case .foreach(let loop) where loop.keyByReference:
            errors.append(CompileError("Key element cannot be a reference", at: statement.range.start))
        case .foreach(let loop):
            if let key = loop.key, case .array = key.kind {
                errors.append(CompileError("Cannot use list as key element", at: statement.range.start))
            }
        default:
            break
        }
        return .visitChildren
    }
}
