import PHPSyntax

/// How a function body uses each variable, in evaluation order: enough to decide where a Swift
/// local is declared, whether it is `let` or `var`, and which variables come from outside.
struct VariableUsage {
    struct Entry {
        var reads = 0
        var writes = 0
        var elementWrites = 0
        /// The first thing that happens to it is a plain assignment in the body's own statement list.
        var declaredAtTopLevel = false
        var seen = false
    }

    private(set) var entries: [String: Entry] = [:]
    /// Names in order of first appearance, for a stable parameter order.
    private(set) var order: [String] = []

    init(_ statements: [Stmt]) {
        for statement in statements { visit(statement, depth: 0) }
    }

    subscript(name: String) -> Entry { entries[name] ?? Entry() }

    private mutating func touch(_ name: String, read: Bool = false, write: Bool = false, element: Bool = false, depth: Int) {
        var entry = entries[name] ?? Entry()
        if !entry.seen {
            entry.seen = true
            entry.declaredAtTopLevel = write && depth == 0
            order.append(name)
        }
        if read { entry.reads += 1 }
        if write { entry.writes += 1 }
        if element { entry.elementWrites += 1 }
        entries[name] = entry
    }

    private mutating func visit(_ statement: Stmt, depth: Int) {
        switch statement.kind {
        case .expression(let expr): visit(expr, depth: depth)
        case .echo(let exprs): for expr in exprs { visit(expr, depth: depth) }
        case .block(let body): for child in body { visit(child, depth: depth + 1) }
        case .if(let statement):
            visit(statement.condition, depth: depth)
            for child in statement.body { visit(child, depth: depth + 1) }
            for clause in statement.elseIfs {
                visit(clause.condition, depth: depth + 1)
                for child in clause.body { visit(child, depth: depth + 1) }
            }
            for child in statement.elseBody ?? [] { visit(child, depth: depth + 1) }
        case .return(let expr?): visit(expr, depth: depth)
        case .while(let condition, let body), .doWhile(let body, let condition):
            visit(condition, depth: depth + 1)
            for child in body { visit(child, depth: depth + 1) }
        case .for(let initializers, let conditions, let steps, let body):
            for expr in initializers { visit(expr, depth: depth) }
            for expr in conditions + steps { visit(expr, depth: depth + 1) }
            for child in body { visit(child, depth: depth + 1) }
        case .try(let statement):
            for child in statement.body { visit(child, depth: depth + 1) }
            for clause in statement.catches {
                if let variable = clause.variable { touch(variable, write: true, depth: depth + 1) }
                for child in clause.body { visit(child, depth: depth + 1) }
            }
            for child in statement.finallyBody ?? [] { visit(child, depth: depth + 1) }
        case .unset(let targets):
            for target in targets { writeTarget(target, depth: depth + 1) }
        case .switch(let subject, let cases):
            visit(subject, depth: depth)
            for item in cases {
                if let condition = item.condition { visit(condition, depth: depth + 1) }
                for child in item.body { visit(child, depth: depth + 1) }
            }
        case .foreach(let loop):
            visit(loop.subject, depth: depth)
            if let key = loop.key { writeTarget(key, depth: depth + 1) }
            writeTarget(loop.value, depth: depth + 1)
            for child in loop.body { visit(child, depth: depth + 1) }
        default: break
        }
    }

    private mutating func visit(_ expr: Expr, depth: Int) {
        switch expr.kind {
        case .variable(let name):
            touch(name, read: true, depth: depth)
        case .assign(let target, let value):
            visit(value, depth: depth)
            writeTarget(target, depth: depth)
        case .compoundAssign(_, let target, let value):
            visit(value, depth: depth)
            visit(target, depth: depth)
            writeTarget(target, depth: depth + 1)
        case .call(.name(let name), let arguments) where name.last.phpLowercased == "array_push" && !arguments.items.isEmpty:
            // `array_push($a, …)` writes elements of `$a`.
            for argument in arguments.items.dropFirst() { visit(argument.value, depth: depth) }
            writeTarget(Expr(.arrayDimFetch(base: arguments.items[0].value, index: nil), expr.range), depth: depth)
        case .increment(let target, _), .decrement(let target, _):
            visit(target, depth: depth)
            writeTarget(target, depth: depth + 1)
        default:
            ExprChildren.forEach(expr) { visit($0, depth: depth) }
        }
    }

    private mutating func writeTarget(_ target: Expr, depth: Int) {
        switch target.kind {
        case .variable(let name):
            touch(name, write: true, depth: depth)
        case .array(let items, _):
            // `[$a, 'k' => $b] = …`: each item is written.
            for item in items.compactMap({ $0 }) {
                if let key = item.key { visit(key, depth: depth) }
                writeTarget(item.value, depth: depth)
            }
        case .arrayDimFetch(let base, let index):
            if let index { visit(index, depth: depth) }
            var root = base
            while case .arrayDimFetch(let inner, let innerIndex) = root.kind {
                if let innerIndex { visit(innerIndex, depth: depth) }
                root = inner
            }
            if case .variable(let name) = root.kind {
                touch(name, element: true, depth: depth + 1)
            } else {
                visit(root, depth: depth)
            }
        default:
            visit(target, depth: depth)
        }
    }
}

/// The direct sub-expressions of an expression, for walkers that only care about a few kinds.
enum ExprChildren {
    static func forEach(_ expr: Expr, _ body: (Expr) -> Void) {
        switch expr.kind {
        case .variableVariable(let inner), .clone(let inner), .unary(_, let inner), .cast(_, let inner),
             .empty(let inner), .errorSuppress(let inner), .print(let inner), .increment(let inner, _),
             .decrement(let inner, _), .instanceOf(let inner, _), .throw(let inner), .eval(let inner),
             .include(_, let inner), .yieldFrom(let inner):
            body(inner)
        case .propertyFetch(let object, let name, _):
            body(object)
            if case .expression(let member) = name { body(member) }
        case .arrayDimFetch(let base, let index):
            body(base)
            if let index { body(index) }
        case .interpolatedString(let parts, _):
            for case .expression(let part) in parts { body(part) }
        case .array(let items, _):
            for item in items.compactMap({ $0 }) {
                if let key = item.key { body(key) }
                body(item.value)
            }
        case .call(let callee, let arguments):
            if case .expression(let inner) = callee { body(inner) }
            for argument in arguments.items { body(argument.value) }
        case .methodCall(let object, _, let arguments, _):
            body(object)
            for argument in arguments.items { body(argument.value) }
        case .staticCall(_, _, let arguments), .new(_, let arguments):
            for argument in arguments.items { body(argument.value) }
        case .assign(let target, let value), .assignByReference(let target, let value), .compoundAssign(_, let target, let value):
            body(target)
            body(value)
        case .binary(_, let left, let right):
            body(left)
            body(right)
        case .ternary(let condition, let then, let otherwise):
            body(condition)
            if let then { body(then) }
            body(otherwise)
        case .isset(let items):
            for item in items { body(item) }
        case .exit(let inner?):
            body(inner)
        case .yield(let key, let value):
            if let key { body(key) }
            if let value { body(value) }
        case .match(let subject, let arms):
            body(subject)
            for arm in arms {
                for condition in arm.conditions ?? [] { body(condition) }
                body(arm.body)
            }
        default:
            break
        }
    }
}
