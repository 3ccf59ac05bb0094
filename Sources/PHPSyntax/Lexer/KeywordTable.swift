/// Case-insensitive keyword lookup straight from source bytes, without building a String.
///
/// A label of at most 16 bytes is lowercased and packed into two UInt64 words; the table holds
/// the packed spelling of every keyword, bucketed by length, so a lookup is a few integer
/// compares. Labels longer than the longest keyword are rejected by length alone.
enum KeywordTable {
    private struct Entry {
        var low: UInt64
        var high: UInt64
        var kind: TokenKind
    }

    private static let maxLength = 16

    /// Buckets indexed by length.
    private static let buckets: [[Entry]] = {
        var buckets = [[Entry]](repeating: [], count: maxLength + 1)
        for (spelling, kind) in TokenKind.keywordSpellings {
            let bytes = Array(spelling.utf8)
            precondition(bytes.count <= maxLength)
            let (low, high) = bytes.withUnsafeBufferPointer { pack($0, start: 0, end: $0.count) }
            buckets[bytes.count].append(Entry(low: low, high: high, kind: kind))
        }
        return buckets
    }()

    @inline(__always)
    private static func pack(_ buf: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var index = start
        var shift: UInt64 = 0
        while index < end && shift < 64 {
            low |= UInt64(ByteClass.lower(buf[index])) << shift
            index += 1
            shift += 8
        }
        shift = 0
        while index < end {
            high |= UInt64(ByteClass.lower(buf[index])) << shift
            index += 1
            shift += 8
        }
        return (low, high)
    }

    /// The keyword spelled by `buf[start..<end]` (any case), or nil for an ordinary name.
    static func lookup(_ buf: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> TokenKind? {
        let length = end - start
        guard length >= 2 && length <= maxLength else { return nil }
        let (low, high) = pack(buf, start: start, end: end)
        for entry in buckets[length] where entry.low == low && entry.high == high {
            return entry.kind
        }
        return nil
    }
}
