/// Statements: lists with recovery, and the small top-level statements (namespace, use, const, declare…).
extension PHPParser {
    func parseFile() -> [Stmt] {
        var statements = parseStatementList(terminators: noTerminators)
        // A stray `}` at top level ends the list; report it and keep going so later code is seen.
        while !atEnd && !halted {
            let startOffset = start
            _ = fail()
            advance()
            synchronize()
            statements.append(Stmt(.error, range(from: startOffset)))
            statements.append(contentsOf: parseStatementList(terminators: noTerminators))
        }
        return statements
    }

    /// Parses statements until end of input, a `}`, or one of `terminators` (not consumed).
    func parseStatementList(terminators: CodeSet) -> [Stmt] {
        var statements: [Stmt] = []
        while !atEnd && !halted {
            let c = code
            if c == C("}") || terminators[Int(c)] { break }
            if c == K(.openTag) || c == K(.closeTag) { advance(); continue }
            let startPos = pos
            let startOffset = start
            if depth == 0 { topLevelStatementStart = pos }
            do {
                statements.append(try parseStatement())
            } catch {
                synchronize()
                if pos == startPos { advance() }
                statements.append(Stmt(.error, range(from: startOffset)))
            }
        }
        return statements
    }

    func parseStatement() throws(ParseFailure) -> Stmt {
        try enter()
        defer { leave() }
        let startOffset = start
        let c = code
        switch c {
        case C("{"):
            advance()
            let body = parseStatementList(terminators: noTerminators)
            try expect("}")
            return Stmt(.block(body), range(from: startOffset))
        case C(";"):
            advance()
            return Stmt(.nop, range(from: startOffset))
        case K(.closeTag), K(.openTag):
            advance()
            return Stmt(.nop, range(from: startOffset))
        case K(.inlineHTML):
            let html = Array(bytes[start..<Int(ends[pos])])
            advance()
            return Stmt(.inlineHTML(html), range(from: startOffset))
        case K(.openTagWithEcho):
            advance()
            let values = try parseExpressionList()
            try expectSemicolon(expecting: "',' or ';'")
            return Stmt(.echo(values), range(from: startOffset))
        case K(.echo):
            advance()
            let values = try parseExpressionList()
            try expectSemicolon(expecting: "',' or ';'")
            return Stmt(.echo(values), range(from: startOffset))
        case K(.if): return try parseIf()
        case K(.while): return try parseWhile()
        case K(.do): return try parseDoWhile()
        case K(.for): return try parseFor()
        case K(.foreach): return try parseForeach()
        case K(.switch): return try parseSwitch()
        case K(.break), K(.continue):
            advance()
            var level: Expr?
            // The level is optional: at a token that starts no expression PHP wants `;`.
            setDefaultTail("';'")
            if !at(";") && !at(.closeTag) { level = try parseExpression() }
            try expectSemicolon()
            return Stmt(c == K(.break) ? .break(level) : .continue(level), range(from: startOffset))
        case K(.return):
            advance()
            var value: Expr?
            setDefaultTail("';'")
            if !at(";") && !at(.closeTag) { value = try parseExpression() }
            try expectSemicolon()
            return Stmt(.return(value), range(from: startOffset))
        case K(.global):
            advance()
            var names: [Expr] = []
            repeat { names.append(try parseSimpleVariable()) } while accept(",")
            try expectSemicolon(expecting: "',' or ';'")
            return Stmt(.global(names), range(from: startOffset))
        case K(.static) where peek() == K(.variable):
            return try parseStaticVariables()
        case K(.unset):
            advance()
            try expect("(")
            var targets: [Expr] = []
            while !at(")") {
                targets.append(try parseExpression())
                if !accept(",") { break }
            }
            try expect(")")
            try expectSemicolon()
            return Stmt(.unset(targets), range(from: startOffset))
        case K(.try): return try parseTry()
        case K(.function):
            if isFunctionDeclarationAhead() {
                let function = try parseFunctionDeclaration(attributes: [], startOffset: startOffset)
                return Stmt(.function(function), range(from: startOffset))
            }
        case K(.abstract), K(.final), K(.class), K(.interface), K(.trait), K(.enum):
            if c != K(.final) && c != K(.abstract) || isClassDeclarationAhead() {
                let declaration = try parseClassDeclaration(attributes: [], startOffset: startOffset)
                return Stmt(.classLike(declaration), range(from: startOffset))
            }
            throw failAfterClassModifiers()
        case K(.readonly):
            if isClassDeclarationAhead() {
                let declaration = try parseClassDeclaration(attributes: [], startOffset: startOffset)
                return Stmt(.classLike(declaration), range(from: startOffset))
            }
            // `readonly(…)` calls a function of that name.
            if peek() != C("(") { throw failAfterClassModifiers() }
        case K(.attribute):
            let attributes = try parseAttributeGroups()
            if at(.function) && isFunctionDeclarationAhead() {
                let function = try parseFunctionDeclaration(attributes: attributes, startOffset: startOffset)
                return Stmt(.function(function), range(from: startOffset))
            }
            if isClassDeclarationAhead() {
                let declaration = try parseClassDeclaration(attributes: attributes, startOffset: startOffset)
                return Stmt(.classLike(declaration), range(from: startOffset))
            }
            let expression = try parseExpression(attributes: attributes, startOffset: startOffset)
            try expectSemicolon(expecting: nil)
            return Stmt(.expression(expression), range(from: startOffset))
        case K(.namespace):
            return try parseNamespace()
        case K(.use): return try parseUse()
        case K(.const):
            advance()
            let constants = try parseConstantList(inClass: false)
            try expectSemicolon(expecting: "',' or ';'")
            return Stmt(.const(constants), range(from: startOffset))
        case K(.declare): return try parseDeclare()
        case K(.goto):
            advance()
            guard at(.string) else { throw fail(expecting: "identifier") }
            let label = currentText
            advance()
            try expectSemicolon()
            return Stmt(.goto(label), range(from: startOffset))
        case K(.string) where peek() == C(":"):
            let label = currentText
            advance()
            advance()
            return Stmt(.label(label), range(from: startOffset))
        case K(.haltCompiler):
            advance()
            try expect("(")
            try expect(")")
            try expectSemicolon()
            halted = true
            return Stmt(.haltCompiler, range(from: startOffset))
        default:
            break
        }
        let expression = try parseExpression()
        // After an expression PHP's parser could take any operator: too many to list, no tail.
        try expectSemicolon(expecting: nil)
        return Stmt(.expression(expression), range(from: startOffset))
    }

    // MARK: Bodies

    /// `{ statements }`
    func parseBlock() throws(ParseFailure) -> [Stmt] {
        try expect("{")
        let body = parseStatementList(terminators: noTerminators)
        try expect("}")
        return body
    }

    func parseStaticVariables() throws(ParseFailure) -> Stmt {
        let startOffset = start
        advance()
        var variables: [StaticVariable] = []
        repeat {
            let itemStart = start
            guard at(.variable) else { throw fail(expecting: "variable") }
            let name = variableName(at: pos)
            advance()
            var initial: Expr?
            if accept("=") { initial = try parseExpression() }
            variables.append(StaticVariable(name: name, initialValue: initial, range: range(from: itemStart)))
        } while accept(",")
        try expectSemicolon(expecting: "',' or ';'")
        return Stmt(.staticVariables(variables), range(from: startOffset))
    }

    func parseNamespace() throws(ParseFailure) -> Stmt {
        let startOffset = start
        advance()
        var name: Name?
        if at(.string) || at(.nameQualified) {
            name = try parseName()
        } else if identifierLike[Int(code)] {
            // PHP's `namespace_declaration_name` is any identifier: `namespace fn;`, `namespace match;`.
            name = Name(joined: currentText, kind: .unqualified, range: currentRange)
            advance()
        }
        if at("{") {
            let body = try parseBlock()
            return Stmt(.namespace(name, body: body), range(from: startOffset))
        }
        if name == nil { throw fail(expecting: "'{'") }
        try expectSemicolon(expecting: "'{'")
        return Stmt(.namespace(name, body: nil), range(from: startOffset))
    }

    func parseUse() throws(ParseFailure) -> Stmt {
        let startOffset = start
        advance()
        let statedKind = parseUseKind()
        let kind = statedKind ?? .normal
        var clauses: [UseDeclaration.Clause] = []
        var first = true
        repeat {
            // PHP names what may come only where `function`/`const` may not (`use 1` has no tail).
            if (statedKind != nil || !first) && !(at(.string) || at(.nameQualified) || at(.nameFullyQualified)) {
                throw fail(expecting: "identifier or fully qualified name or namespaced name")
            }
            let prefix = try parseName()
            // Group use: `use A\{B, function c, C as D}`, only as the statement's one clause.
            if first && accept(.nsSeparator) {
                try expect("{")
                try parseGroupUseClauses(prefix: prefix, statedKind: statedKind, into: &clauses)
                try expect("}")
                try expectSemicolon()
                return Stmt(.use(UseDeclaration(kind: kind, clauses: clauses)), range(from: startOffset))
            }
            first = false
            clauses.append(UseDeclaration.Clause(name: prefix, alias: try parseUseAlias(), kind: kind))
        } while accept(",")
        try expectSemicolon(expecting: "',' or ';'")
        return Stmt(.use(UseDeclaration(kind: kind, clauses: clauses)), range(from: startOffset))
    }

    /// The clauses between a group's braces: a name relative to the prefix (never `\B` or
    /// `namespace\B`), a kind per clause only when the statement states none, a trailing comma.
    private func parseGroupUseClauses(prefix: Name, statedKind: UseDeclaration.Kind?, into clauses: inout [UseDeclaration.Clause]) throws(ParseFailure) {
        repeat {
            if !clauses.isEmpty && at("}") { return }
            // After a comma PHP's parser, having reduced the optional trailing comma, names only `}`.
            if !clauses.isEmpty && !(at(.string) || at(.nameQualified) || (statedKind == nil && (at(.function) || at(.const)))) {
                throw fail(expecting: "'}'")
            }
            let clauseKind = statedKind == nil ? parseUseKind() ?? .normal : statedKind!
            guard at(.string) || at(.nameQualified) else {
                throw fail(expecting: statedKind == nil ? "identifier or namespaced name or 'function' or 'const'" : "identifier or namespaced name")
            }
            let inner = try parseName()
            let full = Name(joined: prefix.joined + "\\" + inner.joined, kind: prefix.kind == .fullyQualified ? .fullyQualified : .qualified, range: inner.range)
            clauses.append(UseDeclaration.Clause(name: full, alias: try parseUseAlias(), kind: clauseKind))
        } while accept(",")
    }

    private func parseUseKind() -> UseDeclaration.Kind? {
        if accept(.function) { return .function }
        if accept(.const) { return .constant }
        return nil
    }

    private func parseUseAlias() throws(ParseFailure) -> String? {
        guard accept(.as) else { return nil }
        return try parseDeclaredName()
    }

    /// `const A = 1, B = 2`: a global constant's name is a plain name, a class constant's may be
    /// a keyword (`const return = 1;` is an error only outside a class).
    func parseConstantList(inClass: Bool) throws(ParseFailure) -> [ConstantDeclaration] {
        var constants: [ConstantDeclaration] = []
        repeat {
            let itemStart = start
            let name = inClass ? try parseIdentifier() : try parseDeclaredName()
            try expect("=")
            let value = try parseExpression()
            constants.append(ConstantDeclaration(name: name, value: value, range: range(from: itemStart)))
        } while accept(",")
        return constants
    }

    func parseDeclare() throws(ParseFailure) -> Stmt {
        let startOffset = start
        advance()
        try expect("(")
        var directives: [DeclareDirective] = []
        repeat {
            let nameOffset = start
            let name = try parseIdentifier()
            try expect("=")
            directives.append(DeclareDirective(name: name, value: try parseExpression(), nameOffset: nameOffset))
        } while accept(",")
        try expect(")")
        if accept(":") {
            let body = parseStatementList(terminators: enddeclareEnd)
            try expect(.enddeclare, "'enddeclare'")
            try expectSemicolon()
            return Stmt(.declare(directives, body: body), range(from: startOffset))
        }
        if at(";") || at(.closeTag) {
            advance()
            return Stmt(.declare(directives, body: nil), range(from: startOffset))
        }
        let statement = try parseStatement()
        var body = [statement]
        if case .block(let inner) = statement.kind { body = inner }
        return Stmt(.declare(directives, body: body), range(from: startOffset))
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
        while at(.abstract) || at(.final) || at(.readonly) { advance() }
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
let switchCaseEnd = CodeSet(kinds: [.case, .default, .endswitch])
