/// Names compared as PHP compares class, function and method names (`String.phpLowercased`),
/// byte by byte, without making a lowercased copy: the checks compare every member of every
/// class of every file.
enum NameFolding {
    /// Whether `a` and `b` are one name to PHP.
    static func equal(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a.utf8.elementsEqual(b.utf8) { $0.phpLowercased == $1.phpLowercased }
    }

    /// Whether `text` is `lowercase` (given in lowercase ASCII) to PHP.
    static func matches(_ text: String, _ lowercase: StaticString) -> Bool {
        guard text.utf8.count == lowercase.utf8CodeUnitCount else { return false }
        return lowercase.withUTF8Buffer { expected in text.utf8.elementsEqual(expected) { $0.phpLowercased == $1 } }
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
    /// Past `listLimit`: every name, lowercased when names compare folded.
    private var set: Set<String> = []
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
                $0.length == length && $0.prefix == prefix && (length <= 8 || (folded ? NameFolding.equal($0.name, name) : $0.name == name))
            }
            if !met { list.append((length, prefix, name)) }
            return !met
        }
        if set.isEmpty {
            set.reserveCapacity(expected)
            for earlier in list { set.insert(key(earlier.name)) }
        }
        return set.insert(key(name)).inserted
    }

    private func key(_ name: String) -> String {
        folded ? name.phpLowercased : name
    }

    /// The first eight bytes, folded when names compare folded, in one word.
    private static func prefix(_ name: String, folded: Bool) -> UInt64 {
        var name = name
        return name.withUTF8 { bytes in
            var word: UInt64 = 0
            for index in 0..<min(bytes.count, 8) {
                word |= UInt64(folded ? bytes[index].phpLowercased : bytes[index]) << (index * 8)
            }
            return word
        }
    }
}
