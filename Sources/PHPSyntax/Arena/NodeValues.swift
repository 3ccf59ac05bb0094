/// A string of an arena (an identifier, a variable's name), read when asked for. A node's kind
/// holds these rather than the strings themselves: matching a kind then copies no string and
/// counts no reference, which most matches never needed (`case .variable` for any variable).
public struct NodeString: Equatable, CustomStringConvertible {
    let arena: ArenaRef
    let index: UInt32

    public var string: String { arena.text(index) }
    public var description: String { string }

    public var isEmpty: Bool { withBytes { $0.isEmpty } }

    /// `body` with the text's bytes, in place: no string is made.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result { arena.withText(index, body) }

    public static func == (a: NodeString, b: NodeString) -> Bool { a.withBytes { first in b.withBytes { first.elementsEqual($0) } } }
    public static func == (a: NodeString, b: String) -> Bool { a.arena.text(a.index, equals: b) }
    public static func != (a: NodeString, b: String) -> Bool { !a.arena.text(a.index, equals: b) }
    /// `case .variable("this")`, compared byte for byte.
    public static func ~= (pattern: String, value: NodeString) -> Bool { value.arena.text(value.index, equals: pattern) }
}

/// A name of an arena, read when asked for (see `NodeString`); its parts as `Name` gives them.
public struct NodeName: ArenaElement {
    let arena: ArenaRef
    let index: UInt32

    public static func element(_ arena: ArenaRef, _ slot: UInt32) -> NodeName { NodeName(arena: arena, index: slot) }

    public var name: Name { arena.name(index) }
    public var joined: String { name.joined }
    public var last: String { name.last }
    public var kind: Name.Kind { arena.names[Int(index)].kind }
    public var range: SourceRange {
        let span = arena.names[Int(index)]
        return SourceRange(start: Int(span.start), end: Int(span.end))
    }
    /// The last part, read in place: `Collection` of `\Illuminate\Support\Collection`.
    public var lastWord: NodeWord {
        let span = arena.names[Int(index)]
        let start = arena.withSource { bytes in
            var at = Int(span.end)
            while at > Int(span.textStart) && bytes[at - 1] != UInt8(ascii: "\\") { at -= 1 }
            return at
        }
        return NodeWord(arena: arena, start: UInt32(truncatingIfNeeded: start), end: span.end)
    }
    /// Whether the name has a single part: `Foo`, `\Foo`, `namespace\Foo`.
    public var isSinglePart: Bool { lastWord.start == arena.names[Int(index)].textStart }
}

/// Bytes of an arena's file that a view points at (a name's last part), compared in place.
public struct NodeWord: CustomStringConvertible {
    let arena: ArenaRef
    let start: UInt32
    let end: UInt32

    public var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }
    public var description: String { string }

    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        arena.withSource { body(UnsafeBufferPointer(rebasing: $0[Int(start)..<Int(end)])) }
    }
}

/// A byte string of an arena (a string literal's decoded bytes), read when asked for.
public struct NodeBytes {
    let arena: ArenaRef
    let index: UInt32

    public var bytes: [UInt8] { arena.bytes(index) }
}

extension ArenaRef {
    @inline(__always) func nodeString(_ node: UInt32, _ index: Int) -> NodeString { NodeString(arena: self, index: slot(node, index)) }
    @inline(__always) func nodeName(_ node: UInt32, _ index: Int) -> NodeName { NodeName(arena: self, index: slot(node, index)) }
    @inline(__always) func nodeBytes(_ node: UInt32, _ index: Int) -> NodeBytes { NodeBytes(arena: self, index: slot(node, index)) }
}
