/// The enum tree of an arena's nodes, for the stages that keep a tree of values: the analysis,
/// the fixer, the emitters. It holds nothing of the arena.
extension SyntaxArena {
    public var tree: [Stmt] { withExtendedLifetime(self) { Self.statements(statements) } }

    static func statements(_ list: StmtList) -> [Stmt] {
        var result: [Stmt] = []
        result.reserveCapacity(list.count)
        for statement in list { result.append(Self.statement(statement)) }
        return result
    }

    static func expressions(_ list: ExprList) -> [Expr] {
        var result: [Expr] = []
        result.reserveCapacity(list.count)
        for expression in list { result.append(Self.expression(expression)) }
        return result
    }

    static func statement(_ node: StmtNode) -> Stmt {
        let kind: StmtKind
        switch node.kind {
        case .expression(let expression): kind = .expression(Self.expression(expression))
        case .echo(let list): kind = .echo(expressions(list))
        case .inlineHTML(let bytes): kind = .inlineHTML(bytes.bytes)
        case .block(let list): kind = .block(statements(list))
        case .if(let node):
            let elseIfs = node.elseIfs.map { ElseIfClause(condition: expression($0.condition), body: statements($0.body), range: $0.range) }
            kind = .if(IfStatement(condition: expression(node.condition), body: statements(node.body), elseIfs: elseIfs, elseBody: node.elseBody.map(statements), isAlternativeSyntax: node.isAlternativeSyntax))
        case .while(let condition, let body): kind = .while(condition: expression(condition), body: statements(body))
        case .doWhile(let body, let condition): kind = .doWhile(body: statements(body), condition: expression(condition))
        case .for(let initializers, let conditions, let steps, let body):
            kind = .for(initializers: expressions(initializers), conditions: expressions(conditions), steps: expressions(steps), body: statements(body))
        case .foreach(let loop):
            kind = .foreach(ForeachStatement(subject: expression(loop.subject), key: loop.key.map(expression), value: expression(loop.value), valueByReference: loop.valueByReference, keyByReference: loop.keyByReference, body: statements(loop.body)))
        case .switch(let subject, let cases):
            kind = .switch(subject: expression(subject), cases: cases.map { SwitchCase(condition: $0.condition.map(expression), body: statements($0.body), range: $0.range) })
        case .break(let level): kind = .break(level.map(expression))
        case .continue(let level): kind = .continue(level.map(expression))
        case .return(let value): kind = .return(value.map(expression))
        case .global(let list): kind = .global(expressions(list))
        case .staticVariables(let variables):
            kind = .staticVariables(variables.map { StaticVariable(name: $0.name, initialValue: $0.initialValue.map(expression), range: $0.range) })
        case .unset(let list): kind = .unset(expressions(list))
        case .try(let node):
            let catches = node.catches.map { CatchClause(types: $0.types.map(\.name), variable: $0.variable, body: statements($0.body), range: $0.range) }
            kind = .try(TryStatement(body: statements(node.body), catches: catches, finallyBody: node.finallyBody.map(statements)))
        case .function(let function): kind = .function(Self.function(function))
        case .classLike(let declaration): kind = .classLike(classDeclaration(declaration))
        case .namespace(let name, let body): kind = .namespace(name?.name, body: body.map(statements))
        case .use(let declaration): kind = .use(declaration.declaration)
        case .const(let constants): kind = .const(constants.map(constant))
        case .declare(let directives, let body):
            kind = .declare(directives.map { DeclareDirective(name: $0.name, value: expression($0.value), nameOffset: $0.nameOffset) }, body: body.map(statements))
        case .goto(let label): kind = .goto(label.string)
        case .label(let label): kind = .label(label.string)
        case .haltCompiler: kind = .haltCompiler
        case .nop: kind = .nop
        case .error: kind = .error
        }
        return Stmt(kind, node.range)
    }

    private static func constant(_ node: ConstantNode) -> ConstantDeclaration {
        ConstantDeclaration(name: node.name, value: expression(node.value), range: node.range)
    }

    static func expression(_ node: ExprNode) -> Expr {
        let kind: ExprKind
        switch node.kind {
        case .variable(let name): kind = .variable(name.string)
        case .variableVariable(let inner): kind = .variableVariable(expression(inner))
        case .constantFetch(let name): kind = .constantFetch(name.name)
        case .magicConstant(let token): kind = .magicConstant(token)
        case .classConstantFetch(let reference, let name): kind = .classConstantFetch(classReference(reference), name.string)
        case .staticPropertyFetch(let reference, let member): kind = .staticPropertyFetch(classReference(reference), memberName(member))
        case .propertyFetch(let object, let member, let nullsafe): kind = .propertyFetch(object: expression(object), name: memberName(member), nullsafe: nullsafe)
        case .arrayDimFetch(let base, let index): kind = .arrayDimFetch(base: expression(base), index: index.map(expression))
        case .integer(let value): kind = .integer(value)
        case .float(let value): kind = .float(value)
        case .string(let bytes): kind = .string(bytes.bytes)
        case .interpolatedString(let parts, let isShellCommand):
            kind = .interpolatedString(parts.map { part -> InterpolationPart in
                switch part {
                case .literal(let bytes, let range): .literal(bytes.bytes, range)
                case .expression(let inner): .expression(expression(inner))
                }
            }, isShellCommand: isShellCommand)
        case .array(let items, let syntax):
            kind = .array(items.map { item -> ArrayItem? in
                item.map { ArrayItem(key: $0.key.map(expression), value: expression($0.value), byReference: $0.byReference, unpack: $0.unpack, range: $0.range) }
            }, syntax: syntax)
        case .call(let callee, let arguments):
            let converted: Callee
            switch callee {
            case .name(let name): converted = .name(name.name)
            case .expression(let inner): converted = .expression(expression(inner))
            }
            kind = .call(callee: converted, arguments: Self.arguments(arguments))
        case .methodCall(let object, let member, let arguments, let nullsafe):
            kind = .methodCall(object: expression(object), name: memberName(member), arguments: Self.arguments(arguments), nullsafe: nullsafe)
        case .staticCall(let reference, let member, let arguments):
            kind = .staticCall(classReference(reference), memberName(member), arguments: Self.arguments(arguments))
        case .new(let reference, let arguments): kind = .new(classReference(reference), arguments: Self.arguments(arguments))
        case .clone(let inner): kind = .clone(expression(inner))
        case .instanceOf(let inner, let reference): kind = .instanceOf(expression(inner), classReference(reference))
        case .assign(let target, let value): kind = .assign(target: expression(target), value: expression(value))
        case .assignByReference(let target, let value): kind = .assignByReference(target: expression(target), value: expression(value))
        case .compoundAssign(let op, let target, let value): kind = .compoundAssign(op, target: expression(target), value: expression(value))
        case .binary(let op, let left, let right): kind = .binary(op, expression(left), expression(right))
        case .unary(let op, let inner): kind = .unary(op, expression(inner))
        case .increment(let inner, let prefix): kind = .increment(expression(inner), prefix: prefix)
        case .decrement(let inner, let prefix): kind = .decrement(expression(inner), prefix: prefix)
        case .cast(let type, let inner): kind = .cast(type, expression(inner))
        case .ternary(let condition, let then, let otherwise):
            kind = .ternary(condition: expression(condition), then: then.map(expression), else: expression(otherwise))
        case .isset(let list): kind = .isset(expressions(list))
        case .empty(let inner): kind = .empty(expression(inner))
        case .errorSuppress(let inner): kind = .errorSuppress(expression(inner))
        case .closure(let declaration, let uses, let isStatic):
            kind = .closure(function(declaration), uses: uses.map { ClosureUse(name: $0.name, byReference: $0.byReference, range: $0.range) }, isStatic: isStatic)
        case .arrowFunction(let declaration, let isStatic): kind = .arrowFunction(function(declaration), isStatic: isStatic)
        case .match(let subject, let arms):
            kind = .match(subject: expression(subject), arms: arms.map { MatchArm(conditions: $0.conditions.map(expressions), body: expression($0.body), range: $0.range) })
        case .print(let inner): kind = .print(expression(inner))
        case .exit(let inner): kind = .exit(inner.map(expression))
        case .include(let includeKind, let inner): kind = .include(includeKind, expression(inner))
        case .eval(let inner): kind = .eval(expression(inner))
        case .yield(let key, let value): kind = .yield(key: key.map(expression), value: value.map(expression))
        case .yieldFrom(let inner): kind = .yieldFrom(expression(inner))
        case .throw(let inner): kind = .throw(expression(inner))
        case .error: kind = .error
        }
        return Expr(kind, node.range)
    }

    private static func classReference(_ reference: ClassReferenceNode) -> ClassReference {
        switch reference {
        case .name(let name): .name(name.name)
        case .expression(let inner): .expression(expression(inner))
        case .anonymousClass(let declaration): .anonymousClass(classDeclaration(declaration))
        }
    }

    private static func memberName(_ member: MemberNameNode) -> MemberName {
        switch member {
        case .identifier(let name, let range): .identifier(name.string, range)
        case .expression(let inner): .expression(expression(inner))
        }
    }

    private static func arguments(_ node: ArgumentsNode) -> Arguments {
        Arguments(items: node.items.map { Argument(name: $0.name, value: expression($0.value), unpack: $0.unpack, range: $0.range) }, isFirstClassCallable: node.isFirstClassCallable, range: node.range)
    }

    private static func attributes(_ groups: NodeList<AttributeGroupNode>) -> [AttributeGroup] {
        groups.map { group in
            AttributeGroup(attributes: group.attributes.map { Attribute(name: $0.name, arguments: $0.arguments.map(arguments)) }, range: group.range)
        }
    }

    static func function(_ node: FunctionNode) -> FunctionDeclaration {
        let parameters = node.parameters.map { parameter in
            Parameter(name: parameter.name, type: parameter.type?.hint, defaultValue: parameter.defaultValue.map(expression), byReference: parameter.byReference, variadic: parameter.variadic, modifiers: parameter.modifiers.list, attributes: attributes(parameter.attributes), range: parameter.range)
        }
        return FunctionDeclaration(name: node.name, nameRange: node.nameRange, parameters: parameters, returnType: node.returnType?.hint, byReferenceReturn: node.byReferenceReturn, body: node.body.map(statements), attributes: attributes(node.attributes), range: node.range, keywordOffset: node.keywordOffset)
    }

    static func classDeclaration(_ node: ClassNode) -> ClassDeclaration {
        let members = node.members.map { member -> ClassMember in
            let kind: ClassMemberKind
            switch member.kind {
            case .property(let modifiers, let type, let properties):
                kind = .property(modifiers: modifiers.list, type: type?.hint, properties: properties.map { PropertyItem(name: $0.name, defaultValue: $0.defaultValue.map(expression), range: $0.range) })
            case .constant(let modifiers, let constants): kind = .constant(modifiers: modifiers.list, constants.map(constant))
            case .method(let modifiers, let method): kind = .method(modifiers: modifiers.list, function(method))
            case .traitUse(let traits, let aliasModifiers): kind = .traitUse(traits.map(\.name), aliasModifiers: aliasModifiers.list)
            case .enumCase(let name, let value): kind = .enumCase(name: name.string, value: value.map(expression))
            }
            return ClassMember(kind, member.range)
        }
        return ClassDeclaration(kind: node.kind, name: node.name, modifiers: node.modifiers.list, extends: node.extends.map(\.name), implements: node.implements.map(\.name), enumBackingType: node.enumBackingType?.hint, members: members, attributes: attributes(node.attributes), range: node.range, keywordOffset: node.keywordOffset)
    }
}
