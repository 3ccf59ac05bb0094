import PHPSyntax

/// Finds what a piece of code assigns to, without running it: used to forget what a loop that
/// cannot be followed may change.
enum AssignmentTargets {
    static func collect(_ statements: [Stmt], into targets: inout [Expr]) {
        for statement in statements {
            switch statement.kind {
            case .expression(let expr), .return(let expr?):
                collect(expr, into: &targets)
            case .echo(let exprs):
                for expr in exprs { collect(expr, into: &targets) }
            case .block(let body), .while(_, let body), .doWhile(let body, _):
                collect(body, into: &targets)
            case .for(let initializers, _, let steps, let body):
                for expr in initializers + steps { collect(expr, into: &targets) }
                collect(body, into: &targets)
            case .foreach(let loop):
                targets.append(loop.value)
                if let key = loop.key { targets.append(key) }
                collect(loop.body, into: &targets)
            case .if(let statement):
                collect(statement.condition, into: &targets)
                collect(statement.body, into: &targets)
                for clause in statement.elseIfs { collect(clause.body, into: &targets) }
                collect(statement.elseBody ?? [], into: &targets)
            case .switch(_, let cases):
                for switchCase in cases { collect(switchCase.body, into: &targets) }
            case .try(let statement):
                collect(statement.body, into: &targets)
                for clause in statement.catches { collect(clause.body, into: &targets) }
                collect(statement.finallyBody ?? [], into: &targets)
            default:
                break
            }
        }
    }

    static func collect(_ expr: Expr, into targets: inout [Expr]) {
        switch expr.kind {
        case .assign(let target, let value), .assignByReference(let target, let value), .compoundAssign(_, let target, let value):
            targets.append(target)
            collect(value, into: &targets)
        case .increment(let target, _), .decrement(let target, _):
            targets.append(target)
        case .binary(_, let left, let right):
            collect(left, into: &targets)
            collect(right, into: &targets)
        case .methodCall(_, _, let arguments, _):
            // The call itself: `$apn->add_customMsg(…)` in a loop changes the payload.
            targets.append(expr)
            for argument in arguments.items { collect(argument.value, into: &targets) }
        case .call(.name(let name), let arguments) where byReferenceBuiltins.contains(name.last.phpLowercased):
            if let first = arguments.items.first { targets.append(first.value) }
        default:
            break
        }
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
