extension SyntaxArena {
    /// The arena of an enum tree's statements.
    public static func from(_ statements: [Stmt]) -> SyntaxArena {
        let builder = ArenaBuilder(tokens: 256)
        let root = builder.statementList(statements)
        return builder.finish(root: root)
    }
}

extension ArenaBuilder {
    func statementList(_ statements: [Stmt]) -> UInt32 {
        let mark = self.mark
        for statement in statements { push(self.statement(statement)) }
        return list(since: mark)
    }

    func statementList(_ statements: [Stmt]?) -> UInt32? {
        statements.map { statementList($0) }
    }

    func expressionList(_ expressions: [Expr]) -> UInt32 {
        let mark = self.mark
        pushExpressions(expressions)
        return list(since: mark)
    }

    private func pushExpressions(_ expressions: [Expr]) {
        for expression in expressions { push(self.expression(expression)) }
    }

    func statement(_ statement: Stmt) -> UInt32 {
        let mark = self.mark
        let range = statement.range
        switch statement.kind {
        case .expression(let expression):
            push(self.expression(expression))
            return make(.expressionStatement, range, since: mark)
        case .echo(let expressions):
            pushExpressions(expressions)
            return make(.echo, range, since: mark)
        case .inlineHTML(let bytes):
            push(self.bytes(bytes))
            return make(.inlineHTML, range, since: mark)
        case .block(let body):
            for inner in body { push(self.statement(inner)) }
            return make(.block, range, since: mark)
        case .if(let ifStatement):
            push(expression(ifStatement.condition))
            push(statementList(ifStatement.body))
            let clauses = self.mark
            for clause in ifStatement.elseIfs {
                let clauseMark = self.mark
                push(expression(clause.condition))
                push(statementList(clause.body))
                push(make(.elseIf, clause.range, since: clauseMark))
            }
            push(list(since: clauses))
            push(statementList(ifStatement.elseBody))
            return make(.if, range, since: mark, flags: ifStatement.isAlternativeSyntax ? 1 : 0)
        case .while(let condition, let body):
            push(expression(condition))
            push(statementList(body))
            return make(.while, range, since: mark)
        case .doWhile(let body, let condition):
            push(statementList(body))
            push(expression(condition))
            return make(.doWhile, range, since: mark)
        case .for(let initializers, let conditions, let steps, let body):
            push(expressionList(initializers))
            push(expressionList(conditions))
            push(expressionList(steps))
            push(statementList(body))
            return make(.for, range, since: mark)
        case .foreach(let loop):
            push(expression(loop.subject))
            push(loop.key.map { expression($0) })
            push(expression(loop.value))
            push(statementList(loop.body))
            return make(.foreach, range, since: mark, flags: (loop.valueByReference ? 1 : 0) | (loop.keyByReference ? 2 : 0))
        case .switch(let subject, let cases):
            push(expression(subject))
            let casesMark = self.mark
            for switchCase in cases {
                let caseMark = self.mark
                push(switchCase.condition.map { expression($0) })
                push(statementList(switchCase.body))
                push(make(.switchCase, switchCase.range, since: caseMark))
            }
            push(list(since: casesMark))
            return make(.switch, range, since: mark)
        case .break(let level):
            push(level.map { expression($0) })
            return make(.break, range, since: mark)
        case .continue(let level):
            push(level.map { expression($0) })
            return make(.continue, range, since: mark)
        case .return(let value):
            push(value.map { expression($0) })
            return make(.return, range, since: mark)
        case .global(let expressions):
            pushExpressions(expressions)
            return make(.global, range, since: mark)
        case .staticVariables(let variables):
            for variable in variables {
                let variableMark = self.mark
                push(string(variable.name))
                push(variable.initialValue.map { expression($0) })
                push(make(.staticVariable, variable.range, since: variableMark))
            }
            return make(.staticVariables, range, since: mark)
        case .unset(let expressions):
            pushExpressions(expressions)
            return make(.unset, range, since: mark)
        case .try(let tryStatement):
            push(statementList(tryStatement.body))
            let catchesMark = self.mark
            for clause in tryStatement.catches {
                let clauseMark = self.mark
                push(names(clause.types))
                push(string(clause.variable))
                push(statementList(clause.body))
                push(make(.catchClause, clause.range, since: clauseMark))
            }
            push(list(since: catchesMark))
            push(statementList(tryStatement.finallyBody))
            return make(.try, range, since: mark)
        case .function(let declaration):
            push(function(declaration))
            return make(.functionStatement, range, since: mark)
        case .classLike(let declaration):
            push(classDeclaration(declaration))
            return make(.classStatement, range, since: mark)
        case .namespace(let name, let body):
            push(self.name(name))
            push(statementList(body))
            return make(.namespace, range, since: mark)
        case .use(let declaration):
            push(use(declaration))
            return make(.use, range, since: mark)
        case .const(let constants):
            for constant in constants { push(self.constant(constant)) }
            return make(.const, range, since: mark)
        case .declare(let directives, let body):
            let directivesMark = self.mark
            for directive in directives {
                let directiveMark = self.mark
                push(string(directive.name))
                push(expression(directive.value))
                push(make(.declareDirective, SourceRange(start: directive.nameOffset, end: directive.nameOffset), since: directiveMark))
            }
            push(list(since: directivesMark))
            push(statementList(body))
            return make(.declare, range, since: mark)
        case .goto(let label):
            push(string(label))
            return make(.goto, range, since: mark)
        case .label(let label):
            push(string(label))
            return make(.label, range, since: mark)
        case .haltCompiler:
            return make(.haltCompiler, range, since: mark)
        case .nop:
            return make(.nop, range, since: mark)
        case .error:
            return make(.errorStatement, range, since: mark)
        }
    }

    private func constant(_ constant: ConstantDeclaration) -> UInt32 {
        let mark = self.mark
        push(string(constant.name))
        push(expression(constant.value))
        return make(.constant, constant.range, since: mark)
    }

    func expression(_ expression: Expr) -> UInt32 {
        let mark = self.mark
        let range = expression.range
        switch expression.kind {
        case .variable(let name):
            push(string(name))
            return make(.variable, range, since: mark)
        case .variableVariable(let inner):
            push(self.expression(inner))
            return make(.variableVariable, range, since: mark)
        case .constantFetch(let name):
            push(self.name(name))
            return make(.constantFetch, range, since: mark)
        case .magicConstant(let token):
            return make(.magicConstant, range, since: mark, small: UInt16(token.rawValue))
        case .classConstantFetch(let reference, let name):
            push(classReference(reference))
            push(string(name))
            return make(.classConstantFetch, range, since: mark)
        case .staticPropertyFetch(let reference, let member):
            push(classReference(reference))
            push(memberName(member))
            return make(.staticPropertyFetch, range, since: mark)
        case .propertyFetch(let object, let member, let nullsafe):
            push(self.expression(object))
            push(memberName(member))
            return make(.propertyFetch, range, since: mark, flags: nullsafe ? 1 : 0)
        case .arrayDimFetch(let base, let index):
            push(self.expression(base))
            push(index.map { self.expression($0) })
            return make(.arrayDimFetch, range, since: mark)
        case .integer(let value):
            push(bits: UInt64(bitPattern: Int64(value)))
            return make(.integer, range, since: mark)
        case .float(let value):
            push(bits: value.bitPattern)
            return make(.float, range, since: mark)
        case .string(let bytes):
            push(self.bytes(bytes))
            return make(.string, range, since: mark)
        case .interpolatedString(let parts, let isShellCommand):
            for part in parts {
                switch part {
                case .literal(let bytes, let partRange):
                    let partMark = self.mark
                    push(self.bytes(bytes))
                    push(make(.literalPart, partRange, since: partMark))
                case .expression(let inner):
                    push(self.expression(inner))
                }
            }
            return make(.interpolatedString, range, since: mark, flags: isShellCommand ? 1 : 0)
        case .array(let items, let syntax):
            for item in items {
                guard let item else {
                    push(SyntaxArena.none)
                    continue
                }
                let itemMark = self.mark
                push(item.key.map { self.expression($0) })
                push(self.expression(item.value))
                push(make(.arrayItem, item.range, since: itemMark, flags: (item.byReference ? 1 : 0) | (item.unpack ? 2 : 0)))
            }
            return make(.array, range, since: mark, small: syntax.code)
        case .call(let callee, let arguments):
            switch callee {
            case .name(let name): push(nameReference(name))
            case .expression(let inner): push(self.expression(inner))
            }
            push(self.arguments(arguments))
            return make(.call, range, since: mark)
        case .methodCall(let object, let member, let arguments, let nullsafe):
            push(self.expression(object))
            push(memberName(member))
            push(self.arguments(arguments))
            return make(.methodCall, range, since: mark, flags: nullsafe ? 1 : 0)
        case .staticCall(let reference, let member, let arguments):
            push(classReference(reference))
            push(memberName(member))
            push(self.arguments(arguments))
            return make(.staticCall, range, since: mark)
        case .new(let reference, let arguments):
            push(classReference(reference))
            push(self.arguments(arguments))
            return make(.new, range, since: mark)
        case .clone(let inner):
            return unary(.clone, inner, range, mark)
        case .instanceOf(let inner, let reference):
            push(self.expression(inner))
            push(classReference(reference))
            return make(.instanceOf, range, since: mark)
        case .assign(let target, let value):
            return pair(.assign, target, value, range, mark)
        case .assignByReference(let target, let value):
            return pair(.assignByReference, target, value, range, mark)
        case .compoundAssign(let op, let target, let value):
            return pair(.compoundAssign, target, value, range, mark, small: op.code)
        case .binary(let op, let left, let right):
            return pair(.binary, left, right, range, mark, small: op.code)
        case .unary(let op, let inner):
            return unary(.unary, inner, range, mark, small: op.code)
        case .increment(let inner, let prefix):
            return unary(.increment, inner, range, mark, flags: prefix ? 1 : 0)
        case .decrement(let inner, let prefix):
            return unary(.decrement, inner, range, mark, flags: prefix ? 1 : 0)
        case .cast(let type, let inner):
            return unary(.cast, inner, range, mark, small: type.code)
        case .ternary(let condition, let then, let otherwise):
            push(self.expression(condition))
            push(then.map { self.expression($0) })
            push(self.expression(otherwise))
            return make(.ternary, range, since: mark)
        case .isset(let expressions):
            pushExpressions(expressions)
            return make(.isset, range, since: mark)
        case .empty(let inner):
            return unary(.empty, inner, range, mark)
        case .errorSuppress(let inner):
            return unary(.errorSuppress, inner, range, mark)
        case .closure(let declaration, let uses, let isStatic):
            push(function(declaration))
            let usesMark = self.mark
            for use in uses {
                let useMark = self.mark
                push(string(use.name))
                push(make(.closureUse, use.range, since: useMark, flags: use.byReference ? 1 : 0))
            }
            push(list(since: usesMark))
            return make(.closure, range, since: mark, flags: isStatic ? 1 : 0)
        case .arrowFunction(let declaration, let isStatic):
            push(function(declaration))
            return make(.arrowFunction, range, since: mark, flags: isStatic ? 1 : 0)
        case .match(let subject, let arms):
            push(self.expression(subject))
            let armsMark = self.mark
            for arm in arms {
                let armMark = self.mark
                push(arm.conditions.map { expressionList($0) })
                push(self.expression(arm.body))
                push(make(.matchArm, arm.range, since: armMark))
            }
            push(list(since: armsMark))
            return make(.match, range, since: mark)
        case .print(let inner):
            return unary(.print, inner, range, mark)
        case .exit(let inner):
            push(inner.map { self.expression($0) })
            return make(.exit, range, since: mark)
        case .include(let kind, let inner):
            return unary(.include, inner, range, mark, small: kind.code)
        case .eval(let inner):
            return unary(.eval, inner, range, mark)
        case .yield(let key, let value):
            push(key.map { self.expression($0) })
            push(value.map { self.expression($0) })
            return make(.yield, range, since: mark)
        case .yieldFrom(let inner):
            return unary(.yieldFrom, inner, range, mark)
        case .throw(let inner):
            return unary(.throw, inner, range, mark)
        case .error:
            return make(.errorExpression, range, since: mark)
        }
    }

    private func unary(_ kind: NodeKind, _ inner: Expr, _ range: SourceRange, _ mark: Int, flags: UInt8 = 0, small: UInt16 = 0) -> UInt32 {
        push(expression(inner))
        return make(kind, range, since: mark, flags: flags, small: small)
    }

    private func pair(_ kind: NodeKind, _ first: Expr, _ second: Expr, _ range: SourceRange, _ mark: Int, small: UInt16 = 0) -> UInt32 {
        push(expression(first))
        push(expression(second))
        return make(kind, range, since: mark, small: small)
    }

    private func nameReference(_ name: Name) -> UInt32 {
        let mark = self.mark
        push(self.name(name))
        return make(.nameReference, name.range, since: mark)
    }

    private func classReference(_ reference: ClassReference) -> UInt32 {
        switch reference {
        case .name(let name): nameReference(name)
        case .expression(let inner): expression(inner)
        case .anonymousClass(let declaration): classDeclaration(declaration)
        }
    }

    private func memberName(_ member: MemberName) -> UInt32 {
        switch member {
        case .identifier(let name, let range):
            let mark = self.mark
            push(string(name))
            return make(.identifier, range, since: mark)
        case .expression(let inner):
            return expression(inner)
        }
    }

    private func attributes(_ groups: [AttributeGroup]) -> UInt32? {
        guard !groups.isEmpty else { return nil }
        let mark = self.mark
        for group in groups {
            let groupMark = self.mark
            for attribute in group.attributes {
                let attributeMark = self.mark
                push(name(attribute.name))
                push(attribute.arguments.map { arguments($0) })
                push(make(.attribute, attribute.name.range, since: attributeMark))
            }
            push(make(.attributeGroup, group.range, since: groupMark))
        }
        return list(since: mark)
    }

    private func arguments(_ arguments: Arguments) -> UInt32 {
        let mark = self.mark
        for argument in arguments.items {
            let argumentMark = self.mark
            push(string(argument.name))
            push(expression(argument.value))
            push(make(.argument, argument.range, since: argumentMark, flags: argument.unpack ? 1 : 0))
        }
        return make(.arguments, arguments.range, since: mark, flags: arguments.isFirstClassCallable ? 1 : 0)
    }

    func function(_ function: FunctionDeclaration) -> UInt32 {
        let mark = self.mark
        push(string(function.name))
        push(UInt32(truncatingIfNeeded: function.nameRange.start))
        push(UInt32(truncatingIfNeeded: function.nameRange.end))
        let parametersMark = self.mark
        for parameter in function.parameters {
            let parameterMark = self.mark
            push(string(parameter.name))
            push(type(parameter.type))
            push(parameter.defaultValue.map { expression($0) })
            push(modifiers(parameter.modifiers))
            push(attributes(parameter.attributes))
            push(make(.parameter, parameter.range, since: parameterMark, flags: (parameter.byReference ? 1 : 0) | (parameter.variadic ? 2 : 0)))
        }
        push(list(since: parametersMark))
        push(type(function.returnType))
        push(statementList(function.body))
        push(attributes(function.attributes))
        push(UInt32(truncatingIfNeeded: function.keywordOffset))
        return make(.function, function.range, since: mark, flags: function.byReferenceReturn ? 1 : 0)
    }

    func classDeclaration(_ declaration: ClassDeclaration) -> UInt32 {
        let mark = self.mark
        push(string(declaration.name))
        push(modifiers(declaration.modifiers))
        push(names(declaration.extends))
        push(names(declaration.implements))
        push(type(declaration.enumBackingType))
        let membersMark = self.mark
        for member in declaration.members {
            let memberMark = self.mark
            switch member.kind {
            case .property(let modifiers, let type, let properties):
                push(self.modifiers(modifiers))
                push(self.type(type))
                let itemsMark = self.mark
                for property in properties {
                    let itemMark = self.mark
                    push(string(property.name))
                    push(property.defaultValue.map { expression($0) })
                    push(make(.propertyItem, property.range, since: itemMark))
                }
                push(list(since: itemsMark))
                push(make(.propertyMember, member.range, since: memberMark))
            case .constant(let modifiers, let constants):
                push(self.modifiers(modifiers))
                let constantsMark = self.mark
                for constant in constants { push(self.constant(constant)) }
                push(list(since: constantsMark))
                push(make(.constantMember, member.range, since: memberMark))
            case .method(let modifiers, let method):
                push(self.modifiers(modifiers))
                push(function(method))
                push(make(.methodMember, member.range, since: memberMark))
            case .traitUse(let traits, let aliasModifiers):
                push(names(traits))
                push(self.modifiers(aliasModifiers))
                push(make(.traitUseMember, member.range, since: memberMark))
            case .enumCase(let name, let value):
                push(string(name))
                push(value.map { expression($0) })
                push(make(.enumCaseMember, member.range, since: memberMark))
            }
        }
        push(list(since: membersMark))
        push(attributes(declaration.attributes))
        push(offsets(declaration.modifierOffsets))
        push(UInt32(truncatingIfNeeded: declaration.keywordOffset))
        return make(.class, declaration.range, since: mark, small: declaration.kind.code)
    }
}
