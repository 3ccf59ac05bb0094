/// Statements: lists with recovery, and the small top-level statements (namespace, use, const, declare…).
extension PHPParser {
    /// The file's statements, as a list node.
    func parseFile() -> UInt32 {
        let mark = arena.mark
        pushStatements(terminators: noTerminators, place: .top)
        // A stray `}` at top level ends the list; report it and keep going so later code is seen.
        while !atEnd && !halted {
            let startOffset = start
            _ = fail()
            advance()
            synchronize()
            arena.push(arena.make(.errorStatement, range(from: startOffset), since: arena.mark))
            pushStatements(terminators: noTerminators, place: .top)
        }
        return arena.list(since: mark)
    }

    /// Parses statements until end of input, a `}`, or one of `terminators` (not consumed), as a
    /// list node; they stand at `place`. `startTail` is what PHP names as expected at a token
    /// that starts no statement (a switch's cases know what may end them).
    func parseStatementList(terminators: CodeSet, place: StatementPlace = .inner, startTail: String? = nil) -> UInt32 {
        let mark = arena.mark
        pushStatements(terminators: terminators, place: place, startTail: startTail)
        return arena.list(since: mark)
    }

    /// `parseStatementList`'s statements, pushed one by one.
    private func pushStatements(terminators: CodeSet, place: StatementPlace, startTail: String? = nil) {
        let outer = statementPlace
        defer { statementPlace = outer }
        while !atEnd && !halted {
            statementPlace = place
            if let startTail { setDefaultTail(startTail) }
            let c = code
            if c == C("}") || terminators[Int(c)] { break }
            if c == K(.openTag) || c == K(.closeTag) { advance(); continue }
            let startPos = pos
            let startOffset = start
            if depth == 0 { topLevelStatementStart = pos }
            let statementMark = arena.mark
            do {
                arena.push(try parseStatement())
            } catch {
                // The parts the statement had pushed when it failed are dropped with it.
                arena.discard(since: statementMark)
                synchronize()
                if pos == startPos { advance() }
                arena.push(arena.make(.errorStatement, range(from: startOffset), since: statementMark))
            }
        }
    }

    /// The statement a control structure without braces runs (PHP's `statement`).
    func parseSingleStatement() throws(ParseFailure) -> UInt32 {
        let outer = statementPlace
        defer { statementPlace = outer }
        statementPlace = .single
        return try parseStatement()
    }

    /// One statement, noted in its body's facts.
    func parseStatement() throws(ParseFailure) -> UInt32 {
        let statement = try parseStatementAlone()
        bodyFacts.formUnion(BodyFacts.of(statement: statement, in: arena.built))
        return statement
    }

    private func parseStatementAlone() throws(ParseFailure) -> UInt32 {
        try enter()
        defer { leave() }
        // A statement of its own starts the count of chain links afresh (one inside a closure
        // adds to its expression's).
        if expressionNesting == 0 { chainLinks = 0 }
        let startOffset = start
        let mark = arena.mark
        let c = code
        switch c {
        case C("{"):
            advance()
            pushStatements(terminators: noTerminators, place: .inner)
            try expect("}")
            return arena.make(.block, range(from: startOffset), since: mark)
        case C(";"):
            advance()
            return arena.make(.nop, range(from: startOffset), since: mark)
        case K(.closeTag), K(.openTag):
            advance()
            return arena.make(.nop, range(from: startOffset), since: mark)
        case K(.inlineHTML):
            arena.push(arena.bytes(Array(bytes[start..<Int(ends[pos])])))
            advance()
            return arena.make(.inlineHTML, range(from: startOffset), since: mark)
        case K(.openTagWithEcho), K(.echo):
            advance()
            try pushExpressionList()
            try expectSemicolon(expecting: "',' or ';'")
            return arena.make(.echo, range(from: startOffset), since: mark)
        case K(.if): return try parseIf()
        case K(.while): return try parseWhile()
        case K(.do): return try parseDoWhile()
        case K(.for): return try parseFor()
        case K(.foreach): return try parseForeach()
        case K(.switch): return try parseSwitch()
        case K(.break), K(.continue):
            advance()
            // The level is optional: at a token that starts no expression PHP wants `;`.
            setDefaultTail("';'")
            arena.push(!at(";") && !at(.closeTag) ? try parseExpression() : SyntaxArena.none)
            try expectSemicolon()
            return arena.make(c == K(.break) ? .break : .continue, range(from: startOffset), since: mark)
        case K(.return):
            advance()
            setDefaultTail("';'")
            arena.push(!at(";") && !at(.closeTag) ? try parseExpression() : SyntaxArena.none)
            try expectSemicolon()
            return arena.make(.return, range(from: startOffset), since: mark)
        case K(.global):
            advance()
            repeat { arena.push(try parseSimpleVariable()) } while accept(",")
            try expectSemicolon(expecting: "',' or ';'")
            return arena.make(.global, range(from: startOffset), since: mark)
        case K(.static) where peek() == K(.variable):
            return try parseStaticVariables()
        case K(.unset):
            advance()
            try expect("(")
            // One variable at least, each a variable as PHP's grammar has it: `unset(A)` and
            // `unset()` are syntax errors.
            repeat {
                arena.push(try parseVariable(endingBefore: C(","), or: C(")")))
            } while acceptComma(before: ")")
            try expect(")")
            try expectSemicolon()
            return arena.make(.unset, range(from: startOffset), since: mark)
        case K(.try): return try parseTry()
        case _ where statementPlace == .single && classDeclarationStarters[Int(c)]:
            // Alone as a body, a statement declares nothing.
            throw fail()
        case K(.readonly) where statementPlace == .single && peek() != C("("):
            advance()
            throw fail(expecting: "'('")
        case K(.function):
            if statementPlace != .single && isFunctionDeclarationAhead() {
                arena.push(try parseFunctionDeclaration(attributes: nil, startOffset: startOffset))
                return arena.make(.functionStatement, range(from: startOffset), since: mark)
            }
        case K(.abstract), K(.final), K(.class), K(.interface), K(.trait), K(.enum):
            if c != K(.final) && c != K(.abstract) || isClassDeclarationAhead() {
                arena.push(try parseClassDeclaration(attributes: nil, startOffset: startOffset))
                return arena.make(.classStatement, range(from: startOffset), since: mark)
            }
            throw failAfterClassModifiers()
        case K(.readonly):
            if isClassDeclarationAhead() {
                arena.push(try parseClassDeclaration(attributes: nil, startOffset: startOffset))
                return arena.make(.classStatement, range(from: startOffset), since: mark)
            }
            // `readonly(…)` calls a function of that name.
            if peek() != C("(") { throw failAfterClassModifiers() }
        case K(.attribute):
            let attributes = try parseAttributeGroups()
            if statementPlace == .single {
                // Alone as a body only a closure may follow.
                guard at(.function) || at(.fn) || at(.static) else { throw fail(expecting: "'function' or 'fn' or 'static' or '#['") }
            } else if at(.function) && isFunctionDeclarationAhead() {
                arena.push(try parseFunctionDeclaration(attributes: attributes, startOffset: startOffset))
                return arena.make(.functionStatement, range(from: startOffset), since: mark)
            }
            if isClassDeclarationAhead() {
                arena.push(try parseClassDeclaration(attributes: attributes, startOffset: startOffset))
                return arena.make(.classStatement, range(from: startOffset), since: mark)
            }
            arena.push(try parseExpression(attributes: attributes, startOffset: startOffset))
            try expectSemicolon(expecting: nil)
            return expressionStatement(from: startOffset, since: mark)
        case K(.namespace) where statementPlace != .top, K(.use) where statementPlace != .top, K(.const) where statementPlace != .top:
            throw fail()
        case K(.namespace):
            return try parseNamespace()
        case K(.use): return try parseUse()
        case K(.const):
            advance()
            try pushConstants(inClass: false)
            try expectSemicolon(expecting: "',' or ';'")
            return arena.make(.const, range(from: startOffset), since: mark)
        case K(.declare): return try parseDeclare()
        case K(.goto):
            advance()
            guard at(.string) else { throw fail(expecting: "identifier") }
            arena.push(tokenText(at: pos))
            advance()
            try expectSemicolon()
            arena.noteJump()
            return arena.make(.goto, range(from: startOffset), since: mark)
        case K(.string) where peek() == C(":"):
            arena.push(tokenText(at: pos))
            advance()
            advance()
            arena.noteJump()
            return arena.make(.label, range(from: startOffset), since: mark)
        case K(.haltCompiler):
            if statementPlace == .single { throw fail() }
            let token = pos
            advance()
            try expect("(")
            try expect(")")
            if statementPlace == .inner && at(";") {
                // PHP's grammar takes it here only to refuse it, at its `;`.
                report("__HALT_COMPILER() can only be used from the outermost scope", at: start)
                throw ParseFailure()
            }
            try expectSemicolon()
            halted = true
            haltToken = token
            return arena.make(.haltCompiler, range(from: startOffset), since: mark)
        default:
            break
        }
        arena.push(try parseExpression())
        // After an expression PHP's parser could take any operator: too many to list, no tail.
        try expectSemicolon(expecting: nil)
        return expressionStatement(from: startOffset, since: mark)
    }

    /// The expression statement of the expression pushed since `mark`, flagged when its top is a
    /// write the compile-time checks look at (`BodyFacts.writesAtTop`).
    private func expressionStatement(from startOffset: Int, since mark: Int) -> UInt32 {
        let statement = arena.make(.expressionStatement, range(from: startOffset), since: mark)
        if BodyFacts.writesAtTop(statement, in: arena.built) {
            arena.setFlag(statement, BodyFacts.topWriteFlag)
            arena.withdrawWrite(at: startOffset)
        }
        return statement
    }

    // MARK: Bodies

    /// `{ statements }`, as a list node.
    func parseBlock() throws(ParseFailure) -> UInt32 {
        try expect("{")
        let body = parseStatementList(terminators: noTerminators)
        try expect("}")
        return body
    }

    func parseStaticVariables() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        let mark = arena.mark
        advance()
        repeat {
            let itemStart = start
            let itemMark = arena.mark
            guard at(.variable) else { throw fail(expecting: "variable") }
            arena.push(variableText(at: pos))
            advance()
            arena.push(accept("=") ? try parseExpression() : SyntaxArena.none)
            arena.push(arena.make(.staticVariable, range(from: itemStart), since: itemMark))
        } while accept(",")
        try expectSemicolon(expecting: "',' or ';'")
        return arena.make(.staticVariables, range(from: startOffset), since: mark)
    }

    func parseNamespace() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        let mark = arena.mark
        advance()
        var name: UInt32?
        if at(.string) || at(.nameQualified) {
            name = try parseNameIndex().0
        } else if identifierLike[Int(code)] {
            // PHP's `namespace_declaration_name` is any identifier: `namespace fn;`, `namespace match;`.
            name = nameIndex(at: pos).0
            advance()
        }
        arena.push(name)
        if at("{") {
            advance()
            arena.push(parseStatementList(terminators: noTerminators, place: .top))
            try expect("}")
            return arena.make(.namespace, range(from: startOffset), since: mark)
        }
        if name == nil { throw fail(expecting: "'{'") }
        try expectSemicolon(expecting: "'{'")
        arena.push(SyntaxArena.none)
        return arena.make(.namespace, range(from: startOffset), since: mark)
    }

    func parseUse() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        let mark = arena.mark
        advance()
        let statedKind = parseUseKind()
        let kind = statedKind ?? .normal
        var first = true
        repeat {
            // PHP names what may come only where `function`/`const` may not (`use 1` has no tail).
            if (statedKind != nil || !first) && !(at(.string) || at(.nameQualified) || at(.nameFullyQualified)) {
                throw fail(expecting: "identifier or fully qualified name or namespaced name")
            }
            let (prefix, prefixRange) = try parseNameIndex()
            // Group use: `use A\{B, function c, C as D}`, only as the statement's one clause.
            if first && accept(.nsSeparator) {
                try expect("{")
                try pushGroupUseClauses(prefix: prefix, statedKind: statedKind, since: mark)
                try expect("}")
                try expectSemicolon()
                return arena.make(.use, range(from: startOffset), since: mark, small: kind.code)
            }
            first = false
            let alias = try parseUseAlias()
            arena.push(arena.make(.useClause, range(from: prefixRange.start), prefix, alias, SyntaxArena.none, small: kind.code))
        } while accept(",")
        try expectSemicolon(expecting: "',' or ';'")
        return arena.make(.use, range(from: startOffset), since: mark, small: kind.code)
    }

    /// The clauses between a group's braces, pushed: a name relative to the prefix (never `\B` or
    /// `namespace\B`), a kind per clause only when the statement states none, a trailing comma.
    private func pushGroupUseClauses(prefix: UInt32, statedKind: UseDeclaration.Kind?, since mark: Int) throws(ParseFailure) {
        repeat {
            let none = arena.mark == mark
            if !none && at("}") { return }
            // After a comma PHP's parser, having reduced the optional trailing comma, names only `}`.
            if !none && !(at(.string) || at(.nameQualified) || (statedKind == nil && (at(.function) || at(.const)))) {
                throw fail(expecting: "'}'")
            }
            let clauseKind = statedKind == nil ? parseUseKind() ?? .normal : statedKind!
            guard at(.string) || at(.nameQualified) else {
                throw fail(expecting: statedKind == nil ? "identifier or namespaced name or 'function' or 'const'" : "identifier or namespaced name")
            }
            let (inner, innerRange) = try parseNameIndex()
            let alias = try parseUseAlias()
            arena.push(arena.make(.useClause, range(from: innerRange.start), inner, alias, prefix, small: clauseKind.code))
        } while accept(",")
    }

    private func parseUseKind() -> UseDeclaration.Kind? {
        if accept(.function) { return .function }
        if accept(.const) { return .constant }
        return nil
    }

    /// The alias's text, or `SyntaxArena.none`.
    private func parseUseAlias() throws(ParseFailure) -> UInt32 {
        guard accept(.as) else { return SyntaxArena.none }
        return try parseDeclaredNameText()
    }

    /// `const A = 1, B = 2`, each constant pushed: a global constant's name is a plain name, a
    /// class constant's may be a keyword (`const return = 1;` is an error only outside a class).
    func pushConstants(inClass: Bool) throws(ParseFailure) {
        repeat {
            let itemStart = start
            let mark = arena.mark
            arena.push(inClass ? try parseIdentifierText() : try parseDeclaredNameText())
            try expect("=")
            arena.push(try parseExpression())
            arena.push(arena.make(.constant, range(from: itemStart), since: mark))
        } while accept(",")
    }

    func parseDeclare() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        let mark = arena.mark
        advance()
        try expect("(")
        let directivesMark = arena.mark
        repeat {
            let nameOffset = start
            let directiveMark = arena.mark
            // A directive's name is a plain word, no keyword (PHP's grammar names it `identifier`).
            guard at(.string) else { throw fail(expecting: "identifier") }
            arena.push(try parseIdentifierText())
            try expect("=")
            arena.push(try parseExpression())
            arena.push(arena.make(.declareDirective, SourceRange(start: nameOffset, end: nameOffset), since: directiveMark))
        } while accept(",")
        arena.push(arena.list(since: directivesMark))
        try expect(")")
        if accept(":") {
            arena.push(parseStatementList(terminators: enddeclareEnd))
            try expect(.enddeclare, "'enddeclare'")
            try expectSemicolon()
            return arena.make(.declare, range(from: startOffset), since: mark)
        }
        if at(";") || at(.closeTag) {
            advance()
            arena.push(SyntaxArena.none)
            return arena.make(.declare, range(from: startOffset), since: mark)
        }
        arena.push(bodyList(of: try parseSingleStatement()))
        return arena.make(.declare, range(from: startOffset), since: mark)
    }

    /// A statement as a body: a block's statements, or a list of the one statement.
    func bodyList(of statement: UInt32) -> UInt32 {
        if arena.kind(statement) == .block { return arena.reuse(statement, as: .list, .empty) }
        let mark = arena.mark
        arena.push(statement)
        return arena.list(since: mark)
    }

    // MARK: Lookahead

    /// `function name(` or `function &name(` (a closure has no name).
    func isFunctionDeclarationAhead() -> Bool {
        var offset = 1
        if isAmpersand(peek(offset)) { offset += 1 }
        // A plain name makes it a declaration whatever follows, so `function f {}` fails after
        // the name, where PHP's does.
        let name = peek(offset)
        return name == K(.string) || name == K(.readonly) || identifierLike[Int(name)] && peek(offset + 1) == C("(")
    }

    /// Class modifiers at the start of a statement not followed by `class`: PHP fails at the first
    /// token that is not a modifier and names what may come there.
    func failAfterClassModifiers() -> ParseFailure {
        // A modifier refused was reported first, as PHP's parser reads it.
        if parseClassModifiers().refused { return ParseFailure() }
        return fail(expecting: "'abstract' or 'final' or 'readonly' or 'class'")
    }

    /// Modifiers followed by `class`/`interface`/`trait`/`enum` (not `static function`, `readonly()`).
    func isClassDeclarationAhead() -> Bool {
        var offset = 0
        while true {
            let c = peek(offset)
            switch c {
            case K(.abstract), K(.final), K(.readonly): offset += 1
            case K(.class), K(.interface), K(.trait): return true
            case K(.enum): return identifierLike[Int(peek(offset + 1))]
            default: return false
            }
        }
    }

    var atAmpersand: Bool { isAmpersand(code) }

    @inline(__always) func isAmpersand(_ c: UInt16) -> Bool {
        c == C("&") || c == K(.ampersandFollowedByVarOrVararg) || c == K(.ampersandNotFollowedByVarOrVararg)
    }
}

let noTerminators = CodeSet(kinds: [])
let ifAlternativeEnd = CodeSet(kinds: [.elseif, .else, .endif])
let endwhileEnd = CodeSet(kinds: [.endwhile])
let endforEnd = CodeSet(kinds: [.endfor])
let endforeachEnd = CodeSet(kinds: [.endforeach])
let enddeclareEnd = CodeSet(kinds: [.enddeclare])
/// Tokens that start only a class-like declaration, at a statement's start.
let classDeclarationStarters = CodeSet(kinds: [.abstract, .final, .class, .interface, .trait, .enum])
let switchCaseEnd = CodeSet(kinds: [.case, .default, .endswitch])
