/// A name as PHP compares class, function and method names: ASCII letters without case (its
/// `zend_str_tolower`), every other byte as it is. Hashing and comparing fold byte by byte, so no
/// lowercased copy is made: the checks compare every member of every class of every file.
struct FoldedName: Hashable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (a: FoldedName, b: FoldedName) -> Bool {
        a.text.utf8.count == b.text.utf8.count && a.text.utf8.elementsEqual(b.text.utf8) { fold($0) == fold($1) }
    }

    func hash(into hasher: inout Hasher) {
        // FNV-1a over the folded bytes, then one word for the hasher: cheaper than feeding bytes.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(Self.fold(byte))) &* 0x100_0000_01b3 }
        hasher.combine(hash)
    }

    /// Whether `text` is `lowercase` (given in lowercase ASCII) without regard to case.
    static func matches(_ text: String, _ lowercase: StaticString) -> Bool {
        guard text.utf8.count == lowercase.utf8CodeUnitCount else { return false }
        return lowercase.withUTF8Buffer { expected in text.utf8.elementsEqual(expected) { fold($0) == $1 } }
    }

    static func fold(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }
}

/// Names met so far, to tell one met again: searched in a list by length and first bytes while
/// there are at most a hundred or so (a class has tens of members, and hashing each cost more
/// than these comparisons); in a set past that, so a huge class stays linear.
struct SeenNames {
    /// Whether names compare as PHP compares methods (case folded) or properties (exactly).
    private let folded: Bool
    /// Each name with its length and its first eight bytes folded, which tell most names apart.
    private var list: [(length: Int, prefix: UInt64, name: String)] = []
    private var set: Set<FoldedName> = []
    private var exactSet: Set<String> = []

    private let expected: Int
    private static let listLimit = 128

    /// `expected`: about how many names will come (room is made once).
    init(folded: Bool, expected: Int = 0) {
        self.folded = folded
        self.expected = expected
        list.reserveCapacity(min(expected, Self.listLimit))
    }

    /// Adds `name`; false when it was met before.
    mutating func insert(_ name: String) -> Bool {
        if list.count < Self.listLimit {
            let length = name.utf8.count
            let prefix = Self.prefix(name, folded: folded)
            let met = list.contains {
                $0.length == length && $0.prefix == prefix && (length <= 8 || (folded ? FoldedName($0.name) == FoldedName(name) : $0.name == name))
            }
            if !met { list.append((length, prefix, name)) }
            return !met
        }
        if set.isEmpty && exactSet.isEmpty {
            if folded { set.reserveCapacity(expected) } else { exactSet.reserveCapacity(expected) }
            for earlier in list { if folded { set.insert(FoldedName(earlier.name)) } else { exactSet.insert(earlier.name) } }
        }
        return folded ? set.insert(FoldedName(name)).inserted : exactSet.insert(name).inserted
    }

    /// The first eight bytes, folded when names compare folded, in one word.
    private static func prefix(_ name: String, folded: Bool) -> UInt64 {
        var name = name
        return name.withUTF8 { bytes in
            var word: UInt64 = 0
            for index in 0..<min(bytes.count, 8) {
                word |= UInt64(folded ? FoldedName.fold(bytes[index]) : bytes[index]) << (index * 8)
            }
            return word
        }
    }
}

