/// Control flow: `if`, loops, `switch` and `try`, in both the brace and the `:` … `end…;` forms.
extension PHPParser {
    /// The body of a control statement: one statement, or for `:` syntax the statements up to the
    /// matching `end*` keyword (which the caller consumes).
    func parseBody(alternativeEnd: CodeSet) throws(ParseFailure) -> (body: [Stmt], alternative: Bool) {
        if accept(":") {
            return (parseStatementList(terminators: alternativeEnd), true)
        }
        let statement = try parseStatement()
        if case .block(let inner) = statement.kind { return (inner, false) }
        return ([statement], false)
    }

    func parseParenthesizedExpression() throws(ParseFailure) -> Expr {
        try expect("(")
        let value = try parseExpression()
        try expectClosingParenthesis()
        return value
    }

    func parseIf() throws(ParseFailure) -> Stmt {
        let startOffset = start
        advance()
        let condition = try parseParenthesizedExpression()
        var elseIfs: [ElseIfClause] = []
        var elseBody: [Stmt]?
        if accept(":") {
            let body = parseStatementList(terminators: ifAlternativeEnd)
            while at(.elseif) {
                let clauseStart = start
                advance()
                let clauseCondition = try parseParenthesizedExpression()
                try expect(":")
                let clauseBody = parseStatementList(terminators: ifAlternativeEnd)
                elseIfs.append(ElseIfClause(condition: clauseCondition, body: clauseBody, range: range(from: clauseStart)))
            }
            if accept(.else) {
                try expect(":")
                elseBody = parseStatementList(terminators: ifAlternativeEnd)
            }
            try expect(.endif, "'endif'")
            try expectSemicolon()
            return Stmt(.if(IfStatement(condition: condition, body: body, elseIfs: elseIfs, elseBody: elseBody, isAlternativeSyntax: true)), range(from: startOffset))
        }
        let body = try parseBody(alternativeEnd: noTerminators).body
        while true {
            if at(.elseif) {
                let clauseStart = start
                advance()
                let clauseCondition = try parseParenthesizedExpression()
                let clauseBody = try parseBody(alternativeEnd: noTerminators).body
                elseIfs.append(ElseIfClause(condition: clauseCondition, body: clauseBody, range: range(from: clauseStart)))
            } else if accept(.else) {
                elseBody = try parseBody(alternativeEnd: noTerminators).body
                break
            } else {
                break
            }
        }
        return Stmt(.if(IfStatement(condition: condition, body: body, elseIfs: elseIfs, elseBody: elseBody)), range(from: startOffset))
    }

    func parseWhile() throws(ParseFailure) -> Stmt {
        let startOffset = start
        advance()
        let condition = try parseParenthesizedExpression()
        let (body, alternative) = try parseBody(alternativeEnd: endwhileEnd)
        if alternative {
            try expect(.endwhile, "'endwhile'")
            try expectSemicolon()
        }
        return Stmt(.while(condition: condition, body: body), range(from: startOffset))
    }

    func parseDoWhile() throws(ParseFailure) -> Stmt {
        let startOffset = start
        advance()
        let statement = try parseStatement()
        var body = [statement]
        if case .block(let inner) = statement.kind { body = inner }
        try expect(.while, "'while'")
        let condition = try parseParenthesizedExpression()
        try expectSemicolon()
        return Stmt(.doWhile(body: body, condition: condition), range(from: startOffset))
    }

    func parseFor() throws(ParseFailure) -> Stmt {
        let startOffset = start
        advance()
        try expect("(")
        let initializers = try parseOptionalExpressionList(until: ";")
        try expect(";")
        let conditions = try parseOptionalExpressionList(until: ";")
        try expect(";")
        let steps = try parseOptionalExpressionList(until: ")")
        try expect(")")
        let (body, alternative) = try parseBody(alternativeEnd: endforEnd)
        if alternative {
            try expect(.endfor, "'endfor'")
            try expectSemicolon()
        }
        return Stmt(.for(initializers: initializers, conditions: conditions, steps: steps, body: body), range(from: startOffset))
    }

    func parseOptionalExpressionList(until terminator: Unicode.Scalar) throws(ParseFailure) -> [Expr] {
        if at(terminator) { return [] }
        return try parseExpressionList()
    }

    func parseExpressionList() throws(ParseFailure) -> [Expr] {
        var list = [try parseExpression()]
        while accept(",") { list.append(try parseExpression()) }
        return list
    }

    func parseForeach() throws(ParseFailure) -> Stmt {
        let startOffset = start
        advance()
        try expect("(")
        let subject = try parseExpression()
        // After the expression PHP's parser could still take an operator: no tail.
        guard accept(.as) else { throw fail() }
        var (value, byReference) = try parseForeachTarget()
        var key: Expr?
        var keyByReference = false
        if accept(.doubleArrow) {
            keyByReference = byReference
            key = value
            (value, byReference) = try parseForeachTarget()
        }
        try expect(")")
        let (body, alternative) = try parseBody(alternativeEnd: endforeachEnd)
        if alternative {
            try expect(.endforeach, "'endforeach'")
            try expectSemicolon()
        }
        return Stmt(.foreach(ForeachStatement(subject: subject, key: key, value: value, valueByReference: byReference, keyByReference: keyByReference, body: body)), range(from: startOffset))
    }

    func parseForeachTarget() throws(ParseFailure) -> (Expr, Bool) {
        standaloneListPosition = pos
        foreachTargetPosition = pos
        if atAmpersand {
            advance()
            return (try parseExpression(minPrecedence: Precedence.unary), true)
        }
        return (try parseExpression(minPrecedence: Precedence.unary), false)
    }

    func parseSwitch() throws(ParseFailure) -> Stmt {
        let startOffset = start
        advance()
        let subject = try parseParenthesizedExpression()
        let alternative: Bool
        if accept(":") {
            alternative = true
        } else {
            try expect("{")
            alternative = false
        }
        _ = accept(";")
        var cases: [SwitchCase] = []
        while at(.case) || at(.default) {
            let caseStart = start
            var condition: Expr?
            if accept(.case) {
                condition = try parseExpression()
            } else {
                advance()
            }
            if !accept(":") && !accept(";") { throw fail() }
            let body = parseStatementList(terminators: switchCaseEnd)
            cases.append(SwitchCase(condition: condition, body: body, range: range(from: caseStart)))
        }
        if alternative {
            try expect(.endswitch, "'endswitch'")
            try expectSemicolon()
        } else {
            try expect("}")
        }
        return Stmt(.switch(subject: subject, cases: cases), range(from: startOffset))
    }

    func parseTry() throws(ParseFailure) -> Stmt {
        let startOffset = start
        advance()
        let body = try parseBlock()
        var catches: [CatchClause] = []
        while at(.catch) {
            let clauseStart = start
            advance()
            try expect("(")
            var types = [try parseName()]
            while accept("|") { types.append(try parseName()) }
            var variable: String?
            if at(.variable) {
                variable = variableName(at: pos)
                advance()
            }
            try expect(")")
            let clauseBody = try parseBlock()
            catches.append(CatchClause(types: types, variable: variable, body: clauseBody, range: range(from: clauseStart)))
        }
        var finallyBody: [Stmt]?
        if accept(.finally) { finallyBody = try parseBlock() }
        return Stmt(.try(TryStatement(body: body, catches: catches, finallyBody: finallyBody)), range(from: startOffset))
    }
}
