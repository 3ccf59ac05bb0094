/// Primary expressions: variables, literals, names, arrays, `new`, closures, `match` and the
/// language constructs that look like calls.
extension PHPParser {
    /// Returns the expression, whether PHP lets `[…]`/`->`/`::`/`(…)` follow it directly, and
    /// whether it was parenthesized (which makes it read-only).
    func parsePrimary() throws(ParseFailure) -> (Expr, Bool, Bool) {
        let startOffset = start
        let c = code
        switch c {
        case K(.variable):
            let name = variableName(at: pos)
            advance()
            return (Expr(.variable(name), range(from: startOffset)), true, false)
        case C("$"):
            return (try parseSimpleVariable(), true, false)
        case K(.lnumber):
            let value = integerLiteral(at: pos)
            advance()
            return (Expr(value, range(from: startOffset)), false, false)
        case K(.dnumber):
            let value = floatLiteral(at: pos)
            advance()
            return (Expr(.float(value), range(from: startOffset)), false, false)
        case K(.constantEncapsedString):
            let value = constantStringLiteral(at: pos)
            advance()
            return (Expr(.string(value), range(from: startOffset)), true, false)
        case C("\""):
            return (try parseInterpolatedString(closing: "\""), true, false)
        case C("`"):
            return (try parseInterpolatedString(closing: "`"), false, false)
        case K(.startHeredoc):
            return (try parseHeredoc(), false, false)
        case K(.string), K(.nameQualified), K(.nameFullyQualified), K(.nameRelative), K(.enum), K(.readonly):
            let name = nameAt(pos)
            advance()
            return (Expr(.constantFetch(name), name.range), true, false)
        // PHP 8 lexes `\foo` and `namespace\foo` as one name; a `\` or `namespace` standing apart
        // (`\ foo`) starts no expression and fails as any other token (the default below).
        case K(.static):
            if peek() == K(.function) || peek() == K(.fn) {
                return (try parseClosure(attributes: [], startOffset: startOffset), false, false)
            }
            let name = Name(joined: currentText, kind: .unqualified, range: currentRange)
            advance()
            guard accept(.paamayimNekudotayim) else { throw fail(expecting: "'::'") }
            return (try parseStaticMember(.name(name), startOffset: startOffset), true, false)
        case K(.function), K(.fn):
            return (try parseClosure(attributes: [], startOffset: startOffset), false, false)
        case K(.attribute):
            let attributes = try parseAttributeGroups()
            return (try parseAttributedClosure(attributes: attributes, startOffset: startOffset), false, false)
        case K(.classC), K(.dir), K(.file), K(.funcC), K(.line), K(.methodC), K(.nsC), K(.traitC):
            let kind = TokenKind(rawValue: UInt8(c))!
            advance()
            return (Expr(.magicConstant(kind), range(from: startOffset)), true, false)
        case K(.array):
            guard peek() == C("(") else {
                let name = nameAt(pos)
                advance()
                throw fail(expecting: name.last == "array" ? "'('" : nil)
            }
            advance()
            advance()
            let items = try parseArrayItems(closing: ")")
            return (Expr(.array(items, syntax: .long), range(from: startOffset)), true, false)
        case K(.list):
            // PHP's grammar has `list(…)` only before `=`, or as a whole array element or foreach
            // target (`[list($a)] = …`, `as list($a, $b)`); `f(list($a))` fails at its `)`.
            let isWholeTarget = pos == standaloneListPosition
            // `as list($k) => $v` parses; the compiler then refuses a list as the key.
            let isForeachTarget = pos == foreachTargetPosition
            advance()
            try expect("(")
            let items = try parseArrayItems(closing: ")")
            let list = Expr(.array(items, syntax: .list), range(from: startOffset))
            guard at("=") || isWholeTarget && (at(",") || at(")") || at("]")) || isForeachTarget && at(.doubleArrow) else { throw fail(expecting: "'='") }
            return (list, false, false)
        case C("["):
            advance()
            let items = try parseArrayItems(closing: "]")
            return (Expr(.array(items, syntax: .short), range(from: startOffset)), true, false)
        case C("("):
            advance()
            let inner = try parseExpression()
            try expectClosingParenthesis()
            return (inner, true, true)
        case K(.new):
            return (try parseNew(), false, false)
        case K(.isset):
            advance()
            try expect("(")
            var values: [Expr] = []
            while !at(")") {
                values.append(try parseExpression())
                if !accept(",") { break }
            }
            if values.isEmpty { throw fail() }
            try expect(")")
            return (Expr(.isset(values), range(from: startOffset)), false, false)
        case K(.empty):
            advance()
            try expect("(")
            let value = try parseExpression()
            _ = accept(",")
            try expect(")")
            return (Expr(.empty(value), range(from: startOffset)), false, false)
        case K(.eval):
            advance()
            try expect("(")
            let value = try parseExpression()
            try expect(")")
            return (Expr(.eval(value), range(from: startOffset)), false, false)
        case K(.exit):
            advance()
            var value: Expr?
            if accept("(") {
                if !at(")") { value = try parseExpression() }
                try expect(")")
            }
            return (Expr(.exit(value), range(from: startOffset)), false, false)
        case K(.match):
            return (try parseMatch(), false, false)
        default:
            throw fail()
        }
    }

    /// Items of `array(...)`, `[...]` or `list(...)`; skipped slots (`[, $b]`) are nil.
    func parseArrayItems(closing: Unicode.Scalar) throws(ParseFailure) -> [ArrayItem?] {
        var items: [ArrayItem?] = []
        let closingTail = closing == "]" ? "']'" : "')'"
        while !at(closing) {
            if accept(",") {
                items.append(nil)
                continue
            }
            let itemStart = start
            // An element may be empty, so PHP's parser names the closer at a token that starts none.
            setDefaultTail(closingTail)
            if accept(.ellipsis) {
                let value = try parseExpression()
                items.append(ArrayItem(key: nil, value: consume value, unpack: true, range: range(from: itemStart)))
            } else if atAmpersand {
                advance()
                let value = try parseExpression(minPrecedence: Precedence.assignment)
                items.append(ArrayItem(key: nil, value: consume value, byReference: true, range: range(from: itemStart)))
            } else {
                standaloneListPosition = pos
                let first = try parseExpression()
                if accept(.doubleArrow) {
                    let byReference = atAmpersand
                    if byReference { advance() }
                    standaloneListPosition = pos
                    let value = try parseExpression()
                    items.append(ArrayItem(key: consume first, value: consume value, byReference: byReference, range: range(from: itemStart)))
                } else {
                    items.append(ArrayItem(key: nil, value: consume first, range: range(from: itemStart)))
                }
            }
            if !accept(",") { break }
        }
        try expect(closing)
        return items
    }

    func parseNew() throws(ParseFailure) -> Expr {
        let startOffset = start
        advance()
        // `new readonly class {}` is PHP 8.3; 8.2 refuses it at `readonly`.
        if at(.class) || at(.attribute) {
            var attributes: [AttributeGroup] = []
            if at(.attribute) { attributes = try parseAttributeGroups() }
            let classStart = start
            var modifiers: ModifierList = []
            if accept(.readonly) { modifiers.append(.readonly) }
            let keywordOffset = start
            try expect(.class, "'class'")
            var arguments = Arguments(items: [], range: SourceRange(start: lastEnd, end: lastEnd))
            if at("(") { arguments = try parseArguments() }
            let declaration = try parseClassRest(kind: .class, name: "", modifiers: modifiers, attributes: attributes, startOffset: classStart, keywordOffset: keywordOffset)
            return Expr(.new(.anonymousClass(declaration), arguments: arguments), range(from: startOffset))
        }
        let reference = try parseClassNameReference()
        var arguments = Arguments(items: [], range: SourceRange(start: lastEnd, end: lastEnd))
        if at("(") { arguments = try parseArguments() }
        return Expr(.new(reference, arguments: arguments), range(from: startOffset))
    }

    /// The class after `new` or `instanceof`: a name, `static`, `(expr)`, or a variable chain
    /// without calls (`new $a->b['c']`).
    func parseClassNameReference() throws(ParseFailure) -> ClassReference {
        let startOffset = start
        switch code {
        // Not `readonly`: PHP 8.2 names no class so (`new readonly(1)` fails at `readonly`).
        case K(.string), K(.nameQualified), K(.nameFullyQualified), K(.nameRelative), K(.static), K(.enum):
            let name = nameAt(pos)
            advance()
            // `new static::$class(…)`, `new A::$b()`: a static property names the class.
            guard at(.paamayimNekudotayim) && (peek() == K(.variable) || peek() == C("$")) else { return .name(name) }
            advance()
            let property = try parseStaticMemberName()
            return try parseNewVariableRest(Expr(.staticPropertyFetch(.name(name), property), range(from: startOffset)), startOffset: startOffset)
        case C("("):
            advance()
            let inner = try parseExpression()
            try expectClosingParenthesis()
            return .expression(inner)
        case K(.variable), C("$"):
            return try parseNewVariableRest(try parseSimpleVariable(), startOffset: startOffset)
        default:
            throw fail()
        }
    }

    /// `$name` or `$$name` after `::`, as a member name.
    private func parseStaticMemberName() throws(ParseFailure) -> MemberName {
        let member = try parseSimpleVariable()
        if case .variable(let identifier) = member.kind { return .identifier(identifier, member.range) }
        if case .variableVariable(let inner) = member.kind { return .expression(inner) }
        return .expression(member)
    }

    /// The rest of a variable chain without calls after `new`/`instanceof`: `[…]`, `->x`, `::$x`.
    private func parseNewVariableRest(_ base: Expr, startOffset: Int) throws(ParseFailure) -> ClassReference {
        var expr = base
        while true {
            switch code {
            case C("["):
                expr = try parseIndexSuffix(expr, startOffset: startOffset)
            case K(.objectOperator), K(.nullsafeObjectOperator):
                let nullsafe = at(.nullsafeObjectOperator)
                advance()
                let name = try parseMemberName()
                expr = Expr(.propertyFetch(object: expr, name: name, nullsafe: nullsafe), range(from: startOffset))
            case K(.paamayimNekudotayim) where peek() == K(.variable) || peek() == C("$"):
                advance()
                let name = try parseStaticMemberName()
                expr = Expr(.staticPropertyFetch(.expression(expr), name), range(from: startOffset))
            default:
                return .expression(expr)
            }
        }
    }

    func parseMatch() throws(ParseFailure) -> Expr {
        let startOffset = start
        advance()
        let subject = try parseParenthesizedExpression()
        try expect("{")
        var arms: [MatchArm] = []
        while !at("}") {
            let armStart = start
            var conditions: [Expr]?
            if at(.default) {
                advance()
                _ = accept(",")
            } else {
                var list: [Expr] = []
                repeat {
                    if at(.doubleArrow) { break }
                    list.append(try parseExpression())
                } while accept(",")
                conditions = list
            }
            try expect(.doubleArrow, "'=>'")
            let body = try parseExpression()
            arms.append(MatchArm(conditions: conditions, body: body, range: range(from: armStart)))
            if !accept(",") { break }
        }
        try expect("}")
        return Expr(.match(subject: subject, arms: arms), range(from: startOffset))
    }

    // MARK: Names

    /// The Name spelled by significant token `index` (identifier, qualified or keyword).
    func nameAt(_ index: Int) -> Name {
        let tokenStart = Int(starts[index])
        let tokenEnd = Int(ends[index])
        let range = SourceRange(start: tokenStart, end: tokenEnd)
        let c = codes[index]
        var kind = Name.Kind.unqualified
        var partStart = tokenStart
        if c == K(.nameFullyQualified) {
            kind = .fullyQualified
            partStart += 1
        } else if c == K(.nameRelative) {
            kind = .relative
            partStart += 10 // `namespace\`
        } else if c == K(.nameQualified) {
            kind = .qualified
        } else {
            return Name(joined: string(from: tokenStart, to: tokenEnd), kind: .unqualified, range: range)
        }
        return Name(joined: string(from: partStart, to: tokenEnd), kind: kind, range: range)
    }

    /// A class/namespace name: `Foo`, `A\B`, `\A\B`, `namespace\A`.
    func parseName() throws(ParseFailure) -> Name {
        switch code {
        case K(.string), K(.nameQualified), K(.nameFullyQualified), K(.nameRelative), K(.enum), K(.readonly), K(.match):
            let name = nameAt(pos)
            advance()
            return name
        default:
            // PHP's list (identifier, the three kinds of qualified name, keywords) is too long to give.
            throw fail()
        }
    }

    /// A declared name where PHP accepts no keyword (`T_STRING`): functions (which may also be
    /// named `readonly`), classes, global constants, `use … as` aliases. `function echo(){}` and
    /// `class static {}` are syntax errors; PHP expects `(` after `function` when the name is taken.
    func parseDeclaredName(orReadonly: Bool = false, expecting: String = "identifier") throws(ParseFailure) -> String {
        guard code == K(.string) || (orReadonly && code == K(.readonly)) else { throw fail(expecting: expecting) }
        let text = currentText
        advance()
        return text
    }

    /// An identifier where PHP also accepts keywords (constant, method, alias names).
    func parseIdentifier() throws(ParseFailure) -> String {
        // Every keyword would be listed too: PHP gives no tail.
        guard identifierLike[Int(code)] else { throw fail() }
        let text = currentText
        advance()
        return text
    }
}
