/// An expression of an arena, read in place (see `StmtNode`).
public struct ExprNode: ArenaElement, Equatable {
    @usableFromInline let arena: ArenaRef
    public let node: UInt32

    @inlinable package init(_ arena: ArenaRef, _ node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> ExprNode { ExprNode(arena, slot) }

    public static func == (a: ExprNode, b: ExprNode) -> Bool { a.node == b.node && a.arena == b.arena }

    @inlinable public var range: SourceRange { arena.range(node) }

    /// The node's kind alone, for a dispatch that does not need its parts.
    @inlinable package var nodeKind: NodeKind { arena.kind(node) }

    /// Whether this is the variable `$name`, its name compared in place: the checks ask it of
    /// every target written, most of them plain variables, without making their `kind`.
    package func isVariable(named name: StaticString) -> Bool {
        nodeKind == .variable && arena.text(arena.slot(node, 0), equals: name)
    }

    @inlinable func expression(_ index: Int) -> ExprNode { ExprNode(arena, arena.slot(node, index)) }

    @inlinable func optionalExpression(_ index: Int) -> ExprNode? { arena.child(node, index).map { ExprNode(arena, $0) } }

    @inlinable func classReference(_ index: Int) -> ClassReferenceNode { ClassReferenceNode(arena, arena.slot(node, index)) }

    @inlinable func memberName(_ index: Int) -> MemberNameNode { MemberNameNode(arena, arena.slot(node, index)) }

    @inlinable func arguments(_ index: Int) -> ArgumentsNode { ArgumentsNode(arena: arena, node: arena.slot(node, index)) }

    /// Inlined: a caller that matches one case then reads only that case's parts (a `kind` made
    /// whole and matched after cost the pass a sixth of its time).
    @inlinable public var kind: ExprNodeKind {
        @inline(__always) get {
            let arena = arena
            switch arena.kind(node) {
            case .variable: return .variable(arena.nodeString(node, 0))
            case .variableVariable: return .variableVariable(expression(0))
            case .constantFetch: return .constantFetch(arena.nodeName(node, 0))
            case .magicConstant: return .magicConstant(TokenKind(rawValue: UInt8(truncatingIfNeeded: arena.small(node))) ?? .line)
            case .classConstantFetch: return .classConstantFetch(classReference(0), arena.nodeString(node, 1))
            case .staticPropertyFetch: return .staticPropertyFetch(classReference(0), memberName(1))
            case .propertyFetch: return .propertyFetch(object: expression(0), name: memberName(1), nullsafe: arena.flag(node, 1))
            case .arrayDimFetch: return .arrayDimFetch(base: expression(0), index: optionalExpression(1))
            case .integer: return .integer(Int(truncatingIfNeeded: arena.bits64(node, 0)))
            case .float: return .float(Double(bitPattern: arena.bits64(node, 0)))
            case .string: return .string(arena.nodeBytes(node, 0))
            case .interpolatedString: return .interpolatedString(NodeList(arena, list: node), isShellCommand: arena.flag(node, 1))
            case .array: return .array(NodeList(arena, list: node), syntax: ArraySyntax(code: arena.small(node)))
            case .call: return .call(callee: CalleeNode(arena, arena.slot(node, 0)), arguments: arguments(1))
            case .methodCall: return .methodCall(object: expression(0), name: memberName(1), arguments: arguments(2), nullsafe: arena.flag(node, 1))
            case .staticCall: return .staticCall(classReference(0), memberName(1), arguments: arguments(2))
            case .new: return .new(classReference(0), arguments: arguments(1))
            case .clone: return .clone(expression(0))
            case .instanceOf: return .instanceOf(expression(0), classReference(1))
            case .assign: return .assign(target: expression(0), value: expression(1))
            case .assignByReference: return .assignByReference(target: expression(0), value: expression(1))
            case .compoundAssign: return .compoundAssign(BinaryOperator.all[Int(arena.small(node))], target: expression(0), value: expression(1))
            case .binary: return .binary(BinaryOperator.all[Int(arena.small(node))], expression(0), expression(1))
            case .unary: return .unary(UnaryOperator.all[Int(arena.small(node))], expression(0))
            case .increment: return .increment(expression(0), prefix: arena.flag(node, 1))
            case .decrement: return .decrement(expression(0), prefix: arena.flag(node, 1))
            case .cast: return .cast(CastType.all[Int(arena.small(node))], expression(0))
            case .ternary: return .ternary(condition: expression(0), then: optionalExpression(1), else: expression(2))
            case .isset: return .isset(ExprList(arena, list: node))
            case .empty: return .empty(expression(0))
            case .errorSuppress: return .errorSuppress(expression(0))
            case .closure: return .closure(FunctionNode(arena, arena.slot(node, 0)), uses: NodeList(arena, list: arena.slot(node, 1)), isStatic: arena.flag(node, 1))
            case .arrowFunction: return .arrowFunction(FunctionNode(arena, arena.slot(node, 0)), isStatic: arena.flag(node, 1))
            case .match: return .match(subject: expression(0), arms: NodeList(arena, list: arena.slot(node, 1)))
            case .print: return .print(expression(0))
            case .exit: return .exit(optionalExpression(0))
            case .include: return .include(IncludeKind.all[Int(arena.small(node))], expression(0))
            case .eval: return .eval(expression(0))
            case .yield: return .yield(key: optionalExpression(0), value: optionalExpression(1))
            case .yieldFrom: return .yieldFrom(expression(0))
            case .throw: return .throw(expression(0))
            case .errorExpression: return .error
            case .literalPart, .arrayItem, .closureUse, .matchArm, .expressionStatement, .echo, .inlineHTML, .block,
                 .if, .elseIf, .while, .doWhile, .for, .foreach, .switch, .switchCase, .break, .continue, .return,
                 .global, .staticVariables, .staticVariable, .unset, .try, .catchClause, .functionStatement,
                 .classStatement, .namespace, .use, .useClause, .const, .constant, .declare, .declareDirective,
                 .goto, .label, .haltCompiler, .nop, .errorStatement, .list, .nameReference, .identifier, .arguments,
                 .argument, .function, .parameter, .class, .propertyMember, .constantMember, .methodMember,
                 .traitUseMember, .enumCaseMember, .propertyItem, .attributeGroup, .attribute, .nullableType,
                 .unionType, .intersectionType:
                // Not an expression: the parser puts none in an expression slot.
                return .error
            }
        }
    }
}

/// `ExprKind`, with views for its parts.
public enum ExprNodeKind {
    case variable(NodeString)
    case variableVariable(ExprNode)
    case constantFetch(NodeName)
    case magicConstant(TokenKind)
    case classConstantFetch(ClassReferenceNode, NodeString)
    case staticPropertyFetch(ClassReferenceNode, MemberNameNode)
    case propertyFetch(object: ExprNode, name: MemberNameNode, nullsafe: Bool)
    case arrayDimFetch(base: ExprNode, index: ExprNode?)
    case integer(Int)
    case float(Double)
    case string(NodeBytes)
    case interpolatedString(NodeList<InterpolationPartNode>, isShellCommand: Bool)
    case array(NodeList<ArrayItemNode?>, syntax: ArraySyntax)
    case call(callee: CalleeNode, arguments: ArgumentsNode)
    case methodCall(object: ExprNode, name: MemberNameNode, arguments: ArgumentsNode, nullsafe: Bool)
    case staticCall(ClassReferenceNode, MemberNameNode, arguments: ArgumentsNode)
    case new(ClassReferenceNode, arguments: ArgumentsNode)
    case clone(ExprNode)
    case instanceOf(ExprNode, ClassReferenceNode)
    case assign(target: ExprNode, value: ExprNode)
    case assignByReference(target: ExprNode, value: ExprNode)
    case compoundAssign(BinaryOperator, target: ExprNode, value: ExprNode)
    case binary(BinaryOperator, ExprNode, ExprNode)
    case unary(UnaryOperator, ExprNode)
    case increment(ExprNode, prefix: Bool)
    case decrement(ExprNode, prefix: Bool)
    case cast(CastType, ExprNode)
    case ternary(condition: ExprNode, then: ExprNode?, else: ExprNode)
    case isset(ExprList)
    case empty(ExprNode)
    case errorSuppress(ExprNode)
    case closure(FunctionNode, uses: NodeList<ClosureUseNode>, isStatic: Bool)
    case arrowFunction(FunctionNode, isStatic: Bool)
    case match(subject: ExprNode, arms: NodeList<MatchArmNode>)
    case print(ExprNode)
    case exit(ExprNode?)
    case include(IncludeKind, ExprNode)
    case eval(ExprNode)
    case yield(key: ExprNode?, value: ExprNode?)
    case yieldFrom(ExprNode)
    case `throw`(ExprNode)
    case error
}

extension ExprNodeKind {
    /// The class the expression names: `A` of `A::B`, `A::$b`, `A::f()`, `new A` and `$x instanceof A`.
    @inlinable public var classReference: ClassReferenceNode? {
        switch self {
        case .classConstantFetch(let named, _), .staticPropertyFetch(let named, _), .staticCall(let named, _, _), .new(let named, _), .instanceOf(_, let named):
            named
        default:
            nil
        }
    }
}

/// `ArrayItem`.
public struct ArrayItemNode: ArenaElement {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(arena: ArenaRef, node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> ArrayItemNode { ArrayItemNode(arena: arena, node: slot) }

    @inlinable public var key: ExprNode? { arena.child(node, 0).map { ExprNode(arena, $0) } }
    @inlinable public var value: ExprNode { ExprNode(arena, arena.slot(node, 1)) }
    @inlinable public var byReference: Bool { arena.flag(node, 1) }
    @inlinable public var unpack: Bool { arena.flag(node, 2) }
    @inlinable public var range: SourceRange { arena.range(node) }
}

/// `InterpolationPart`: a literal part node, or any expression.
public enum InterpolationPartNode: ArenaElement {
    case literal(NodeBytes, SourceRange)
    case expression(ExprNode)

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> InterpolationPartNode {
        guard arena.kind(slot) == .literalPart else { return .expression(ExprNode(arena, slot)) }
        return .literal(arena.nodeBytes(slot, 0), arena.range(slot))
    }
}

/// `Callee`: a name reference node, or any expression.
public enum CalleeNode {
    case name(NodeName)
    case expression(ExprNode)

    @inlinable init(_ arena: ArenaRef, _ node: UInt32) {
        self = arena.kind(node) == .nameReference ? .name(arena.nodeName(node, 0)) : .expression(ExprNode(arena, node))
    }
}

/// `MemberName`: an identifier node, or any expression.
public enum MemberNameNode {
    case identifier(NodeString, SourceRange)
    case expression(ExprNode)

    @inlinable init(_ arena: ArenaRef, _ node: UInt32) {
        self = arena.kind(node) == .identifier ? .identifier(arena.nodeString(node, 0), arena.range(node)) : .expression(ExprNode(arena, node))
    }

}

/// `ClassReference`: a name reference node, a class node (anonymous), or any expression.
public enum ClassReferenceNode {
    case name(NodeName)
    case expression(ExprNode)
    case anonymousClass(ClassNode)

    @inlinable init(_ arena: ArenaRef, _ node: UInt32) {
        switch arena.kind(node) {
        case .nameReference: self = .name(arena.nodeName(node, 0))
        case .class: self = .anonymousClass(ClassNode(arena, node))
        default: self = .expression(ExprNode(arena, node))
        }
    }
}

/// `Arguments`.
public struct ArgumentsNode {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(arena: ArenaRef, node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public var items: NodeList<ArgumentNode> { NodeList(arena, list: node) }
    @inlinable public var isFirstClassCallable: Bool { arena.flag(node, 1) }
    @inlinable public var range: SourceRange { arena.range(node) }
}

/// `Argument`.
public struct ArgumentNode: ArenaElement {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(arena: ArenaRef, node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> ArgumentNode { ArgumentNode(arena: arena, node: slot) }

    public var name: String? { arena.optionalString(node, 0) }
    /// `name: value`; `name`, read in place, when it is.
    @inlinable public var isNamed: Bool { arena.child(node, 0) != nil }
    @inlinable public var nameText: NodeString { arena.nodeString(node, 0) }
    @inlinable public var value: ExprNode { ExprNode(arena, arena.slot(node, 1)) }
    @inlinable public var unpack: Bool { arena.flag(node, 1) }
    @inlinable public var range: SourceRange { arena.range(node) }
}

/// `ClosureUse`.
public struct ClosureUseNode: ArenaElement {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(arena: ArenaRef, node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> ClosureUseNode { ClosureUseNode(arena: arena, node: slot) }

    public var name: String { arena.string(node, 0) }
    /// `name`, read in place.
    @inlinable public var nameText: NodeString { arena.nodeString(node, 0) }
    @inlinable public var byReference: Bool { arena.flag(node, 1) }
    @inlinable public var range: SourceRange { arena.range(node) }
}

/// `MatchArm`.
public struct MatchArmNode: ArenaElement {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(arena: ArenaRef, node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> MatchArmNode { MatchArmNode(arena: arena, node: slot) }

    @inlinable public var conditions: ExprList? { arena.child(node, 0).map { ExprList(arena, list: $0) } }
    @inlinable public var body: ExprNode { ExprNode(arena, arena.slot(node, 1)) }
    @inlinable public var range: SourceRange { arena.range(node) }
}

// The small enums of the tree, stored by position in a list that fixes their codes.

extension BinaryOperator {
    @usableFromInline static let all: [BinaryOperator] = [
        .add, .subtract, .multiply, .divide, .modulo, .power, .concat, .bitwiseAnd, .bitwiseOr, .bitwiseXor, .shiftLeft, .shiftRight,
        .booleanAnd, .booleanOr, .logicalAnd, .logicalOr, .logicalXor, .equal, .notEqual, .identical, .notIdentical,
        .less, .lessOrEqual, .greater, .greaterOrEqual, .spaceship, .coalesce,
    ]
    var code: UInt16 { UInt16(Self.all.firstIndex(of: self)!) }
}

extension UnaryOperator {
    @usableFromInline static let all: [UnaryOperator] = [.not, .minus, .plus, .bitwiseNot]
    var code: UInt16 { UInt16(Self.all.firstIndex(of: self)!) }
}

extension CastType {
    @usableFromInline static let all: [CastType] = [.int, .float, .string, .array, .object, .bool, .unset]
    var code: UInt16 { UInt16(Self.all.firstIndex(of: self)!) }
}

extension IncludeKind {
    @usableFromInline static let all: [IncludeKind] = [.include, .includeOnce, .require, .requireOnce]
    var code: UInt16 { UInt16(Self.all.firstIndex(of: self)!) }
}

extension ArraySyntax {
    @inlinable init(code: UInt16) {
        self = code == 0 ? .long : code == 1 ? .short : .list
    }
    var code: UInt16 {
        switch self {
        case .long: 0
        case .short: 1
        case .list: 2
        }
    }
}
