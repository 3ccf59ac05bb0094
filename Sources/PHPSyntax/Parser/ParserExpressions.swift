/// Binding strength of PHP's operators, lowest first (PHP 8's precedence table).
enum Precedence {
    static let lowest = 0
    static let logicalOr = 1
    static let logicalXor = 2
    static let logicalAnd = 3
    static let print = 4
    static let yield = 5
    static let assignment = 6
    static let ternary = 7
    static let coalesce = 8
    static let booleanOr = 9
    static let booleanAnd = 10
    static let bitwiseOr = 11
    static let bitwiseXor = 12
    static let bitwiseAnd = 13
    static let equality = 14
    static let comparison = 15
    static let concat = 16
    static let shift = 17
    static let additive = 18
    static let multiplicative = 19
    static let not = 20
    static let instanceOf = 21
    static let unary = 22
    static let power = 23
    static let clone = 24
}

/// Precedence climbing for binary operators, ternaries and prefix operators.
extension PHPParser {
    /// `attributes`/`startOffset` carry `#[...]` already read at statement start onto a closure.
    func parseExpression(minPrecedence: Int = Precedence.lowest, attributes: [AttributeGroup] = [], startOffset: Int? = nil) throws(ParseFailure) -> Expr {
        try enter()
        defer { leave() }
        let exprStart = startOffset ?? start
        var left = attributes.isEmpty ? try parseUnary() : try parseAttributedClosure(attributes: attributes, startOffset: exprStart)
        // A ternary built in this loop is unparenthesized; PHP 8 rejects nesting it in another.
        var previousTernaryShort: Bool?
        var lastNonAssociative = -1
        while true {
            let c = code
            if c == C("?") {
                guard Precedence.ternary >= minPrecedence else { break }
                advance()
                var then: Expr?
                if !accept(":") {
                    then = try parseExpression()
                    // The middle expression could go on: PHP names nothing.
                    guard accept(":") else { throw fail() }
                }
                let otherwise = try parseExpression(minPrecedence: Precedence.ternary + 1)
                let short = then == nil
                if let previous = previousTernaryShort, !(previous && short) {
                    report(Self.unparenthesizedTernary(outerShort: previous, innerShort: short), at: left.range.start)
                }
                previousTernaryShort = short
                left = Expr(.ternary(condition: consume left, then: then, else: otherwise), range(from: exprStart))
                continue
            }
            if c == K(.instanceof) {
                guard Precedence.instanceOf >= minPrecedence else { break }
                if lastNonAssociative == Precedence.instanceOf { throw fail() }
                advance()
                let reference = try parseClassNameReference()
                left = Expr(.instanceOf(consume left, reference), range(from: exprStart))
                lastNonAssociative = Precedence.instanceOf
                previousTernaryShort = nil
                continue
            }
            guard let (precedence, op) = binaryOperator(c), precedence >= minPrecedence else { break }
            if precedence == lastNonAssociative { throw fail() }
            advance()
            let rightAssociative = op == .coalesce || op == .power
            let right = try parseExpression(minPrecedence: rightAssociative ? precedence : precedence + 1)
            left = Expr(.binary(op, consume left, right), range(from: exprStart))
            lastNonAssociative = (precedence == Precedence.equality || precedence == Precedence.comparison) ? precedence : -1
            previousTernaryShort = nil
        }
        return left
    }

    @inline(__always) func binaryOperator(_ c: UInt16) -> (Int, BinaryOperator)? {
        switch c {
        case K(.logicalOr): return (Precedence.logicalOr, .logicalOr)
        case K(.logicalXor): return (Precedence.logicalXor, .logicalXor)
        case K(.logicalAnd): return (Precedence.logicalAnd, .logicalAnd)
        case K(.coalesce): return (Precedence.coalesce, .coalesce)
        case K(.booleanOr): return (Precedence.booleanOr, .booleanOr)
        case K(.booleanAnd): return (Precedence.booleanAnd, .booleanAnd)
        case C("|"): return (Precedence.bitwiseOr, .bitwiseOr)
        case C("^"): return (Precedence.bitwiseXor, .bitwiseXor)
        case C("&"), K(.ampersandFollowedByVarOrVararg), K(.ampersandNotFollowedByVarOrVararg):
            return (Precedence.bitwiseAnd, .bitwiseAnd)
        case K(.isEqual): return (Precedence.equality, .equal)
        case K(.isNotEqual): return (Precedence.equality, .notEqual)
        case K(.isIdentical): return (Precedence.equality, .identical)
        case K(.isNotIdentical): return (Precedence.equality, .notIdentical)
        case K(.spaceship): return (Precedence.equality, .spaceship)
        case C("<"): return (Precedence.comparison, .less)
        case K(.isSmallerOrEqual): return (Precedence.comparison, .lessOrEqual)
        case C(">"): return (Precedence.comparison, .greater)
        case K(.isGreaterOrEqual): return (Precedence.comparison, .greaterOrEqual)
        case C("."): return (Precedence.concat, .concat)
        case K(.sl): return (Precedence.shift, .shiftLeft)
        case K(.sr): return (Precedence.shift, .shiftRight)
        case C("+"): return (Precedence.additive, .add)
        case C("-"): return (Precedence.additive, .subtract)
        case C("*"): return (Precedence.multiplicative, .multiply)
        case C("/"): return (Precedence.multiplicative, .divide)
        case C("%"): return (Precedence.multiplicative, .modulo)
        case K(.pow): return (Precedence.power, .power)
        default: return nil
        }
    }

    @inline(__always) func compoundOperator(_ c: UInt16) -> BinaryOperator? {
        switch c {
        case K(.plusEqual): return .add
        case K(.minusEqual): return .subtract
        case K(.mulEqual): return .multiply
        case K(.divEqual): return .divide
        case K(.modEqual): return .modulo
        case K(.powEqual): return .power
        case K(.concatEqual): return .concat
        case K(.andEqual): return .bitwiseAnd
        case K(.orEqual): return .bitwiseOr
        case K(.xorEqual): return .bitwiseXor
        case K(.slEqual): return .shiftLeft
        case K(.srEqual): return .shiftRight
        case K(.coalesceEqual): return .coalesce
        default: return nil
        }
    }

    /// Prefix operators, then a primary with its postfix chain (and assignment, which PHP's grammar
    /// attaches to the variable, so `!$a = f()` is `!($a = f())`).
    func parseUnary() throws(ParseFailure) -> Expr {
        let startOffset = start
        let c = code
        let kind: ExprKind
        switch c {
        case C("!"):
            advance()
            kind = .unary(.not, try parseExpression(minPrecedence: Precedence.not + 1))
        case C("-"), C("+"), C("~"):
            advance()
            let op: UnaryOperator = c == C("-") ? .minus : c == C("+") ? .plus : .bitwiseNot
            kind = .unary(op, try parseExpression(minPrecedence: Precedence.unary + 1))
        case C("@"):
            advance()
            kind = .errorSuppress(try parseExpression(minPrecedence: Precedence.unary + 1))
        case K(.intCast), K(.doubleCast), K(.stringCast), K(.arrayCast), K(.objectCast), K(.boolCast), K(.unsetCast):
            let cast: CastType
            switch c {
            case K(.intCast): cast = .int
            case K(.doubleCast):
                // PHP 8's lexer still reads `(real)`, only to refuse it.
                if currentText.lowercased().contains("real") {
                    report("The (real) cast has been removed, use (float) instead", at: start)
                }
                cast = .float
            case K(.stringCast): cast = .string
            case K(.arrayCast): cast = .array
            case K(.objectCast): cast = .object
            case K(.boolCast): cast = .bool
            default:
                report("The (unset) cast is no longer supported", at: start)
                cast = .unset
            }
            advance()
            kind = .cast(cast, try parseExpression(minPrecedence: Precedence.unary + 1))
        case K(.inc), K(.dec):
            advance()
            let operand = try parseExpression(minPrecedence: Precedence.clone + 1)
            kind = c == K(.inc) ? .increment(operand, prefix: true) : .decrement(operand, prefix: true)
        case K(.clone):
            advance()
            kind = .clone(try parseExpression(minPrecedence: Precedence.clone + 1))
        case K(.print):
            advance()
            kind = .print(try parseExpression(minPrecedence: Precedence.print + 1))
        case K(.yield):
            advance()
            // An operator that cannot begin an operand ends a bare `yield`: `yield * -1` is
            // `(yield) * -1` to PHP; `+` and `-` begin one (`yield -1`).
            let startsOperand = binaryOperator(code) == nil || code == C("+") || code == C("-")
            if endsExpression(code) || !startsOperand || code == K(.instanceof) {
                kind = .yield(key: nil, value: nil)
            } else {
                let first = try parseExpression(minPrecedence: Precedence.assignment)
                if accept(.doubleArrow) {
                    kind = .yield(key: first, value: try parseExpression(minPrecedence: Precedence.assignment))
                } else {
                    kind = .yield(key: nil, value: first)
                }
            }
        case K(.yieldFrom):
            advance()
            kind = .yieldFrom(try parseExpression(minPrecedence: Precedence.assignment))
        case K(.throw):
            advance()
            kind = .throw(try parseExpression())
        case K(.include), K(.includeOnce), K(.require), K(.requireOnce):
            advance()
            let include: IncludeKind = c == K(.include) ? .include : c == K(.includeOnce) ? .includeOnce : c == K(.require) ? .require : .requireOnce
            kind = .include(include, try parseExpression())
        default:
            return try parsePostfixExpression()
        }
        return Expr(kind, range(from: startOffset))
    }

    /// Tokens after which `yield` has no operand.
    func endsExpression(_ c: UInt16) -> Bool {
        switch c {
        case C(";"), C(")"), C(","), C("]"), C("}"), K(.closeTag), K(.doubleArrow), eofCode: return true
        default: return false
        }
    }

    /// A primary, its `[…]`/`->`/`::`/`(…)` chain, then `++`/`--` or an assignment.
    func parsePostfixExpression() throws(ParseFailure) -> Expr {
        let startOffset = start
        // Each step moves the expression into the next node (`consume`): a copy would retain it
        // and release it again at every link of every chain.
        var (expr, dereferenceable, bareParentheses) = try parsePrimary()
        let chainStart = pos
        if dereferenceable { expr = try parsePostfixChain(consume expr, startOffset: startOffset) }
        // `($a) = 1` is an error, but a chain after the parentheses is writable: `($a)->x = 1`,
        // `(new A)->items()[] = 1`, `(function () { … })()->n++`.
        let parenthesized = bareParentheses && pos == chainStart
        let c = code
        if c == K(.inc) || c == K(.dec) {
            guard !parenthesized, isWritable(expr) else { return expr }
            advance()
            return Expr(c == K(.inc) ? .increment(expr, prefix: false) : .decrement(expr, prefix: false), range(from: startOffset))
        }
        if c == C("=") {
            guard !parenthesized, isWritable(expr) || isDestructuring(expr) else { return expr }
            advance()
            if atAmpersand {
                advance()
                let value = try parseReferenceSource()
                return Expr(.assignByReference(target: expr, value: value), range(from: startOffset))
            }
            let value = try parseExpression(minPrecedence: Precedence.assignment)
            return Expr(.assign(target: expr, value: value), range(from: startOffset))
        }
        if let op = compoundOperator(c) {
            guard !parenthesized, isWritable(expr) else { return expr }
            advance()
            let value = try parseExpression(minPrecedence: Precedence.assignment)
            return Expr(.compoundAssign(op, target: expr, value: value), range(from: startOffset))
        }
        return expr
    }

    /// What `=&` may take a reference to, as PHP's grammar says: a variable, an element or
    /// property of one, a static property, or a call's result, with no operator after it
    /// (`$a = &$b + 1` is `($a = &$b) + 1`). A literal, `new`, a class constant, an array or a
    /// parenthesised expression is a syntax error there, reported where PHP reports it.
    func parseReferenceSource() throws(ParseFailure) -> Expr {
        let startOffset = start
        switch code {
        case K(.lnumber), K(.dnumber), K(.new), K(.fn), K(.function), K(.match), K(.clone), K(.print), K(.include), K(.includeOnce), K(.require), K(.requireOnce):
            throw fail()
        default:
            break
        }
        let (primary, dereferenceable, parenthesized) = try parsePrimary()
        var value = primary
        if dereferenceable { value = try parsePostfixChain(value, startOffset: startOffset) }
        switch value.kind {
        case .variable, .variableVariable, .arrayDimFetch, .propertyFetch, .staticPropertyFetch, .call, .methodCall, .staticCall:
            if !parenthesized { return value }
        default:
            break
        }
        throw fail(expecting: "\"->\" or \"?->\" or \"{\" or \"[\"")
    }

    /// PHP's words for a ternary nested in another without parentheses (`?:` nested in `?:` is
    /// the one form it accepts).
    static func unparenthesizedTernary(outerShort: Bool, innerShort: Bool) -> String {
        switch (outerShort, innerShort) {
        case (false, true):
            return "Unparenthesized `a ? b : c ?: d` is not supported. Use either `(a ? b : c) ?: d` or `a ? b : (c ?: d)`"
        case (true, _):
            return "Unparenthesized `a ?: b ? c : d` is not supported. Use either `(a ?: b) ? c : d` or `a ?: (b ? c : d)`"
        case (false, false):
            return "Unparenthesized `a ? b : c ? d : e` is not supported. Use either `(a ? b : c) ? d : e` or `a ? b : (c ? d : e)`"
        }
    }

    /// What PHP's grammar lets stand before `=`, `++` or `+=`: a call's result too (`f() = 1`),
    /// which the compile-time checks then refuse, as PHP does.
    func isWritable(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .variable, .variableVariable, .arrayDimFetch, .propertyFetch, .staticPropertyFetch, .call, .methodCall, .staticCall: return true
        default: return false
        }
    }

    func isDestructuring(_ expr: Expr) -> Bool {
        if case .array(_, let syntax) = expr.kind { return syntax != .long }
        return false
    }

    /// `[index]` (or `[]`, for writes) after `base`: one step of every variable chain.
    func parseIndexSuffix(_ base: consuming Expr, startOffset: Int) throws(ParseFailure) -> Expr {
        advance()
        var index: Expr?
        // The index may be empty (`$a[] = 1`), so PHP's parser names `]` at a token that starts none.
        setDefaultTail("']'")
        if !at("]") { index = try parseExpression() }
        try expect("]")
        return Expr(.arrayDimFetch(base: base, index: index), range(from: startOffset))
    }

    /// `$s{0}`: PHP 8's grammar still reads the old offset syntax (so `if ($x {` fails at the token
    /// after the `{`), and its compiler refuses it only where the chain ends there: `$s{0}[0]` and
    /// `$s{0}->a` pass `php -l`, `$s{0}` does not.
    func parseCurlyIndexSuffix(_ base: consuming Expr, startOffset: Int) throws(ParseFailure) -> Expr {
        let braceOffset = start
        advance()
        let index = try parseExpression()
        guard accept("}") else { throw fail() }
        switch code {
        case C("["), C("{"), C("("), K(.objectOperator), K(.nullsafeObjectOperator), K(.paamayimNekudotayim):
            break
        default:
            report("Array and string offset access syntax with curly braces is no longer supported", at: braceOffset)
        }
        return Expr(.arrayDimFetch(base: base, index: index), range(from: startOffset))
    }

    func parsePostfixChain(_ base: consuming Expr, startOffset: Int) throws(ParseFailure) -> Expr {
        var expr = base
        while true {
            switch code {
            case C("["):
                expr = try parseIndexSuffix(consume expr, startOffset: startOffset)
            case C("{"):
                expr = try parseCurlyIndexSuffix(consume expr, startOffset: startOffset)
            case K(.objectOperator), K(.nullsafeObjectOperator):
                let nullsafe = at(.nullsafeObjectOperator)
                advance()
                let name = try parseMemberName()
                if at("(") {
                    let arguments = try parseArguments()
                    expr = Expr(.methodCall(object: consume expr, name: name, arguments: arguments, nullsafe: nullsafe), range(from: startOffset))
                } else {
                    expr = Expr(.propertyFetch(object: consume expr, name: name, nullsafe: nullsafe), range(from: startOffset))
                }
            case K(.paamayimNekudotayim):
                advance()
                let reference: ClassReference
                if case .constantFetch(let name) = expr.kind { reference = .name(name) } else { reference = .expression(consume expr) }
                expr = try parseStaticMember(reference, startOffset: startOffset)
            case C("("):
                let callee: Callee
                if case .constantFetch(let name) = expr.kind { callee = .name(name) } else { callee = .expression(consume expr) }
                let arguments = try parseArguments()
                expr = Expr(.call(callee: callee, arguments: arguments), range(from: startOffset))
            default:
                return expr
            }
        }
    }

    /// After `::`: a constant, `class`, a static property or a static method call.
    func parseStaticMember(_ reference: ClassReference, startOffset: Int) throws(ParseFailure) -> Expr {
        let c = code
        if identifierLike[Int(c)] {
            let nameRange = currentRange
            let name = currentText
            advance()
            if at("(") {
                let arguments = try parseArguments()
                return Expr(.staticCall(reference, .identifier(name, nameRange), arguments: arguments), range(from: startOffset))
            }
            return Expr(.classConstantFetch(reference, c == K(.class) ? "class" : name), range(from: startOffset))
        }
        if c == K(.variable) {
            let variableStart = start
            let name = variableName(at: pos)
            let nameRange = currentRange
            advance()
            if at("(") {
                let callee = Expr(.variable(name), range(from: variableStart))
                let arguments = try parseArguments()
                return Expr(.staticCall(reference, .expression(callee), arguments: arguments), range(from: startOffset))
            }
            return Expr(.staticPropertyFetch(reference, .identifier(name, nameRange)), range(from: startOffset))
        }
        if c == C("$") {
            let inner = try parseSimpleVariable()
            guard case .variableVariable(let nameExpr) = inner.kind else { throw fail() }
            return Expr(.staticPropertyFetch(reference, .expression(nameExpr)), range(from: startOffset))
        }
        if c == C("{") {
            advance()
            let nameExpr = try parseExpression()
            try expect("}")
            guard at("(") else { throw fail(expecting: "'('") }
            let arguments = try parseArguments()
            return Expr(.staticCall(reference, .expression(nameExpr), arguments: arguments), range(from: startOffset))
        }
        // After `::` PHP can also take `class` and every keyword: too many to list.
        throw fail()
    }

    /// After `->`: an identifier (keywords included), `$var`, or `{expr}`.
    func parseMemberName() throws(ParseFailure) -> MemberName {
        let c = code
        if identifierLike[Int(c)] {
            let name = MemberName.identifier(currentText, currentRange)
            advance()
            return name
        }
        if c == K(.variable) || c == C("$") { return .expression(try parseSimpleVariable()) }
        if c == C("{") {
            advance()
            let expr = try parseExpression()
            try expect("}")
            return .expression(expr)
        }
        throw fail(expecting: "identifier or variable or '{' or '$'")
    }

    /// `$a`, `$$a`, `${expr}`.
    func parseSimpleVariable() throws(ParseFailure) -> Expr {
        try enter()
        defer { leave() }
        let startOffset = start
        if at(.variable) {
            let name = variableName(at: pos)
            advance()
            return Expr(.variable(name), range(from: startOffset))
        }
        guard accept("$") else { throw fail(expecting: "variable") }
        if accept("{") {
            let inner = try parseExpression()
            try expect("}")
            return Expr(.variableVariable(inner), range(from: startOffset))
        }
        guard at(.variable) || at("$") else { throw fail(expecting: "variable or '{' or '$'") }
        let inner = try parseSimpleVariable()
        return Expr(.variableVariable(inner), range(from: startOffset))
    }

    func variableName(at index: Int) -> String {
        string(from: Int(starts[index]) + 1, to: Int(ends[index]))
    }

    /// `(args)` or the first-class callable `(...)`.
    func parseArguments() throws(ParseFailure) -> Arguments {
        let startOffset = start
        try expect("(")
        if at(.ellipsis) && peek() == C(")") {
            advance()
            advance()
            return Arguments(items: [], isFirstClassCallable: true, range: range(from: startOffset))
        }
        var items: [Argument] = []
        while !at(")") {
            let argumentStart = start
            if accept(.ellipsis) {
                let value = try parseExpression()
                items.append(Argument(value: consume value, unpack: true, range: range(from: argumentStart)))
            } else if identifierLike[Int(code)] && peek() == C(":") {
                let name = currentText
                advance()
                advance()
                let value = try parseExpression()
                items.append(Argument(name: name, value: consume value, range: range(from: argumentStart)))
            } else {
                let value = try parseExpression()
                items.append(Argument(value: consume value, range: range(from: argumentStart)))
            }
            if !accept(",") { break }
        }
        try expect(")")
        return Arguments(items: items, range: range(from: startOffset))
    }
}
