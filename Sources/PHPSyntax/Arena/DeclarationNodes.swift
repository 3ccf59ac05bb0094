/// `FunctionDeclaration`: a function, method, closure or arrow function of an arena.
public struct FunctionNode: Equatable {
    @usableFromInline let arena: ArenaRef
    public let node: UInt32

    @inlinable init(_ arena: ArenaRef, _ node: UInt32) {
        self.arena = arena
        self.node = node
    }

    public static func == (a: FunctionNode, b: FunctionNode) -> Bool { a.node == b.node && a.arena == b.arena }

    public var name: String { arena.string(node, 0) }
    /// `name`, read in place.
    @inlinable public var nameText: NodeString { arena.nodeString(node, 0) }
    @inlinable public var nameRange: SourceRange { SourceRange(start: Int(arena.slot(node, 1)), end: Int(arena.slot(node, 2))) }
    /// Inlined (as `attributes`): five checks read each function's, and the call cost more than the read.
    @inlinable public var parameters: NodeList<ParameterNode> { @inline(__always) get { NodeList(arena, list: arena.slot(node, 3)) } }
    @inlinable public var returnType: TypeNode? { arena.type(node, 4) }
    @inlinable public var byReferenceReturn: Bool { arena.flag(node, 1) }
    @inlinable public var body: StmtList? { arena.child(node, 5).map { StmtList(arena, list: $0) } }
    @inlinable public var attributes: NodeList<AttributeGroupNode> { @inline(__always) get { arena.attributes(node, 6) } }
    @inlinable public var range: SourceRange { arena.range(node) }
    @inlinable public var keywordOffset: Int { Int(arena.slot(node, 7)) }
    /// What the body holds for the compile-time checks, as the parser noted it.
    package var bodyFacts: BodyFacts { BodyFacts(rawValue: arena.small(node)) }
}

/// `Parameter`.
public struct ParameterNode: ArenaElement {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(arena: ArenaRef, node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> ParameterNode { ParameterNode(arena: arena, node: slot) }

    public var name: String { arena.string(node, 0) }
    /// `name`, read in place.
    @inlinable public var nameText: NodeString { arena.nodeString(node, 0) }
    @inlinable public var type: TypeNode? { arena.type(node, 1) }
    @inlinable public var defaultValue: ExprNode? { arena.child(node, 2).map { ExprNode(arena, $0) } }
    @inlinable public var byReference: Bool { arena.flag(node, 1) }
    @inlinable public var variadic: Bool { arena.flag(node, 2) }
    @inlinable public var modifiers: NodeModifiers { NodeModifiers(arena: arena, slot: arena.slot(node, 3)) }
    @inlinable public var attributes: NodeList<AttributeGroupNode> { arena.attributes(node, 4) }
    @inlinable public var range: SourceRange { arena.range(node) }
}

/// `ClassDeclaration`: a class, interface, trait or enum of an arena, named or anonymous.
public struct ClassNode: Equatable {
    @usableFromInline let arena: ArenaRef
    public let node: UInt32

    @inlinable init(_ arena: ArenaRef, _ node: UInt32) {
        self.arena = arena
        self.node = node
    }

    public static func == (a: ClassNode, b: ClassNode) -> Bool { a.node == b.node && a.arena == b.arena }

    @inlinable public var kind: ClassDeclaration.Kind { ClassDeclaration.Kind.all[Int(arena.small(node))] }
    public var name: String { arena.string(node, 0) }
    /// `name`, read in place.
    @inlinable public var nameText: NodeString { arena.nodeString(node, 0) }
    @inlinable public var modifiers: NodeModifiers { NodeModifiers(arena: arena, slot: arena.slot(node, 1)) }
    @inlinable public var extends: NodeList<NodeName> { NodeList(arena, list: arena.slot(node, 2)) }
    @inlinable public var implements: NodeList<NodeName> { NodeList(arena, list: arena.slot(node, 3)) }
    @inlinable public var enumBackingType: TypeNode? { arena.type(node, 4) }
    @inlinable public var members: NodeList<ClassMemberNode> { NodeList(arena, list: arena.slot(node, 5)) }
    @inlinable public var attributes: NodeList<AttributeGroupNode> { arena.attributes(node, 6) }
    @inlinable public var range: SourceRange { arena.range(node) }
    @inlinable public var keywordOffset: Int { Int(arena.slot(node, 7)) }
}

/// `ClassMember`.
public struct ClassMemberNode: ArenaElement {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(arena: ArenaRef, node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> ClassMemberNode { ClassMemberNode(arena: arena, node: slot) }

    @inlinable public var range: SourceRange { arena.range(node) }


    /// The attributes of a property, constant or enum case (a method's are its function's; a
    /// trait use has none).
    @inlinable public var attributes: NodeList<AttributeGroupNode> {
        switch arena.kind(node) {
        case .propertyMember: arena.attributes(node, 3)
        case .constantMember, .enumCaseMember: arena.attributes(node, 2)
        default: NodeList(arena, list: SyntaxArena.none)
        }
    }

    /// The traits a trait use's adaptations name (`A` and `B` of `{ A::f insteadof B; }`), in
    /// source order; none for other members.
    @inlinable public var traitAdaptationNames: NodeList<NodeName> {
        NodeList(arena, list: arena.kind(node) == .traitUseMember ? arena.slot(node, 2) : SyntaxArena.none)
    }

    /// Inlined, as `ExprNode.kind` is: the checks match one case of each member and read only
    /// its parts (called, it cost forty instructions a member, and a class's members are read by
    /// five checks).
    @inlinable public var kind: ClassMemberNodeKind {
        @inline(__always) get {
            let arena = arena
            switch arena.kind(node) {
            case .propertyMember:
                return .property(modifiers: NodeModifiers(arena: arena, slot: arena.slot(node, 0)), type: arena.type(node, 1), properties: NodeList(arena, list: arena.slot(node, 2)))
            case .constantMember:
                return .constant(modifiers: NodeModifiers(arena: arena, slot: arena.slot(node, 0)), NodeList(arena, list: arena.slot(node, 1)))
            case .methodMember:
                return .method(modifiers: NodeModifiers(arena: arena, slot: arena.slot(node, 0)), FunctionNode(arena, arena.slot(node, 1)))
            case .traitUseMember:
                return .traitUse(NodeList(arena, list: arena.slot(node, 0)), aliasModifiers: NodeModifiers(arena: arena, slot: arena.slot(node, 1)))
            default:
                return .enumCase(name: arena.nodeString(node, 0), value: arena.child(node, 1).map { ExprNode(arena, $0) })
            }
        }
    }
}

/// `ClassMemberKind`, with views for its parts.
public enum ClassMemberNodeKind {
    case property(modifiers: NodeModifiers, type: TypeNode?, properties: NodeList<PropertyItemNode>)
    case constant(modifiers: NodeModifiers, NodeList<ConstantNode>)
    case method(modifiers: NodeModifiers, FunctionNode)
    case traitUse(NodeList<NodeName>, aliasModifiers: NodeModifiers)
    case enumCase(name: NodeString, value: ExprNode?)
}

/// `PropertyItem`.
public struct PropertyItemNode: ArenaElement {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(arena: ArenaRef, node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> PropertyItemNode { PropertyItemNode(arena: arena, node: slot) }

    public var name: String { arena.string(node, 0) }
    /// `name`, read in place.
    @inlinable public var nameText: NodeString { arena.nodeString(node, 0) }
    @inlinable public var defaultValue: ExprNode? { arena.child(node, 1).map { ExprNode(arena, $0) } }
    @inlinable public var range: SourceRange { arena.range(node) }
}

extension ClassDeclaration.Kind {
    @usableFromInline static let all: [ClassDeclaration.Kind] = [.class, .interface, .trait, .enum]
    var code: UInt16 { UInt16(Self.all.firstIndex(of: self)!) }
}

/// `AttributeGroup`.
public struct AttributeGroupNode: ArenaElement {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(arena: ArenaRef, node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> AttributeGroupNode { AttributeGroupNode(arena: arena, node: slot) }

    @inlinable public var attributes: NodeList<AttributeNode> { NodeList(arena, list: node) }
    @inlinable public var range: SourceRange { arena.range(node) }
}

/// `Attribute`.
public struct AttributeNode: ArenaElement {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let node: UInt32

    @inlinable init(arena: ArenaRef, node: UInt32) {
        self.arena = arena
        self.node = node
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> AttributeNode { AttributeNode(arena: arena, node: slot) }

    public var name: Name { arena.name(node, 0) }
    @inlinable public var arguments: ArgumentsNode? { arena.child(node, 1).map { ArgumentsNode(arena: arena, node: $0) } }
}
