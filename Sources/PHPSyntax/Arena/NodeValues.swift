/// A string of an arena (an identifier, a variable's name), read when asked for. A node's kind
/// holds these rather than the strings themselves: matching a kind then copies no string and
/// counts no reference, which most matches never needed (`case .variable` for any variable).
public struct NodeString: Equatable, CustomStringConvertible {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let index: UInt32

    @inlinable init(arena: ArenaRef, index: UInt32) {
        self.arena = arena
        self.index = index
    }

    public var string: String { arena.text(index) }
    @inlinable public var description: String { string }

    @inlinable public var isEmpty: Bool { withBytes { $0.isEmpty } }

    /// Where the text starts in the file; nil for one the tree made (a decoded name).
    public var offset: Int? { arena.textStart(index) }

    /// `body` with the text's bytes, in place: no string is made.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result { arena.withText(index, body) }

    public static func == (a: NodeString, b: NodeString) -> Bool { a.withBytes { first in b.withBytes { first.elementsEqual($0) } } }
    public static func == (a: NodeString, b: String) -> Bool { a.arena.text(a.index, equals: b) }
    public static func != (a: NodeString, b: String) -> Bool { !a.arena.text(a.index, equals: b) }
    /// `case .variable("this")`, compared byte for byte.
    public static func ~= (pattern: String, value: NodeString) -> Bool { value.arena.text(value.index, equals: pattern) }
}

/// The modifiers of a class, member or promoted parameter of an arena, read in place. A list of
/// up to seven (every list PHP accepts: there are eight kinds, and none may repeat) is held in
/// its slot, four bits a modifier as `ModifierList` packs them, so this is a plain value: the
/// member kinds that carry one are copied and dropped with no code run for it (with a
/// `ModifierList`, which may hold an array, every read of a member's kind ran both).
public struct NodeModifiers: RandomAccessCollection {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let slot: UInt32

    @inlinable init(arena: ArenaRef, slot: UInt32) {
        self.arena = arena
        self.slot = slot
    }

    /// The bit of a slot that says it names one of the arena's longer lists.
    static let long: UInt32 = 1 << 31

    /// The slot that holds `list`: `ModifierList`'s word with the count moved down beside the
    /// codes; nil for a list too long for it.
    static func slot(holding list: ModifierList) -> UInt32? {
        guard let word = list.packedWord, ModifierList.count(packed: word) <= 7 else { return nil }
        return UInt32(truncatingIfNeeded: word & 0x0FFF_FFFF) | UInt32(ModifierList.count(packed: word)) << 28
    }

    /// `ModifierList`'s word for the list, when the slot holds it.
    private var word: UInt64? {
        slot & Self.long == 0 ? UInt64(slot & 0x0FFF_FFFF) | UInt64(slot >> 28) << 60 : nil
    }

    /// The list as a Swift value.
    public var list: ModifierList {
        word.map(ModifierList.init(packedWord:)) ?? arena.longModifierLists[Int(slot & ~Self.long)]
    }

    @inlinable public var startIndex: Int { 0 }
    public var endIndex: Int { word.map(ModifierList.count(packed:)) ?? list.count }

    public subscript(position: Int) -> Modifier {
        word.map { ModifierList.modifier(at: position, packed: $0) } ?? list[position]
    }

    public func contains(_ modifier: Modifier) -> Bool {
        word.map { ModifierList.contains(modifier, packed: $0) } ?? list.contains(modifier)
    }

    /// Each modifier in order, the slot's word decoded in one pass (through the collection's
    /// indices, each modifier decoded the word again).
    @inline(__always)
    public func forEach(_ body: (Modifier) throws -> Void) rethrows {
        if let word { try ModifierList.forEach(packed: word, body) } else { try list.forEach(body) }
    }
}

/// A name of an arena, read when asked for (see `NodeString`); its parts as `Name` gives them.
public struct NodeName: ArenaElement {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let index: UInt32

    @inlinable init(arena: ArenaRef, index: UInt32) {
        self.arena = arena
        self.index = index
    }

    @inlinable public static func element(_ arena: ArenaRef, _ slot: UInt32) -> NodeName { NodeName(arena: arena, index: slot) }

    public var name: Name { arena.name(index) }
    public var joined: String { arena.joinedName(index) }
    @inlinable public var last: String { name.last }
    @inlinable public var kind: Name.Kind { arena.names[Int(index)].kind }
    @inlinable public var range: SourceRange {
        let span = arena.names[Int(index)]
        return SourceRange(start: Int(span.start), end: Int(span.end))
    }
    /// The last part, read in place: `Collection` of `\Illuminate\Support\Collection`.
    public var lastWord: NodeWord {
        let span = arena.names[Int(index)]
        // An unqualified name (most are) is one word: no backslash to look for.
        if span.kind == .unqualified { return NodeWord(arena: arena, start: span.textStart, end: span.end) }
        let start = arena.withSource { bytes in
            var at = Int(span.end)
            while at > Int(span.textStart) && bytes[at - 1] != UInt8(ascii: "\\") { at -= 1 }
            return at
        }
        return NodeWord(arena: arena, start: UInt32(truncatingIfNeeded: start), end: span.end)
    }
    /// Whether the name has a single part: `Foo`, `\Foo`, `namespace\Foo`.
    @inlinable public var isSinglePart: Bool {
        let span = arena.names[Int(index)]
        return span.kind == .unqualified || lastWord.start == span.textStart
    }
}

/// Bytes of an arena's file that a view points at (a name's last part), compared in place.
public struct NodeWord: CustomStringConvertible {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let start: UInt32
    @usableFromInline let end: UInt32

    @inlinable init(arena: ArenaRef, start: UInt32, end: UInt32) {
        self.arena = arena
        self.start = start
        self.end = end
    }

    @inlinable public var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }
    @inlinable public var description: String { string }

    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        arena.withSource { body(UnsafeBufferPointer(rebasing: $0[Int(start)..<Int(end)])) }
    }
}

/// A byte string of an arena (a string literal's decoded bytes), read when asked for.
public struct NodeBytes {
    @usableFromInline let arena: ArenaRef
    @usableFromInline let index: UInt32

    @inlinable init(arena: ArenaRef, index: UInt32) {
        self.arena = arena
        self.index = index
    }

    public var bytes: [UInt8] { arena.bytes(index) }
}

extension ArenaRef {
    @inlinable @inline(__always) func nodeString(_ node: UInt32, _ index: Int) -> NodeString { NodeString(arena: self, index: slot(node, index)) }
    @inlinable @inline(__always) func nodeName(_ node: UInt32, _ index: Int) -> NodeName { NodeName(arena: self, index: slot(node, index)) }
    @inlinable @inline(__always) func nodeBytes(_ node: UInt32, _ index: Int) -> NodeBytes { NodeBytes(arena: self, index: slot(node, index)) }
}
