import Platform

/// Names compared as PHP compares class, function and method names (`String.phpLowercased`),
/// byte by byte, without making a lowercased copy: the checks compare every member of every
/// class of every file.
package enum NameFolding {
    /// Whether `a` and `b` are one name to PHP.
    package static func equal(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a.withUTF8Bytes { first in b.withUTF8Bytes { sameName(first, $0, folded: true) } }
    }

    /// Whether `bytes` are `lowercase` (given in lowercase ASCII) to PHP: the comparison the
    /// overloads below make, each on the text it is given in place.
    private static func matches(bytes: some Collection<UInt8>, _ lowercase: some Collection<UInt8>) -> Bool {
        bytes.count == lowercase.count && bytes.elementsEqual(lowercase) { $0.phpLowercased == $1 }
    }

    /// Whether `text` is `lowercase` (given in lowercase ASCII) to PHP.
    package static func matches(_ text: String, _ lowercase: StaticString) -> Bool {
        lowercase.withUTF8Buffer { matches(bytes: text.utf8, $0) }
    }

    /// `matches`, for a text of an arena, read in place.
    package static func matches(_ text: NodeString, _ lowercase: StaticString) -> Bool {
        text.withBytes { bytes in lowercase.withUTF8Buffer { matches(bytes: bytes, $0) } }
    }

    /// Whether `a` and `b`, of the same length, are one name: folded as PHP folds class and
    /// method names when `folded`, else byte for byte.
    package static func sameName(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, folded: Bool) -> Bool {
        guard a.count == b.count else { return false }
        if !folded { return a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        return a.elementsEqual(b) { $0.phpLowercased == $1.phpLowercased }
    }

    /// `matches`, for a name's part read in place.
    package static func matches(_ word: NodeWord, _ lowercase: String) -> Bool {
        word.withBytes { bytes in lowercase.withUTF8Bytes { matches(bytes: bytes, $0) } }
    }

    /// `startsWithTwoUnderscores`, for a text of an arena, read in place.
    package static func startsWithTwoUnderscores(_ name: NodeString) -> Bool {
        name.withBytes { $0.count >= 2 && $0[0] == UInt8(ascii: "_") && $0[1] == UInt8(ascii: "_") }
    }

    /// Whether `name` starts `__`, as PHP's magic methods do (the generic `hasPrefix` cost more
    /// than the rest of the magic-method check).
    package static func startsWithTwoUnderscores(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        return bytes.next() == UInt8(ascii: "_") && bytes.next() == UInt8(ascii: "_")
    }

    /// Up to eight of `bytes` from `start` in one word, the first in the lowest byte, folded all
    /// at once when `folded`.
    package static func word(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, folded: Bool) -> UInt64 {
        if start + 8 <= bytes.count, let base = bytes.baseAddress {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            return folded ? lowercased(word) : word
        }
        // Fewer than eight (most names are short): two loads of four bytes (or of two, or one
        // byte) from either end, overlapping in the middle, where both hold the same bytes; the
        // word's top bytes stay zero, which folding leaves zero. Copied into a word (`memcpy`),
        // a short name's word took twice the instructions, and folded byte by byte eight times.
        let count = bytes.count - start
        guard count > 0, let base = bytes.baseAddress else { return 0 }
        let first = UnsafeRawPointer(base + start)
        let word: UInt64
        if count >= 4 {
            let low = UInt64(UInt32(littleEndian: first.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: first.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
            word = low | high << ((count - 4) * 8)
        } else if count >= 2 {
            let low = UInt64(UInt16(littleEndian: first.loadUnaligned(as: UInt16.self)))
            let high = UInt64(UInt16(littleEndian: first.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)))
            word = low | high << ((count - 2) * 8)
        } else {
            word = UInt64(first.load(as: UInt8.self))
        }
        return folded ? lowercased(word) : word
    }

    /// The eight bytes of `word` folded as `UInt8.phpLowercased` folds one: `A`–`Z` take the
    /// 0x20 bit, every other byte (non-ASCII among them) is left as it is.
    package static func lowercased(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low7 = word & (0x7F &* ones)
        // A byte's top bit is set when its low seven bits are at least `A`, or past `Z`; no carry
        // crosses into the next byte, since each sum stays below 0x100.
        let atLeastA = low7 &+ (0x80 - 0x41) &* ones
        let pastZ = low7 &+ (0x80 - 0x5B) &* ones
        let upper = atLeastA & ~pastZ & ~word & (0x80 &* ones)
        return word | (upper >> 2)
    }

    /// What `ends` reads of a name: a key for sets and tables of names.
    package struct Ends: Hashable {
        let length: Int, first: UInt64, last: UInt64, middle: UInt64

        /// Placed in an open-addressed table by its high bits; `salt` (under four) parts keys of
        /// names of different kinds.
        package func mixed(salt: Int = 0) -> UInt64 {
            (first &* 0x9E37_79B9_7F4A_7C15) ^ (last &+ middle &+ UInt64(length << 2 | salt)) &* 0xC2B2_AE3D_27D4_EB4F
        }
    }

    /// `name`'s length, its first eight bytes and its last eight (fewer when it is shorter), and a
    /// mix of the bytes between (0 when there are none), folded when `folded`: two names of at most
    /// sixteen bytes are one name exactly when these agree, and longer names that agree are one
    /// name but for a chance in about 2^64. Long names often share both ends
    /// (`registerNullConnector`, `registerSyncConnector`), so the ends alone did not part them.
    package static func ends(_ name: String, folded: Bool) -> Ends {
        name.withUTF8Bytes { ends(bytes: $0, folded: folded) }
    }

    /// `ends`, for a text of an arena, read in place.
    package static func ends(_ name: NodeString, folded: Bool) -> Ends {
        name.withBytes { ends(bytes: $0, folded: folded) }
    }

    package static func ends(bytes: UnsafeBufferPointer<UInt8>, folded: Bool) -> Ends {
        var middle: UInt64 = 0
        var start = 8
        while start < bytes.count - 8 {
            middle = (middle ^ word(bytes, from: start, folded: folded)) &* 0x9E37_79B9_7F4A_7C15
            middle ^= middle >> 31
            start += 8
        }
        let first = word(bytes, from: 0, folded: folded)
        // A name of up to eight bytes is its first word.
        return Ends(length: bytes.count, first: first, last: bytes.count <= 8 ? first : word(bytes, from: bytes.count - 8, folded: folded), middle: middle)
    }
}

extension NameFolding {
    // Variable names the checks compare a name's `word` with, byte for byte, as `word` reads them
    // (the first byte lowest): literals, so that no lazy global is checked at each comparison
    // (`NameTableTests` holds each against its spelling).
    package static let thisWord: UInt64 = 0x7369_6874
    package static let globalsWord: UInt64 = 0x53_4C41_424F_4C47
}

/// PHP's short keywords (`self`, `static`, `int`, `void`…: all of at most eight bytes) as words,
/// so a name is told from them by its folded first word and length, with no lowercased copy and
/// no hashing; the checks ask this of every type and class name.
package struct ShortWords {
    private let keys: [(length: Int, word: UInt64)]
    /// Bit `n` set when a word is `n` bytes long: most names asked about are none of the words'
    /// lengths, and are told so before their bytes are read.
    private let lengths: UInt16

    /// `words` in lowercase ASCII, none longer than eight bytes.
    package init(_ words: [StaticString]) {
        keys = words.map { word in
            precondition(word.utf8CodeUnitCount <= 8, "\(word) is longer than a word")
            return (word.utf8CodeUnitCount, word.withUTF8Buffer { NameFolding.word($0, from: 0, folded: false) })
        }
        lengths = keys.reduce(0) { $0 | 1 << $1.length }
    }

    /// Whether `name`, folded as PHP folds names, is one of the words.
    package func contains(_ name: String) -> Bool {
        index(of: name) != nil
    }

    package func contains(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        index(of: name) != nil
    }

    /// Which of the words `name` is, by its place in the list given.
    package func index(of name: String) -> Int? {
        name.withUTF8Bytes { index(of: $0) }
    }

    package func index(of name: UnsafeBufferPointer<UInt8>) -> Int? {
        guard name.count <= 8, lengths & 1 << name.count != 0 else { return nil }
        let word = NameFolding.word(name, from: 0, folded: true)
        // A plain loop: `firstIndex` with a closure was most of the cost of a lookup.
        for index in keys.indices where keys[index].word == word && keys[index].length == name.count { return index }
        return nil
    }
}

extension ShortWords {
    package func contains(_ word: NodeWord) -> Bool {
        word.withBytes { index(of: $0) } != nil
    }

    package func index(of word: NodeWord) -> Int? {
        word.withBytes { index(of: $0) }
    }

    /// `self`, `parent` and `static`, in this order: the class around the code, whichever it is.
    package static let classScopeWords = ShortWords(["self", "parent", "static"])
    /// `true`, `false` and `null`, in this order: the constants PHP's compiler knows the value
    /// of wherever they are written.
    package static let literalWords = ShortWords(["true", "false", "null"])
}
