/// What a name table holds: entries that each carry their name, read in place.
protocol NamedEntry {
    func withName<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result
}

/// Entries met so far, by name, to tell a name met again or find what it stood for: searched in
/// a list by length and first bytes while there are at most a hundred or so (a class has tens of
/// members and a file tens of imports, and hashing each cost more than these comparisons); in a
/// dictionary past that, so a huge class stays linear. The names are the entries' own: a table of
/// imports keeps the clauses and makes no string of a name but past the list.
struct NameTable<Entry: NamedEntry> {
    /// Whether names compare as PHP compares classes and methods (case folded) or properties
    /// and constants (exactly).
    private let folded: Bool
    /// Each name's length and first eight bytes (folded when names are), which tell most names
    /// apart without reading the names; the entry at the same index.
    private var keys: [(length: Int, prefix: UInt64)] = []
    private var entries: [Entry] = []
    /// Past `listLimit`: every entry by its name, lowercased when names compare folded.
    private var dictionary: [NameKey: Entry] = [:]
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
        dictionary.clear()
    }

    /// The entry named `name` (a name of a tree, read in place).
    func entry(named name: UnsafeBufferPointer<UInt8>) -> Entry? {
        guard keys.count >= Self.listLimit else {
            return index(of: name, prefix: NameFolding.word(name, from: 0, folded: folded)).map { entries[$0] }
        }
        return dictionary[key(name)]
    }

    func entry(named name: String) -> Entry? {
        name.withUTF8Bytes { entry(named: $0) }
    }

    /// Adds `entry`; false, and nothing changed, when its name was met before.
    mutating func insert(_ entry: Entry) -> Bool {
        entry.withName { name in
            if keys.count < Self.listLimit {
                let prefix = NameFolding.word(name, from: 0, folded: folded)
                guard index(of: name, prefix: prefix) == nil else { return false }
                if keys.isEmpty {
                    let room = min(max(expected, 16), Self.listLimit)
                    keys.reserveCapacity(room)
                    entries.reserveCapacity(room)
                }
                keys.append((name.count, prefix))
                entries.append(entry)
                if keys.count == Self.listLimit {
                    dictionary.reserveCapacity(max(expected, 2 * Self.listLimit))
                    for entry in entries { dictionary[entry.withName(key)] = entry }
                }
                return true
            }
            let key = key(name)
            guard dictionary[key] == nil else { return false }
            dictionary[key] = entry
            return true
        }
    }

    /// Where the entry named `name` is: the length and first eight bytes (all of a name of up to
    /// eight) part most names; the rest are compared.
    private func index(of name: UnsafeBufferPointer<UInt8>, prefix: UInt64) -> Int? {
        let length = name.count
        for index in keys.indices where keys[index].length == length && keys[index].prefix == prefix {
            if length <= 8 || entries[index].withName({ NameFolding.sameName($0, name, folded: folded) }) { return index }
        }
        return nil
    }

    private func key(_ name: UnsafeBufferPointer<UInt8>) -> NameKey {
        let text = String(decoding: name, as: UTF8.self)
        return NameKey(folded ? text.phpLowercased : text)
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

/// Names met so far, to tell one met again.
typealias SeenNames = NameTable<Named<Void>>

extension NameTable {
    /// Adds `name` with `value`; false, and nothing changed, when it was met before.
    mutating func insert<Value>(_ name: String, _ value: Value) -> Bool where Entry == Named<Value> {
        insert(Named(name: name, value: value))
    }

    /// Adds `name`; false when it was met before.
    mutating func insert(_ name: String) -> Bool where Entry == Named<Void> {
        insert(Named(name: name, value: ()))
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
