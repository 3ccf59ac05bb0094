import PHPSyntax

/// Finds what a piece of code assigns to, without running it: used to forget what a loop that
/// cannot be followed may change.
enum AssignmentTargets {
    /// What `statements` may assign to, anywhere in them outside the functions and classes they
    /// declare: variables, elements and properties written, foreach's key and value, the first
    /// argument of a built-in that takes it by reference, and every method call (`$apn->add_customMsg(…)`
    /// in a loop changes the payload).
    static func collect(_ statements: [Stmt], into targets: inout [Expr]) {
        targets += SyntaxWalker.walk(statements, Collector()).targets
    }

    private struct Collector: SyntaxVisitor {
        var targets: [Expr] = []

        mutating func visit(_ statement: Stmt) -> WalkAction {
            if case .foreach(let loop) = statement.kind {
                targets.append(loop.value)
                if let key = loop.key { targets.append(key) }
            }
            return .visitChildren
        }

        mutating func visit(_ expr: Expr) -> WalkAction {
            switch expr.kind {
            case .assign(let target, _), .assignByReference(let target, _), .compoundAssign(_, let target, _),
                 .increment(let target, _), .decrement(let target, _):
                targets.append(target)
            case .methodCall:
                targets.append(expr)
            case .call(.name(let name), let arguments) where byReferenceBuiltins.contains(name.last.phpLowercased):
                if let first = arguments.items.first { targets.append(first.value) }
            default:
                break
            }
            return .visitChildren
        }

        mutating func visit(_ function: FunctionDeclaration) -> WalkAction { .skipChildren }
        mutating func visit(_ declaration: ClassDeclaration) -> WalkAction { .skipChildren }
    }

    static let byReferenceBuiltins: Set<String> = ["array_push", "array_unshift", "array_pop", "array_shift", "sort", "rsort", "ksort", "krsort", "asort", "arsort", "shuffle", "array_splice"]

    /// `$a` for `$a['x'][0]`.
    static func rootVariable(_ expr: Expr) -> String? {
        switch expr.kind {
        case .variable(let name): name
        case .arrayDimFetch(let base, _): rootVariable(base)
        default: nil
        }
    }
}
