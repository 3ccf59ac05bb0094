import PHPSyntax

/// `goto` needs a label of its function, defined once, that is not inside a loop or `switch`
/// the `goto` is outside of; and no jump crosses the edge of a `finally` block. PHP checks this
/// when it finishes a function (or the file's top-level code), so the errors are collected per
/// function and resolved as each ends.
public struct GotoCheck: CompileCheck {
    public static let name = "goto"
    public static let reportOrder = 160
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\ngoto end;\n", "'goto' to undefined label 'end'"),
        ("<?php\nagain:\n$a = 1;\nagain:\n", "Label 'again' already defined"),
        ("<?php\ngoto inside;\nwhile ($a) {\n    inside:\n}\n", "'goto' into loop or switch statement is disallowed"),
        ("<?php\nswitch ($a) {\n    case 1:\n        inside:\n}\ngoto inside;\n", "'goto' into loop or switch statement is disallowed"),
        ("<?php\ntry {\n} finally {\n    inside:\n}\ngoto inside;\n", "jump into a finally block is disallowed"),
        ("<?php\ntry {\n} finally {\n    goto out;\n}\nout:\n", "jump out of a finally block is disallowed"),
        ("<?php\nfunction f()\n{\n    goto top;\n}\ntop:\n", "'goto' to undefined label 'top'"),
        // A closure's loops are its own: the loop around it is no part of the jump.
        ("<?php\nwhile ($a) {\n    $f = function () {\n        goto x;\n        while (1) {\n            x:\n        }\n    };\n}\n", "'goto' into loop or switch statement is disallowed"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nwhile ($a) {\n    goto out;\n}\nout:\nforeach ($b as $c) {\n    again:\n    foreach ($c as $d) {\n        goto again;\n    }\n}\n",
        "<?php\nif ($a) {\n    inside:\n}\ngoto inside;\na:\nA:\ngoto a;\n",
        // Two labels to PHP, which compares bytes: é as one code point, and as e and an accent.
        "<?php\n\u{E9}:\ne\u{301}:\ngoto \u{E9};\n",
        "<?php\nforeach ($a as $b) {\n    try {\n    } finally {\n        $f = function () {\n            foreach ($c as $d) {\n                goto out;\n            }\n            out:\n        };\n    }\n    goto next;\n    next:\n}\n",
        "<?php\ntry {\n    goto out;\n} finally {\n    goto local;\n    local:\n}\nout:\ntry {\n    inside:\n} catch (E $e) {\n}\ngoto inside;\n",
    ]

    /// Where a label or `goto` stands: the loops and finally blocks around it, outermost first.
    private struct Place {
        var offset: Int
        var loops: [Int]
        var finallies: [Int]
    }

    /// One function's labels and jumps.
    private struct Body {
        var labels: [NameKey: Place] = [:]
        var gotos: [(label: String, place: Place)] = []
    }

    private var found: [CompileError] = []
    /// Nil for a body with no label or jump yet: most functions have none, and a body made for
    /// each (or for each with a loop) was most of this check's cost.
    private var bodies = ScopeStack<Body?>(nil)
    /// The loops the walk is in, innermost last, and the finally blocks met, each with the id it
    /// is known by: one list of each for the file, in which each function's own begin where
    /// `starts` says (a function sees only its own loops and finally blocks).
    private var loops: [Int] = []
    private var finallies: [(range: Range<Int>, id: Int)] = []
    private var starts = ScopeStack((loops: 0, finallies: 0))
    private var nextID = 0

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        found.clear()
        bodies.reset(to: nil)
        loops.clear()
        finallies.clear()
        starts.reset(to: (loops: 0, finallies: 0))
        nextID = 0
    }

    /// The top-level code ends with the file, so its jumps are resolved when asked (`found` alone
    /// when it has none: joining it to an empty list made a new array for every file).
    public var errors: [CompileError] {
        guard let body = bodies.bottom else { return found }
        return found + Self.resolve(body)
    }

    /// The body the walk is in, made when first needed.
    private var body: Body {
        get { bodies.top ?? Body() }
        _modify {
            if bodies.top == nil { bodies.top = Body() }
            yield &bodies.top!
        }
    }

    public mutating func visit(_ statement: StmtNode) -> WalkAction {
        switch statement.kind {
        case .while, .doWhile, .for, .foreach, .switch:
            nextID += 1
            loops.append(nextID)
        case .try(let statement):
            if let body = statement.finallyBody, let first = body.first, let last = body.last {
                nextID += 1
                finallies.append((first.range.start..<last.range.end, nextID))
            }
        case .label(let label):
            let name = label.string
            let place = self.place(statement.range.start)
            if body.labels[NameKey(name)] != nil {
                found.append(CompileError("Label '\(name)' already defined", at: statement.range.start))
            } else {
                body.labels[NameKey(name)] = place
            }
        case .goto(let name):
            let place = self.place(statement.range.start)
            body.gotos.append((name.string, place))
        default:
            break
        }
        return .visitChildren
    }

    public mutating func leave(_ statement: StmtNode) {
        switch statement.kind {
        case .while, .doWhile, .for, .foreach, .switch: loops.removeLast()
        default: break
        }
    }

    public mutating func visit(_ function: FunctionNode) -> WalkAction {
        bodies.push(nil)
        starts.push((loops.count, finallies.count))
        return .visitChildren
    }

    public mutating func leave(_ function: FunctionNode) {
        if let body = bodies.pop() { found += Self.resolve(body) }
        let start = starts.pop()
        // A function's loops have all been left; its finally blocks end with it.
        if finallies.count > start.finallies { finallies.removeSubrange(start.finallies...) }
    }

    private func place(_ offset: Int) -> Place {
        let start = starts.top
        let around = finallies[start.finallies...].filter { $0.range.contains(offset) }.map(\.id)
        return Place(offset: offset, loops: Array(loops[start.loops...]), finallies: around)
    }

    private static func resolve(_ body: Body) -> [CompileError] {
        body.gotos.compactMap { jump in
            guard let label = body.labels[NameKey(jump.label)] else {
                return CompileError("'goto' to undefined label '\(jump.label)'", at: jump.place.offset)
            }
            if !jump.place.loops.starts(with: label.loops) {
                return CompileError("'goto' into loop or switch statement is disallowed", at: jump.place.offset)
            }
            if !jump.place.finallies.starts(with: label.finallies) {
                return CompileError("jump into a finally block is disallowed", at: jump.place.offset)
            }
            if !label.finallies.starts(with: jump.place.finallies) {
                return CompileError("jump out of a finally block is disallowed", at: jump.place.offset)
            }
            return nil
        }
    }
}
