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

/// Several case-insensitive needles found in one pass: each byte is looked up once in a table of
/// the needles' first letters, so ruling out a file costs about one read of it.
public struct MultiByteSearch: Sendable {
    private let needles: [[UInt8]]
    /// For each byte value, the needles starting with it (either case).
    private let byFirstByte: [[Int]]

    public init(_ needles: [String]) {
        self.needles = needles.map { Array($0.lowercased().utf8) }
        var table = Array(repeating: [Int](), count: 256)
        for (index, needle) in self.needles.enumerated() {
            guard let first = needle.first else { continue }
            table[Int(first)].append(index)
            if first >= 97 && first <= 122 { table[Int(first - 32)].append(index) }
        }
        byFirstByte = table
    }

    public func containsAny(_ haystack: [UInt8]) -> Bool {
        haystack.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var position = 0
            while position < count {
                let candidates = byFirstByte[Int(buffer[position])]
                if !candidates.isEmpty {
                    for index in candidates where matches(needles[index], buffer, at: position) { return true }
                }
                position += 1
            }
            return false
        }
    }

    private func matches(_ needle: [UInt8], _ buffer: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        guard position + needle.count <= buffer.count else { return false }
        for offset in 1..<needle.count {
            var byte = buffer[position + offset]
            if byte >= 65 && byte <= 90 { byte += 32 }
            if byte != needle[offset] { return false }
        }
        return true
    }
}
