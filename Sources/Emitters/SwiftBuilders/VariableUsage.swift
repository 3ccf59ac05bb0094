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
        case .return(nil), .break, .continue, .inlineHTML, .goto, .label, .haltCompiler, .nop, .error:
            break
        case .global, .staticVariables:
            // Variables from outside the body: a builder has no globals or statics to bind them to.
            break
        case .function, .classLike, .namespace, .use, .const, .declare:
            // Declarations, with variables of their own (a builder body holds none of these).
            break
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
            expr.forEachSubexpression { visit($0, depth: depth) }
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
