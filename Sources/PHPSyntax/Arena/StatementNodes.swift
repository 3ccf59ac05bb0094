public typealias StmtList = NodeList<StmtNode>
public typealias ExprList = NodeList<ExprNode>

/// A statement of an arena, read in place. `kind` is the statement as `StmtKind` says it, with
/// views for its parts: checks match it as they would match the enum tree, and no part is
/// copied out of the arena to do so.
public struct StmtNode: ArenaElement, Equatable {
    @usableFromInline package let arena: ArenaRef
    /// The node's index: two views of one statement have the same.
    public let node: UInt32

    @inlinable init(_ arena: ArenaRef, _ node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> StmtNode { StmtNode(arena, slot) }

    public static func == (a: StmtNode, b: StmtNode) -> Bool { a.node == b.node && a.arena == b.arena }

    @inlinable public var range: SourceRange { arena.range(node) }

    /// The node's kind alone, for a dispatch that does not need its parts.
    @inlinable package var nodeKind: NodeKind { arena.kind(node) }

    /// Inlined: a caller that matches one case then reads only that case's parts (a `kind` made
    /// whole and matched after cost the pass a sixth of its time).
    @inlinable public var kind: StmtNodeKind {
        @inline(__always) get {
            let arena = arena
            switch arena.kind(node) {
            case .expressionStatement: return .expression(ExprNode(arena, arena.slot(node, 0)))
            case .echo: return .echo(ExprList(arena, list: node))
            case .inlineHTML: return .inlineHTML(arena.nodeBytes(node, 0))
            case .block: return .block(StmtList(arena, list: node))
            case .if: return .if(IfNode(arena, node))
            case .while: return .while(condition: ExprNode(arena, arena.slot(node, 0)), body: StmtList(arena, list: arena.slot(node, 1)))
            case .doWhile: return .doWhile(body: StmtList(arena, list: arena.slot(node, 0)), condition: ExprNode(arena, arena.slot(node, 1)))
            case .for:
                return .for(initializers: ExprList(arena, list: arena.slot(node, 0)), conditions: ExprList(arena, list: arena.slot(node, 1)),
                            steps: ExprList(arena, list: arena.slot(node, 2)), body: StmtList(arena, list: arena.slot(node, 3)))
            case .foreach: return .foreach(ForeachNode(arena, node))
            case .switch: return .switch(subject: ExprNode(arena, arena.slot(node, 0)), cases: NodeList(arena, list: arena.slot(node, 1)))
            case .break: return .break(arena.child(node, 0).map { ExprNode(arena, $0) })
            case .continue: return .continue(arena.child(node, 0).map { ExprNode(arena, $0) })
            case .return: return .return(arena.child(node, 0).map { ExprNode(arena, $0) })
            case .global: return .global(ExprList(arena, list: node))
            case .staticVariables: return .staticVariables(NodeList(arena, list: node))
            case .unset: return .unset(ExprList(arena, list: node))
            case .try: return .try(TryNode(arena, node))
            case .functionStatement: return .function(FunctionNode(arena, arena.slot(node, 0)))
            case .classStatement: return .classLike(ClassNode(arena, arena.slot(node, 0)))
            case .namespace:
                let name = arena.child(node, 0).map { NodeName(arena: arena, index: $0) }
                return .namespace(name, body: arena.child(node, 1).map { StmtList(arena, list: $0) })
            case .use: return .use(UseNode(arena: arena, node: node))
            case .const: return .const(NodeList(arena, list: node))
            case .declare: return .declare(NodeList(arena, list: arena.slot(node, 0)), body: arena.child(node, 1).map { StmtList(arena, list: $0) })
            case .goto: return .goto(arena.nodeString(node, 0))
            case .label: return .label(arena.nodeString(node, 0))
            case .haltCompiler: return .haltCompiler
            case .nop: return .nop
            case .errorStatement: return .error
            case .elseIf, .switchCase, .staticVariable, .catchClause, .useClause, .constant, .declareDirective,
                 .variable, .variableVariable, .constantFetch, .magicConstant, .classConstantFetch,
                 .staticPropertyFetch, .propertyFetch, .arrayDimFetch, .integer, .float, .string,
                 .interpolatedString, .literalPart, .array, .arrayItem, .call, .methodCall, .staticCall, .new,
                 .clone, .instanceOf, .assign, .assignByReference, .compoundAssign, .binary, .unary, .increment,
                 .decrement, .cast, .ternary, .isset, .empty, .errorSuppress, .closure, .closureUse, .arrowFunction,
                 .match, .matchArm, .print, .exit, .include, .eval, .yield, .yieldFrom, .throw, .errorExpression,
                 .list, .nameReference, .identifier, .arguments, .argument, .function, .parameter, .class,
                 .propertyMember, .constantMember, .methodMember, .traitUseMember, .enumCaseMember, .propertyItem,
                 .attributeGroup, .attribute, .nullableType, .unionType, .intersectionType:
                // Not a statement: the parser puts none in a statement list.
                return .error
            }
        }
    }
}

/// `StmtKind`, with views for its parts.
public enum StmtNodeKind {
    case expression(ExprNode)
    case echo(ExprList)
    case inlineHTML(NodeBytes)
    case block(StmtList)
    case `if`(IfNode)
    case `while`(condition: ExprNode, body: StmtList)
    case doWhile(body: StmtList, condition: ExprNode)
    case `for`(initializers: ExprList, conditions: ExprList, steps: ExprList, body: StmtList)
    case foreach(ForeachNode)
    case `switch`(subject: ExprNode, cases: NodeList<SwitchCaseNode>)
    case `break`(ExprNode?)
    case `continue`(ExprNode?)
    case `return`(ExprNode?)
    case global(ExprList)
    case staticVariables(NodeList<StaticVariableNode>)
    case unset(ExprList)
    case `try`(TryNode)
    case function(FunctionNode)
    case classLike(ClassNode)
    case namespace(NodeName?, body: StmtList?)
    case use(UseNode)
    case const(NodeList<ConstantNode>)
    case declare(NodeList<DeclareDirectiveNode>, body: StmtList?)
    case goto(NodeString)
    case label(NodeString)
    case haltCompiler
    case nop
    case error
}

/// `IfStatement`.
public struct IfNode {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(_ arena: ArenaRef, _ node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public var condition: ExprNode { ExprNode(arena, arena.slot(node, 0)) }
    @inlinable public var body: StmtList { StmtList(arena, list: arena.slot(node, 1)) }
    @inlinable public var elseIfs: NodeList<ElseIfNode> { NodeList(arena, list: arena.slot(node, 2)) }
    @inlinable public var elseBody: StmtList? { arena.child(node, 3).map { StmtList(arena, list: $0) } }
    @inlinable public var isAlternativeSyntax: Bool { arena.flag(node, 1) }
}

/// `ElseIfClause`.
public struct ElseIfNode: ArenaElement {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(arena: ArenaRef, node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> ElseIfNode { ElseIfNode(arena: arena, node: slot) }

    @inlinable public var condition: ExprNode { ExprNode(arena, arena.slot(node, 0)) }
    @inlinable public var body: StmtList { StmtList(arena, list: arena.slot(node, 1)) }
    @inlinable public var range: SourceRange { arena.range(node) }
}

/// `ForeachStatement`.
public struct ForeachNode {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(_ arena: ArenaRef, _ node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public var subject: ExprNode { ExprNode(arena, arena.slot(node, 0)) }
    @inlinable public var key: ExprNode? { arena.child(node, 1).map { ExprNode(arena, $0) } }
    @inlinable public var value: ExprNode { ExprNode(arena, arena.slot(node, 2)) }
    @inlinable public var valueByReference: Bool { arena.flag(node, 1) }
    @inlinable public var keyByReference: Bool { arena.flag(node, 2) }
    @inlinable public var body: StmtList { StmtList(arena, list: arena.slot(node, 3)) }
}

/// `SwitchCase`.
public struct SwitchCaseNode: ArenaElement {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(arena: ArenaRef, node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> SwitchCaseNode { SwitchCaseNode(arena: arena, node: slot) }

    @inlinable public var condition: ExprNode? { arena.child(node, 0).map { ExprNode(arena, $0) } }
    @inlinable public var body: StmtList { StmtList(arena, list: arena.slot(node, 1)) }
    @inlinable public var range: SourceRange { arena.range(node) }
}

/// `StaticVariable`.
public struct StaticVariableNode: ArenaElement {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(arena: ArenaRef, node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> StaticVariableNode { StaticVariableNode(arena: arena, node: slot) }

    public var name: String { arena.string(node, 0) }
    /// `name`, read in place.
    @inlinable public var nameText: NodeString { arena.nodeString(node, 0) }
    @inlinable public var initialValue: ExprNode? { arena.child(node, 1).map { ExprNode(arena, $0) } }
    @inlinable public var range: SourceRange { arena.range(node) }
}

/// `TryStatement`.
public struct TryNode {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(_ arena: ArenaRef, _ node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public var body: StmtList { StmtList(arena, list: arena.slot(node, 0)) }
    @inlinable public var catches: NodeList<CatchNode> { NodeList(arena, list: arena.slot(node, 1)) }
    @inlinable public var finallyBody: StmtList? { arena.child(node, 2).map { StmtList(arena, list: $0) } }
}

/// `CatchClause`.
public struct CatchNode: ArenaElement {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(arena: ArenaRef, node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> CatchNode { CatchNode(arena: arena, node: slot) }

    @inlinable public var types: NodeList<NodeName> { NodeList(arena, list: arena.slot(node, 0)) }
    public var variable: String? { arena.optionalString(node, 1) }
    /// `variable`, read in place.
    @inlinable public var variableText: NodeString? { arena.slot(node, 1) == SyntaxArena.none ? nil : arena.nodeString(node, 1) }
    /// Whether the exception is caught into `$this`, which PHP refuses.
    @inlinable package var catchesIntoThis: Bool { variableText.map { $0 == "this" } == true }
    @inlinable public var body: StmtList { StmtList(arena, list: arena.slot(node, 2)) }
    @inlinable public var range: SourceRange { arena.range(node) }
}

/// `ConstantDeclaration`.
public struct ConstantNode: ArenaElement {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(arena: ArenaRef, node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> ConstantNode { ConstantNode(arena: arena, node: slot) }

    public var name: String { arena.string(node, 0) }
    /// `name`, read in place.
    @inlinable public var nameText: NodeString { arena.nodeString(node, 0) }
    @inlinable public var value: ExprNode { ExprNode(arena, arena.slot(node, 1)) }
    @inlinable public var range: SourceRange { arena.range(node) }
}

/// `DeclareDirective`.
public struct DeclareDirectiveNode: ArenaElement {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(arena: ArenaRef, node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> DeclareDirectiveNode { DeclareDirectiveNode(arena: arena, node: slot) }

    public var name: String { arena.string(node, 0) }
    /// `name`, read in place.
    @inlinable public var nameText: NodeString { arena.nodeString(node, 0) }
    @inlinable public var value: ExprNode { ExprNode(arena, arena.slot(node, 1)) }
    @inlinable public var nameOffset: Int { arena.range(node).start }
}

/// `UseDeclaration`: a `use` statement's imports, read in place (most files import tens of
/// names, which the checks look at one by one; as Swift values each was copied with its strings).
public struct UseNode {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(arena: ArenaRef, node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public var kind: UseDeclaration.Kind { UseDeclaration.Kind(code: arena.small(node)) }
    @inlinable public var clauses: NodeList<UseClauseNode> { NodeList(arena, list: node) }
    /// The statement as the enum tree holds it.
    public var declaration: UseDeclaration { UseDeclaration(kind: kind, clauses: clauses.map(\.clause)) }
}

/// `UseDeclaration.Clause`.
public struct UseClauseNode: ArenaElement {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(arena: ArenaRef, node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> UseClauseNode { UseClauseNode(arena: arena, node: slot) }

    public var kind: UseDeclaration.Kind { UseDeclaration.Kind(code: arena.small(node)) }

    /// The name imported; in a group use, the prefix and the name after it joined.
    public var name: Name {
        let written = arena.name(arena.slot(node, 0))
        guard let prefix = arena.child(node, 2).map(arena.name) else { return written }
        return Name(joined: prefix.joined + "\\" + written.joined, kind: prefix.kind == .fullyQualified ? .fullyQualified : .qualified, range: written.range)
    }

    public var alias: String? { arena.optionalString(node, 1) }

    /// The name the import binds: its alias, or the last part of its name; read in place.
    public func withBoundName<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let alias = arena.slot(node, 1)
        if alias != SyntaxArena.none { return arena.withText(alias, body) }
        return lastWord.withBytes(body)
    }

    /// The last part of the name imported (`Collection` of `use Illuminate\Support\Collection as C`),
    /// read in place.
    @inlinable public var lastWord: NodeWord { NodeName(arena: arena, index: arena.slot(node, 0)).lastWord }

    /// `withBoundName`, as a string.
    @inlinable public var boundName: String { withBoundName { String(decoding: $0, as: UTF8.self) } }

    var clause: UseDeclaration.Clause { UseDeclaration.Clause(name: name, alias: alias, kind: kind) }
}

extension UseDeclaration.Kind {
    var code: UInt16 {
        switch self {
        case .normal: 0
        case .function: 1
        case .constant: 2
        }
    }

    @inlinable init(code: UInt16) {
        switch code {
        case 1: self = .function
        case 2: self = .constant
        default: self = .normal
        }
    }
}
