import PHPSyntax

/// `break` and `continue` need a loop or `switch` around them in the same function, as many
/// levels deep as they name, a positive literal level, and a target on their side of any
/// `finally` block they stand in.
public struct LoopControlCheck: CompileCheck {
    public static let name = "loop-control"
    public static let reportOrder = 50
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nbreak;\n", "'break' not in the 'loop' or 'switch' context"),
        ("<?php\nif ($a) {\n    continue;\n}\n", "'continue' not in the 'loop' or 'switch' context"),
        ("<?php\nwhile ($a) {\n    break 2;\n}\n", "Cannot 'break' 2 levels"),
        ("<?php\nforeach ($a as $b) {\n    $f = function () {\n        break;\n    };\n}\n", "'break' not in the 'loop' or 'switch' context"),
        // A closure returning by reference is walked as any other.
        ("<?php\n$f = function &() {\n    break;\n};\n", "'break' not in the 'loop' or 'switch' context"),
        ("<?php\nwhile ($a) {\n    break 0;\n}\n", "'break' operator accepts only positive integers"),
        ("<?php\nwhile ($a) {\n    break 1.0;\n}\n", "'break' operator accepts only positive integers"),
        ("<?php\nfunction f($x)\n{\n    break $x;\n}\n", "'break' operator with non-integer operand is no longer supported"),
        ("<?php\nwhile ($a) {\n    continue -1;\n}\n", "'continue' operator with non-integer operand is no longer supported"),
        ("<?php\nwhile ($a) {\n    try {\n    } finally {\n        break;\n    }\n}\n", "jump out of a finally block is disallowed"),
        ("<?php\nforeach ($a as $b) {\n    try {\n    } finally {\n        foreach ($b as $c) {\n            continue 2;\n        }\n    }\n}\n", "jump out of a finally block is disallowed"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nwhile ($a) {\n    foreach ($b as $c) {\n        break 2;\n    }\n    switch ($c) {\n        case 1:\n            continue 2;\n    }\n}\n",
        "<?php\nfor (;;) {\n    do {\n        continue;\n    } while ($x);\n}\n",
        "<?php\nwhile ($a) {\n    try {\n        break (1);\n    } finally {\n        while ($b) {\n            break;\n        }\n    }\n}\n",
    ]
    public private(set) var errors: [CompileError] = []
    /// Per function, innermost on top: how many loops and switches are around the current
    /// statement, and where the function's finally blocks start in `finallies`.
    private var scopes = ScopeStack(Level(depth: 0, firstFinally: 0))
    /// The finally blocks of the functions the walk is in, by byte range, with the loop depth at
    /// their `try`: one list for the file, each function's at the end (a list per function cost
    /// an array's retain and release for each of a file's functions, which seldom have one).
    private var finallies: [(range: Range<Int>, depth: Int)] = []

    private struct Level {
        var depth: Int
        let firstFinally: Int
    }

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
        scopes.reset(to: Level(depth: 0, firstFinally: 0))
        finallies.clear()
    }

    public mutating func visit(_ statement: StmtNode) -> WalkAction {
        switch statement.kind {
        case .while, .doWhile, .for, .foreach, .switch:
            scopes.top.depth += 1
        case .try(let statement):
            if let body = statement.finallyBody, let first = body.first, let last = body.last {
                finallies.append((first.range.start..<last.range.end, scopes.top.depth))
            }
        case .break(let levels):
            check("break", levels, statement)
        case .continue(let levels):
            check("continue", levels, statement)
        default:
            break
        }
        return .visitChildren
    }

    public mutating func leave(_ statement: StmtNode) {
        switch statement.kind {
        case .while, .doWhile, .for, .foreach, .switch: scopes.top.depth -= 1
        default: break
        }
    }

    public mutating func visit(_ function: FunctionNode) -> WalkAction {
        scopes.push(Level(depth: 0, firstFinally: finallies.count))
        return .visitChildren
    }

    public mutating func leave(_ function: FunctionNode) {
        let ended = scopes.pop()
        if finallies.count > ended.firstFinally { finallies.removeSubrange(ended.firstFinally...) }
    }

    private mutating func check(_ keyword: String, _ levels: ExprNode?, _ statement: StmtNode) {
        var count = 1
        if let levels {
            // A literal level must be a positive integer; anything computed is refused outright.
            let number: Int
            switch levels.kind {
            case .integer(let value): number = value
            case .float, .string: number = 0
            default:
                errors.append(CompileError("'\(keyword)' operator with non-integer operand is no longer supported", at: statement.range.start))
                return
            }
            guard number >= 1 else {
                errors.append(CompileError("'\(keyword)' operator accepts only positive integers", at: statement.range.start))
                return
            }
            count = number
        }
        let depth = scopes.top.depth
        if depth == 0 {
            errors.append(CompileError("'\(keyword)' not in the 'loop' or 'switch' context", at: statement.range.start))
        } else if count > depth {
            errors.append(CompileError("Cannot '\(keyword)' \(count) level\(count == 1 ? "" : "s")", at: statement.range.start))
        } else if let enclosing = finallies[scopes.top.firstFinally...].last(where: { $0.range.contains(statement.range.start) }), depth - count < enclosing.depth {
            errors.append(CompileError("jump out of a finally block is disallowed", at: statement.range.start))
        }
    }
}
