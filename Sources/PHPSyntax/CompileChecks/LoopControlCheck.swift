/// `break` and `continue` need a loop or `switch` around them in the same function, as many
/// levels deep as they name, and a positive literal level.
public struct LoopControlCheck: CompileCheck {
    public static let name = "loop-control"
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nbreak;\n", "'break' not in the 'loop' or 'switch' context"),
        ("<?php\nif ($a) {\n    continue;\n}\n", "'continue' not in the 'loop' or 'switch' context"),
        ("<?php\nwhile ($a) {\n    break 2;\n}\n", "Cannot 'break' 2 levels"),
        ("<?php\nforeach ($a as $b) {\n    $f = function () {\n        break;\n    };\n}\n", "'break' not in the 'loop' or 'switch' context"),
        ("<?php\nwhile ($a) {\n    break 0;\n}\n", "'break' operator accepts only positive integers"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nwhile ($a) {\n    foreach ($b as $c) {\n        break 2;\n    }\n    switch ($c) {\n        case 1:\n            continue 2;\n    }\n}\n",
        "<?php\nfor (;;) {\n    do {\n        continue;\n    } while ($x);\n}\n",
    ]
    public private(set) var errors: [CompileError] = []
    /// Loops and switches around the current statement, innermost last, per function.
    private var depths: [Int] = [0]

    public init(file: SourceFile) {}

    public mutating func visit(_ statement: Stmt) -> WalkAction {
        switch statement.kind {
        case .while, .doWhile, .for, .foreach, .switch:
            depths[depths.count - 1] += 1
        case .break(let levels):
            check("break", levels, statement)
        case .continue(let levels):
            check("continue", levels, statement)
        default:
            break
        }
        return .visitChildren
    }

    public mutating func leave(_ statement: Stmt) {
        switch statement.kind {
        case .while, .doWhile, .for, .foreach, .switch: depths[depths.count - 1] -= 1
        default: break
        }
    }

    public mutating func visit(_ function: FunctionDeclaration) -> WalkAction {
        depths.append(0)
        return .visitChildren
    }

    public mutating func leave(_ function: FunctionDeclaration) { depths.removeLast() }

    private mutating func check(_ keyword: String, _ levels: Expr?, _ statement: Stmt) {
        var count = 1
        if let levels {
            guard case .integer(let number) = levels.kind else { return }
            guard number >= 1 else {
                errors.append(CompileError("'\(keyword)' operator accepts only positive integers", at: statement.range.start))
                return
            }
            count = number
        }
        let depth = depths[depths.count - 1]
        if depth == 0 {
            errors.append(CompileError("'\(keyword)' not in the 'loop' or 'switch' context", at: statement.range.start))
        } else if count > depth {
            errors.append(CompileError("Cannot '\(keyword)' \(count) level\(count == 1 ? "" : "s")", at: statement.range.start))
        }
    }
}
