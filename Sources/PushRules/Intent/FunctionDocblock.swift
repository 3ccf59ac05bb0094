import PHPSyntax
import PushAnalysis
import Platform

/// The docblock of the function or method that builds a payload (RULES.md Intent 1: a
/// `gtpush: silent` there declares every payload the function builds).
enum FunctionDocblock {
    static let modifiers: Set<String> = ["public", "protected", "private", "static", "final", "abstract"]

    /// Where the `/** … */` right above `function NAME(` is (modifiers between allowed), in the
    /// payload's file, before its creation. Works backwards on bytes from the creation, so a
    /// payload at the end of a 40 MB file costs the distance to its function, not the file.
    static func range(_ record: PayloadRecord) -> SourceRange? {
        // `PushService::build`: the method's own name is what its declaration spells.
        guard let qualified = record.function, record.creation.start <= record.file.bytes.count else { return nil }
        let name = qualified.components(separatedBy: "::").last ?? qualified
        let bytes = record.file.bytes
        guard let keyword = declaration(of: Array(name.lowercased().utf8), in: bytes, before: record.creation.start) else { return nil }
        var end = keyword
        while true {
            while end > 0, isSpace(bytes[end - 1]) { end -= 1 }
            var start = end
            while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
            let word = String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
            guard start < end, modifiers.contains(word) else { break }
            end = start
        }
        guard end >= 2, bytes[end - 2] == UInt8(ascii: "*"), bytes[end - 1] == UInt8(ascii: "/") else { return nil }
        var open = end - 2
        while open >= 3 {
            if bytes[open - 3] == UInt8(ascii: "/"), bytes[open - 2] == UInt8(ascii: "*"), bytes[open - 1] == UInt8(ascii: "*") { break }
            open -= 1
        }
        guard open >= 3 else { return nil }
        return SourceRange(start: open - 3, end: end)
    }

    /// The offset of the `function` keyword of `function NAME(`, the last one before `limit`.
    static func declaration(of name: [UInt8], in bytes: [UInt8], before limit: Int) -> Int? {
        let keyword = Array("function".utf8)
        var index = limit - keyword.count
        while index >= 0 {
            if matches(keyword, bytes, at: index), index == 0 || !isWordByte(bytes[index - 1]) {
                var cursor = index + keyword.count
                while cursor < limit, isSpace(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "&") { cursor += 1 }
                if cursor + name.count <= limit, matches(name, bytes, at: cursor),
                   cursor + name.count == limit || !isWordByte(bytes[cursor + name.count]) {
                    return index
                }
            }
            index -= 1
        }
        return nil
    }

    static func matches(_ needle: [UInt8], _ bytes: [UInt8], at offset: Int) -> Bool {
        for (index, byte) in needle.enumerated() {
            var candidate = bytes[offset + index]
            if candidate >= 65 && candidate <= 90 { candidate += 32 }
            if candidate != byte { return false }
        }
        return true
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 0x80
    }

    /// The intent of a `gtpush: silent|normal|mixed` line in the docblock, and its word as
    /// written (lower-cased), as the directive reader found it in that comment.
    static func declaredIntent(_ record: PayloadRecord, directives: DirectiveIndex) -> (Intent, word: String)? {
        guard let docblock = range(record),
              let directive = directives.directives(in: record.file).first(where: { $0.kind == .intent && $0.comment.start == docblock.start }),
              let word = directive.words.first?.lowercased(), let intent = Intent(word: word) else { return nil }
        return (intent, word)
    }
}
