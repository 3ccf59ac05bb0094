/// What a list of an arena holds: built from one slot (a node's index, or `SyntaxArena.none`).
public protocol ArenaElement {
    static func element(_ arena: ArenaRef, _ slot: UInt32) -> Self
}

extension Optional: ArenaElement where Wrapped: ArenaElement {
    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> Self {
        slot == SyntaxArena.none ? nil : Wrapped.element(arena, slot)
    }
}

/// The elements of a list node (or of a node whose slots are its list: `echo`, `block`…), read
/// in place: a list is a run of slots, so walking one copies nothing and counts no references.
public struct NodeList<Element: ArenaElement>: RandomAccessCollection {
    @usableFromInline let arena: ArenaRef
    /// The list's first slot.
    @usableFromInline let firstSlot: Int
    public let count: Int

    /// The elements of `node`; none when `node` is `SyntaxArena.none`.
    @inlinable init(_ arena: ArenaRef, list node: UInt32) {
        self.arena = arena
        guard node != SyntaxArena.none else {
            firstSlot = 0
            count = 0
            return
        }
        let stored = arena.nodes[Int(node)]
        firstSlot = Int(stored.first)
        count = Int(stored.count)
    }

    private init() {
        arena = SyntaxArena.empty.reference
        firstSlot = 0
        count = 0
    }

    /// A list of nothing, where a list is expected and there is none.
    public static var empty: NodeList { NodeList() }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }

    @inlinable public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "NodeList index out of range")
        return Element.element(arena, arena.slots[firstSlot + position])
    }
}
