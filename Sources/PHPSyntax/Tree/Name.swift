/// A PHP name as written: `Foo`, `NS\Foo`, `\NS\Foo`, `namespace\Foo`.
public struct Name: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case unqualified, qualified, fullyQualified, relative
    }

    /// The parts between backslashes, as written (PHP names are case-insensitive for classes and functions).
    public var parts: [String]
    public var kind: Kind
    public var range: SourceRange

    public init(parts: [String], kind: Kind, range: SourceRange) {
        self.parts = parts
        self.kind = kind
        self.range = range
    }

    /// The last part: `DictionaryAlertMsg` for `\Igetui\DictionaryAlertMsg`.
    public var last: String { parts.last ?? "" }

    /// The name as written, without a leading backslash. Built in one buffer of the exact
    /// size: the generic `joined(separator:)` cost about 1,500 instructions for three parts, and
    /// every namespace and import is joined by several checks of every file.
    public var joined: String {
        guard parts.count > 1 else { return parts.first ?? "" }
        var length = parts.count - 1
        for part in parts { length += part.utf8.count }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var position = 0
            for (index, part) in parts.enumerated() {
                if index > 0 {
                    buffer[position] = UInt8(ascii: "\\")
                    position += 1
                }
                let copied = part.utf8.withContiguousStorageIfAvailable { bytes in
                    UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[position...])).copyMemory(from: UnsafeRawBufferPointer(bytes))
                }
                if copied == nil {
                    for (offset, byte) in part.utf8.enumerated() { buffer[position + offset] = byte }
                }
                position += part.utf8.count
            }
            return position
        }
    }
}

extension String {
    /// Lowercased as PHP lowercases names (`zend_str_tolower`): ASCII letters only, so `Ä` and `ä`
    /// stay two names, as they are to PHP. A name with no capital comes back as it is.
    public var phpLowercased: String {
        var text = self
        return text.withUTF8 { bytes in
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
    var phpLowercased: UInt8 {
        self &- UInt8(ascii: "A") < 26 ? self | 0x20 : self
    }
}
