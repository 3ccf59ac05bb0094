/// Functions, closures, parameters, types, attributes, and class-like declarations with members.
extension PHPParser {
    // MARK: Functions

    /// `function [&]name(params)[: type] { body }` — the current token is `function`. A method
    /// (`bodyOptional`) may end with `;` instead of a body: abstract and interface methods.
    func parseFunctionDeclaration(attributes: [AttributeGroup], startOffset: Int, bodyOptional: Bool = false) throws(ParseFailure) -> FunctionDeclaration {
        let keywordOffset = start
        try expect(.function, "'function'")
        let byReference = atAmpersand
        if byReference { advance() }
        let nameRange = currentRange
        // A method may be named by any keyword (`function list()`); a function may not.
        let name = bodyOptional ? try parseIdentifier() : try parseDeclaredName(orReadonly: true, expecting: "'('")
        let parameters = try parseParameters()
        let returnType = try parseReturnType()
        var body: [Stmt]?
        if bodyOptional && !at("{") {
            try expectSemicolon(expecting: "';' or '{'")
        } else {
            body = try parseBlock()
        }
        return FunctionDeclaration(name: name, nameRange: nameRange, parameters: parameters, returnType: returnType, byReferenceReturn: byReference, body: body, attributes: attributes, range: range(from: startOffset), keywordOffset: keywordOffset)
    }

    /// After `#[...]` in expression position: a closure or arrow function.
    func parseAttributedClosure(attributes: [AttributeGroup], startOffset: Int) throws(ParseFailure) -> Expr {
        guard at(.function) || at(.fn) || (at(.static) && (peek() == K(.function) || peek() == K(.fn))) else {
            // PHP's list here (every declaration an attribute may precede) is too long to give.
            throw fail()
        }
        return try parseClosure(attributes: attributes, startOffset: startOffset)
    }

    /// `[static] function [&](params) [use (...)] [: type] { }` or `[static] fn [&](params) [: type] => expr`.
    func parseClosure(attributes: [AttributeGroup], startOffset: Int) throws(ParseFailure) -> Expr {
        let isStatic = accept(.static)
        let keywordOffset = start
        let isArrow = at(.fn)
        advance()
        let byReference = atAmpersand
        if byReference { advance() }
        let nameRange = SourceRange(start: lastEnd, end: lastEnd)
        let parameters = try parseParameters()
        if isArrow {
            let returnType = try parseReturnType()
            try expect(.doubleArrow, "'=>'")
            let body = try parseExpression()
            let function = FunctionDeclaration(name: "", nameRange: nameRange, parameters: parameters, returnType: returnType, byReferenceReturn: byReference, body: [Stmt(.return(body), body.range)], attributes: attributes, range: range(from: startOffset), keywordOffset: keywordOffset)
            return Expr(.arrowFunction(function, isStatic: isStatic), function.range)
        }
        var uses: [ClosureUse] = []
        if accept(.use) {
            try expect("(")
            while !at(")") {
                let useStart = start
                let byRef = atAmpersand
                if byRef { advance() }
                // PHP lists its two `&` tokens: "&" and its grammar's dummy name `amp`.
                guard at(.variable) else { throw fail(expecting: byRef ? "variable" : "variable or '&' or amp") }
                let name = variableName(at: pos)
                advance()
                uses.append(ClosureUse(name: name, byReference: byRef, range: range(from: useStart)))
                if !accept(",") { break }
            }
            try expect(")")
        }
        let returnType = try parseReturnType()
        let body = try parseBlock()
        let function = FunctionDeclaration(name: "", nameRange: nameRange, parameters: parameters, returnType: returnType, byReferenceReturn: byReference, body: body, attributes: attributes, range: range(from: startOffset), keywordOffset: keywordOffset)
        return Expr(.closure(function, uses: uses, isStatic: isStatic), function.range)
    }

    func parseReturnType() throws(ParseFailure) -> TypeHint? {
        guard accept(":") else { return nil }
        return try parseType()
    }

    func parseParameters() throws(ParseFailure) -> [Parameter] {
        try expect("(")
        var parameters: [Parameter] = []
        while !at(")") {
            let parameterStart = start
            var attributes: [AttributeGroup] = []
            if at(.attribute) { attributes = try parseAttributeGroups() }
            var modifiers: ModifierList = []
            while let modifier = modifierAt(code), modifier != .static, modifier != .abstract, modifier != .final, modifier != .var {
                modifiers.append(modifier)
                advance()
            }
            var type: TypeHint?
            if !at(.variable) && !atAmpersand && !at(.ellipsis) {
                guard typeStarters[Int(code)] else { throw fail(expecting: "variable") }
                type = try parseType()
            }
            let byReference = atAmpersand
            if byReference { advance() }
            let variadic = accept(.ellipsis)
            guard at(.variable) else { throw fail(expecting: "variable") }
            let name = variableName(at: pos)
            advance()
            var defaultValue: Expr?
            if accept("=") { defaultValue = try parseExpression() }
            parameters.append(Parameter(name: name, type: type, defaultValue: defaultValue, byReference: byReference, variadic: variadic, modifiers: modifiers, attributes: attributes, range: range(from: parameterStart)))
            if !accept(",") { break }
        }
        try expect(")")
        return parameters
    }

    // MARK: Types

    /// `?T`, `A|B`, `A&B`, `(A&B)|null` (DNF).
    func parseType() throws(ParseFailure) -> TypeHint {
        if accept("?") { return .nullable(try parseSingleType()) }
        let first = try parseTypeTerm()
        if at("|") {
            var members = [first]
            while accept("|") { members.append(try parseTypeTerm()) }
            return .union(members)
        }
        if case .name = first, isIntersectionAmpersand() {
            var members = [first]
            while isIntersectionAmpersand() {
                advance()
                members.append(try parseSingleType())
            }
            return .intersection(members)
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
    private func parseTypeTerm() throws(ParseFailure) -> TypeHint {
        guard accept("(") else { return try parseSingleType() }
        var members = [try parseSingleType()]
        // A group is an intersection (PHP 8.2's DNF types): PHP wants `&` (its `amp` token) next.
        if !isIntersectionAmpersand() { throw fail(expecting: "amp") }
        while isIntersectionAmpersand() {
            advance()
            members.append(try parseSingleType())
        }
        try expect(")")
        return .intersection(members)
    }

    private func parseSingleType() throws(ParseFailure) -> TypeHint {
        switch code {
        case K(.string), K(.nameQualified), K(.nameFullyQualified), K(.nameRelative), K(.array), K(.callable), K(.static), K(.enum), K(.readonly):
            let name = nameAt(pos)
            advance()
            return .name(name)
        default:
            throw fail()
        }
    }

    // MARK: Attributes

    /// One or more `#[A, B(args)]` groups.
    func parseAttributeGroups() throws(ParseFailure) -> [AttributeGroup] {
        var groups: [AttributeGroup] = []
        while at(.attribute) {
            let groupStart = start
            advance()
            var attributes: [Attribute] = []
            while !at("]") {
                let name = try parseName()
                var arguments: Arguments?
                if at("(") { arguments = try parseArguments() }
                attributes.append(Attribute(name: name, arguments: arguments))
                if !accept(",") { break }
            }
            try expect("]")
            groups.append(AttributeGroup(attributes: attributes, range: range(from: groupStart)))
        }
        return groups
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

    /// `[abstract|final|readonly]* class|interface|trait|enum Name ...`.
    func parseClassDeclaration(attributes: [AttributeGroup], startOffset: Int) throws(ParseFailure) -> ClassDeclaration {
        var modifiers: ModifierList = []
        var modifierOffsets: [Int] = []
        while let modifier = modifierAt(code), modifier == .abstract || modifier == .final || modifier == .readonly {
            modifiers.append(modifier)
            modifierOffsets.append(start)
            advance()
        }
        let keywordOffset = start
        let kind: ClassDeclaration.Kind
        switch code {
        case K(.class): kind = .class
        case K(.interface): kind = .interface
        case K(.trait): kind = .trait
        case K(.enum): kind = .enum
        default: throw fail(expecting: "'class'")
        }
        advance()
        let name = try parseDeclaredName()
        return try parseClassRest(kind: kind, name: name, modifiers: modifiers, modifierOffsets: modifierOffsets, attributes: attributes, startOffset: startOffset, keywordOffset: keywordOffset)
    }

    /// Everything after the name: enum backing type, `extends`, `implements`, and the member body.
    func parseClassRest(kind: ClassDeclaration.Kind, name: String, modifiers: ModifierList, modifierOffsets: [Int] = [], attributes: [AttributeGroup], startOffset: Int, keywordOffset: Int) throws(ParseFailure) -> ClassDeclaration {
        var backingType: TypeHint?
        if kind == .enum && accept(":") { backingType = try parseType() }
        var extends: [Name] = []
        var implements: [Name] = []
        // Traits and enums extend nothing (`trait T extends B` is a syntax error).
        if kind != .trait && kind != .enum && accept(.extends) {
            repeat { extends.append(try parseParentName()) } while kind == .interface && accept(",")
        }
        if kind != .interface && kind != .trait && accept(.implements) {
            repeat { implements.append(try parseParentName()) } while accept(",")
        }
        try expect("{")
        var members: [ClassMember] = []
        while !at("}") && !atEnd {
            let startPos = pos
            do {
                members.append(try parseClassMember())
            } catch {
                synchronize()
                if pos == startPos { advance() }
            }
        }
        try expect("}")
        return ClassDeclaration(kind: kind, name: name, modifiers: modifiers, extends: extends, implements: implements, enumBackingType: backingType, members: members, attributes: attributes, range: range(from: startOffset), modifierOffsets: modifierOffsets, keywordOffset: keywordOffset)
    }

    /// A name after `extends` or `implements`, where PHP's grammar also takes `static` (its
    /// compiler then refuses it as reserved).
    private func parseParentName() throws(ParseFailure) -> Name {
        guard at(.static) else { return try parseName() }
        let name = nameAt(pos)
        advance()
        return name
    }

    func parseClassMember() throws(ParseFailure) -> ClassMember {
        try enter()
        defer { leave() }
        let memberStart = start
        var attributes: [AttributeGroup] = []
        if at(.attribute) { attributes = try parseAttributeGroups() }
        if accept(.use) {
            var names: [Name] = []
            repeat { names.append(try parseName()) } while accept(",")
            var aliasModifiers: ModifierList = []
            if at("{") {
                aliasModifiers = try parseTraitAdaptations()
            } else {
                try expectSemicolon(expecting: "',' or ';' or '{'")
            }
            return ClassMember(.traitUse(names, aliasModifiers: aliasModifiers), range(from: memberStart))
        }
        if accept(.case) {
            let name = try parseIdentifier()
            var value: Expr?
            if accept("=") { value = try parseExpression() }
            try expectSemicolon()
            return ClassMember(.enumCase(name: name, value: value), range(from: memberStart))
        }
        var modifiers: ModifierList = []
        while let modifier = modifierAt(code) {
            modifiers.append(modifier)
            advance()
        }
        if accept(.const) {
            // PHP 8.3 typed constants are not 8.2; a name followed by `=` is all we accept.
            let constants = try parseConstantList(inClass: true)
            try expectSemicolon(expecting: "',' or ';'")
            return ClassMember(.constant(modifiers: modifiers, constants), range(from: memberStart))
        }
        if at(.function) {
            let function = try parseFunctionDeclaration(attributes: attributes, startOffset: memberStart, bodyOptional: true)
            return ClassMember(.method(modifiers: modifiers, function), range(from: memberStart))
        }
        if modifiers.isEmpty && !at(.variable) { throw fail(expecting: "'function' or 'const'") }
        var type: TypeHint?
        // After modifiers PHP reduces to "no type" at a token that starts none, then wants a variable.
        if !at(.variable) && !typeStarters[Int(code)] && !at("(") && !at("?") { throw fail(expecting: "variable") }
        if !at(.variable) { type = try parseType() }
        var properties: [PropertyItem] = []
        repeat {
            let itemStart = start
            guard at(.variable) else { throw fail(expecting: "variable") }
            let name = variableName(at: pos)
            advance()
            var defaultValue: Expr?
            if accept("=") { defaultValue = try parseExpression() }
            properties.append(PropertyItem(name: name, defaultValue: defaultValue, range: range(from: itemStart)))
        } while accept(",")
        try expectSemicolon(expecting: "',' or ';'")
        return ClassMember(.property(modifiers: modifiers, type: type, properties: properties), range(from: memberStart))
    }

    /// `{ A::b insteadof B; b as protected c; c as d; }` — checked; what is kept is the modifiers
    /// the aliases give (PHP's grammar takes any member modifier there, and refuses `static`,
    /// `abstract`, `final` and `readonly` only when it compiles).
    private func parseTraitAdaptations() throws(ParseFailure) -> ModifierList {
        var aliasModifiers: ModifierList = []
        try expect("{")
        while !at("}") {
            // Method reference: `name` or `Trait::name`.
            if peek() == K(.paamayimNekudotayim) {
                _ = try parseName()
                advance()
            }
            _ = try parseIdentifier()
            if accept(.insteadof) {
                repeat { _ = try parseName() } while accept(",")
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
        return aliasModifiers
    }
}

let typeStarters = CodeSet(kinds: [.string, .nameQualified, .nameFullyQualified, .nameRelative, .array, .callable, .static, .enum, .readonly], chars: ["?", "("])
