/// Sees the nodes of an arena in source order (`SyntaxVisitor`, for views): a statement or expression before its children,
/// `leave` after them. Every method has a default, so a visitor writes only what it needs.
public protocol NodeVisitor {
    mutating func visit(_ statement: StmtNode) -> WalkAction
    mutating func leave(_ statement: StmtNode)
    mutating func visit(_ expression: ExprNode) -> WalkAction
    mutating func leave(_ expression: ExprNode)
    /// A function, method, closure or arrow function, before its parameters and body.
    mutating func visit(_ function: FunctionNode) -> WalkAction
    mutating func leave(_ function: FunctionNode)
    /// A class, interface, trait or enum (named or anonymous), before its members.
    mutating func visit(_ declaration: ClassNode) -> WalkAction
    mutating func leave(_ declaration: ClassNode)
}

extension NodeVisitor {
    @inlinable public mutating func visit(_ statement: StmtNode) -> WalkAction { .visitChildren }
    @inlinable public mutating func leave(_ statement: StmtNode) {}
    @inlinable public mutating func visit(_ expression: ExprNode) -> WalkAction { .visitChildren }
    @inlinable public mutating func leave(_ expression: ExprNode) {}
    @inlinable public mutating func visit(_ function: FunctionNode) -> WalkAction { .visitChildren }
    @inlinable public mutating func leave(_ function: FunctionNode) {}
    @inlinable public mutating func visit(_ declaration: ClassNode) -> WalkAction { .visitChildren }
    @inlinable public mutating func leave(_ declaration: ClassNode) {}
}

/// The traversal of a syntax arena, the same as `SyntaxWalker`'s of the enum tree (every node
/// kind lists its children, with no `default`), over views: no node is copied, no reference counted.
public struct NodeWalker<Visitor: NodeVisitor> {
    public var visitor: Visitor
    @usableFromInline var stopped = false

    @inlinable public init(_ visitor: Visitor) {
        self.visitor = visitor
    }

    /// Walks `statements` and returns the visitor with what it gathered.
    @inlinable public static func walk(_ statements: StmtList, _ visitor: Visitor) -> Visitor {
        var walker = NodeWalker(visitor)
        walker.walk(statements)
        return walker.visitor
    }

    /// Ready for another walk after one that stopped (the visitor is the caller's to reset).
    @inlinable public mutating func restart() {
        stopped = false
    }

    @inlinable public mutating func walk(_ statements: StmtList) {
        for statement in statements where !stopped { walk(statement) }
    }

    // The children are read by the node's kind and slot, not through `kind`: the walk is the
    // pass's most frequent step, and building a kind's views only to pass them on cost more
    // than the checks.

    @inlinable public mutating func walk(_ statement: StmtNode) {
        guard !stopped else { return }
        switch visitor.visit(statement) {
        case .stop: stopped = true; return
        case .skipChildren: visitor.leave(statement); return
        case .visitChildren: break
        }
        let arena = statement.arena, node = statement.node
        switch arena.kind(node) {
        case .expressionStatement, .break, .continue, .return:
            walkExpression(arena, arena.slot(node, 0))
        case .echo, .global, .unset:
            walkExpressions(arena, node)
        case .block:
            walkStatements(arena, node)
        case .if:
            walkExpression(arena, arena.slot(node, 0))
            walkStatements(arena, arena.slot(node, 1))
            for clause in NodeList<ElseIfNode>(arena, list: arena.slot(node, 2)) where !stopped {
                walkExpression(arena, arena.slot(clause.node, 0))
                walkStatements(arena, arena.slot(clause.node, 1))
            }
            walkStatements(arena, arena.slot(node, 3))
        case .while:
            walkExpression(arena, arena.slot(node, 0))
            walkStatements(arena, arena.slot(node, 1))
        case .doWhile:
            walkStatements(arena, arena.slot(node, 0))
            walkExpression(arena, arena.slot(node, 1))
        case .for:
            walkExpressions(arena, arena.slot(node, 0))
            walkExpressions(arena, arena.slot(node, 1))
            walkExpressions(arena, arena.slot(node, 2))
            walkStatements(arena, arena.slot(node, 3))
        case .foreach:
            walkExpression(arena, arena.slot(node, 0))
            walkExpression(arena, arena.slot(node, 1))
            walkExpression(arena, arena.slot(node, 2))
            walkStatements(arena, arena.slot(node, 3))
        case .switch:
            walkExpression(arena, arena.slot(node, 0))
            for switchCase in NodeList<SwitchCaseNode>(arena, list: arena.slot(node, 1)) where !stopped {
                walkExpression(arena, arena.slot(switchCase.node, 0))
                walkStatements(arena, arena.slot(switchCase.node, 1))
            }
        case .staticVariables:
            for variable in NodeList<StaticVariableNode>(arena, list: node) { walkExpression(arena, arena.slot(variable.node, 1)) }
        case .try:
            walkStatements(arena, arena.slot(node, 0))
            for clause in NodeList<CatchNode>(arena, list: arena.slot(node, 1)) { walkStatements(arena, arena.slot(clause.node, 2)) }
            walkStatements(arena, arena.slot(node, 2))
        case .functionStatement:
            walk(FunctionNode(arena, arena.slot(node, 0)))
        case .classStatement:
            walk(ClassNode(arena, arena.slot(node, 0)))
        case .namespace:
            walkStatements(arena, arena.slot(node, 1))
        case .const:
            for constant in NodeList<ConstantNode>(arena, list: node) { walkExpression(arena, arena.slot(constant.node, 1)) }
        case .declare:
            for directive in NodeList<DeclareDirectiveNode>(arena, list: arena.slot(node, 0)) { walkExpression(arena, arena.slot(directive.node, 1)) }
            walkStatements(arena, arena.slot(node, 1))
        case .inlineHTML, .goto, .label, .haltCompiler, .nop, .errorStatement, .use:
            break
        case .elseIf, .switchCase, .staticVariable, .catchClause, .useClause, .constant, .declareDirective,
             .variable, .variableVariable, .constantFetch, .magicConstant, .classConstantFetch, .staticPropertyFetch,
             .propertyFetch, .arrayDimFetch, .integer, .float, .string, .interpolatedString, .literalPart, .array,
             .arrayItem, .call, .methodCall, .staticCall, .new, .clone, .instanceOf, .assign, .assignByReference,
             .compoundAssign, .binary, .unary, .increment, .decrement, .cast, .ternary, .isset, .empty, .errorSuppress,
             .closure, .closureUse, .arrowFunction, .match, .matchArm, .print, .exit, .include, .eval, .yield,
             .yieldFrom, .throw, .errorExpression, .list, .nameReference, .identifier, .arguments, .argument,
             .function, .parameter, .class, .propertyMember, .constantMember, .methodMember, .traitUseMember,
             .enumCaseMember, .propertyItem, .attributeGroup, .attribute, .nullableType, .unionType, .intersectionType:
            // Parts of statements (walked with the statement that holds them) and nodes of other
            // categories: the parser puts none in a statement list.
            break
        }
        if !stopped { visitor.leave(statement) }
    }

    @inlinable public mutating func walk(_ exprs: ExprList) {
        for expr in exprs where !stopped { walk(expr) }
    }

    /// The statements of list node `list`, if there is one.
    @inlinable mutating func walkStatements(_ arena: ArenaRef, _ list: UInt32) {
        guard list != SyntaxArena.none else { return }
        for statement in StmtList(arena, list: list) where !stopped { walk(statement) }
    }

    /// The expressions of list node `list` (or of a node whose slots are its list), if there is one.
    @inlinable mutating func walkExpressions(_ arena: ArenaRef, _ list: UInt32) {
        guard list != SyntaxArena.none else { return }
        for expr in ExprList(arena, list: list) where !stopped { walk(expr) }
    }

    /// Expression `node`, if there is one.
    @inlinable mutating func walkExpression(_ arena: ArenaRef, _ node: UInt32) {
        if node != SyntaxArena.none { walk(ExprNode(arena, node)) }
    }

    @inlinable public mutating func walk(_ expr: ExprNode) {
        guard !stopped else { return }
        switch visitor.visit(expr) {
        case .stop: stopped = true; return
        case .skipChildren: visitor.leave(expr); return
        case .visitChildren: break
        }
        let arena = expr.arena, node = expr.node
        switch arena.kind(node) {
        case .variable, .constantFetch, .magicConstant, .integer, .float, .string, .errorExpression:
            break
        case .variableVariable, .clone, .unary, .increment, .decrement, .cast, .empty, .errorSuppress, .print, .include, .eval, .yieldFrom, .throw, .exit:
            walkExpression(arena, arena.slot(node, 0))
        case .classConstantFetch:
            walkReference(arena, arena.slot(node, 0))
        case .staticPropertyFetch:
            walkReference(arena, arena.slot(node, 0))
            walkMember(arena, arena.slot(node, 1))
        case .propertyFetch:
            walkExpression(arena, arena.slot(node, 0))
            walkMember(arena, arena.slot(node, 1))
        case .arrayDimFetch, .assign, .assignByReference, .compoundAssign, .binary, .yield:
            walkExpression(arena, arena.slot(node, 0))
            walkExpression(arena, arena.slot(node, 1))
        case .interpolatedString:
            for part in NodeList<UInt32>(arena, list: node) where arena.kind(part) != .literalPart { walkExpression(arena, part) }
        case .array:
            for item in NodeList<UInt32>(arena, list: node) where item != SyntaxArena.none && !stopped {
                walkExpression(arena, arena.slot(item, 0))
                walkExpression(arena, arena.slot(item, 1))
            }
        case .call:
            let callee = arena.slot(node, 0)
            if arena.kind(callee) != .nameReference { walkExpression(arena, callee) }
            walkArguments(arena, arena.slot(node, 1))
        case .methodCall:
            walkExpression(arena, arena.slot(node, 0))
            walkMember(arena, arena.slot(node, 1))
            walkArguments(arena, arena.slot(node, 2))
        case .staticCall:
            walkReference(arena, arena.slot(node, 0))
            walkMember(arena, arena.slot(node, 1))
            walkArguments(arena, arena.slot(node, 2))
        case .new:
            walkReference(arena, arena.slot(node, 0))
            walkArguments(arena, arena.slot(node, 1))
        case .instanceOf:
            walkExpression(arena, arena.slot(node, 0))
            walkReference(arena, arena.slot(node, 1))
        case .ternary:
            walkExpression(arena, arena.slot(node, 0))
            walkExpression(arena, arena.slot(node, 1))
            walkExpression(arena, arena.slot(node, 2))
        case .isset:
            walkExpressions(arena, node)
        case .closure, .arrowFunction:
            walk(FunctionNode(arena, arena.slot(node, 0)))
        case .match:
            walkExpression(arena, arena.slot(node, 0))
            for arm in NodeList<MatchArmNode>(arena, list: arena.slot(node, 1)) where !stopped {
                walkExpressions(arena, arena.slot(arm.node, 0))
                walkExpression(arena, arena.slot(arm.node, 1))
            }
        case .literalPart, .arrayItem, .closureUse, .matchArm,
             .expressionStatement, .echo, .inlineHTML, .block, .if, .elseIf, .while, .doWhile, .for, .foreach, .switch,
             .switchCase, .break, .continue, .return, .global, .staticVariables, .staticVariable, .unset, .try,
             .catchClause, .functionStatement, .classStatement, .namespace, .use, .useClause, .const, .constant,
             .declare, .declareDirective, .goto, .label, .haltCompiler, .nop, .errorStatement,
             .list, .nameReference, .identifier, .arguments, .argument,
             .function, .parameter, .class, .propertyMember, .constantMember, .methodMember, .traitUseMember,
             .enumCaseMember, .propertyItem, .attributeGroup, .attribute, .nullableType, .unionType, .intersectionType:
            // Parts of expressions (walked with the expression that holds them) and nodes of other
            // categories: the parser puts none in an expression slot.
            break
        }
        if !stopped { visitor.leave(expr) }
    }

    @inlinable public mutating func walk(_ function: FunctionNode) {
        guard !stopped else { return }
        switch visitor.visit(function) {
        case .stop: stopped = true; return
        case .skipChildren: visitor.leave(function); return
        case .visitChildren: break
        }
        let arena = function.arena
        for parameter in NodeList<ParameterNode>(arena, list: arena.slot(function.node, 3)) { walkExpression(arena, arena.slot(parameter.node, 2)) }
        walkStatements(arena, arena.slot(function.node, 5))
        if !stopped { visitor.leave(function) }
    }

    @inlinable public mutating func walk(_ declaration: ClassNode) {
        guard !stopped else { return }
        switch visitor.visit(declaration) {
        case .stop: stopped = true; return
        case .skipChildren: visitor.leave(declaration); return
        case .visitChildren: break
        }
        let arena = declaration.arena
        for member in NodeList<UInt32>(arena, list: arena.slot(declaration.node, 5)) where !stopped {
            switch arena.kind(member) {
            case .propertyMember:
                for item in NodeList<UInt32>(arena, list: arena.slot(member, 2)) { walkExpression(arena, arena.slot(item, 1)) }
            case .constantMember:
                for constant in NodeList<UInt32>(arena, list: arena.slot(member, 1)) { walkExpression(arena, arena.slot(constant, 1)) }
            case .methodMember:
                walk(FunctionNode(arena, arena.slot(member, 1)))
            case .enumCaseMember:
                walkExpression(arena, arena.slot(member, 1))
            case .traitUseMember:
                break
            case .expressionStatement, .echo, .inlineHTML, .block, .if, .elseIf, .while, .doWhile, .for, .foreach,
                 .switch, .switchCase, .break, .continue, .return, .global, .staticVariables, .staticVariable, .unset,
                 .try, .catchClause, .functionStatement, .classStatement, .namespace, .use, .useClause, .const,
                 .constant, .declare, .declareDirective, .goto, .label, .haltCompiler, .nop, .errorStatement,
                 .variable, .variableVariable, .constantFetch, .magicConstant, .classConstantFetch, .staticPropertyFetch,
                 .propertyFetch, .arrayDimFetch, .integer, .float, .string, .interpolatedString, .literalPart, .array,
                 .arrayItem, .call, .methodCall, .staticCall, .new, .clone, .instanceOf, .assign, .assignByReference,
                 .compoundAssign, .binary, .unary, .increment, .decrement, .cast, .ternary, .isset, .empty,
                 .errorSuppress, .closure, .closureUse, .arrowFunction, .match, .matchArm, .print, .exit, .include,
                 .eval, .yield, .yieldFrom, .throw, .errorExpression, .list, .nameReference, .identifier, .arguments,
                 .argument, .function, .parameter, .class, .propertyItem, .attributeGroup, .attribute, .nullableType,
                 .unionType, .intersectionType:
                // Not a member: the parser puts none in a member list.
                break
            }
        }
        if !stopped { visitor.leave(declaration) }
    }

    @inlinable mutating func walkArguments(_ arena: ArenaRef, _ arguments: UInt32) {
        for argument in NodeList<UInt32>(arena, list: arguments) where !stopped { walkExpression(arena, arena.slot(argument, 1)) }
    }

    @inlinable mutating func walkMember(_ arena: ArenaRef, _ member: UInt32) {
        if arena.kind(member) != .identifier { walkExpression(arena, member) }
    }

    @inlinable mutating func walkReference(_ arena: ArenaRef, _ reference: UInt32) {
        // A class slot holds a name, an anonymous class or any expression: the split is by what
        // the slot holds, not by kind, so a new expression kind needs nothing here.
        let kind = arena.kind(reference)
        if kind == .class {
            walk(ClassNode(arena, reference))
        } else if kind != .nameReference {
            walkExpression(arena, reference)
        }
    }
}

extension UInt32: ArenaElement {
    /// A list's slot as it is: a node index, or `SyntaxArena.none`.
    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> UInt32 { slot }
}
