import PHPSyntax
import PushRules
import Platform

/// Applies byte-range edits to one file's bytes in a single pass. The file is never re-printed:
/// every byte outside the edits is copied as it is, so comments, line endings, a BOM and
/// non-UTF-8 text survive untouched.
public enum EditApplier {
    /// Why a set of edits cannot be applied.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// Two edits touch the same bytes with different replacements.
        case overlap(TextEdit, TextEdit)
        /// An edit's range is reversed or lies outside the file.
        case outOfBounds(TextEdit, size: Int)

        public var description: String {
            switch self {
            case .overlap(let first, let second):
                return "conflicting edits: \(EditApplier.describe(first)) overlaps \(EditApplier.describe(second))"
            case .outOfBounds(let edit, let size):
                return "edit \(EditApplier.describe(edit)) lies outside the file (\(size) bytes)"
            }
        }

        /// The same message with line:column positions instead of byte offsets.
        public func description(in file: SourceFile) -> String {
            switch self {
            case .overlap(let first, let second):
                return "conflicting edits: \(EditApplier.describe(first, in: file)) overlaps \(EditApplier.describe(second, in: file))"
            case .outOfBounds:
                return description
            }
        }
    }

    /// The edits in the order they apply: duplicates removed (two variants of one payload give
    /// the same fix twice), sorted by position. Insertions at one offset keep their given order,
    /// and come before a replacement that starts there.
    public static func normalize(_ edits: [TextEdit], size: Int) throws(Failure) -> [TextEdit] {
        var unique: [TextEdit] = []
        var seen: Set<TextEdit> = []
        for edit in edits where seen.insert(edit).inserted {
            guard edit.range.start >= 0, edit.range.start <= edit.range.end, edit.range.end <= size else {
                throw .outOfBounds(edit, size: size)
            }
            unique.append(edit)
        }
        // A stable sort: Swift's `sort` is not guaranteed stable, so sort indices with a tiebreak.
        let order = unique.indices.sorted { lhs, rhs in
            let a = unique[lhs].range, b = unique[rhs].range
            if a.start != b.start { return a.start < b.start }
            let aInsert = a.start == a.end, bInsert = b.start == b.end
            if aInsert != bInsert { return aInsert }
            return lhs < rhs
        }
        let sorted = order.map { unique[$0] }
        // Sorted by start, an edit overlaps a previous one only if it starts before the furthest
        // end seen so far; an insertion exactly at a boundary touches no byte and is allowed.
        var furthest: TextEdit?
        for edit in sorted {
            if let previous = furthest, overlaps(previous.range, edit.range) {
                throw .overlap(previous, edit)
            }
            if furthest.map({ edit.range.end > $0.range.end }) ?? true { furthest = edit }
        }
        return sorted
    }

    /// The bytes after applying every edit, in one pass over the original.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) throws(Failure) -> [UInt8] {
        let sorted = try normalize(edits, size: bytes.count)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.replacement.count })
        var cursor = 0
        for edit in sorted {
            result.append(contentsOf: bytes[cursor..<edit.range.start])
            result.append(contentsOf: edit.replacement)
            cursor = edit.range.end
        }
        result.append(contentsOf: bytes[cursor...])
        return result
    }

    /// Where `offset` in the bytes `edits` made (normalized, as `normalize` returns them) was
    /// before them: shifted back past the edits before it; inside a replacement's new bytes, where
    /// that replacement starts.
    public static func offsetBefore(_ offset: Int, edits: [TextEdit]) -> Int {
        var shift = 0
        for edit in edits {
            let start = edit.range.start + shift
            if offset < start { break }
            if offset < start + edit.replacement.count { return edit.range.start }
            shift += edit.replacement.count - edit.range.length
        }
        return offset - shift
    }

    /// True when the ranges share a byte, or an insertion falls strictly inside a replacement.
    static func overlaps(_ a: SourceRange, _ b: SourceRange) -> Bool {
        if a.start == a.end && b.start == b.end { return false }
        if a.start == a.end { return b.start < a.start && a.start < b.end }
        if b.start == b.end { return a.start < b.start && b.start < a.end }
        return a.start < b.end && b.start < a.end
    }

    static func describe(_ edit: TextEdit) -> String {
        "[\(edit.range.start), \(edit.range.end)) → \(quoted(edit.replacement))"
    }

    static func describe(_ edit: TextEdit, in file: SourceFile) -> String {
        let location = file.location(of: edit.range.start)
        let kind = edit.range.start == edit.range.end ? "insertion" : "replacement of \(quoted(file.text(edit.range)))"
        return "\(kind) at \(location.line):\(location.column) by \(quoted(edit.replacement))"
    }

    /// Bytes shown for a message: UTF-8 with line breaks made visible.
    static func quoted(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
            .replacingAll("\r", with: "\\r")
            .replacingAll("\n", with: "\\n")
        return "`\(text)`"
    }
}
