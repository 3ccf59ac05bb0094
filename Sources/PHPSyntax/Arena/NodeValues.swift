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

    public static func == (a: NodeString, b: NodeString) -> Bool { a.string == b.string }
    public static func == (a: NodeString, b: String) -> Bool { a.arena.text(a.index, equals: b) }
    public static func != (a: NodeString, b: String) -> Bool { !a.arena.text(a.index, equals: b) }
    /// `case .variable("this")`, compared byte for byte.
    public static func ~= (pattern: String, value: NodeString) -> Bool { value.arena.text(value.index, equals: pattern) }
}

/// A name of an arena, read when asked for (see `NodeString`); its parts as `Name` gives them.
public struct NodeName {
    let arena: ArenaRef
    let index: UInt32

    public var name: Name { arena.name(index) }
    public var joined: String { name.joined }
    public var last: String { name.last }
    public var kind: Name.Kind { arena.names[Int(index)].kind }
    public var range: SourceRange {
        let span = arena.names[Int(index)]
        return SourceRange(start: Int(span.start), end: Int(span.end))
    }
    public var isSinglePart: Bool { name.isSinglePart }
}

/// A `use` statement's imports, read when asked for (see `NodeString`).
public struct NodeUse {
    let arena: ArenaRef
    let index: UInt32

    public var declaration: UseDeclaration { arena.uses[Int(index)] }
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
