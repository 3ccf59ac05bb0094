import PHPSyntax
import PushAnalysis

/// `// gtpush: no-swift` in the comments just before a function or method: no builder for it.
struct SwiftOptOut {
    /// The unit's `gtpush: no-swift` directives, as the directive reader found them.
    private let markers: [SourceRange]
    private let file: SourceFile

    init(_ unit: SourceUnit) {
        file = unit.file
        markers = CommentDirectiveReader.mayHold(unit.file.bytes[...])
            ? CommentDirectiveReader.directives(in: unit.tree).filter { $0.kind == .noSwift }.map(\.range) : []
    }

    /// True when a marker is between the end of the previous statement (`;`, `{` or `}`) and `range`.
    func isMarked(_ range: SourceRange) -> Bool {
        guard !markers.isEmpty else { return false }
        let bytes = file.bytes
        var start = min(range.start, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: ";"), bytes[start - 1] != UInt8(ascii: "}"),
              bytes[start - 1] != UInt8(ascii: "{"), range.start - start < 4096 {
            start -= 1
        }
        return markers.contains { $0.start >= start && $0.end <= range.start }
    }
}
