import PHPSyntax

/// `switch` and `match` as Swift `if` chains: the subject once, each case compared as PHP
/// compares (`==` for `switch`, `===` for `match`), in order.
extension BuilderTranslator {
    /// A `switch` whose cases each end in `break` or `return` (empty cases share the next body;
    /// the last may run off the end). A fall-through into a case with code, or a `break` elsewhere,
    /// is not translated.
    func translateSwitch(_ subjectExpr: Expr, _ cases: [SwitchCase], range: SourceRange) throws(Untranslatable) {
        var groups: [(conditions: [Expr], isDefault: Bool, body: [Stmt])] = []
        var pending: [Expr] = []
        var pendingDefault = false
        for (index, item) in cases.enumerated() {
            if let condition = item.condition { pending.append(condition) } else { pendingDefault = true }
            if item.body.isEmpty && index < cases.count - 1 { continue }
            var body = item.body
            if case .break(nil)? = body.last?.kind {
                body.removeLast()
            } else if index < cases.count - 1, !(body.last.map { if case .return = $0.kind { true } else { false } } ?? false) {
                throw Untranslatable(construct: "a switch case that falls through", range: item.range)
            }
            if Self.containsLoopJump(body) { throw Untranslatable(construct: "a break inside a switch case", range: item.range) }
            groups.append((pending, pendingDefault, body))
            pending = []
            pendingDefault = false
        }
        let subject = try translate(subjectExpr)
        let local = localName(for: "subject")
        emit("let \(local): PHPValue = " + (subject.throwing ? "try " : "") + Self.valueCode(subject))
        let hidden = "\u{0}" + local
        variables[hidden] = .local(local, .value)
        let subjectRead = Expr(.variable(hidden), subjectExpr.range)
        var first = true
        let defaultGroup = groups.first { $0.isDefault }
        for group in groups where !group.isDefault {
            var tests: [String] = []
            for condition in group.conditions {
                tests.append(try conditionCode(Expr(.binary(.equal, subjectRead, condition), condition.range)))
            }
            emit((first ? "if " : "} else if ") + tests.joined(separator: " || ") + " {")
            first = false
            try nested(group.body)
        }
        if let defaultGroup {
            if first {
                emit("do {")
            } else {
                emit("} else {")
            }
            try nested(defaultGroup.body)
        }
        if !first || defaultGroup != nil { emit("}") }
    }

    /// `match ($subject) { a, b => x, default => y }` as a closure called in place.
    func translateMatch(_ subjectExpr: Expr, _ arms: [MatchArm], range: SourceRange) throws(Untranslatable) -> Fragment {
        let subject = try translate(subjectExpr)
        let local = localName(for: "subject")
        let hidden = "\u{0}" + local
        variables[hidden] = .local(local, .value)
        defer { variables[hidden] = nil }
        let subjectRead = Expr(.variable(hidden), subjectExpr.range)
        var lines: [String] = []
        var defaultCode: String?
        for arm in arms {
            let value = try translate(arm.body)
            guard !Self.isObject(value.type) else { throw Untranslatable(construct: "a match arm giving an object", range: arm.range) }
            let result = "return " + (value.throwing ? "try " : "") + Self.valueCode(value)
            guard let conditions = arm.conditions else { defaultCode = result; continue }
            var tests: [String] = []
            for condition in conditions {
                tests.append(try conditionCode(Expr(.binary(.identical, subjectRead, condition), condition.range)))
            }
            lines.append("if \(tests.joined(separator: " || ")) { \(result) }")
        }
        lines.append(defaultCode ?? "throw PHP.unhandledMatch(\(local))")
        let code = "{ (\(local): PHPValue) throws(GTPushError) -> PHPValue in " + lines.joined(separator: "; ") + " }(" + Self.valueCode(subject) + ")"
        return Fragment(code: code, type: .value, throwing: true)
    }
}
