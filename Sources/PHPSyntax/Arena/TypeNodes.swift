/// `TypeHint`: a declared type of an arena, read in place. The checks read every parameter's and
/// return type of every file; as Swift values in a side table, each read counted references on
/// the type's boxes and its names' strings.
public struct TypeNode: ArenaElement {
    @usableFromInline let arena: ArenaRef
    /// A node's index, or a name's marked `ArenaStorage.typeName`.
    @usableFromInline let value: UInt32

    @inlinable init(arena: ArenaRef, value: UInt32) {
        self.arena = arena
        self.value = value
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> TypeNode { TypeNode(arena: arena, value: slot) }

    public enum Kind {
        case name(NodeName)
        case nullable(TypeNode)
        case union(NodeList<TypeNode>)
        case intersection(NodeList<TypeNode>)
    }

    @inline(__always)
    @inlinable public var kind: Kind {
        if value & ArenaStorage.typeName != 0 { return .name(NodeName(arena: arena, index: value & ~ArenaStorage.typeName)) }
        switch arena.kind(value) {
        case .nullableType: return .nullable(TypeNode(arena: arena, value: arena.slot(value, 0)))
        case .unionType: return .union(NodeList(arena, list: value))
        default: return .intersection(NodeList(arena, list: value))
        }
    }

    /// Where the type is written.
    @inlinable public var range: SourceRange {
        if value & ArenaStorage.typeName != 0 { return NodeName(arena: arena, index: value & ~ArenaStorage.typeName).range }
        return arena.range(value)
    }

    /// The type as the enum tree holds it.
    @inlinable public var hint: TypeHint {
        switch kind {
        case .name(let name): .name(name.name)
        case .nullable(let inner): .nullable(inner.hint)
        case .union(let members): .union(members.map(\.hint))
        case .intersection(let members): .intersection(members.map(\.hint))
        }
    }
}
