/// A PHP name as written: `Foo`, `NS\Foo`, `\NS\Foo`, `namespace\Foo`.
///
/// Kept as its text, not as a list of parts: most names have one part, and the parser made an
/// array for each and the checks joined the parts back for nearly every use.
public struct Name: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case unqualified, qualified, fullyQualified, relative
    }

    /// The name as written, without a leading backslash or `namespace\`: `Igetui\DictionaryAlertMsg`.
    public let joined: String
    /// The last part: `DictionaryAlertMsg` for `\Igetui\DictionaryAlertMsg`; the same text as
    /// `joined` for a name of one part.
    public let last: String
    public var kind: Kind
    public var range: SourceRange

    /// `joined`: the parts with backslashes between them (PHP names are case-insensitive for
    /// classes and functions; the case is kept as written).
    public init(joined: String, kind: Kind, range: SourceRange) {
        self.joined = joined
        // Over the bytes: the collection's own search steps through string indices, ten times slower,
        // and the parser makes a name for every class, function and constant it reads.
        let lastPart: String? = joined.withUTF8Bytes { bytes in
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "\\")) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(slash + 1)...]), as: UTF8.self)
        }
        last = lastPart ?? joined
        self.kind = kind
        self.range = range
    }

    /// The parts between backslashes, as written.
    public var parts: [String] {
        joined.utf8.split(separator: UInt8(ascii: "\\"), omittingEmptySubsequences: false).map { String($0)! }
    }

    /// Whether the name has a single part: `Foo`, `\Foo`, `namespace\Foo`.
    public var isSinglePart: Bool {
        joined.utf8.count == last.utf8.count
    }

    /// The first part: `Igetui` for `Igetui\DictionaryAlertMsg`.
    public var first: String {
        guard let slash = joined.utf8.firstIndex(of: UInt8(ascii: "\\")) else { return joined }
        return String(joined.utf8[..<slash])!
    }

    /// The name with its first part replaced by `prefix` (what an import stands for):
    /// `Lib\Push\Sender` for `P\Sender` when `P` is `Lib\Push`.
    public func replacingFirstPart(with prefix: String) -> String {
        guard let slash = joined.utf8.firstIndex(of: UInt8(ascii: "\\")) else { return prefix }
        return prefix + String(joined.utf8[slash...])!
    }
}

extension String {
    /// Lowercased as PHP lowercases names (`zend_str_tolower`): ASCII letters only, so `Ä` and `ä`
    /// stay two names, as they are to PHP. A name with no capital comes back as it is.
    public var phpLowercased: String {
        withUTF8Bytes { bytes in
            guard bytes.contains(where: { $0.phpLowercased != $0 }) else { return self }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for index in 0..<bytes.count { buffer[index] = bytes[index].phpLowercased }
                return bytes.count
            }
        }
    }
}

extension UInt8 {
    /// One byte of `String.phpLowercased`: an ASCII capital becomes its small letter.
    public var phpLowercased: UInt8 {
        self &- UInt8(ascii: "A") < 26 ? self | 0x20 : self
    }
}
