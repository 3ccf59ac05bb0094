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
    /// window's length ends with them: the window is then compared with the needles that can begin it.
    private let shifts: [UInt8]
    /// The needles by their first byte (lowercase), each list in the order given to `init`: a
    /// window that may hold a match is compared with only the needles that can begin it.
    private let byFirstByte: [[Int]]

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
        var byFirstByte = [[Int]](repeating: [], count: 256)
        for (position, needle) in self.needles.enumerated() { byFirstByte[Int(needle.bytes[0])].append(position) }
        self.byFirstByte = byFirstByte
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
        typealias Match = (needle: Int, offset: Int)
        return shifts.withUnsafeBufferPointer { shifts in
            /// Moves the window ending at `end` on, and returns the needle that begins the window if one does.
            func step(_ end: inout Int) -> Match? {
                let shift = Int(shifts[Int(buffer[end - 1]) << 8 | Int(buffer[end])])
                if shift != 0 {
                    end += shift
                    return nil
                }
                let begin = end - window + 1
                end += 1
                return needle(in: buffer, at: begin).map { ($0, begin) }
            }
            /// Moves a later quarter's window on, unless it found a match or passed its quarter.
            func follow(_ end: inout Int, before limit: Int, _ match: inout Match?) {
                if match == nil && end < limit { match = step(&end) }
            }
            // Four windows moved in turn, one through each quarter of the bytes: a step waits on
            // two loads (the bytes, then the table), and the quarters' steps do not wait on each
            // other (one window at a time took twice as long). A match in a quarter waits for the
            // quarters before it to have none. Written out, not as a loop over an array of
            // windows: kept in registers, the windows cost a third less.
            let quarter = (buffer.count - start) / 4
            // Where each quarter's windows end: its first window's end is the last quarter's limit.
            let limits = (start + quarter + window - 1, start + 2 * quarter + window - 1, start + 3 * quarter + window - 1, buffer.count)
            var end = start + window - 1
            if quarter >= 4 * window {
                var ends = (end, limits.0, limits.1, limits.2)
                var matches: (Match?, Match?, Match?) = (nil, nil, nil)
                while ends.0 < limits.0 {
                    if let match = step(&ends.0) { return match }
                    follow(&ends.1, before: limits.1, &matches.0)
                    follow(&ends.2, before: limits.2, &matches.1)
                    follow(&ends.3, before: limits.3, &matches.2)
                }
                if let match = matches.0 { return match }
                while ends.1 < limits.1 {
                    if let match = step(&ends.1) { return match }
                    follow(&ends.2, before: limits.2, &matches.1)
                    follow(&ends.3, before: limits.3, &matches.2)
                }
                if let match = matches.1 { return match }
                while ends.2 < limits.2 {
                    if let match = step(&ends.2) { return match }
                    follow(&ends.3, before: limits.3, &matches.2)
                }
                if let match = matches.2 { return match }
                end = ends.3
            }
            while end < buffer.count {
                if let match = step(&end) { return match }
            }
            return nil
        }
    }

    private func needle(in buffer: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        Self.lowercase.withUnsafeBufferPointer { lower in
            needleLoop: for position in byFirstByte[Int(lower[Int(buffer[start])])] {
                let (index, needle) = needles[position]
                guard start + needle.count <= buffer.count else { continue }
                for offset in 1..<needle.count where lower[Int(buffer[start + offset])] != needle[offset] {
                    continue needleLoop
                }
                return index
            }
            return nil
        }
    }
}
