/// Control flow: `if`, loops, `switch` and `try`, in both the brace and the `:` … `end…;` forms.
extension PHPParser {
    /// The body of a control statement, as a list node: one statement, or for `:` syntax the
    /// statements up to the matching `end*` keyword (which the caller consumes).
    func parseBody(alternativeEnd: CodeSet) throws(ParseFailure) -> (body: UInt32, alternative: Bool) {
        if accept(":") {
            return (parseStatementList(terminators: alternativeEnd), true)
        }
        return (bodyList(of: try parseSingleStatement()), false)
    }

    func parseParenthesizedExpression() throws(ParseFailure) -> UInt32 {
        try expect("(")
        let value = try parseExpression()
        try expectClosingParenthesis()
        return value
    }

    func parseIf() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        let mark = arena.mark
        advance()
        arena.push(try parseParenthesizedExpression())
        // `if (…): … elseif (…): … else: … endif;`, or each body one statement (a block or not).
        let alternative = accept(":")
        // Past an alternative body but `else:`'s, PHP's parser reduces to the `if` at a token no
        // statement starts with, and names what may follow; past `else:`'s only `endif` may,
        // among every statement, which it does not list.
        let endTail = "'elseif' or 'else' or 'endif'"
        func body(tail: String? = endTail) throws(ParseFailure) -> UInt32 {
            alternative ? parseStatementList(terminators: ifAlternativeEnd, startTail: tail) : bodyList(of: try parseSingleStatement())
        }
        arena.push(try body())
        let clausesMark = arena.mark
        while at(.elseif) {
            let clauseStart = start
            let clauseMark = arena.mark
            advance()
            arena.push(try parseParenthesizedExpression())
            if alternative { try expect(":") }
            arena.push(try body())
            arena.push(arena.make(.elseIf, range(from: clauseStart), since: clauseMark))
        }
        arena.push(arena.list(since: clausesMark))
        let hasElse = accept(.else)
        if hasElse {
            if alternative { try expect(":") }
            arena.push(try body(tail: nil))
        } else {
            arena.push(SyntaxArena.none)
        }
        if alternative {
            try expect(.endif, hasElse ? nil : endTail)
            try expectSemicolon()
        }
        return arena.make(.if, range(from: startOffset), since: mark, flags: alternative ? 1 : 0)
    }

    func parseWhile() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        let mark = arena.mark
        advance()
        arena.push(try parseParenthesizedExpression())
        let (body, alternative) = try parseBody(alternativeEnd: endwhileEnd)
        arena.push(body)
        if alternative {
            try expect(.endwhile, "'endwhile'")
            try expectSemicolon()
        }
        return arena.make(.while, range(from: startOffset), since: mark)
    }

    func parseDoWhile() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        let mark = arena.mark
        advance()
        arena.push(bodyList(of: try parseSingleStatement()))
        try expect(.while, "'while'")
        arena.push(try parseParenthesizedExpression())
        try expectSemicolon()
        return arena.make(.doWhile, range(from: startOffset), since: mark)
    }

    func parseFor() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        let mark = arena.mark
        advance()
        try expect("(")
        arena.push(try parseOptionalExpressionList(until: ";"))
        try expect(";")
        arena.push(try parseOptionalExpressionList(until: ";"))
        try expect(";")
        arena.push(try parseOptionalExpressionList(until: ")"))
        try expect(")")
        let (body, alternative) = try parseBody(alternativeEnd: endforEnd)
        arena.push(body)
        if alternative {
            try expect(.endfor, "'endfor'")
            try expectSemicolon()
        }
        return arena.make(.for, range(from: startOffset), since: mark)
    }

    /// A list node of the expressions up to `terminator` (none before it is an empty list). At
    /// its start PHP's parser could take the list as empty: a token that starts no expression
    /// is met with `terminator` expected.
    func parseOptionalExpressionList(until terminator: Unicode.Scalar) throws(ParseFailure) -> UInt32 {
        let mark = arena.mark
        if !at(terminator) {
            setDefaultTail(Self.quoted(terminator))
            try pushExpressionList()
        }
        return arena.list(since: mark)
    }

    /// One or more expressions separated by commas, each pushed.
    func pushExpressionList() throws(ParseFailure) {
        arena.push(try parseExpression())
        while accept(",") { arena.push(try parseExpression()) }
    }

    func parseForeach() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        let mark = arena.mark
        advance()
        try expect("(")
        arena.push(try parseExpression())
        // After the expression PHP's parser could still take an operator: no tail.
        guard accept(.as) else { throw fail() }
        var (value, byReference) = try parseForeachTarget(isKey: true)
        var key: UInt32?
        var keyByReference = false
        if accept(.doubleArrow) {
            keyByReference = byReference
            key = value
            (value, byReference) = try parseForeachTarget(isKey: false)
        }
        arena.push(key)
        arena.push(value)
        try expect(")")
        let (body, alternative) = try parseBody(alternativeEnd: endforeachEnd)
        arena.push(body)
        if alternative {
            try expect(.endforeach, "'endforeach'")
            try expectSemicolon()
        }
        return arena.make(.foreach, range(from: startOffset), since: mark, flags: (byReference ? 1 : 0) | (keyByReference ? 2 : 0))
    }

    /// A variable, one taken by reference, or a `list()`/`[]` pattern: what PHP's grammar lets
    /// a `foreach` write its keys and values to (a constant or a literal there is a syntax error).
    /// The key comes before `=>`, the value before `)`.
    func parseForeachTarget(isKey: Bool) throws(ParseFailure) -> (UInt32, Bool) {
        standaloneListPosition = pos
        foreachTargetPosition = pos
        var atEnd: Bool { at(.doubleArrow) || at(")") }
        var target: UInt32
        var byReference = false
        if at(.list) {
            (target, _, _) = try parsePrimary()
            guard atEnd else { throw fail(expecting: isKey ? "\"=>\" or \")\"" : "\")\"") }
        } else if at("[") {
            // A pattern, unless a dereference follows: `[$a][0]` is a variable to PHP's grammar
            // (its compiler refuses the temporary).
            (target, _) = try parseChainedPrimary()
            guard atEnd else { throw fail(expecting: Self.variableTail) }
        } else {
            if atAmpersand {
                advance()
                byReference = true
            }
            target = try parseVariable(endingBefore: K(.doubleArrow), or: C(")"))
        }
        // PHP's parser ends the value at `=>` as at `)`, then wants the `)`.
        if !isKey && at(.doubleArrow) { throw fail(expecting: "\")\"") }
        return (target, byReference)
    }

    func parseSwitch() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        let mark = arena.mark
        advance()
        arena.push(try parseParenthesizedExpression())
        let alternative: Bool
        if accept(":") {
            alternative = true
        } else {
            try expect("{")
            alternative = false
        }
        _ = accept(";")
        let casesMark = arena.mark
        while at(.case) || at(.default) {
            let caseStart = start
            let caseMark = arena.mark
            if accept(.case) {
                arena.push(try parseExpression())
            } else {
                advance()
                arena.push(SyntaxArena.none)
            }
            if !accept(":") && !accept(";") { throw fail() }
            arena.push(parseStatementList(terminators: switchCaseEnd, startTail: alternative ? "'endswitch' or 'case' or 'default'" : "'case' or 'default' or '}'"))
            arena.push(arena.make(.switchCase, range(from: caseStart), since: caseMark))
        }
        arena.push(arena.list(since: casesMark))
        if alternative {
            try expect(.endswitch, "'endswitch'")
            try expectSemicolon()
        } else {
            try expect("}")
        }
        return arena.make(.switch, range(from: startOffset), since: mark)
    }

    func parseTry() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        let mark = arena.mark
        advance()
        arena.push(try parseBlock())
        let catchesMark = arena.mark
        while at(.catch) {
            let clauseStart = start
            let clauseMark = arena.mark
            advance()
            try expect("(")
            let typesMark = arena.mark
            arena.push(try parseNameIndex().0)
            while accept("|") { arena.push(try parseNameIndex().0) }
            arena.push(arena.list(since: typesMark))
            if at(.variable) {
                arena.push(variableText(at: pos))
                advance()
            } else {
                arena.push(SyntaxArena.none)
            }
            try expect(")")
            arena.push(try parseBlock())
            arena.push(arena.make(.catchClause, range(from: clauseStart), since: clauseMark))
        }
        arena.push(arena.list(since: catchesMark))
        if accept(.finally) {
            arena.push(try parseBlock())
        } else {
            arena.push(SyntaxArena.none)
        }
        return arena.make(.try, range(from: startOffset), since: mark)
    }
}
