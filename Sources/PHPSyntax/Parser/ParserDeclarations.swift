/// Functions, closures, parameters, types, attributes, and class-like declarations with members.
extension PHPParser {
    // MARK: Functions

    /// `function [&]name(params)[: type] { body }` — the current token is `function`. A method
    /// (`bodyOptional`) may end with `;` instead of a body: abstract and interface methods.
    /// `attributes` is a list node of attribute groups, or nil.
    func parseFunctionDeclaration(attributes: UInt32?, startOffset: Int, bodyOptional: Bool = false) throws(ParseFailure) -> UInt32 {
        let keywordOffset = start
        try expect(.function, "'function'")
        let byReference = atAmpersand
        if byReference { advance() }
        let nameRange = currentRange
        // A method may be named by any keyword (`function list()`); a function may not.
        let name = bodyOptional ? try parseIdentifierText() : try parseDeclaredNameText(orReadonly: true, expecting: "'('")
        let parameters = try parseParameters()
        let returnType = try parseReturnType()
        var body: UInt32?
        var facts = BodyFacts.noted
        if bodyOptional && !at("{") {
            try expectSemicolon(expecting: "';' or '{'")
        } else {
            (body, facts) = try parseFunctionBody()
        }
        return functionNode(name: name, nameRange: nameRange, parameters: parameters, returnType: returnType, byReference: byReference, body: body, facts: facts, attributes: attributes, range: range(from: startOffset), keywordOffset: keywordOffset)
    }

    /// A function's `{ statements }`, and what they hold for the compile-time checks. A body
    /// that fails to parse leaves its facts in the outer one's: a tree with a syntax error is not
    /// checked.
    private func parseFunctionBody() throws(ParseFailure) -> (body: UInt32, facts: BodyFacts) {
        let outer = bodyFacts
        bodyFacts = .noted
        let body = try parseBlock()
        let facts = bodyFacts
        bodyFacts = outer
        return (body, facts)
    }

    /// `facts` are the body's (`BodyFacts`), none for an arrow function.
    private func functionNode(name: UInt32, nameRange: SourceRange, parameters: UInt32, returnType: UInt32?, byReference: Bool, body: UInt32?, facts: BodyFacts = [], attributes: UInt32?, range: SourceRange, keywordOffset: Int) -> UInt32 {
        let mark = arena.mark
        arena.push(name)
        arena.push(UInt32(truncatingIfNeeded: nameRange.start))
        arena.push(UInt32(truncatingIfNeeded: nameRange.end))
        arena.push(parameters)
        arena.push(returnType)
        arena.push(body)
        arena.push(attributes)
        arena.push(UInt32(truncatingIfNeeded: keywordOffset))
        return arena.make(.function, range, since: mark, flags: byReference ? 1 : 0, small: facts.rawValue)
    }

    /// After `#[...]` in expression position: a closure or arrow function.
    func parseAttributedClosure(attributes: UInt32?, startOffset: Int) throws(ParseFailure) -> UInt32 {
        guard at(.function) || at(.fn) || (at(.static) && (peek() == K(.function) || peek() == K(.fn))) else {
            // PHP's list here (every declaration an attribute may precede) is too long to give.
            throw fail()
        }
        return try parseClosure(attributes: attributes, startOffset: startOffset)
    }

    /// `[static] function [&](params) [use (...)] [: type] { }` or `[static] fn [&](params) [: type] => expr`.
    func parseClosure(attributes: UInt32?, startOffset: Int) throws(ParseFailure) -> UInt32 {
        let isStatic: UInt8 = accept(.static) ? 1 : 0
        let keywordOffset = start
        let isArrow = at(.fn)
        advance()
        let byReference = atAmpersand
        if byReference { advance() }
        let nameRange = SourceRange(start: lastEnd, end: lastEnd)
        let name = arena.text(lastEnd, lastEnd)
        let parameters = try parseParameters()
        if isArrow {
            let returnType = try parseReturnType()
            try expect(.doubleArrow, "'=>'")
            let value = try parseExpression()
            // An arrow function's body is one `return` of its expression.
            let returned = arena.make(.return, arena.range(value), value)
            let body = arena.make(.list, .empty, returned)
            let range = range(from: startOffset)
            let function = functionNode(name: name, nameRange: nameRange, parameters: parameters, returnType: returnType, byReference: byReference, body: body, attributes: attributes, range: range, keywordOffset: keywordOffset)
            return arena.make(.arrowFunction, range, function, flags: isStatic)
        }
        let usesMark = arena.mark
        if accept(.use) {
            try expect("(")
            // One variable at least; past a comma, one or `)`.
            var afterComma = false
            repeat {
                let useStart = start
                let byRef = atAmpersand
                if byRef { advance() }
                // PHP lists its two `&` tokens: "&" and its grammar's dummy name `amp`.
                guard at(.variable) else { throw fail(expecting: byRef ? "variable" : afterComma ? "')'" : "variable or '&' or amp") }
                let name = variableText(at: pos)
                advance()
                arena.push(arena.make(.closureUse, range(from: useStart), name, flags: byRef ? 1 : 0))
                afterComma = true
            } while acceptComma(before: ")")
            try expect(")")
        }
        let uses = arena.list(since: usesMark)
        let returnType = try parseReturnType()
        let (body, facts) = try parseFunctionBody()
        let range = range(from: startOffset)
        let function = functionNode(name: name, nameRange: nameRange, parameters: parameters, returnType: returnType, byReference: byReference, body: body, facts: facts, attributes: attributes, range: range, keywordOffset: keywordOffset)
        return arena.make(.closure, range, function, uses, flags: isStatic)
    }

    func parseReturnType() throws(ParseFailure) -> UInt32? {
        guard accept(":") else { return nil }
        return try parseType()
    }

    /// The parameter list, as a list node.
    func parseParameters() throws(ParseFailure) -> UInt32 {
        try expect("(")
        let mark = arena.mark
        while !at(")") {
            let parameterStart = start
            var attributes: UInt32?
            if at(.attribute) { attributes = try parseAttributeGroups() }
            var modifiers: ModifierList = []
            var refused = false
            while let modifier = modifierAt(code), modifier != .static, modifier != .abstract, modifier != .final, modifier != .var {
                noteRefused(RefusedModifiers.member(modifier, after: modifiers), &refused)
                modifiers.append(modifier)
                advance()
            }
            var type: UInt32?
            if !at(.variable) && !atAmpersand && !at(.ellipsis) {
                // A parameter's type is never `static`.
                guard typeStarters[Int(code)] && !at(.static) else { throw fail(expecting: "variable") }
                type = try parseType(allowsStatic: false)
            }
            // Only an `&` before `$` or `...` takes the parameter by reference (PHP's lexer tells
            // the two apart): `?A&B $x` fails at the `&`.
            let byReference = at(.ampersandFollowedByVarOrVararg)
            if byReference { advance() }
            let variadic = accept(.ellipsis)
            guard at(.variable) else { throw fail(expecting: "variable") }
            let name = variableText(at: pos)
            advance()
            var defaultValue: UInt32?
            if accept("=") { defaultValue = try parseExpression() }
            let parameterMark = arena.mark
            arena.push(name)
            arena.push(type)
            arena.push(defaultValue)
            arena.push(arena.modifiers(modifiers))
            arena.push(attributes)
            arena.push(arena.make(.parameter, range(from: parameterStart), since: parameterMark, flags: (byReference ? 1 : 0) | (variadic ? 2 : 0)))
            if !accept(",") { break }
        }
        try expect(")")
        return arena.list(since: mark)
    }

    // MARK: Types

    /// `?T`, `A|B`, `A&B`, `(A&B)|null` (DNF), as a type slot's value (`TypeNode`). Only a
    /// return type or an enum's backing type may be or hold `static` (PHP's grammar has no
    /// `static` in the types of parameters and properties).
    func parseType(allowsStatic: Bool = true) throws(ParseFailure) -> UInt32 {
        let typeStart = start
        if accept("?") { return arena.make(.nullableType, range(from: typeStart), try parseSingleType(allowsStatic: allowsStatic)) }
        let first = try parseTypeTerm(allowsStatic: allowsStatic)
        if at("|") {
            let mark = arena.mark
            arena.push(first)
            while accept("|") { arena.push(try parseTypeTerm(allowsStatic: allowsStatic)) }
            return arena.make(.unionType, range(from: typeStart), since: mark)
        }
        if first & ArenaStorage.typeName != 0, isIntersectionAmpersand() {
            let mark = arena.mark
            arena.push(first)
            while isIntersectionAmpersand() {
                advance()
                arena.push(try parseSingleType(allowsStatic: allowsStatic))
            }
            return arena.make(.intersectionType, range(from: typeStart), since: mark)
        }
        return first
    }

    /// A `&` that joins types rather than marking a by-reference parameter (`A & $x`).
    private func isIntersectionAmpersand() -> Bool {
        guard atAmpersand else { return false }
        let next = peek()
        return next != K(.variable) && next != K(.ellipsis)
    }

    /// A name, or a parenthesized intersection inside a DNF union.
    private func parseTypeTerm(allowsStatic: Bool) throws(ParseFailure) -> UInt32 {
        let termStart = start
        guard accept("(") else { return try parseSingleType(allowsStatic: allowsStatic) }
        let mark = arena.mark
        arena.push(try parseSingleType(allowsStatic: allowsStatic))
        // A group is an intersection (PHP 8.2's DNF types): PHP wants `&` (its `amp` token) next.
        if !isIntersectionAmpersand() { throw fail(expecting: "amp") }
        while isIntersectionAmpersand() {
            advance()
            arena.push(try parseSingleType(allowsStatic: allowsStatic))
        }
        try expect(")", tail: "amp or ')'")
        return arena.make(.intersectionType, range(from: termStart), since: mark)
    }

    private func parseSingleType(allowsStatic: Bool) throws(ParseFailure) -> UInt32 {
        switch code {
        case K(.string), K(.nameQualified), K(.nameFullyQualified), K(.nameRelative), K(.array), K(.callable), K(.enum), K(.readonly),
             K(.static) where allowsStatic:
            let (name, _) = nameIndex(at: pos)
            advance()
            return arena.typeName(name)
        default:
            throw fail()
        }
    }

    // MARK: Attributes

    /// One or more `#[A, B(args)]` groups, as a list node.
    func parseAttributeGroups() throws(ParseFailure) -> UInt32 {
        let mark = arena.mark
        while at(.attribute) {
            let groupStart = start
            let groupMark = arena.mark
            advance()
            // One attribute at least; past a comma PHP's parser takes the group as closed unless
            // a name follows.
            while true {
                let (name, nameRange) = try parseNameIndex()
                var arguments: UInt32?
                if at("(") { arguments = try parseArguments() }
                arena.push(arena.make(.attribute, nameRange, name, arguments.orNone))
                guard accept(","), Self.startsName(code) else { break }
            }
            try expect("]")
            arena.push(arena.make(.attributeGroup, range(from: groupStart), since: groupMark))
        }
        return arena.list(since: mark)
    }

    // MARK: Classes

    func modifierAt(_ c: UInt16) -> Modifier? {
        switch c {
        case K(.public): return .public
        case K(.protected): return .protected
        case K(.private): return .private
        case K(.static): return .static
        case K(.abstract): return .abstract
        case K(.final): return .final
        case K(.readonly): return .readonly
        case K(.var): return .var
        default: return nil
        }
    }

    /// Reports `message` (a modifier PHP's parser refuses) at the current token, for the first
    /// of a list only (`reported`): PHP stops there, and the declaration is whole, so it parses
    /// on rather than recover into errors of its own making.
    private func noteRefused(_ message: String?, _ reported: inout Bool) {
        guard let message, !reported else { return }
        report(message, at: start)
        reported = true
    }

    /// A class's modifiers, and whether one was refused (reported, the first only).
    func parseClassModifiers() -> (modifiers: ModifierList, refused: Bool) {
        var modifiers: ModifierList = []
        var refused = false
        while let modifier = modifierAt(code), modifier == .abstract || modifier == .final || modifier == .readonly {
            noteRefused(RefusedModifiers.class(modifier, after: modifiers), &refused)
            modifiers.append(modifier)
            advance()
        }
        return (modifiers, refused)
    }

    /// `[abstract|final|readonly]* class|interface|trait|enum Name ...`.
    func parseClassDeclaration(attributes: UInt32?, startOffset: Int) throws(ParseFailure) -> UInt32 {
        let (modifiers, refused) = parseClassModifiers()
        let keywordOffset = start
        let kind: ClassDeclaration.Kind
        switch code {
        case K(.class): kind = .class
        case K(.interface): kind = .interface
        case K(.trait): kind = .trait
        case K(.enum): kind = .enum
        default: throw fail(expecting: "'class'")
        }
        // Only a class takes modifiers: PHP's grammar refuses them before the other keywords
        // (after a modifier refused, PHP has stopped).
        if kind != .class && !modifiers.isEmpty && !refused {
            throw fail(expecting: "'abstract' or 'final' or 'readonly' or 'class'")
        }
        advance()
        let name = try parseDeclaredNameText()
        return try parseClassRest(kind: kind, name: name, modifiers: modifiers, attributes: attributes, startOffset: startOffset, keywordOffset: keywordOffset)
    }

    /// Everything after the name: enum backing type, `extends`, `implements`, and the member body.
    func parseClassRest(kind: ClassDeclaration.Kind, name: UInt32, modifiers: ModifierList, attributes: UInt32?, startOffset: Int, keywordOffset: Int) throws(ParseFailure) -> UInt32 {
        var backingType: UInt32?
        if kind == .enum && accept(":") { backingType = try parseType() }
        // Traits and enums extend nothing (`trait T extends B` is a syntax error).
        var extends = SyntaxArena.none
        if kind != .trait && kind != .enum && accept(.extends) {
            let mark = arena.mark
            repeat { arena.push(try parseParentName()) } while kind == .interface && accept(",")
            extends = arena.list(since: mark)
        }
        var implements = SyntaxArena.none
        if kind != .interface && kind != .trait && accept(.implements) {
            let mark = arena.mark
            repeat { arena.push(try parseParentName()) } while accept(",")
            implements = arena.list(since: mark)
        }
        try expect("{")
        let membersMark = arena.mark
        while !at("}") && !atEnd {
            let startPos = pos
            let memberMark = arena.mark
            do {
                arena.push(try parseClassMember())
            } catch {
                // The parts the member had pushed when it failed are dropped with it.
                arena.discard(since: memberMark)
                synchronize()
                if pos == startPos { advance() }
            }
        }
        try expect("}")
        let members = arena.list(since: membersMark)
        let mark = arena.mark
        arena.push(name)
        arena.push(arena.modifiers(modifiers))
        arena.push(extends)
        arena.push(implements)
        arena.push(backingType)
        arena.push(members)
        arena.push(attributes)
        arena.push(UInt32(truncatingIfNeeded: keywordOffset))
        return arena.make(.class, range(from: startOffset), since: mark, small: kind.code)
    }

    /// A name after `extends` or `implements`, where PHP's grammar also takes `static` (its
    /// compiler then refuses it as reserved).
    private func parseParentName() throws(ParseFailure) -> UInt32 {
        guard at(.static) else { return try parseNameIndex().0 }
        let (name, _) = nameIndex(at: pos)
        advance()
        return name
    }

    func parseClassMember() throws(ParseFailure) -> UInt32 {
        try enter()
        defer { leave() }
        let memberStart = start
        let mark = arena.mark
        var attributes: UInt32?
        if at(.attribute) { attributes = try parseAttributeGroups() }
        // A trait use takes no attributes: PHP's grammar wants a member after them.
        if attributes != nil && at(.use) { throw fail(expecting: "'function' or 'const'") }
        if accept(.use) {
            let namesMark = arena.mark
            repeat { arena.push(try parseTraitName()) } while accept(",")
            let names = arena.list(since: namesMark)
            var aliasModifiers: ModifierList = []
            var adaptationNames = SyntaxArena.none
            if at("{") {
                (aliasModifiers, adaptationNames) = try parseTraitAdaptations()
            } else {
                try expectSemicolon(expecting: "',' or ';' or '{'")
            }
            return arena.make(.traitUseMember, range(from: memberStart), names, arena.modifiers(aliasModifiers), adaptationNames)
        }
        if accept(.case) {
            let name = try parseIdentifierText()
            var value: UInt32?
            if accept("=") { value = try parseExpression() }
            try expectSemicolon()
            return arena.make(.enumCaseMember, range(from: memberStart), name, value.orNone, attributes.orNone)
        }
        var modifiers: ModifierList = []
        var refused = false
        while let modifier = modifierAt(code) {
            // `var` declares properties alone: no modifier before or after it.
            if modifier == .var && !modifiers.isEmpty || modifiers.contains(.var) { throw fail(expecting: "variable") }
            noteRefused(RefusedModifiers.member(modifier, after: modifiers), &refused)
            modifiers.append(modifier)
            advance()
        }
        if modifiers.contains(.var) && (at(.const) || at(.function)) { throw fail(expecting: "variable") }
        if accept(.const) {
            // PHP 8.3 typed constants are not 8.2; a name followed by `=` is all we accept.
            arena.push(arena.modifiers(modifiers))
            let constantsMark = arena.mark
            try pushConstants(inClass: true)
            arena.push(arena.list(since: constantsMark))
            arena.push(attributes)
            try expectSemicolon(expecting: "',' or ';'")
            return arena.make(.constantMember, range(from: memberStart), since: mark)
        }
        if at(.function) {
            let function = try parseFunctionDeclaration(attributes: attributes, startOffset: memberStart, bodyOptional: true)
            return arena.make(.methodMember, range(from: memberStart), arena.modifiers(modifiers), function)
        }
        if modifiers.isEmpty && !at(.variable) { throw fail(expecting: "'function' or 'const'") }
        var type: UInt32?
        // After modifiers PHP reduces to "no type" at a token that starts none, then wants a variable.
        if !at(.variable) && !typeStarters[Int(code)] && !at("(") && !at("?") { throw fail(expecting: "variable") }
        if !at(.variable) { type = try parseType(allowsStatic: false) }
        let itemsMark = arena.mark
        repeat {
            let itemStart = start
            guard at(.variable) else { throw fail(expecting: "variable") }
            let name = variableText(at: pos)
            advance()
            var defaultValue: UInt32?
            if accept("=") { defaultValue = try parseExpression() }
            arena.push(arena.make(.propertyItem, range(from: itemStart), name, defaultValue.orNone))
        } while accept(",")
        let items = arena.list(since: itemsMark)
        try expectSemicolon(expecting: "',' or ';'")
        arena.push(arena.modifiers(modifiers))
        arena.push(type)
        arena.push(items)
        arena.push(attributes)
        return arena.make(.propertyMember, range(from: memberStart), since: mark)
    }

    /// A trait's name, in `use` or its adaptations: `static` names no trait, which the
    /// compile-time pass says (PHP's grammar takes it).
    private func parseTraitName() throws(ParseFailure) -> UInt32 {
        guard at(.static) else { return try parseNameIndex().0 }
        let name = nameIndex(at: pos).0
        advance()
        return name
    }

    /// `{ A::b insteadof B; b as protected c; c as d; }` — checked; what is kept is the modifiers
    /// the aliases give (PHP's grammar takes any member modifier there, and refuses `static`,
    /// `abstract`, `final` and `readonly` only when it compiles) and the traits they name, in
    /// source order (a list node, or none).
    private func parseTraitAdaptations() throws(ParseFailure) -> (ModifierList, UInt32) {
        var aliasModifiers: ModifierList = []
        let namesMark = arena.mark
        try expect("{")
        while !at("}") {
            // Method reference: `name` or `Trait::name`.
            if peek() == K(.paamayimNekudotayim) {
                arena.push(try parseTraitName())
                advance()
            }
            _ = try parseIdentifier()
            if accept(.insteadof) {
                repeat { arena.push(try parseTraitName()) } while accept(",")
            } else {
                try expect(.as, "'as' or 'insteadof'")
                if let modifier = modifierAt(code), modifier != .var {
                    aliasModifiers.append(modifier)
                    advance()
                    if !at(";") { _ = try parseIdentifier() }
                } else {
                    _ = try parseIdentifier()
                }
            }
            try expectSemicolon()
        }
        try expect("}")
        return (aliasModifiers, arena.list(since: namesMark))
    }
}

let typeStarters = CodeSet(kinds: [.string, .nameQualified, .nameFullyQualified, .nameRelative, .array, .callable, .static, .enum, .readonly], chars: ["?", "("])
