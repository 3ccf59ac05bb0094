import PHPSyntax

/// `// gtpush: no-swift` in the comments just before a function or method: no builder for it.
enum SwiftOptOut {
    static let marker = Array("gtpush: no-swift".utf8)

    /// True when the marker is between the end of the previous statement (`;` or `}`) and `range`.
    static func isMarked(_ range: SourceRange, in file: SourceFile) -> Bool {
        let bytes = file.bytes
        var start = min(range.start, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: ";"), bytes[start - 1] != UInt8(ascii: "}"),
              bytes[start - 1] != UInt8(ascii: "{"), range.start - start < 4096 {
            start -= 1
        }
        let gap = bytes[start..<min(range.start, bytes.count)]
        guard gap.count >= marker.count else { return false }
        return (gap.startIndex...(gap.endIndex - marker.count)).contains { index in
            bytes[index..<(index + marker.count)].elementsEqual(marker)
        }
    }
}
