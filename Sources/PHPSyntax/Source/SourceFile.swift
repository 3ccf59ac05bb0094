@_exported import SourceRanges

/// The bytes of one input file and the table that turns byte offsets into lines and columns.
///
/// Everything downstream speaks in byte offsets into `bytes`; lines and columns are derived only
/// when a human needs them, so a snippet found inside a document keeps the document's positions.
public final class SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0] == 0`. Lines end as PHP counts
    /// them: at `\n`, `\r\n`, or a bare `\r` (old Mac files). Found on first use: most files
    /// of a tree are parsed without a single position being asked for.
    public var lineStarts: [Int] { lines.value { LineStarts.of(bytes) } }
    private let lines = Memo<[Int]>()

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// 1-based line and 1-based byte column of `offset`.
    public func location(of offset: Int) -> SourceLocation {
        // The start of the file needs no table (a region that starts there asks for it).
        if offset == 0 { return SourceLocation(line: 1, column: 1) }
        let lineStarts = self.lineStarts
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The bytes of `range`, for diagnostics and fixes.
    public func text(_ range: SourceRange) -> [UInt8] {
        Array(bytes[range.start..<range.end])
    }

    /// The text of `range` decoded for display; invalid UTF-8 becomes U+FFFD.
    public func string(_ range: SourceRange) -> String {
        String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }
}

public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
