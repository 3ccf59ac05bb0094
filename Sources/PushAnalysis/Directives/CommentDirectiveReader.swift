import PHPSyntax
import Platform

/// The one reader of `gtpush` directives: every comment token of a tree, read once (the lexer's
/// comments, never a line's text, so a string that holds the words is not a directive).
public enum CommentDirectiveReader {
    /// Every directive in `tree`'s comments, in source order.
    public static func directives(in tree: SyntaxTree) -> [CommentDirective] {
        let bytes = tree.source.bytes
        var found: [CommentDirective] = []
        for token in tree.tokens where token.kind == .comment || token.kind == .docComment {
            guard marker.containsAny(bytes[token.start..<token.end]) else { continue }
            read(token, in: tree.source, into: &found)
        }
        return found
    }

    /// Whether `bytes` may hold a directive: files without one are not lexed again.
    public static func mayHold(_ bytes: ArraySlice<UInt8>) -> Bool {
        marker.containsAny(bytes)
    }

    private static let marker = MultiByteSearch(["gtpush"])
    private static let prefix = Array("gtpush".utf8)

    /// The directives of one comment: each runs from its marker to the end of its line, the end
    /// of the comment (`*/`) or the next marker, whichever comes first.
    private static func read(_ comment: Token, in file: SourceFile, into found: inout [CommentDirective]) {
        let bytes = file.bytes
        var end = comment.end
        if end - comment.start >= 4, bytes[end - 2] == UInt8(ascii: "*"), bytes[end - 1] == UInt8(ascii: "/"), bytes[comment.start + 1] == UInt8(ascii: "*") { end -= 2 }
        var markers: [(start: Int, kind: CommentDirective.Kind, wordsStart: Int)] = []
        var cursor = comment.start
        while cursor + prefix.count <= end {
            if matches(prefix, bytes, at: cursor), cursor == comment.start || !isWordByte(bytes[cursor - 1]) {
                let after = cursor + prefix.count
                if let (kind, wordsStart) = markerKind(bytes, at: after, end: end) {
                    markers.append((cursor, kind, wordsStart))
                    cursor = wordsStart
                    continue
                }
            }
            cursor += 1
        }
        for (index, marker) in markers.enumerated() {
            var stop = index + 1 < markers.count ? markers[index + 1].start : end
            if let newline = bytes[marker.wordsStart..<stop].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) { stop = newline }
            let words = Self.words(bytes[marker.wordsStart..<stop])
            var kind = marker.kind
            var kept = words.map(\.text)
            var wordsEnd = words.last?.end ?? marker.wordsStart
            switch kind {
            case .intent:
                // The first word says what `gtpush:` is followed by; `disable` takes every word after it.
                switch kept.first?.lowercased() {
                case "disable": kind = .disable; kept.removeFirst()
                case "no-swift": kind = .noSwift; kept.removeFirst()
                default: break
                }
            case .ignore, .ignoreFile:
                let ids = words.prefix { $0.text.uppercased().hasPrefix("GT") }
                kept = ids.map(\.text)
                wordsEnd = ids.last?.end ?? marker.wordsStart
            case .disable, .noSwift:
                break
            }
            let location = file.location(of: marker.start)
            let lineStart = file.lineStarts[location.line - 1]
            let standsAlone = comment.start < lineStart || bytes[lineStart..<comment.start].allSatisfy { $0 == 0x20 || $0 == 0x09 }
            found.append(CommentDirective(kind: kind, words: kept, range: SourceRange(start: marker.start, end: max(wordsEnd, marker.wordsStart)),
                                          line: location.line, comment: comment.range, standsAlone: standsAlone))
        }
    }

    /// After `gtpush`: `:` (an intent, `disable` or `no-swift`), `-ignore-file` or `-ignore`,
    /// and where the words begin; nil for anything else (`gtpush.json`, `gtpush-ignored`).
    private static func markerKind(_ bytes: [UInt8], at offset: Int, end: Int) -> (CommentDirective.Kind, Int)? {
        if offset < end, bytes[offset] == UInt8(ascii: ":") { return (.intent, offset + 1) }
        for (suffix, kind) in suffixes {
            let after = offset + suffix.count
            guard after <= end, matches(suffix, bytes, at: offset) else { continue }
            if after == end || !(isWordByte(bytes[after]) || bytes[after] == UInt8(ascii: "-")) { return (kind, after) }
        }
        return nil
    }

    private static let suffixes: [([UInt8], CommentDirective.Kind)] = [(Array("-ignore-file".utf8), .ignoreFile), (Array("-ignore".utf8), .ignore)]

    /// The words of `bytes`: runs between blanks and commas; a docblock's `*` is no word.
    private static func words(_ bytes: ArraySlice<UInt8>) -> [(text: String, end: Int)] {
        var words: [(text: String, end: Int)] = []
        var start: Int?
        func close(at end: Int) {
            if let begin = start {
                let text = String(decoding: bytes[begin..<end], as: UTF8.self)
                if text != "*" { words.append((text, end)) }
            }
            start = nil
        }
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: ",") { close(at: index) } else if start == nil { start = index }
        }
        close(at: bytes.endIndex)
        return words
    }

    private static func matches(_ needle: [UInt8], _ bytes: [UInt8], at offset: Int) -> Bool {
        for (index, byte) in needle.enumerated() where bytes[offset + index] != byte { return false }
        return true
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 0x80
    }
}
