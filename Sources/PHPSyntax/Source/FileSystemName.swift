import Platform

/// A file's name as the system holds it — bytes, not necessarily UTF-8 — kept in a `String`
/// without loss, so a walk can read `caf\xE9.php` and a message can name it.
///
/// Valid UTF-8 stays as it is. Each byte of an invalid sequence becomes the private-use scalar
/// U+10FF00 + byte, which no file name written in UTF-8 would hold (plane 16 is private use).
/// `withCPath` turns the string back into the exact bytes for a system call, and `OneLine`
/// writes those scalars as `\xNN` escapes.
public enum FileSystemName {
    static let base: UInt32 = 0x10FF00

    public static func string<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        // Nearly every name is valid UTF-8: validated where it lies, with no copy first (over a
        // buffer when the bytes are in one: the generic validation cost a thousand instructions a name).
        let inPlace: String?? = bytes.withContiguousStorageIfAvailable(validUTF8)
        if let valid = inPlace ?? nil { return valid }
        let bytes = Array(bytes)
        // Bytes not in one buffer are checked once copied into one.
        if inPlace == nil, let valid = bytes.withUnsafeBufferPointer(validUTF8) { return valid }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            let length = sequenceLength(bytes, at: index)
            if length > 0, let text = bytes.withUnsafeBufferPointer({ validUTF8(UnsafeBufferPointer(rebasing: $0[index..<index + length])) }) {
                scalars.append(contentsOf: text.unicodeScalars)
                index += length
            } else {
                scalars.append(Unicode.Scalar(base + UInt32(bytes[index]))!)
                index += 1
            }
        }
        return String(scalars)
    }

    /// The same for a name in one buffer, as a directory entry's is: called from another module,
    /// the generic form looked up its generic metadata on every call (a tenth of a tree's walk).
    public static func string(_ bytes: UnsafeRawBufferPointer) -> String {
        validUTF8(bytes.assumingMemoryBound(to: UInt8.self)) ?? string(Array(bytes))
    }

    /// `bytes` as a string when they are valid UTF-8: decoded, and compared with what came out (a
    /// repair changes the bytes). `String(validating:as:)` looks its generic metadata up at every
    /// call, which was a tenth of `parse`'s cost a file on trees of small files.
    static func validUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var text = String(decoding: bytes, as: UTF8.self)
        let unchanged = text.withUTF8 { decoded in
            decoded.count == bytes.count && (bytes.isEmpty || memcmp(decoded.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
        }
        return unchanged ? text : nil
    }

    /// The bytes a name stands for.
    public static func bytes(_ name: String) -> [UInt8] {
        guard holdsRawBytes(name) else { return Array(name.utf8) }
        var result: [UInt8] = []
        result.reserveCapacity(name.utf8.count)
        for scalar in name.unicodeScalars {
            if let byte = rawByte(scalar) { result.append(byte) } else { result += Array(String(scalar).utf8) }
        }
        return result
    }

    /// Runs `body` with the name's bytes as a NUL-terminated C string, for a system call.
    public static func withCPath<T>(_ name: String, _ body: (UnsafePointer<CChar>) throws -> T) rethrows -> T {
        // Every path passes here on the way to the system: a UTF-8 name goes as it is.
        guard holdsRawBytes(name) else { return try name.withCString(body) }
        var raw = bytes(name).map { CChar(bitPattern: $0) }
        raw.append(0)
        return try raw.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// True when the name holds a byte escape.
    static func holdsRawBytes(_ name: String) -> Bool {
        // Over the bytes: the UTF8View's generic search cost 30 instructions a byte on every path.
        name.withUTF8Bytes { $0.contains(escapeLeadByte) }
    }

    /// The first UTF-8 byte of every byte escape: only plane 16 scalars start with 0xF4.
    public static let escapeLeadByte: UInt8 = 0xF4

    /// The byte a scalar stands for, when it is one of the escapes above.
    public static func rawByte(_ scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= base + 0x80 && scalar.value <= base + 0xFF ? UInt8(scalar.value - base) : nil
    }

    /// The length a UTF-8 sequence starting at `index` claims, if its lead byte is valid.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: length = 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        return index + length <= bytes.count ? length : 0
    }
}
