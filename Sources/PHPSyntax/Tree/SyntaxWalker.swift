/// What a visitor wants after seeing a node.
public enum WalkAction: Sendable {
    /// Go on into the node's children.
    case visitChildren
    /// Leave the node's children out, and go on with its next sibling.
    case skipChildren
    /// End the walk.
    case stop
}

/// Sees the nodes of a tree in source order: a statement or expression before its children,
/// `leave` after them. Every method has a default, so a visitor writes only what it needs.
public protocol SyntaxVisitor {
    mutating func visit(_ statement: Stmt) -> WalkAction
    mutating func leave(_ statement: Stmt)
    mutating func visit(_ expression: Expr) -> WalkAction
    mutating func leave(_ expression: Expr)
    /// A function, method, closure or arrow function, before its parameters and body.
    mutating func visit(_ function: FunctionDeclaration) -> WalkAction
    mutating func leave(_ function: FunctionDeclaration)
    /// A class, interface, trait or enum (named or anonymous), before its members.
    mutating func visit(_ declaration: ClassDeclaration) -> WalkAction
    mutating func leave(_ declaration: ClassDeclaration)
}

extension SyntaxVisitor {
    public mutating func visit(_ statement: Stmt) -> WalkAction { .visitChildren }
    public mutating func leave(_ statement: Stmt) {}
    public mutating func visit(_ expression: Expr) -> WalkAction { .visitChildren }
    public mutating func leave(_ expression: Expr) {}
    public mutating func visit(_ function: FunctionDeclaration) -> WalkAction { .visitChildren }
    public mutating func leave(_ function: FunctionDeclaration) {}
    public mutating func visit(_ declaration: ClassDeclaration) -> WalkAction { .visitChildren }
    public mutating func leave(_ declaration: ClassDeclaration) {}
}

/// The one traversal of PHP syntax trees: every node kind lists its children here, with no
/// `default`, so a new kind of node cannot be walked past unseen.
public struct SyntaxWalker<Visitor: SyntaxVisitor> {
    public var visitor: Visitor
    private var stopped = false

    public init(_ visitor: Visitor) {
        self.visitor = visitor
    }

    /// Walks `statements` and returns the visitor with what it gathered.
    public static func walk(_ statements: [Stmt], _ visitor: Visitor) -> Visitor {
        var walker = SyntaxWalker(visitor)
        walker.walk(statements)
        return walker.visitor
    }

    public mutating func walk(_ statements: [Stmt]) {
        for statement in statements where !stopped { walk(statement) }
    }

    public mutating func walk(_ statement: Stmt) {
        guard !stopped else { return }
        switch visitor.visit(statement) {
        case .stop: stopped = true; return
        case .skipChildren: visitor.leave(statement); return
        case .visitChildren: break
        }
        switch statement.kind {
        case .expression(let expr):
            walk(expr)
        case .echo(let exprs), .global(let exprs), .unset(let exprs):
            walk(exprs)
        case .inlineHTML, .goto, .label, .haltCompiler, .nop, .error, .use:
            break
        case .block(let body):
            walk(body)
        case .if(let statement):
            walk(statement.condition)
            walk(statement.body)
            for clause in statement.elseIfs {
                walk(clause.condition)
                walk(clause.body)
            }
            if let elseBody = statement.elseBody { walk(elseBody) }
        case .while(let condition, let body):
            walk(condition)
            walk(body)
        case .doWhile(let body, let condition):
            walk(body)
            walk(condition)
        case .for(let initializers, let conditions, let steps, let body):
            walk(initializers)
            walk(conditions)
            walk(steps)
            walk(body)
        case .foreach(let loop):
            walk(loop.subject)
            if let key = loop.key { walk(key) }
            walk(loop.value)
            walk(loop.body)
        case .switch(let subject, let cases):
            walk(subject)
            for switchCase in cases {
                if let condition = switchCase.condition { walk(condition) }
                walk(switchCase.body)
            }
        case .break(let levels), .continue(let levels), .return(let levels):
            if let levels { walk(levels) }
        case .staticVariables(let variables):
            for variable in variables { if let value = variable.initialValue { walk(value) } }
        case .try(let statement):
            walk(statement.body)
            for clause in statement.catches { walk(clause.body) }
            if let finallyBody = statement.finallyBody { walk(finallyBody) }
        case .function(let declaration):
            walk(declaration)
        case .classLike(let declaration):
            walk(declaration)
        case .namespace(_, let body):
            if let body { walk(body) }
        case .const(let constants):
            for constant in constants { walk(constant.value) }
        case .declare(let directives, let body):
            for directive in directives { walk(directive.value) }
            if let body { walk(body) }
        }
        if !stopped { visitor.leave(statement) }
    }

    public mutating func walk(_ exprs: [Expr]) {
        for expr in exprs where !stopped { walk(expr) }
    }

    public mutating func walk(_ expr: Expr) {
        guard !stopped else { return }
        switch visitor.visit(expr) {
        case .stop: stopped = true; return
        case .skipChildren: visitor.leave(expr); return
        case .visitChildren: break
        }
        walkChildren(of: expr)
        if !stopped { visitor.leave(expr) }
    }

    /// Walks the children of `expr` (its sub-expressions, and the function or class it declares),
    /// without showing the visitor `expr` itself.
    public mutating func walkChildren(of expr: Expr) {
        switch expr.kind {
        case .variable, .constantFetch, .magicConstant, .integer, .float, .string, .error:
            break
        case .variableVariable(let inner), .clone(let inner), .unary(_, let inner), .increment(let inner, _), .decrement(let inner, _),
             .cast(_, let inner), .empty(let inner), .errorSuppress(let inner), .print(let inner), .include(_, let inner),
             .eval(let inner), .yieldFrom(let inner), .throw(let inner):
            walk(inner)
        case .classConstantFetch(let reference, _):
            walk(reference)
        case .staticPropertyFetch(let reference, let member):
            walk(reference)
            walk(member)
        case .propertyFetch(let object, let member, _):
            walk(object)
            walk(member)
        case .arrayDimFetch(let base, let index):
            walk(base)
            if let index { walk(index) }
        case .interpolatedString(let parts, _):
            for case .expression(let inner) in parts { walk(inner) }
        case .array(let items, _):
            for case let item? in items {
                if let key = item.key { walk(key) }
                walk(item.value)
            }
        case .call(let callee, let arguments):
            if case .expression(let inner) = callee { walk(inner) }
            walk(arguments)
        case .methodCall(let object, let member, let arguments, _):
            walk(object)
            walk(member)
            walk(arguments)
        case .staticCall(let reference, let member, let arguments):
            walk(reference)
            walk(member)
            walk(arguments)
        case .new(let reference, let arguments):
            walk(reference)
            walk(arguments)
        case .instanceOf(let inner, let reference):
            walk(inner)
            walk(reference)
        case .assign(let target, let value), .assignByReference(let target, let value), .compoundAssign(_, let target, let value):
            walk(target)
            walk(value)
        case .binary(_, let left, let right):
            walk(left)
            walk(right)
        case .ternary(let condition, let then, let otherwise):
            walk(condition)
            if let then { walk(then) }
            walk(otherwise)
        case .isset(let items):
            walk(items)
        case .closure(let declaration, _, _), .arrowFunction(let declaration, _):
            walk(declaration)
        case .match(let subject, let arms):
            walk(subject)
            for arm in arms {
                if let conditions = arm.conditions { walk(conditions) }
                walk(arm.body)
            }
        case .exit(let inner):
            if let inner { walk(inner) }
        case .yield(let key, let value):
            if let key { walk(key) }
            if let value { walk(value) }
        }
    }

    public mutating func walk(_ function: FunctionDeclaration) {
        guard !stopped else { return }
        switch visitor.visit(function) {
        case .stop: stopped = true; return
        case .skipChildren: visitor.leave(function); return
        case .visitChildren: break
        }
        for parameter in function.parameters {
            if let value = parameter.defaultValue { walk(value) }
        }
        if let body = function.body { walk(body) }
        if !stopped { visitor.leave(function) }
    }

    public mutating func walk(_ declaration: ClassDeclaration) {
        guard !stopped else { return }
        switch visitor.visit(declaration) {
        case .stop: stopped = true; return
        case .skipChildren: visitor.leave(declaration); return
        case .visitChildren: break
        }
        for member in declaration.members where !stopped {
            switch member.kind {
            case .property(_, _, let items):
                for item in items { if let value = item.defaultValue { walk(value) } }
            case .constant(_, let constants):
                for constant in constants { walk(constant.value) }
            case .method(_, let method):
                walk(method)
            case .traitUse:
                break
            case .enumCase(_, let value):
                if let value { walk(value) }
            }
        }
        if !stopped { visitor.leave(declaration) }
    }

    private mutating func walk(_ arguments: Arguments) {
        for argument in arguments.items where !stopped { walk(argument.value) }
    }

    private mutating func walk(_ member: MemberName) {
        if case .expression(let inner) = member { walk(inner) }
    }

    private mutating func walk(_ reference: ClassReference) {
        switch reference {
        case .name: break
        case .expression(let inner): walk(inner)
        case .anonymousClass(let declaration): walk(declaration)
        }
    }
}
