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
    func parseExpression(minPrecedence: Int = Precedence.lowest, attributes: UInt32? = nil, startOffset: Int? = nil) throws(ParseFailure) -> UInt32 {
        try enter()
        defer { leave() }
        enterExpression()
        defer { leaveExpression() }
        let exprStart = startOffset ?? start
        var left = attributes == nil ? try parseUnary() : try parseAttributedClosure(attributes: attributes, startOffset: exprStart)
        // A ternary built in this loop is unparenthesized; PHP 8 rejects nesting it in another.
        var previousTernaryShort: Bool?
        var lastNonAssociative = -1
        while true {
            let c = code
            if c == C("?") {
                guard Precedence.ternary >= minPrecedence else { break }
                try link()
                advance()
                var then: UInt32?
                if !accept(":") {
                    then = try parseExpression()
                    // The middle expression could go on: PHP names nothing.
                    guard accept(":") else { throw fail() }
                }
                let otherwise = try parseExpression(minPrecedence: Precedence.ternary + 1)
                let short = then == nil
                if let previous = previousTernaryShort, !(previous && short) {
                    report(Self.unparenthesizedTernary(outerShort: previous, innerShort: short), at: arena.range(left).start)
                }
                previousTernaryShort = short
                left = arena.make(.ternary, range(from: exprStart), left, then.orNone, otherwise)
                continue
            }
            if c == K(.instanceof) {
                // Its right side is a class, never an expression: `$a instanceof B instanceof C`
                // is `($a instanceof B) instanceof C` to PHP's grammar.
                guard Precedence.instanceOf >= minPrecedence else { break }
                try link()
                advance()
                let reference = try parseClassNameReference()
                left = arena.make(.instanceOf, range(from: exprStart), left, reference)
                lastNonAssociative = -1
                previousTernaryShort = nil
                continue
            }
            guard let (precedence, op) = binaryOperator(c), precedence >= minPrecedence else { break }
            if precedence == lastNonAssociative { throw fail() }
            try link()
            advance()
            let rightAssociative = op == .coalesce || op == .power
            let right = try parseExpression(minPrecedence: rightAssociative ? precedence : precedence + 1)
            left = arena.make(.binary, range(from: exprStart), left, right, small: op.code)
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
    func parseUnary() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        let c = code
        switch c {
        case C("!"):
            advance()
            let operand = try parseExpression(minPrecedence: Precedence.not + 1)
            return arena.make(.unary, range(from: startOffset), operand, small: UnaryOperator.not.code)
        case C("-"), C("+"), C("~"):
            advance()
            let op: UnaryOperator = c == C("-") ? .minus : c == C("+") ? .plus : .bitwiseNot
            let operand = try parseExpression(minPrecedence: Precedence.unary + 1)
            return arena.make(.unary, range(from: startOffset), operand, small: op.code)
        case C("@"):
            advance()
            let operand = try parseExpression(minPrecedence: Precedence.unary + 1)
            return arena.make(.errorSuppress, range(from: startOffset), operand)
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
            let operand = try parseExpression(minPrecedence: Precedence.unary + 1)
            return arena.make(.cast, range(from: startOffset), operand, small: cast.code)
        case K(.inc), K(.dec):
            advance()
            let operand = try parseVariable()
            return arena.make(c == K(.inc) ? .increment : .decrement, range(from: startOffset), operand, flags: 1 | checkedWrite(to: operand, at: startOffset))
        case K(.clone):
            advance()
            let operand = try parseExpression(minPrecedence: Precedence.clone + 1)
            return arena.make(.clone, range(from: startOffset), operand)
        case K(.print):
            advance()
            let operand = try parseExpression(minPrecedence: Precedence.print + 1)
            return arena.make(.print, range(from: startOffset), operand)
        case K(.yield):
            advance()
            // An operator that cannot begin an operand ends a bare `yield`: `yield * -1` is
            // `(yield) * -1` to PHP; `+` and `-` begin one (`yield -1`).
            let startsOperand = binaryOperator(code) == nil || code == C("+") || code == C("-")
            if endsExpression(code) || !startsOperand || code == K(.instanceof) {
                return arena.make(.yield, range(from: startOffset), SyntaxArena.none, SyntaxArena.none)
            }
            let first = try parseExpression(minPrecedence: Precedence.assignment)
            if accept(.doubleArrow) {
                let value = try parseExpression(minPrecedence: Precedence.assignment)
                return arena.make(.yield, range(from: startOffset), first, value)
            }
            return arena.make(.yield, range(from: startOffset), SyntaxArena.none, first)
        case K(.yieldFrom):
            advance()
            let operand = try parseExpression(minPrecedence: Precedence.assignment)
            return arena.make(.yieldFrom, range(from: startOffset), operand)
        case K(.throw):
            advance()
            let operand = try parseExpression()
            return arena.make(.throw, range(from: startOffset), operand)
        case K(.include), K(.includeOnce), K(.require), K(.requireOnce):
            advance()
            let include: IncludeKind = c == K(.include) ? .include : c == K(.includeOnce) ? .includeOnce : c == K(.require) ? .require : .requireOnce
            let operand = try parseExpression()
            return arena.make(.include, range(from: startOffset), operand, small: include.code)
        default:
            return try parsePostfixExpression()
        }
    }

    /// Tokens after which `yield` has no operand.
    func endsExpression(_ c: UInt16) -> Bool {
        switch c {
        case C(";"), C(")"), C(","), C("]"), C("}"), K(.closeTag), K(.doubleArrow), eofCode: return true
        default: return false
        }
    }

    /// A primary and its `[…]`/`->`/`::`/`(…)` chain, and whether it is a parenthesised
    /// expression with no chain after it: `($a) = 1` is an error, but a chain after the
    /// parentheses may be written to (`($a)->x = 1`, `(new A)->items()[] = 1`,
    /// `(function () { … })()->n++`).
    func parseChainedPrimary() throws(ParseFailure) -> (expr: UInt32, parenthesized: Bool) {
        let startOffset = start
        var (expr, dereferenceable, bareParentheses) = try parsePrimary()
        let chainStart = pos
        if dereferenceable {
            if bareParentheses { expr = try parseValueMember(expr, startOffset: startOffset) }
            expr = try parsePostfixChain(expr, startOffset: startOffset)
        }
        return (expr, bareParentheses && pos == chainStart)
    }

    /// A primary, its chain, then `++`/`--` or an assignment.
    func parsePostfixExpression() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        let (expr, parenthesized) = try parseChainedPrimary()
        let c = code
        if c == K(.inc) || c == K(.dec) {
            guard !parenthesized, isWritable(expr) else { return expr }
            advance()
            return arena.make(c == K(.inc) ? .increment : .decrement, range(from: startOffset), expr, flags: checkedWrite(to: expr, at: startOffset))
        }
        if c == C("=") {
            guard !parenthesized, isWritable(expr) || isDestructuring(expr) else { return expr }
            advance()
            if atAmpersand {
                advance()
                let value = try parseVariable()
                return arena.make(.assignByReference, range(from: startOffset), expr, value, flags: checkedWrite(to: expr, at: startOffset, always: true))
            }
            let value = try parseExpression(minPrecedence: Precedence.assignment)
            return arena.make(.assign, range(from: startOffset), expr, value, flags: checkedWrite(to: expr, at: startOffset))
        }
        if let op = compoundOperator(c) {
            guard !parenthesized, isWritable(expr) else { return expr }
            advance()
            let value = try parseExpression(minPrecedence: Precedence.assignment)
            return arena.make(.compoundAssign, range(from: startOffset), expr, value, flags: checkedWrite(to: expr, at: startOffset), small: op.code)
        }
        return expr
    }

    /// The flag of a write to `target` starting at `offset` that the compile-time checks look
    /// at (`BodyFacts.checkedWriteFlag`: one to anything but a plain place, or `always`), which
    /// is noted for them too (`SyntaxArena.noteWrite`). Worked out once the value is parsed, so
    /// that a write inside it is noted first and one at a statement's top is the last noted.
    @inline(__always)
    private func checkedWrite(to target: UInt32, at offset: Int, always: Bool = false) -> UInt8 {
        guard always || !BodyFacts.isPlainPlace(arena.built, target) else { return 0 }
        arena.noteWrite(at: offset)
        return BodyFacts.checkedWriteFlag
    }

    /// What PHP's grammar calls a variable, where it asks for one: what `=&` takes a reference to
    /// and what a prefix `++` or `--` changes. A variable, an element or property of one, a static
    /// property, or a call's result, with no operator after it (`$a = &$b + 1` is
    /// `($a = &$b) + 1`, `++$a ** 2` is `(++$a) ** 2`). A literal, `new`, a constant, a class
    /// constant, an array or a parenthesised expression is a syntax error there, reported where
    /// PHP reports it.
    func parseVariable() throws(ParseFailure) -> UInt32 {
        switch code {
        case K(.lnumber), K(.dnumber), K(.new), K(.fn), K(.function), K(.match), K(.clone), K(.print), K(.include), K(.includeOnce), K(.require), K(.requireOnce):
            throw fail()
        default:
            break
        }
        let (value, parenthesized) = try parseChainedPrimary()
        if isWritable(value) && !parenthesized { return value }
        throw fail(expecting: Self.variableTail)
    }

    /// `parseVariable()` where the variable ends a construct, before `follower` or `other` (an
    /// `unset()` argument, a `foreach` target, an array item taken by reference): any other token
    /// there is refused as PHP refuses it, its parser still inside the variable.
    func parseVariable(endingBefore follower: UInt16, or other: UInt16) throws(ParseFailure) -> UInt32 {
        let variable = try parseVariable()
        guard code == follower || code == other else { throw fail(expecting: Self.variableTail) }
        return variable
    }

    /// What PHP's parser names where a variable may still go on.
    static let variableTail = "\"->\" or \"?->\" or \"{\" or \"[\""

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
    func isWritable(_ expr: UInt32) -> Bool {
        arena.kind(expr).isVariableOrCall
    }

    func isDestructuring(_ expr: UInt32) -> Bool {
        arena.kind(expr) == .array && arena.small(expr) != ArraySyntax.long.code
    }

    /// `[index]` (or `[]`, for writes) after `base`: one step of every variable chain.
    func parseIndexSuffix(_ base: UInt32, startOffset: Int) throws(ParseFailure) -> UInt32 {
        advance()
        var index: UInt32?
        // The index may be empty (`$a[] = 1`), so PHP's parser names `]` at a token that starts none.
        setDefaultTail("']'")
        if !at("]") { index = try parseExpression() }
        try expect("]")
        return arena.make(.arrayDimFetch, range(from: startOffset), base, index.orNone)
    }

    /// `$s{0}`: PHP 8's grammar still reads the old offset syntax (so `if ($x {` fails at the token
    /// after the `{`), and its compiler refuses it only where the chain ends there: `$s{0}[0]` and
    /// `$s{0}->a` pass `php -l`, `$s{0}` does not. After `new` or `instanceof` (`inClassName`)
    /// the chain has no calls and no constants: `new $s{0}()` ends at the `}`.
    func parseCurlyIndexSuffix(_ base: UInt32, startOffset: Int, inClassName: Bool = false) throws(ParseFailure) -> UInt32 {
        let braceOffset = start
        advance()
        let index = try parseExpression()
        guard accept("}") else { throw fail() }
        let continues: Bool
        switch code {
        case C("["), C("{"), K(.objectOperator), K(.nullsafeObjectOperator): continues = true
        case C("("): continues = !inClassName
        case K(.paamayimNekudotayim): continues = !inClassName || peek() == K(.variable) || peek() == C("$")
        default: continues = false
        }
        if !continues { report("Array and string offset access syntax with curly braces is no longer supported", at: braceOffset) }
        return arena.make(.arrayDimFetch, range(from: startOffset), base, index)
    }

    func parsePostfixChain(_ base: UInt32, startOffset: Int) throws(ParseFailure) -> UInt32 {
        var expr = base
        while true {
            // A magic constant names no class and no function (`__CLASS__::A` is a syntax error;
            // `__CLASS__[0]::A` and `(__CLASS__)::A` are not).
            if expr == base, code == K(.paamayimNekudotayim) || code == C("("), arena.kind(base) == .magicConstant { throw fail() }
            switch code {
            case C("["), C("{"), K(.objectOperator), K(.nullsafeObjectOperator), K(.paamayimNekudotayim), C("("): try link()
            default: return expr
            }
            switch code {
            case C("["):
                expr = try parseIndexSuffix(expr, startOffset: startOffset)
            case C("{"):
                expr = try parseCurlyIndexSuffix(expr, startOffset: startOffset)
            case K(.objectOperator), K(.nullsafeObjectOperator):
                let nullsafe: UInt8 = at(.nullsafeObjectOperator) ? 1 : 0
                advance()
                let name = try parseMemberName()
                if at("(") {
                    let arguments = try parseArguments()
                    expr = arena.make(.methodCall, range(from: startOffset), expr, name, arguments, flags: nullsafe)
                } else {
                    expr = arena.make(.propertyFetch, range(from: startOffset), expr, name, flags: nullsafe)
                }
            case K(.paamayimNekudotayim):
                advance()
                expr = try parseStaticMember(nameReference(from: expr), startOffset: startOffset)
            case C("("):
                let callee = nameReference(from: expr)
                let arguments = try parseArguments()
                expr = arena.make(.call, range(from: startOffset), callee, arguments)
            default:
                return expr
            }
        }
    }

    /// After an expression in parentheses: a name or magic constant there is a value, so `::`
    /// and a member, or a call, after it take it as it is (`(A)::B` takes its class from
    /// constant A, and `(__CLASS__)::B` is no syntax error, as `__CLASS__::B` is). Not inlined:
    /// the chain after every primary would carry it.
    @inline(never)
    private func parseValueMember(_ value: UInt32, startOffset: Int) throws(ParseFailure) -> UInt32 {
        guard arena.kind(value) == .constantFetch || arena.kind(value) == .magicConstant else { return value }
        if accept(.paamayimNekudotayim) { return try parseStaticMember(value, startOffset: startOffset) }
        guard at("(") else { return value }
        let arguments = try parseArguments()
        return arena.make(.call, range(from: startOffset), value, arguments)
    }

    /// A bare name before `::` or `(` names a class or function: the constant fetch it was read
    /// as becomes a name reference (over the same name); any other expression stays.
    private func nameReference(from expr: UInt32) -> UInt32 {
        arena.kind(expr) == .constantFetch ? arena.reuse(expr, as: .nameReference, arena.range(expr)) : expr
    }

    /// After `::`: a constant, `class`, a static property or a static method call.
    func parseStaticMember(_ reference: UInt32, startOffset: Int) throws(ParseFailure) -> UInt32 {
        let c = code
        if identifierLike[Int(c)] {
            let nameRange = currentRange
            // `A::CLASS` names the class as `class` does.
            let name = c == K(.class) ? arena.string("class") : tokenText(at: pos)
            advance()
            if at("(") {
                let member = arena.make(.identifier, nameRange, name)
                let arguments = try parseArguments()
                return arena.make(.staticCall, range(from: startOffset), reference, member, arguments)
            }
            return arena.make(.classConstantFetch, range(from: startOffset), reference, name)
        }
        if c == K(.variable) {
            let variableStart = start
            let name = variableText(at: pos)
            let nameRange = currentRange
            advance()
            if at("(") {
                let callee = arena.make(.variable, range(from: variableStart), name)
                let arguments = try parseArguments()
                return arena.make(.staticCall, range(from: startOffset), reference, callee, arguments)
            }
            return arena.make(.staticPropertyFetch, range(from: startOffset), reference, arena.make(.identifier, nameRange, name))
        }
        if c == C("$") {
            let inner = try parseSimpleVariable()
            guard arena.kind(inner) == .variableVariable else { throw fail() }
            return arena.make(.staticPropertyFetch, range(from: startOffset), reference, arena.slot(inner, 0))
        }
        if c == C("{") {
            advance()
            let nameExpr = try parseExpression()
            try expect("}")
            guard at("(") else { throw fail(expecting: "'('") }
            let arguments = try parseArguments()
            return arena.make(.staticCall, range(from: startOffset), reference, nameExpr, arguments)
        }
        // After `::` PHP can also take `class` and every keyword: too many to list.
        throw fail()
    }

    /// After `->`: an identifier (keywords included), `$var`, or `{expr}`.
    func parseMemberName() throws(ParseFailure) -> UInt32 {
        let c = code
        if identifierLike[Int(c)] {
            let name = arena.make(.identifier, currentRange, tokenText(at: pos))
            advance()
            return name
        }
        if c == K(.variable) || c == C("$") { return try parseSimpleVariable() }
        if c == C("{") {
            advance()
            let expr = try parseExpression()
            try expect("}")
            return expr
        }
        throw fail(expecting: "identifier or variable or '{' or '$'")
    }

    /// `$a`, `$$a`, `${expr}`.
    func parseSimpleVariable() throws(ParseFailure) -> UInt32 {
        try enter()
        defer { leave() }
        let startOffset = start
        if at(.variable) {
            let name = variableText(at: pos)
            advance()
            return arena.make(.variable, range(from: startOffset), name)
        }
        guard accept("$") else { throw fail(expecting: "variable or \"$\"") }
        if accept("{") {
            let inner = try parseExpression()
            try expect("}")
            return arena.make(.variableVariable, range(from: startOffset), inner)
        }
        guard at(.variable) || at("$") else { throw fail(expecting: "variable or '{' or '$'") }
        let inner = try parseSimpleVariable()
        return arena.make(.variableVariable, range(from: startOffset), inner)
    }

    /// `(args)` or the first-class callable `(...)`.
    func parseArguments() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        let mark = arena.mark
        try expect("(")
        if at(.ellipsis) && peek() == C(")") {
            advance()
            advance()
            return arena.make(.arguments, range(from: startOffset), since: mark, flags: 1)
        }
        while !at(")") {
            let argumentStart = start
            if accept(.ellipsis) {
                let value = try parseExpression()
                arena.push(arena.make(.argument, range(from: argumentStart), SyntaxArena.none, value, flags: 1))
            } else if identifierLike[Int(code)] && peek() == C(":") {
                let name = tokenText(at: pos)
                advance()
                advance()
                let value = try parseExpression()
                arena.push(arena.make(.argument, range(from: argumentStart), name, value))
            } else {
                let value = try parseExpression()
                arena.push(arena.make(.argument, range(from: argumentStart), SyntaxArena.none, value))
            }
            if !acceptComma(before: ")") { break }
        }
        try expect(")")
        return arena.make(.arguments, range(from: startOffset), since: mark)
    }
}
