import PHPSyntax

/// `[$a, $b] = …` and `list($a, $b) = …` take apart an array: a pattern is not empty, is all
/// keyed or all positional, does not mix `[]` with `list()` or use `array()`, and names places
/// to write. Only patterns may skip elements (`[, $b]`); an array value may not.
public struct ArrayPatternCheck: CompileCheck {
    public static let name = "array-pattern"
    public static let reportOrder = 230
    public static let triggeringExamples: [(code: String, message: String)] = [
        // A pattern taking references, from a value that is no place: before its elements.
        ("<?php\n$x = [$a, [&$b]] = [[1]];\n", "Cannot assign reference to non referenceable value"),
        ("<?php\nlist($a, &$b) = $c?->d;\n", "Cannot take reference of a nullsafe chain"),
        // A pattern inside an expression, noted by the parser for the walk.
        ("<?php\nfunction f()\n{\n    while ([$a, 1] = g()) {}\n}\n", "Assignments can only happen to writable values"),
        ("<?php\nlist(,,) = $a;\n", "Cannot use empty list"),
        ("<?php\nforeach ($rows as $key => list()) {}\n", "Cannot use empty list"),
        ("<?php\nlist($zero, 1 => $one) = $a;\n", "Cannot mix keyed and unkeyed array entries in assignments"),
        ("<?php\n['a' => $a, , 'b' => $b] = $c;\n", "Cannot use empty array entries in keyed array assignment"),
        ("<?php\nlist([$a]) = [[1]];\n", "Cannot mix [] and list()"),
        ("<?php\n[array($a)] = [array(42)];\n", "Cannot assign to array(), use [] instead"),
        ("<?php\n[42] = [1];\n", "Assignments can only happen to writable values"),
        ("<?php\n[$a, [$b?->c()]] = $d;\n", "Assignments can only happen to writable values"),
        ("<?php\n[$a, (new A)->b] = $c;\n", "Assignments can only happen to writable values"),
        ("<?php\nforeach ($a as [$b, [$GLOBALS]]) {}\n", "$GLOBALS can only be modified using the $GLOBALS[$name] = $value syntax"),
        ("<?php\nlist($a, list(\"a\"[0])) = $x;\n", "Assignments can only happen to writable values"),
        ("<?php\nforeach ($a as ['k' => $b?->c->d]) {}\n", "Assignments can only happen to writable values"),
        ("<?php\n[$a, f()] = $c;\n", "Can't use function return value in write context"),
        ("<?php\nvar_dump([1, 2, ,]);\n", "Cannot use empty array elements in arrays"),
        ("<?php\n$x = array(, 1);\n", "Cannot use empty array elements in arrays"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\n[$a, &$b] = f();\n[$c, [&$d]] = $e->f;\n[&$g] = A::$h[0];\nforeach ([1] as [&$i]) {}\n",
        "<?php\n[$a, [$b, , $c]] = $d;\nlist(, $e) = $f;\n[1 => $a, 2 => $b, ] = $c;\n$x = [[, $a] = $b];\nforeach ($rows as [, $second]) {}\n$y = [1, 2, ];\n",
        // Elements and properties of variables, static properties, their elements, `${…}`.
        "<?php\n[$a[0], $b->c['d'], A::$e[1], $f::$g->h, ${'i'}[2], $$j, ($k)->l] = $m;\n",
    ]
    public private(set) var errors: [CompileError] = []
    /// Offsets of the array literals that are patterns (written to), found before the walk reaches them.
    private var patterns: Set<Int> = []

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
        patterns.clear()
    }

    public mutating func visit(_ statement: StmtNode) -> WalkAction {
        if case .foreach(let loop) = statement.kind {
            pattern(loop.value)
            if let key = loop.key { pattern(key) }
        }
        return .visitChildren
    }

    public mutating func visit(_ expression: ExprNode) -> WalkAction {
        guard expression.nodeKind == .assign || expression.nodeKind == .array else { return .visitChildren }
        switch expression.kind {
        case .assign(let target, let value):
            // A pattern taking references needs a value it can refer into: PHP asks before the
            // pattern's own elements.
            if target.nodeKind == .array, Self.takesReferences(target), let message = Self.referenceProblem(value) {
                errors.append(CompileError(message, at: expression.range.start))
            }
            pattern(target)
        case .array(let items, _) where !patterns.contains(expression.range.start) && items.contains(where: { $0 == nil }):
            errors.append(CompileError("Cannot use empty array elements in arrays", at: expression.range.start))
        default:
            break
        }
        return .visitChildren
    }

    /// Whether pattern `target` binds an element by reference (`[$a, [&$b]]`).
    private static func takesReferences(_ target: ExprNode) -> Bool {
        guard case .array(let items, _) = target.kind else { return false }
        return items.contains { item in
            guard let item else { return false }
            return item.byReference || (item.value.nodeKind == .array && takesReferences(item.value))
        }
    }

    /// What PHP says of `value` assigned to a pattern that takes references: it must be a
    /// variable, an element, a property or a call (`zend_is_variable_or_call`), with no `?->`.
    private static func referenceProblem(_ value: ExprNode) -> String? {
        guard value.nodeKind.isVariableOrCall else { return "Cannot assign reference to non referenceable value" }
        return value.isShortCircuited ? "Cannot take reference of a nullsafe chain" : nil
    }

    private mutating func pattern(_ target: ExprNode) {
        guard target.nodeKind == .array, case .array(let items, let syntax) = target.kind else { return }
        patterns.insert(target.range.start)
        if let message = problem(items, syntax) {
            errors.append(CompileError(message.text, at: message.offset ?? target.range.start))
        }
    }

    /// PHP's first complaint about one pattern, in the order it compiles it; a list-wide
    /// complaint is placed at the pattern's first element, as PHP places it.
    private mutating func problem(_ items: NodeList<ArrayItemNode?>, _ syntax: ArraySyntax) -> (text: String, offset: Int?)? {
        // The first element present, found in place (gathering them made an array for each pattern).
        guard let first = items.lazy.compactMap({ $0 }).first else { return ("Cannot use empty list", nil) }
        let keyed = first.key != nil
        for item in items {
            guard let item else {
                if keyed { return ("Cannot use empty array entries in keyed array assignment", first.range.start) }
                continue
            }
            if (item.key != nil) != keyed { return ("Cannot mix keyed and unkeyed array entries in assignments", first.range.start) }
            if item.unpack { return ("Spread operator is not supported in assignments", item.range.start) }
            let value = item.value
            if value.nodeKind != .array, !value.isWritablePlace { return ("Assignments can only happen to writable values", value.range.start) }
            switch value.kind {
            case .array(let inner, let innerSyntax):
                patterns.insert(value.range.start)
                if innerSyntax == .long { return ("Cannot assign to array(), use [] instead", value.range.start) }
                if (innerSyntax == .list) != (syntax == .list) { return ("Cannot mix [] and list()", value.range.start) }
                if let nested = problem(inner, innerSyntax) { return (nested.text, nested.offset ?? value.range.start) }
            case .call:
                return ("Can't use function return value in write context", value.range.start)
            case .methodCall, .staticCall:
                return ("Can't use method return value in write context", value.range.start)
            case .variable where value.isVariable(named: "GLOBALS"):
                return ("$GLOBALS can only be modified using the $GLOBALS[$name] = $value syntax", value.range.start)
            default:
                break
            }
        }
        return nil
    }
}
