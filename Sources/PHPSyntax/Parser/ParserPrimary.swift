/// Primary expressions: variables, literals, names, arrays, `new`, closures, `match` and the
/// language constructs that look like calls.
extension PHPParser {
    /// Returns the expression, whether PHP lets `[…]`/`->`/`::`/`(…)` follow it directly, and
    /// whether it was parenthesized (which makes it read-only).
    func parsePrimary() throws(ParseFailure) -> (UInt32, Bool, Bool) {
        let startOffset = start
        let c = code
        switch c {
        case K(.variable):
            let name = variableText(at: pos)
            advance()
            return (arena.make(.variable, range(from: startOffset), name), true, false)
        case C("$"):
            return (try parseSimpleVariable(), true, false)
        case K(.lnumber):
            let value = integerLiteral(at: pos)
            advance()
            return (numberNode(value, range(from: startOffset)), false, false)
        case K(.dnumber):
            let value = floatLiteral(at: pos)
            advance()
            return (numberNode(.float(value), range(from: startOffset)), false, false)
        case K(.constantEncapsedString):
            let value = constantStringLiteral(at: pos)
            advance()
            return (arena.make(.string, range(from: startOffset), value), true, false)
        case C("\""):
            return (try parseInterpolatedString(closing: "\""), true, false)
        case C("`"):
            return (try parseInterpolatedString(closing: "`"), false, false)
        case K(.startHeredoc):
            return (try parseHeredoc(), false, false)
        case K(.string), K(.nameQualified), K(.nameFullyQualified), K(.nameRelative), K(.enum), K(.readonly):
            let (name, nameRange) = nameIndex(at: pos)
            advance()
            return (arena.make(.constantFetch, nameRange, name), true, false)
        // PHP 8 lexes `\foo` and `namespace\foo` as one name; a `\` or `namespace` standing apart
        // (`\ foo`) starts no expression and fails as any other token (the default below).
        case K(.static):
            if peek() == K(.function) || peek() == K(.fn) {
                return (try parseClosure(attributes: nil, startOffset: startOffset), false, false)
            }
            let (name, nameRange) = nameIndex(at: pos)
            advance()
            guard accept(.paamayimNekudotayim) else { throw fail(expecting: "'::'") }
            let reference = arena.make(.nameReference, nameRange, name)
            return (try parseStaticMember(reference, startOffset: startOffset), true, false)
        case K(.function), K(.fn):
            return (try parseClosure(attributes: nil, startOffset: startOffset), false, false)
        case K(.attribute):
            let attributes = try parseAttributeGroups()
            return (try parseAttributedClosure(attributes: attributes, startOffset: startOffset), false, false)
        case K(.classC), K(.dir), K(.file), K(.funcC), K(.line), K(.methodC), K(.nsC), K(.traitC):
            advance()
            return (arena.make(.magicConstant, range(from: startOffset), since: arena.mark, small: c), true, false)
        case K(.array):
            guard peek() == C("(") else {
                let name = nameAt(pos)
                advance()
                throw fail(expecting: name.last == "array" ? "'('" : nil)
            }
            advance()
            advance()
            return (try parseArrayItems(closing: ")", syntax: .long, startOffset: startOffset), true, false)
        case K(.list):
            // PHP's grammar has `list(…)` only before `=`, or as a whole array element or foreach
            // target (`[list($a)] = …`, `as list($a, $b)`); `f(list($a))` fails at its `)`.
            let isWholeTarget = pos == standaloneListPosition
            // `as list($k) => $v` parses; the compiler then refuses a list as the key.
            let isForeachTarget = pos == foreachTargetPosition
            advance()
            try expect("(")
            let list = try parseArrayItems(closing: ")", syntax: .list, startOffset: startOffset)
            // A foreach target's end is `parseForeachTarget`'s to word.
            guard isForeachTarget || at("=") || isWholeTarget && (at(",") || at(")") || at("]")) else { throw fail(expecting: "'='") }
            return (list, false, false)
        case C("["):
            advance()
            return (try parseArrayItems(closing: "]", syntax: .short, startOffset: startOffset), true, false)
        case C("("):
            advance()
            let inner = try parseExpression()
            try expectClosingParenthesis()
            return (inner, true, true)
        case K(.new):
            return (try parseNew(), false, false)
        case K(.isset):
            let mark = arena.mark
            advance()
            try expect("(")
            repeat { arena.push(try parseExpression()) } while acceptComma(before: ")")
            try expect(")")
            return (arena.make(.isset, range(from: startOffset), since: mark), false, false)
        case K(.empty):
            advance()
            try expect("(")
            let value = try parseExpression()
            // One expression and no comma after it (`isset` takes a list, `empty` does not); PHP's
            // parser could still take an operator there, so it names nothing it expects.
            guard accept(")") else { throw fail() }
            return (arena.make(.empty, range(from: startOffset), value), false, false)
        case K(.eval):
            advance()
            try expect("(")
            let value = try parseExpression()
            try expect(")")
            return (arena.make(.eval, range(from: startOffset), value), false, false)
        case K(.exit):
            advance()
            var value: UInt32?
            if accept("(") {
                if !at(")") { value = try parseExpression() }
                try expect(")")
            }
            return (arena.make(.exit, range(from: startOffset), value.orNone), false, false)
        case K(.match):
            return (try parseMatch(), false, false)
        default:
            throw fail()
        }
    }

    /// An integer or float literal's node.
    func numberNode(_ value: NumberLiteral, _ range: SourceRange) -> UInt32 {
        switch value {
        case .integer(let integer):
            let bits = UInt64(bitPattern: Int64(integer))
            return arena.make(.integer, range, UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32))
        case .float(let float):
            let bits = float.bitPattern
            return arena.make(.float, range, UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32))
        }
    }

    /// `array(...)`, `[...]` or `list(...)` after its opener: the items (a skipped slot, `[, $b]`,
    /// is `none`) and the closer.
    func parseArrayItems(closing: Unicode.Scalar, syntax: ArraySyntax, startOffset: Int) throws(ParseFailure) -> UInt32 {
        let mark = arena.mark
        let closingTail = closing == "]" ? "']'" : "')'"
        while !at(closing) {
            if accept(",") {
                arena.push(SyntaxArena.none)
                continue
            }
            let itemStart = start
            // An element may be empty, so PHP's parser names the closer at a token that starts none.
            setDefaultTail(closingTail)
            if accept(.ellipsis) {
                let value = try parseExpression()
                arena.push(arena.make(.arrayItem, range(from: itemStart), SyntaxArena.none, value, flags: 2))
            } else if atAmpersand {
                // A reference is taken to a variable only, as with `=&`.
                advance()
                let value = try parseVariable(endingBefore: C(","), or: C(closing))
                arena.push(arena.make(.arrayItem, range(from: itemStart), SyntaxArena.none, value, flags: 1))
            } else {
                standaloneListPosition = pos
                let first = try parseExpression()
                if accept(.doubleArrow) {
                    let byReference = atAmpersand
                    if byReference { advance() }
                    standaloneListPosition = pos
                    let value = byReference ? try parseVariable(endingBefore: C(","), or: C(closing)) : try parseExpression()
                    arena.push(arena.make(.arrayItem, range(from: itemStart), first, value, flags: byReference ? 1 : 0))
                } else {
                    arena.push(arena.make(.arrayItem, range(from: itemStart), SyntaxArena.none, first))
                }
            }
            if !accept(",") { break }
        }
        try expect(closing)
        return arena.make(.array, range(from: startOffset), since: mark, small: syntax.code)
    }

    func parseNew() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        advance()
        // `new readonly class {}` is PHP 8.3; 8.2 refuses it at `readonly`.
        if at(.class) || at(.attribute) {
            var attributes: UInt32?
            if at(.attribute) { attributes = try parseAttributeGroups() }
            let classStart = start
            var modifiers: ModifierList = []
            if accept(.readonly) { modifiers.append(.readonly) }
            let keywordOffset = start
            try expect(.class, "'class'")
            let arguments = at("(") ? try parseArguments() : emptyArguments()
            let declaration = try parseClassRest(kind: .class, name: arena.text(keywordOffset, keywordOffset), modifiers: modifiers, attributes: attributes, startOffset: classStart, keywordOffset: keywordOffset)
            return arena.make(.new, range(from: startOffset), declaration, arguments)
        }
        let reference = try parseClassNameReference()
        let arguments = at("(") ? try parseArguments() : emptyArguments()
        return arena.make(.new, range(from: startOffset), reference, arguments)
    }

    /// The arguments of a `new` without parentheses: none, at the end of what came before.
    private func emptyArguments() -> UInt32 {
        arena.make(.arguments, SourceRange(start: lastEnd, end: lastEnd), since: arena.mark)
    }

    /// The class after `new` or `instanceof`: a name, `static`, `(expr)`, or a variable chain
    /// without calls (`new $a->b['c']`).
    func parseClassNameReference() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        switch code {
        // Not `readonly`: PHP 8.2 names no class so (`new readonly(1)` fails at `readonly`).
        case K(.string), K(.nameQualified), K(.nameFullyQualified), K(.nameRelative), K(.static), K(.enum):
            let (name, nameRange) = nameIndex(at: pos)
            advance()
            let reference = arena.make(.nameReference, nameRange, name)
            // `new static::$class(…)`, `new A::$b()`: a static property names the class (and
            // nothing else may follow `::` here: `new A::B` is refused at `B`).
            guard at(.paamayimNekudotayim) else { return reference }
            advance()
            let property = try parseStaticMemberName()
            return try parseNewVariableRest(arena.make(.staticPropertyFetch, range(from: startOffset), reference, property), startOffset: startOffset)
        case C("("):
            advance()
            let inner = try parseExpression()
            try expectClosingParenthesis()
            return inner
        case K(.variable), C("$"):
            return try parseNewVariableRest(try parseSimpleVariable(), startOffset: startOffset)
        default:
            throw fail()
        }
    }

    /// `$name` or `$$name` after `::`, as a member name.
    private func parseStaticMemberName() throws(ParseFailure) -> UInt32 {
        let member = try parseSimpleVariable()
        switch arena.kind(member) {
        case .variable: return arena.reuse(member, as: .identifier, arena.range(member))
        case .variableVariable: return arena.slot(member, 0)
        default: return member
        }
    }

    /// The rest of a variable chain without calls after `new`/`instanceof`: `[…]`, `{…}`, `->x`, `::$x`.
    private func parseNewVariableRest(_ base: UInt32, startOffset: Int) throws(ParseFailure) -> UInt32 {
        var expr = base
        while true {
            switch code {
            case C("["), C("{"), K(.objectOperator), K(.nullsafeObjectOperator), K(.paamayimNekudotayim): try link()
            default: return expr
            }
            switch code {
            case C("["):
                expr = try parseIndexSuffix(expr, startOffset: startOffset)
            case C("{"):
                expr = try parseCurlyIndexSuffix(expr, startOffset: startOffset, inClassName: true)
            case K(.objectOperator), K(.nullsafeObjectOperator):
                let nullsafe: UInt8 = at(.nullsafeObjectOperator) ? 1 : 0
                advance()
                let name = try parseMemberName()
                expr = arena.make(.propertyFetch, range(from: startOffset), expr, name, flags: nullsafe)
            case K(.paamayimNekudotayim):
                // Only a static property may follow (`new $a::B` fails at `B`, as PHP's grammar does).
                advance()
                let name = try parseStaticMemberName()
                expr = arena.make(.staticPropertyFetch, range(from: startOffset), expr, name)
            default:
                return expr
            }
        }
    }

    func parseMatch() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        advance()
        let subject = try parseParenthesizedExpression()
        try expect("{")
        let armsMark = arena.mark
        while !at("}") {
            let armStart = start
            var conditions: UInt32?
            if at(.default) {
                advance()
                _ = accept(",")
            } else {
                let mark = arena.mark
                // At an arm's start PHP's parser could close the list: a token that starts no
                // condition is unexpected there, `}` expected. A trailing comma may end the
                // conditions, never stand for them.
                setDefaultTail("'}'")
                arena.push(try parseExpression())
                while accept(","), !at(.doubleArrow) { arena.push(try parseExpression()) }
                conditions = arena.list(since: mark)
            }
            try expect(.doubleArrow, "'=>'")
            let body = try parseExpression()
            arena.push(arena.make(.matchArm, range(from: armStart), conditions.orNone, body))
            if !accept(",") { break }
        }
        try expect("}")
        let arms = arena.list(since: armsMark)
        return arena.make(.match, range(from: startOffset), subject, arms)
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

    /// The name spelled by significant token `index`, as a name of the tree, and its range.
    func nameIndex(at index: Int) -> (UInt32, SourceRange) {
        let tokenStart = Int(starts[index])
        let tokenEnd = Int(ends[index])
        let kind: Name.Kind
        var textStart = tokenStart
        switch codes[index] {
        case K(.nameFullyQualified):
            kind = .fullyQualified
            textStart += 1
        case K(.nameRelative):
            kind = .relative
            textStart += 10 // `namespace\`
        case K(.nameQualified):
            kind = .qualified
        default:
            kind = .unqualified
        }
        return (arena.name(tokenStart, textStart: textStart, tokenEnd, kind: kind), SourceRange(start: tokenStart, end: tokenEnd))
    }

    /// `parseName`, as a name of the tree.
    func parseNameIndex() throws(ParseFailure) -> (UInt32, SourceRange) {
        guard Self.startsName(code) else { throw fail() }
        let name = nameIndex(at: pos)
        advance()
        return name
    }

    /// Whether token `code` is a class or namespace name (`parseName`): a word, the three kinds
    /// of qualified name, or a keyword PHP 8.2 still reads as a name there. A switch, not a
    /// table: a global table is initialized lazily, checked at every read, and names are read
    /// everywhere.
    @inline(__always)
    static func startsName(_ code: UInt16) -> Bool {
        switch code {
        case K(.string), K(.nameQualified), K(.nameFullyQualified), K(.nameRelative), K(.enum), K(.readonly), K(.match): true
        default: false
        }
    }

    /// A class/namespace name: `Foo`, `A\B`, `\A\B`, `namespace\A`.
    func parseName() throws(ParseFailure) -> Name {
        // PHP's list (identifier, the three kinds of qualified name, keywords) is too long to give.
        guard Self.startsName(code) else { throw fail() }
        let name = nameAt(pos)
        advance()
        return name
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

    /// `parseDeclaredName`, as a text of the tree.
    func parseDeclaredNameText(orReadonly: Bool = false, expecting: String = "identifier") throws(ParseFailure) -> UInt32 {
        guard code == K(.string) || (orReadonly && code == K(.readonly)) else { throw fail(expecting: expecting) }
        let text = tokenText(at: pos)
        advance()
        return text
    }

    /// `parseIdentifier`, as a text of the tree.
    func parseIdentifierText() throws(ParseFailure) -> UInt32 {
        guard identifierLike[Int(code)] else { throw failAtIdentifier() }
        let text = tokenText(at: pos)
        advance()
        return text
    }

    /// The failure at a token that is no identifier. PHP reads `<?=` as `echo`, a keyword its
    /// grammar takes as a name there, and refuses it only as it makes the name.
    private func failAtIdentifier() -> ParseFailure {
        guard code == K(.openTagWithEcho) else { return fail() }
        if firstErrorOffset == nil { firstErrorOffset = start }
        report("Cannot use \"<?=\" as an identifier", at: phpLocation)
        return ParseFailure()
    }

    /// An identifier where PHP also accepts keywords (constant, method, alias names).
    func parseIdentifier() throws(ParseFailure) -> String {
        // Every keyword would be listed too: PHP gives no tail.
        guard identifierLike[Int(code)] else { throw failAtIdentifier() }
        let text = currentText
        advance()
        return text
    }
}
