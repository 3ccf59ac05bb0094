import PHPSyntax

/// What a name table holds: entries that each carry their name, read in place.
protocol NamedEntry {
    func withName<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result
}

/// Entries met so far, by name, to tell a name met again or find what it stood for: searched in
/// a list by length and first bytes while there are at most a hundred or so (a class has tens of
/// members and a file tens of imports, and hashing each cost more than these comparisons); through
/// an index of their names' hashes past that, so a huge class stays linear. The names are the
/// entries' own, read in place: no string is made of a name.
struct NameTable<Entry: NamedEntry> {
    /// Whether names compare as PHP compares classes and methods (case folded) or properties
    /// and constants (exactly).
    private let folded: Bool
    /// Each name's length and first eight bytes (folded when names are), which tell most names
    /// apart without reading the names; the entry at the same index.
    private var keys: [(length: Int, prefix: UInt64)] = []
    private var entries: [Entry] = []
    /// Past `listLimit`: open-addressed slots holding indices of `entries` (-1 when empty), at
    /// least twice as many as the entries, placed by the hash of the name's `NameFolding.ends`.
    private var slots: [Int32] = []
    private let expected: Int
    private static var listLimit: Int { 128 }

    /// `expected`: about how many names will come (room is made for them, or for a few, when the
    /// first comes).
    init(folded: Bool, expected: Int = 0) {
        self.folded = folded
        self.expected = expected
    }

    var isEmpty: Bool { keys.isEmpty }

    /// Empty again, with its room kept.
    mutating func reset() {
        keys.clear()
        entries.clear()
        slots.clear()
    }

    /// The entry named `name` (a name of a tree, read in place).
    func entry(named name: UnsafeBufferPointer<UInt8>) -> Entry? {
        withLookup { $0.find(name, prefix: NameFolding.word(name, from: 0, folded: folded)).index }.map { entries[$0] }
    }

    func entry(named name: String) -> Entry? {
        name.withUTF8Bytes { entry(named: $0) }
    }

    /// Adds `entry`; false, and nothing changed, when its name was met before.
    mutating func insert(_ entry: Entry) -> Bool {
        let folded = folded
        let (length, prefix, found) = withLookup { lookup in
            entry.withName { name in
                let prefix = NameFolding.word(name, from: 0, folded: folded)
                return (name.count, prefix, lookup.find(name, prefix: prefix))
            }
        }
        guard found.index == nil else { return false }
        if keys.isEmpty {
            let room = min(max(expected, 16), Self.listLimit)
            keys.reserveCapacity(room)
            entries.reserveCapacity(room)
        }
        if let empty = found.emptySlot { slots[empty] = Int32(entries.count) }
        keys.append((length, prefix))
        entries.append(entry)
        if keys.count == Self.listLimit || (keys.count > Self.listLimit && 2 * keys.count > slots.count) { rehash() }
        return true
    }

    /// `body` with the table's arrays read in place: a closure that captured the table (to read
    /// a name in) copied it, retaining and releasing its three arrays for each name.
    private func withLookup<Result>(_ body: (Lookup) -> Result) -> Result {
        keys.withUnsafeBufferPointer { keys in
            entries.withUnsafeBufferPointer { entries in
                slots.withUnsafeBufferPointer { slots in
                    body(Lookup(folded: folded, keys: keys, entries: entries, slots: slots))
                }
            }
        }
    }

    /// The table's arrays, read in place.
    private struct Lookup {
        let folded: Bool
        let keys: UnsafeBufferPointer<(length: Int, prefix: UInt64)>
        let entries: UnsafeBufferPointer<Entry>
        let slots: UnsafeBufferPointer<Int32>

        /// Where the entry named `name` is, or (past the list) the empty slot where it would go.
        func find(_ name: UnsafeBufferPointer<UInt8>, prefix: UInt64) -> (index: Int?, emptySlot: Int?) {
            keys.count < NameTable.listLimit ? (index(of: name, prefix: prefix), nil) : slot(of: name, prefix: prefix)
        }

        /// Where the entry named `name` is in the list: the length and first eight bytes (all of a
        /// name of up to eight) part most names; the rest are compared.
        private func index(of name: UnsafeBufferPointer<UInt8>, prefix: UInt64) -> Int? {
            for index in keys.indices where matches(index, name, prefix: prefix) { return index }
            return nil
        }

        private func matches(_ index: Int, _ name: UnsafeBufferPointer<UInt8>, prefix: UInt64) -> Bool {
            let length = name.count
            guard keys[index].length == length && keys[index].prefix == prefix else { return false }
            return length <= 8 || entries[index].withName { NameFolding.sameName($0, name, folded: folded) }
        }

        /// The entry named `name` through the slots, or the empty slot where it would go.
        private func slot(of name: UnsafeBufferPointer<UInt8>, prefix: UInt64) -> (index: Int?, emptySlot: Int?) {
            let mask = slots.count - 1
            var slot = NameTable.hash(NameFolding.ends(bytes: name, folded: folded)) & mask
            while true {
                let held = slots[slot]
                if held < 0 { return (nil, slot) }
                if matches(Int(held), name, prefix: prefix) { return (Int(held), nil) }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Slots for four times the entries, each entry placed anew.
    private mutating func rehash() {
        var count = 2 * Self.listLimit
        while count < 4 * max(keys.count, expected) { count <<= 1 }
        slots.clear()
        slots.append(contentsOf: repeatElement(-1, count: count))
        let mask = count - 1
        for (index, entry) in entries.enumerated() {
            var slot = entry.withName { Self.hash(NameFolding.ends(bytes: $0, folded: folded)) } & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }

    private static func hash(_ ends: NameFolding.Ends) -> Int {
        Int(truncatingIfNeeded: ends.mixed() >> 32)
    }
}

/// A table made once and only read, as a static one is.
extension NameTable: Sendable where Entry: Sendable {}

/// A name made a string, with a value: the entry of a table of names the tree does not hold as
/// they are compared (a class's members, PHP's magic methods).
struct Named<Value>: NamedEntry {
    let name: String
    let value: Value

    func withName<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        name.withUTF8Bytes(body)
    }
}

extension Named: Sendable where Value: Sendable {}

extension NameTable {
    /// Adds `name` with `value`; false, and nothing changed, when it was met before.
    mutating func insert<Value>(_ name: String, _ value: Value) -> Bool where Entry == Named<Value> {
        insert(Named(name: name, value: value))
    }

    /// What `name` (a name of a tree, read in place) was added with.
    func value<Value>(named name: UnsafeBufferPointer<UInt8>) -> Value? where Entry == Named<Value> {
        entry(named: name)?.value
    }
}

/// An import's clause, by the name it binds (`C` of `use A\B as C`, `B` of `use A\B`).
extension UseClauseNode: NamedEntry {
    func withName<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withBoundName(body)
    }
}

/// A name of a tree, read in place: a class's members are compared as the tree holds them.
extension NodeString: NamedEntry {
    func withName<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withBytes(body)
    }
}
