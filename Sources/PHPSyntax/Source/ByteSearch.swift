/// Several case-insensitive needles found in one pass, skipping most of the bytes: the search
/// looks at the last two bytes of a window as long as the shortest needle and, unless some needle
/// has those two bytes at that place, moves the window on by as much as no needle could start in
/// between (Wu and Manber's multi-pattern shift). On source code most windows move on by nearly
/// their whole length, so ruling out a file reads a fraction of it, with no case folding.
public struct MultiByteSearch: Sendable {
    /// Lowercased, each at least two bytes long, with its place in the list given to `init`.
    private let needles: [(index: Int, bytes: [UInt8])]
    /// The length of the window: the shortest needle's, at most 256.
    private let window: Int
    /// By the two bytes ending a window, `first << 8 | second` as they are (each case of a letter
    /// has its own entry): how far the window can move on. 0 where a needle's prefix of the
    /// window's length ends with them: the window is then compared with every needle.
    private let shifts: [UInt8]

    private static let lowercase: [UInt8] = (0..<256).map { UInt8($0).phpLowercased }

    public init(_ needles: [String]) {
        self.needles = needles.enumerated().map { ($0.offset, Array($0.element.phpLowercased.utf8)) }.filter { $0.bytes.count >= 2 }
        window = min(self.needles.map(\.bytes.count).min() ?? 2, 256)
        var shifts = [UInt8](repeating: UInt8(window - 1), count: 1 << 16)
        func cases(_ byte: UInt8) -> [UInt8] { byte >= 97 && byte <= 122 ? [byte, byte - 32] : [byte] }
        for (_, needle) in self.needles {
            // A needle with these two bytes ending at `end` could end its window `window - 1 - end` later.
            for end in 1..<window {
                for first in cases(needle[end - 1]) {
                    for second in cases(needle[end]) {
                        let block = Int(first) << 8 | Int(second)
                        shifts[block] = min(shifts[block], UInt8(window - 1 - end))
                    }
                }
            }
        }
        self.shifts = shifts
    }

    public func containsAny(_ haystack: [UInt8]) -> Bool {
        containsAny(haystack[...])
    }

    public func containsAny(_ haystack: ArraySlice<UInt8>) -> Bool {
        haystack.withUnsafeBufferPointer(containsAny)
    }

    /// The same search over a string's UTF-8 bytes, without copying them.
    public func containsAny(_ text: String) -> Bool {
        text.withUTF8Bytes(containsAny)
    }

    private func containsAny(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        firstMatch(buffer, from: 0) != nil
    }

    /// The first place at or after `start` where a needle begins, and which needle (its place
    /// in the list given to `init`; the first listed when several begin there).
    public func firstMatch(_ haystack: [UInt8], from start: Int = 0) -> (needle: Int, offset: Int)? {
        haystack.withUnsafeBufferPointer { firstMatch($0, from: start) }
    }

    private func firstMatch(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> (needle: Int, offset: Int)? {
        guard !needles.isEmpty, start >= 0, buffer.count - start >= window else { return nil }
        return shifts.withUnsafeBufferPointer { shifts in
            var end = start + window - 1
            while end < buffer.count {
                let shift = Int(shifts[Int(buffer[end - 1]) << 8 | Int(buffer[end])])
                if shift != 0 {
                    end += shift
                } else {
                    let begin = end - window + 1
                    if let needle = needle(in: buffer, at: begin) { return (needle, begin) }
                    end += 1
                }
            }
            return nil
        }
    }

    private func needle(in buffer: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        Self.lowercase.withUnsafeBufferPointer { lower in
            needleLoop: for (index, needle) in needles where start + needle.count <= buffer.count {
                for offset in 0..<needle.count where lower[Int(buffer[start + offset])] != needle[offset] {
                    continue needleLoop
                }
                return index
            }
            return nil
        }
    }
}
