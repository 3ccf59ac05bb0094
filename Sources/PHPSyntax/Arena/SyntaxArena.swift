import Platform

/// One node of a syntax arena: twenty bytes, no references. Its parts are `count` slots of the
/// arena's slot run, from `first` (what each slot holds depends on `kind`: see `NodeKind`).
@usableFromInline struct ArenaNode {
    @usableFromInline var kind: NodeKind
    @usableFromInline var flags: UInt8
    /// An operator, a cast's type, an array's syntax, a class's kind, a magic constant's token.
    @usableFromInline var small: UInt16
    @usableFromInline var start: UInt32
    @usableFromInline var end: UInt32
    @usableFromInline var first: UInt32
    @usableFromInline var count: UInt32
}

/// Where a text of the tree is in the file: an identifier, a variable's name (without `$`).
@usableFromInline struct TextSpan {
    @usableFromInline var start: UInt32
    @usableFromInline var end: UInt32
}

/// Where a name is in the file: its range (`start`..<`end`), and where its text begins after a
/// leading `\` or `namespace\` (see `Name.joined`).
@usableFromInline struct NameSpan {
    @usableFromInline var start: UInt32
    @usableFromInline var textStart: UInt32
    @usableFromInline var end: UInt32
    @usableFromInline var kind: Name.Kind
}

/// Where a quoted string's body is in the file, and its quote: its bytes are decoded from there.
@usableFromInline struct QuotedSpan {
    @usableFromInline var start: UInt32
    @usableFromInline var end: UInt32
    @usableFromInline var quote: UInt8
}

/// The runs of memory an arena is: nodes, their slots, and the side tables for the parts that
/// are not nodes (texts, names, long lists of modifiers).
@usableFromInline struct ArenaStorage {
    /// The file's bytes, which texts and names are read from when asked for: most are never
    /// asked for, and making a string of each as the parser met it was a tenth of its time.
    @usableFromInline let source: [UInt8]
    /// `source`'s bytes in place, which `source` keeps (it is never changed, so they never
    /// move): read through this, a view's text takes no reference count on the array.
    @usableFromInline let sourceBytes: UnsafeBufferPointer<UInt8>
    @usableFromInline var nodes: ArenaBuffer<ArenaNode>
    @usableFromInline var slots: ArenaBuffer<UInt32>
    @usableFromInline var texts: ArenaBuffer<TextSpan>
    /// Texts that are not in the file as written (`class` of `A::CLASS`, an anonymous class's
    /// empty name): a text index with `ownedText` set is one of these.
    @usableFromInline var strings = ArenaBuffer<String>()
    @usableFromInline var names: ArenaBuffer<NameSpan>
    /// Lists of more than seven modifiers (a modifier slot with `NodeModifiers.long` set names
    /// one; a shorter list is held in its slot).
    @usableFromInline var longModifierLists = ArenaBuffer<ModifierList>()
    @usableFromInline var byteStrings = ArenaBuffer<[UInt8]>()
    /// Quoted strings as written (a byte string index with `quotedBytes` set is one of these):
    /// decoded when asked for, which few are.
    @usableFromInline var quoted = ArenaBuffer<QuotedSpan>()
    /// The file's statements: a `list` node.
    @usableFromInline var root = SyntaxArena.none
    /// Whether the tree holds a `goto` or a label: a tree with neither can hold no error of a
    /// jump, and the compile-time pass then tracks no loop for one.
    @usableFromInline var containsJumps = false
    /// Where writes the compile-time checks look at stand inside an expression: an assignment,
    /// increment or decrement of anything but a plain place, or a reference assignment
    /// (`while ([$a, 1] = f())`, `$b = f() = 1`). No token tells them, and the pass's walk goes
    /// into an expression only where it is told to. A write at a statement's top is not here:
    /// its statement is flagged (`BodyFacts.writesAtTop`).
    @usableFromInline var nestedWrites: [Int32] = []

    /// Room for the tree of `tokens` significant tokens, so that the runs seldom grow (each
    /// growth is an allocation and a copy): on Laravel, WordPress and PHP's tests a token makes
    /// 0.87 nodes, 1.5 slots and 0.22 strings on average, at most 2.4 slots in files of over a
    /// hundred tokens.
    init(tokens: Int, source: [UInt8]) {
        self.source = source
        sourceBytes = source.withUnsafeBufferPointer { $0 }
        nodes = ArenaBuffer(capacity: tokens + 16)
        slots = ArenaBuffer(capacity: 2 * tokens + 16)
        texts = ArenaBuffer(capacity: tokens / 4)
        names = ArenaBuffer(capacity: tokens / 16)
    }

    /// The bit of a text index that says it is an owned string, not a span of the file.
    @inlinable static var ownedText: UInt32 { 1 << 31 }
    /// The bit of a byte string index that says it is a quoted span of the file, not owned bytes.
    @inlinable static var quotedBytes: UInt32 { 1 << 31 }
    /// The bit of a type slot that says it holds a name's index, not a node's: most declared
    /// types are one name, which then takes no node.
    @inlinable static var typeName: UInt32 { 1 << 31 }

    func release() {
        nodes.release()
        slots.release()
        texts.release()
        strings.release()
        names.release()
        longModifierLists.release()
        byteStrings.release()
        quoted.release()
    }
}

/// A file's syntax tree in a few runs of memory: nodes of twenty bytes that name their parts by
/// index, the slots those indices are kept in, and side tables for the parts that are Swift
/// values (owned strings, long lists of modifiers, decoded byte strings). Built once by an
/// `ArenaBuilder`, then only read, through the typed views (`StmtNode`, `ExprNode`…); freed as a
/// dozen blocks, whatever the size of the tree, where the enum tree was a reference-counted block
/// per node.
///
/// The views hold the arena's storage by pointer (`ArenaRef`), so reading a node takes no
/// reference count: a view must not outlive its arena (the compile-time pass reads a tree while
/// it holds the arena; the enum tree converted from it keeps nothing of it).
public final class SyntaxArena: @unchecked Sendable {
    /// The slot value of a part that is absent (an `if` with no `else`).
    @inlinable package static var none: UInt32 { .max }

    private let storage: UnsafeMutablePointer<ArenaStorage>

    /// Takes `storage`, which this arena frees.
    fileprivate init(_ storage: UnsafeMutablePointer<ArenaStorage>) {
        self.storage = storage
    }

    deinit {
        storage.pointee.release()
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// An arena of no statements, which empty lists name as theirs.
    static let empty: SyntaxArena = {
        let builder = ArenaBuilder(tokens: 0, source: [])
        return builder.finish(root: builder.list(since: builder.mark))
    }()

    /// The views' handle on the storage: valid while this arena lives.
    var reference: ArenaRef { ArenaRef(storage: UnsafePointer(storage)) }

    /// The file's statements.
    public var statements: StmtList { StmtList(reference, list: storage.pointee.root) }

    /// Whether the tree holds a `goto` statement or a label.
    package var containsJumps: Bool { storage.pointee.containsJumps }

    /// Where writes the checks look at stand inside expressions (`ArenaStorage.nestedWrites`).
    package var nestedWrites: [Int32] { storage.pointee.nestedWrites }
}

/// An arena's storage as the views read it: a pointer, so copying a view or reading a node
/// counts no reference (a class reference, even unowned, is retained when it is read).
///
/// Its accessors and the views built on them are `@inlinable`, their storage `@usableFromInline`:
/// the compile-time checks (`PHPCompileChecks`, another module) read them for every node of
/// every file, and across a module each read was a call (parse of Laravel: 10.5% more
/// instructions than with the checks inside this module; inlinable, 2.7% more).
public struct ArenaRef: Equatable {
    @usableFromInline let storage: UnsafePointer<ArenaStorage>

    public static func == (a: ArenaRef, b: ArenaRef) -> Bool { a.storage == b.storage }

    @inlinable @inline(__always) var nodes: ArenaBuffer<ArenaNode> { storage.pointee.nodes }
    @inlinable @inline(__always) var slots: ArenaBuffer<UInt32> { storage.pointee.slots }
    @inlinable @inline(__always) var texts: ArenaBuffer<TextSpan> { storage.pointee.texts }
    @inlinable @inline(__always) var names: ArenaBuffer<NameSpan> { storage.pointee.names }
    @inlinable @inline(__always) var longModifierLists: ArenaBuffer<ModifierList> { storage.pointee.longModifierLists }
    @inlinable @inline(__always) var byteStrings: ArenaBuffer<[UInt8]> { storage.pointee.byteStrings }

    @inlinable @inline(__always) func kind(_ node: UInt32) -> NodeKind { nodes[Int(node)].kind }

    @inlinable @inline(__always) func range(_ node: UInt32) -> SourceRange {
        let stored = nodes[Int(node)]
        return SourceRange(start: Int(stored.start), end: Int(stored.end))
    }

    /// Slot `index` of `node`.
    @inlinable @inline(__always) package func slot(_ node: UInt32, _ index: Int) -> UInt32 {
        slots[Int(nodes[Int(node)].first) + index]
    }

    /// Slot `index` of `node` as a node, nil when absent.
    @inlinable @inline(__always) func child(_ node: UInt32, _ index: Int) -> UInt32? {
        let value = slot(node, index)
        return value == SyntaxArena.none ? nil : value
    }

    @inlinable @inline(__always) package func flag(_ node: UInt32, _ bit: UInt8) -> Bool { nodes[Int(node)].flags & bit != 0 }

    @inlinable @inline(__always) func small(_ node: UInt32) -> UInt16 { nodes[Int(node)].small }

    @inline(__always) func string(_ node: UInt32, _ index: Int) -> String { text(slot(node, index)) }

    func optionalString(_ node: UInt32, _ index: Int) -> String? {
        let value = slot(node, index)
        return value == SyntaxArena.none ? nil : text(value)
    }

    /// Text `index` as a string.
    func text(_ index: UInt32) -> String {
        if index & ArenaStorage.ownedText != 0 { return storage.pointee.strings[Int(index & ~ArenaStorage.ownedText)] }
        let span = texts[Int(index)]
        return decode(Int(span.start), Int(span.end))
    }

    /// Whether text `index` is `other`, byte for byte, without making a string of it.
    func text(_ index: UInt32, equals other: String) -> Bool {
        other.withUTF8Bytes { text(index, equalsBytes: $0) }
    }

    /// `text(_:equals:)` for a name the code spells, read where the program holds it.
    func text(_ index: UInt32, equals other: StaticString) -> Bool {
        other.withUTF8Buffer { text(index, equalsBytes: $0) }
    }

    /// The lengths compared before any byte: most texts asked about are not the one asked for.
    private func text(_ index: UInt32, equalsBytes expected: UnsafeBufferPointer<UInt8>) -> Bool {
        if index & ArenaStorage.ownedText != 0 {
            return storage.pointee.strings[Int(index & ~ArenaStorage.ownedText)].withUTF8Bytes { $0.elementsEqual(expected) }
        }
        let span = texts[Int(index)]
        let count = Int(span.end - span.start)
        guard expected.count == count else { return false }
        return count == 0 || memcmp(storage.pointee.sourceBytes.baseAddress! + Int(span.start), expected.baseAddress!, count) == 0
    }

    /// Where text `index` starts in the file; nil for a text the tree made (a decoded name).
    func textStart(_ index: UInt32) -> Int? {
        index & ArenaStorage.ownedText != 0 ? nil : Int(texts[Int(index)].start)
    }

    /// `body` with text `index`'s bytes, in place.
    func withText<Result>(_ index: UInt32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if index & ArenaStorage.ownedText != 0 { return storage.pointee.strings[Int(index & ~ArenaStorage.ownedText)].withUTF8Bytes(body) }
        let span = texts[Int(index)]
        return body(UnsafeBufferPointer(rebasing: storage.pointee.sourceBytes[Int(span.start)..<Int(span.end)]))
    }

    /// `body` with the file's bytes.
    @inline(__always)
    func withSource<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(storage.pointee.sourceBytes)
    }

    private func decode(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: storage.pointee.sourceBytes[start..<end]), as: UTF8.self)
    }

    /// Byte string `index`'s bytes, decoded as PHP decodes the literal when it was written quoted.
    func bytes(_ index: UInt32) -> [UInt8] {
        guard index & ArenaStorage.quotedBytes != 0 else { return byteStrings[Int(index)] }
        let span = storage.pointee.quoted[Int(index & ~ArenaStorage.quotedBytes)]
        let body = storage.pointee.source[Int(span.start)..<Int(span.end)]
        return span.quote == UInt8(ascii: "'") ? StringEscapes.decodeSingleQuoted(body) : StringEscapes.decodeDoubleQuoted(body, quote: span.quote)
    }

    /// Name `index` as a `Name`.
    func name(_ index: UInt32) -> Name {
        let span = names[Int(index)]
        return Name(joined: decode(Int(span.textStart), Int(span.end)), kind: span.kind, range: SourceRange(start: Int(span.start), end: Int(span.end)))
    }

    func name(_ node: UInt32, _ index: Int) -> Name { name(slot(node, index)) }

    /// Name `index`'s `Name.joined`, read from its text: no `Name`, with its parts, is made.
    func joinedName(_ index: UInt32) -> String {
        let span = names[Int(index)]
        return decode(Int(span.textStart), Int(span.end))
    }

    /// The declared type in slot `index` of `node`, nil when absent.
    @inlinable func type(_ node: UInt32, _ index: Int) -> TypeNode? {
        let value = slot(node, index)
        return value == SyntaxArena.none ? nil : TypeNode(arena: self, value: value)
    }

    /// The attribute groups in slot `index` of `node`: none is an empty list.
    @inlinable func attributes(_ node: UInt32, _ index: Int) -> NodeList<AttributeGroupNode> {
        NodeList(self, list: slot(node, index))
    }

    /// Two slots from `index` on, low half first.
    @inlinable func bits64(_ node: UInt32, _ index: Int) -> UInt64 {
        UInt64(slot(node, index)) | UInt64(slot(node, index + 1)) << 32
    }
}

/// Writes a syntax arena: the parser pushes a node's slots and then makes the node of them
/// (`make`), children before their parent, so one scratch stack serves every level of nesting.
/// A list is pushed the same way and made a `list` node.
final class ArenaBuilder {
    // Held by pointer, not as stored properties: a class's stored property is checked for
    // exclusive access at run time on every change (`swift_beginAccess`), and the parser
    // changes these for every node; that check cost more than building the node.
    private let storage: UnsafeMutablePointer<ArenaStorage>
    private let scratch: UnsafeMutablePointer<ArenaBuffer<UInt32>>
    /// Set once the arena took the memory; until then this builder frees it.
    private var finished = false

    /// A builder for the tree of `tokens` significant tokens of `source` (see `ArenaStorage.init`).
    init(tokens: Int, source: [UInt8]) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: ArenaStorage(tokens: tokens, source: source))
        scratch = .allocate(capacity: 1)
        scratch.initialize(to: ArenaBuffer<UInt32>(capacity: 64))
    }

    deinit {
        scratch.pointee.release()
        scratch.deinitialize(count: 1)
        scratch.deallocate()
        guard !finished else { return }
        storage.pointee.release()
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// The arena, with `root` (a `list` node) as the file's statements. The builder is spent.
    func finish(root: UInt32) -> SyntaxArena {
        precondition(!finished, "an ArenaBuilder finishes once")
        finished = true
        storage.pointee.root = root
        storage.pointee.nodes.shrinkToFit()
        storage.pointee.slots.shrinkToFit()
        storage.pointee.texts.shrinkToFit()
        storage.pointee.names.shrinkToFit()
        return SyntaxArena(storage)
    }

    // Reading what was built, as the views read it: the parser looks back at a node it made
    // (was the statement a block, the expression a variable?).

    /// What was built, read through the views' handle.
    var built: ArenaRef { ArenaRef(storage: UnsafePointer(storage)) }

    @inlinable @inline(__always) func kind(_ node: UInt32) -> NodeKind { built.kind(node) }

    /// The tree holds a `goto` or a label (`SyntaxArena.containsJumps`).
    func noteJump() { storage.pointee.containsJumps = true }

    /// Notes the write starting at `offset` (`ArenaStorage.nestedWrites`).
    func noteWrite(at offset: Int) { storage.pointee.nestedWrites.append(Int32(truncatingIfNeeded: offset)) }

    /// Takes back the write last noted when it starts at `offset`: it stands at its statement's top.
    func withdrawWrite(at offset: Int) {
        if storage.pointee.nestedWrites.last == Int32(truncatingIfNeeded: offset) { storage.pointee.nestedWrites.removeLast() }
    }

    @inlinable @inline(__always) func small(_ node: UInt32) -> UInt16 { built.small(node) }

    @inlinable @inline(__always) func slot(_ node: UInt32, _ index: Int) -> UInt32 { built.slot(node, index) }

    func range(_ node: UInt32) -> SourceRange { built.range(node) }

    /// A node of `kind` over the same slots as `node` (a block's statements as a body's list, a
    /// variable's name as a member's identifier), with `range`.
    func reuse(_ node: UInt32, as kind: NodeKind, _ range: SourceRange) -> UInt32 {
        var stored = storage.pointee.nodes[Int(node)]
        stored.kind = kind
        stored.flags = 0
        stored.small = 0
        stored.start = UInt32(truncatingIfNeeded: range.start)
        stored.end = UInt32(truncatingIfNeeded: range.end)
        return UInt32(truncatingIfNeeded: storage.pointee.nodes.append(stored))
    }

    /// Sets flag `bit` of `node`, made already: what the parser learns of a node only once it is made.
    func setFlag(_ node: UInt32, _ bit: UInt8) {
        storage.pointee.nodes[Int(node)].flags |= bit
    }

    /// Drops what was pushed since `mark`: a statement that failed half-way leaves its parts.
    func discard(since mark: Int) {
        if scratch.pointee.count > mark { scratch.pointee.removeLast(downTo: mark) }
    }

    /// Where the slots of the node about to be made begin.
    @inlinable @inline(__always) var mark: Int { scratch.pointee.count }

    @inlinable @inline(__always) func push(_ value: UInt32) { scratch.pointee.append(value) }

    @inlinable @inline(__always) func push(_ node: UInt32?) { scratch.pointee.append(node ?? SyntaxArena.none) }

    /// Makes a node of the slots pushed since `mark`, and returns its index.
    func make(_ kind: NodeKind, _ range: SourceRange, since mark: Int, flags: UInt8 = 0, small: UInt16 = 0) -> UInt32 {
        let first = storage.pointee.slots.count
        let count = scratch.pointee.count - mark
        if count > 0 {
            storage.pointee.slots.append(from: scratch.pointee, mark..<scratch.pointee.count)
            scratch.pointee.removeLast(downTo: mark)
        }
        return node(kind, range, first: first, count: count, flags: flags, small: small)
    }

    // A node of a few parts, made in one call (the parts' values first, then the node).

    func make(_ kind: NodeKind, _ range: SourceRange, _ first: UInt32, flags: UInt8 = 0, small: UInt16 = 0) -> UInt32 {
        let at = storage.pointee.slots.append(first)
        return node(kind, range, first: at, count: 1, flags: flags, small: small)
    }

    func make(_ kind: NodeKind, _ range: SourceRange, _ first: UInt32, _ second: UInt32, flags: UInt8 = 0, small: UInt16 = 0) -> UInt32 {
        let at = storage.pointee.slots.append(first)
        storage.pointee.slots.append(second)
        return node(kind, range, first: at, count: 2, flags: flags, small: small)
    }

    func make(_ kind: NodeKind, _ range: SourceRange, _ first: UInt32, _ second: UInt32, _ third: UInt32, flags: UInt8 = 0, small: UInt16 = 0) -> UInt32 {
        let at = storage.pointee.slots.append(first)
        storage.pointee.slots.append(second)
        storage.pointee.slots.append(third)
        return node(kind, range, first: at, count: 3, flags: flags, small: small)
    }

    @inline(__always)
    private func node(_ kind: NodeKind, _ range: SourceRange, first: Int, count: Int, flags: UInt8, small: UInt16) -> UInt32 {
        let node = ArenaNode(kind: kind, flags: flags, small: small, start: UInt32(truncatingIfNeeded: range.start), end: UInt32(truncatingIfNeeded: range.end), first: UInt32(truncatingIfNeeded: first), count: UInt32(truncatingIfNeeded: count))
        return UInt32(truncatingIfNeeded: storage.pointee.nodes.append(node))
    }

    /// A list node of the nodes pushed since `mark`.
    @inline(__always)
    func list(since mark: Int) -> UInt32 {
        make(.list, .empty, since: mark)
    }

    /// A text that is not in the file as written.
    func string(_ text: String) -> UInt32 {
        ArenaStorage.ownedText | UInt32(truncatingIfNeeded: storage.pointee.strings.append(text))
    }

    /// The file's bytes `start..<end` as a text.
    @inline(__always)
    func text(_ start: Int, _ end: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: storage.pointee.texts.append(TextSpan(start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end))))
    }

    /// A name spanning `start..<end` of the file, its text from `textStart`.
    @inline(__always)
    func name(_ start: Int, textStart: Int, _ end: Int, kind: Name.Kind) -> UInt32 {
        let span = NameSpan(start: UInt32(truncatingIfNeeded: start), textStart: UInt32(truncatingIfNeeded: textStart), end: UInt32(truncatingIfNeeded: end), kind: kind)
        return UInt32(truncatingIfNeeded: storage.pointee.names.append(span))
    }

    /// A type that is the name `name` (an index `name(_:textStart:_:kind:)` gave), held in the
    /// type's slot with no node of its own.
    @inline(__always)
    func typeName(_ name: UInt32) -> UInt32 { name | ArenaStorage.typeName }

    /// The slot value of `list`: the list itself, but for one of over seven modifiers.
    func modifiers(_ list: ModifierList) -> UInt32 {
        NodeModifiers.slot(holding: list) ?? NodeModifiers.long | UInt32(truncatingIfNeeded: storage.pointee.longModifierLists.append(list))
    }

    func bytes(_ bytes: [UInt8]) -> UInt32 { UInt32(truncatingIfNeeded: storage.pointee.byteStrings.append(bytes)) }

    /// The body `start..<end` of a string written with `quote`, decoded when asked for.
    func quoted(_ start: Int, _ end: Int, quote: UInt8) -> UInt32 {
        let span = QuotedSpan(start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end), quote: quote)
        return ArenaStorage.quotedBytes | UInt32(truncatingIfNeeded: storage.pointee.quoted.append(span))
    }
}

extension UInt32? {
    /// The slot value of an optional part: `SyntaxArena.none` when absent.
    var orNone: UInt32 { self ?? SyntaxArena.none }
}
