import PHPSyntax

/// Where PHP says a `use` statement is, when the tree's range starts elsewhere: PHP names the
/// line of its first name. nil when a comment stands in the way, and the caller then stays silent.
extension SourceFile {
    /// The first name after `use` (and `function`/`const`); for a group use, its prefix.
    func nameStart(ofUseAt start: Int) -> Int? {
        var offset = skipSpace(from: start + 3)
        for keyword in ["function", "const"] where matches(keyword, at: offset) {
            let after = offset + keyword.utf8.count
            if after < bytes.count, Self.isSpace(bytes[after]) { offset = skipSpace(from: after) }
        }
        guard offset < bytes.count, bytes[offset] != UInt8(ascii: "/"), bytes[offset] != UInt8(ascii: "#") else { return nil }
        return offset
    }

    private func skipSpace(from start: Int) -> Int {
        var offset = start
        while offset < bytes.count, Self.isSpace(bytes[offset]) { offset += 1 }
        return offset
    }

    /// `keyword` (lowercase) at `offset`, in any case.
    private func matches(_ keyword: String, at offset: Int) -> Bool {
        var index = offset
        for byte in keyword.utf8 {
            guard index < bytes.count, bytes[index] | 0x20 == byte else { return false }
            index += 1
        }
        return true
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
