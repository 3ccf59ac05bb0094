/// Case-insensitive byte search, for cheap "could this contain a payload" checks.
public enum ByteSearch {
    public static func containsIgnoringCase<C: Collection>(_ haystack: C, _ needle: String) -> Bool where C.Element == UInt8, C.Index == Int {
        let pattern = Array(needle.lowercased().utf8)
        guard let first = pattern.first, haystack.count >= pattern.count else { return false }
        let upperFirst = first >= 97 && first <= 122 ? first - 32 : first
        var position = haystack.startIndex
        let last = haystack.endIndex - pattern.count
        while position <= last {
            let byte = haystack[position]
            if byte == first || byte == upperFirst {
                var matched = true
                for offset in 1..<pattern.count {
                    var candidate = haystack[position + offset]
                    if candidate >= 65 && candidate <= 90 { candidate += 32 }
                    if candidate != pattern[offset] { matched = false; break }
                }
                if matched { return true }
            }
            position += 1
        }
        return false
    }
}

/// Several case-insensitive needles found in one pass. Each position is screened by its first two
/// bytes (lowercased) in a 64 Kibit table before any needle is compared, so ruling out a file
/// costs about one read of it.
public struct MultiByteSearch: Sendable {
    private let needles: [[UInt8]]
    /// Bit `pair` is set when some needle starts with that lowercased byte pair.
    private let pairBits: [UInt64]
    private static let lowercase: [UInt8] = (0..<256).map { (value: Int) -> UInt8 in
        let byte = UInt8(value)
        return byte >= 65 && byte <= 90 ? byte + 32 : byte
    }

    public init(_ needles: [String]) {
        self.needles = needles.map { Array($0.lowercased().utf8) }.filter { $0.count >= 2 }
        var bits = Array(repeating: UInt64(0), count: 1024)
        for needle in self.needles {
            let pair = Int(needle[0]) << 8 | Int(needle[1])
            bits[pair >> 6] |= 1 << UInt64(pair & 63)
        }
        pairBits = bits
    }

    public func containsAny(_ haystack: [UInt8]) -> Bool {
        guard haystack.count >= 2 else { return false }
        return haystack.withUnsafeBufferPointer { buffer in
            Self.lowercase.withUnsafeBufferPointer { lower in
                pairBits.withUnsafeBufferPointer { bits in
                    var previous = lower[Int(buffer[0])]
                    for position in 1..<buffer.count {
                        let current = lower[Int(buffer[position])]
                        let pair = Int(previous) << 8 | Int(current)
                        if bits[pair >> 6] & (1 << UInt64(pair & 63)) != 0, matchesAny(buffer, lower, at: position - 1) {
                            return true
                        }
                        previous = current
                    }
                    return false
                }
            }
        }
    }

    private func matchesAny(_ buffer: UnsafeBufferPointer<UInt8>, _ lower: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        needleLoop: for needle in needles where start + needle.count <= buffer.count {
            for offset in 0..<needle.count where lower[Int(buffer[start + offset])] != needle[offset] {
                continue needleLoop
            }
            return true
        }
        return false
    }
}
