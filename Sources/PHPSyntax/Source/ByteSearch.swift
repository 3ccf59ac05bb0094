/// Several case-insensitive needles found in one pass. Each position is screened by its first two
/// bytes, as they are, in a 64 Kibit table that holds every case of each needle's first two
/// bytes, before any needle is compared: ruling out a file costs about one read of it, with no
/// case folding on the way.
public struct MultiByteSearch: Sendable {
    private let needles: [[UInt8]]
    /// Bit `first | second << 8` is set when some needle starts with those bytes, in any case.
    private let pairBits: [UInt64]
    private static let lowercase: [UInt8] = (0..<256).map { (value: Int) -> UInt8 in
        let byte = UInt8(value)
        return byte >= 65 && byte <= 90 ? byte + 32 : byte
    }

    public init(_ needles: [String]) {
        self.needles = needles.map { Array($0.lowercased().utf8) }.filter { $0.count >= 2 }
        var bits = Array(repeating: UInt64(0), count: 1024)
        func cases(_ byte: UInt8) -> [UInt8] { byte >= 97 && byte <= 122 ? [byte, byte - 32] : [byte] }
        for needle in self.needles {
            for first in cases(needle[0]) {
                for second in cases(needle[1]) {
                    let pair = Int(first) | Int(second) << 8
                    bits[pair >> 6] |= 1 << UInt64(pair & 63)
                }
            }
        }
        pairBits = bits
    }

    public func containsAny(_ haystack: [UInt8]) -> Bool {
        containsAny(haystack[...])
    }

    public func containsAny(_ haystack: ArraySlice<UInt8>) -> Bool {
        guard haystack.count >= 2 else { return false }
        return haystack.withUnsafeBufferPointer { buffer in
            pairBits.withUnsafeBufferPointer { bits in
                var previous = Int(buffer[0])
                for position in 1..<buffer.count {
                    let current = Int(buffer[position])
                    let pair = previous | current << 8
                    if bits[pair >> 6] & (1 << UInt64(pair & 63)) != 0, matchesAny(buffer, at: position - 1) {
                        return true
                    }
                    previous = current
                }
                return false
            }
        }
    }

    private func matchesAny(_ buffer: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        Self.lowercase.withUnsafeBufferPointer { lower in
            needleLoop: for needle in needles where start + needle.count <= buffer.count {
                for offset in 0..<needle.count where lower[Int(buffer[start + offset])] != needle[offset] {
                    continue needleLoop
                }
                return true
            }
            return false
        }
    }
}
