/// The shortest edit script between two lists of lines (Myers' O(ND) algorithm), as a list of
/// keep / delete / insert steps. Lines compare as bytes, so `"a\r\n"` and `"a\n"` differ.
enum LineDiff {
    enum Step: Equatable {
        case keep(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    static func steps(_ old: [[UInt8]], _ new: [[UInt8]]) -> [Step] {
        // Compare small integers, not byte arrays, in the inner loop.
        var ids: [[UInt8]: Int] = [:]
        let a = old.map { line in ids[line] ?? { let id = ids.count; ids[line] = id; return id }() }
        let b = new.map { line in ids[line] ?? { let id = ids.count; ids[line] = id; return id }() }
        let n = a.count, m = b.count
        let maximum = n + m
        let offset = maximum + 1
        var frontier = [Int](repeating: 0, count: 2 * maximum + 3)
        var trace: [[Int]] = []
        var found = false
        for d in 0...maximum {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
                    x = frontier[offset + k + 1]          // down: an insertion
                } else {
                    x = frontier[offset + k - 1] + 1      // right: a deletion
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                frontier[offset + k] = x
                if x >= n && y >= m { found = true; break }
            }
            if found { break }
        }
        // Walk the trace back from (n, m) to (0, 0).
        var result: [Step] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1; y -= 1
                result.append(.keep(old: x, new: y))
            }
            if d > 0 {
                if x == previousX { y -= 1; result.append(.insert(new: y)) } else { x -= 1; result.append(.delete(old: x)) }
            }
        }
        return result.reversed()
    }

    /// Lines with their terminators (`\n`, so `\r\n` stays whole); the last may have none.
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(Array(bytes[start...index]))
            start = index + 1
        }
        if start < bytes.count { lines.append(Array(bytes[start...])) }
        return lines
    }
}
