import PHPSyntax

/// Loops and the statements that take values apart: `foreach`, `for`, `while`, `do … while`,
/// `unset`, and list destructuring.
extension BuilderTranslator {
    /// `foreach ($subject as $key => $value)`: the subject's elements once, in order; the loop
    /// variables are the method's own (PHP keeps them after the loop).
    func translateForeach(_ loop: ForeachStatement, range: SourceRange) throws(Untranslatable) {
        guard !loop.valueByReference else { throw Untranslatable(construct: "a foreach by reference", range: range) }
        let subject = try translate(loop.subject)
        let element = localName(for: "element")
        var assignments: [(target: Expr, part: String)] = []
        if let key = loop.key { assignments.append((key, "key")) }
        assignments.append((loop.value, "value"))
        let used = assignments.filter { item in
            if case .variable(let name) = item.target.kind { return usage[name].reads > 0 }
            return true
        }
        let hidden = "\u{0}" + element
        variables[hidden] = .local(element, .value)
        let header = "for \(used.isEmpty ? "_" : element) in " + (subject.throwing ? "try " : "") + "PHP.elements(\(Self.valueCode(subject)))"
        try block(header) { () throws(Untranslatable) in
            for item in used {
                let part = Expr(.propertyFetch(object: Expr(.variable(hidden), range), name: .identifier(item.part, range), nullsafe: false), range)
                try translateAssignment(target: item.target, value: part)
            }
            try translate(loop.body)
        }
    }

    /// `while` and `for`: Swift's `while`, the steps at the end of each pass. A loop with `break`
    /// or `continue` is not translated.
    func translateLoop(initializers: [Expr], condition: [Expr], steps: [Expr], body: [Stmt], range: SourceRange) throws(Untranslatable) {
        guard !Self.containsLoopJump(body) else { throw Untranslatable(construct: "break or continue in a loop", range: range) }
        for initializer in initializers { try translateExpressionStatement(initializer) }
        // `for (;;)` runs until it returns; several conditions: all are evaluated, the last decides.
        for extra in condition.dropLast() { _ = try translate(extra) }
        let test = try condition.last.map { expr throws(Untranslatable) in try conditionCode(expr) } ?? "true"
        try block("while " + test) { () throws(Untranslatable) in
            try translate(body)
            for step in steps { try translateExpressionStatement(step) }
        }
    }

    /// Whether `body` holds a `break` or `continue` that leaves it, outside any loop or `switch`
    /// inside it (which such a jump would leave instead).
    static func containsLoopJump(_ body: [Stmt]) -> Bool {
        body.contains { statement in
            switch statement.kind {
            case .break, .continue: return true
            case .if(let branch):
                return containsLoopJump(branch.body) || branch.elseIfs.contains { containsLoopJump($0.body) } || containsLoopJump(branch.elseBody ?? [])
            case .block(let inner): return containsLoopJump(inner)
            case .try(let statement):
                // A jump out of a `try` or a `catch` leaves the loop too.
                return containsLoopJump(statement.body) || statement.catches.contains { containsLoopJump($0.body) }
                    || containsLoopJump(statement.finallyBody ?? [])
            case .while, .doWhile, .for, .foreach, .switch:
                // Checked on its own when it is translated: a jump inside it is refused there.
                return false
            case .expression, .echo, .inlineHTML, .return, .global, .staticVariables, .unset, .function,
                 .classLike, .namespace, .use, .const, .declare, .goto, .label, .haltCompiler, .nop, .error:
                return false
            }
        }
    }

    /// `unset($x)`: the variable is null again; `unset($a['k'])`: the element is gone.
    func translateUnset(_ target: Expr) throws(Untranslatable) {
        switch target.kind {
        case .variable(let name):
            guard case .local(let local, .value)? = variables[name] else {
                if usage[name].reads == 0 { return }
                throw Untranslatable(construct: "unset($\(name))", range: target.range)
            }
            emit("\(local) = nil")
        case .arrayDimFetch(_, .some):
            let (base, path, throwing) = try elementPath(target)
            guard let key = path.last ?? nil else { throw Untranslatable(construct: "unset() of []", range: target.range) }
            let prefix = path.dropLast().map { "[\($0!)]" }.joined()
            emit((throwing ? "try " : "") + "\(base)\(prefix).removeElement(\(key))")
        default:
            throw Untranslatable(construct: "unset() of this", range: target.range)
        }
    }

    /// `[$a, $b] = $value` and `['k' => $a] = $value`: the value once, then each item from it.
    func destructure(_ items: [ArrayItem?], value: Expr, range: SourceRange) throws(Untranslatable) {
        let fragment = try translate(value)
        let source = localName(for: "list")
        emit("let \(source): PHPValue = " + (fragment.throwing ? "try " : "") + Self.valueCode(fragment))
        // A name no PHP variable can have, so the items read the value through the usual paths.
        let hidden = "\u{0}" + source
        variables[hidden] = .local(source, .value)
        var index = 0
        for item in items {
            guard let item else { index += 1; continue }
            guard !item.byReference, !item.unpack else { throw Untranslatable(construct: "this list item", range: range) }
            let key = item.key ?? Expr(.integer(index), item.value.range)
            if item.key == nil { index += 1 }
            try translateAssignment(target: item.value, value: Expr(.arrayDimFetch(base: Expr(.variable(hidden), range), index: key), range))
        }
    }

    /// `try { … } catch (A | B $e) { … }`: a `do` whose catches match PHP's class hierarchy
    /// (`GTPushError.isCaught(by:)`); what no clause catches goes on up. A body that cannot throw
    /// is the body alone. `finally`, and a catch that reads its variable, are not translated.
    func translateTry(_ statement: TryStatement, range: SourceRange) throws(Untranslatable) {
        guard statement.finallyBody == nil else { throw Untranslatable(construct: "try with finally", range: range) }
        for clause in statement.catches {
            if let variable = clause.variable, VariableUsage(clause.body)[variable].reads > 0 {
                throw Untranslatable(construct: "a catch that reads $\(variable)", range: clause.range)
            }
        }
        let mark = printer.mark
        try block("do throws(GTPushError)") { () throws(Untranslatable) in try translate(statement.body) }
        let body = Array(printer.lines[(mark + 1)...].dropLast())
        guard SwiftIdentifiers.referenced(in: body).contains("try") else {
            printer.dropLastLine()
            printer.unwrap(from: mark)
            return
        }
        for clause in statement.catches {
            let names = clause.types.map { SwiftNames.stringLiteral(Array($0.last.utf8)) ?? "\"\"" }
            printer.replaceLast("} catch where error.isCaught(by: [\(names.joined(separator: ", "))]) {")
            try indented { () throws(Untranslatable) in
                if clause.body.isEmpty { emit("// nothing") } else { try translate(clause.body) }
            }
            emit("}")
        }
    }
}
