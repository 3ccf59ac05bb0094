/// The shortest edit script between two lists of lines, as a list of keep / delete / insert
/// steps. Lines compare as bytes, so `"a\r\n"` and `"a\n"` differ.
///
/// Myers' O(ND) algorithm costs time and memory in the square of the changes when run on a
/// whole file: a fix of 4,000 lines kept 9 GB of its trace. So, as git's patience diff does, the
/// lines found once in each side, in the same order in both, are kept first (a function's
/// header, a line naming its own variable), and Myers runs only between two of them, where the
/// changes are few; a common start and end are kept before anything else.
enum LineDiff {
    enum Step: Equatable {
        case keep(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    static func steps(_ old: [[UInt8]], _ new: [[UInt8]]) -> [Step] {
        // Compare small integers, not byte arrays, in the inner loops.
        var ids: [[UInt8]: Int] = [:]
        let a = old.map { line in ids[line] ?? { let id = ids.count; ids[line] = id; return id }() }
        let b = new.map { line in ids[line] ?? { let id = ids.count; ids[line] = id; return id }() }
        var result: [Step] = []
        result.reserveCapacity(a.count + b.count)
        diff(a, 0..<a.count, b, 0..<b.count, into: &result)
        return result
    }

    /// Appends the steps from `a[old]` to `b[new]`.
    private static func diff(_ a: [Int], _ old: Range<Int>, _ b: [Int], _ new: Range<Int>, into result: inout [Step]) {
        var oldStart = old.lowerBound, newStart = new.lowerBound
        var oldEnd = old.upperBound, newEnd = new.upperBound
        while oldStart < oldEnd, newStart < newEnd, a[oldStart] == b[newStart] {
            result.append(.keep(old: oldStart, new: newStart))
            oldStart += 1
            newStart += 1
        }
        while oldEnd > oldStart, newEnd > newStart, a[oldEnd - 1] == b[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        if oldStart == oldEnd || newStart == newEnd {
            for index in oldStart..<oldEnd { result.append(.delete(old: index)) }
            for index in newStart..<newEnd { result.append(.insert(new: index)) }
        } else {
            let anchors = uniqueInBoth(a, oldStart..<oldEnd, b, newStart..<newEnd)
            if anchors.isEmpty {
                myers(a, oldStart..<oldEnd, b, newStart..<newEnd, into: &result)
            } else {
                var x = oldStart, y = newStart
                for anchor in anchors {
                    diff(a, x..<anchor.old, b, y..<anchor.new, into: &result)
                    result.append(.keep(old: anchor.old, new: anchor.new))
                    x = anchor.old + 1
                    y = anchor.new + 1
                }
                diff(a, x..<oldEnd, b, y..<newEnd, into: &result)
            }
        }
        for offset in 0..<(old.upperBound - oldEnd) { result.append(.keep(old: oldEnd + offset, new: newEnd + offset)) }
    }

    /// The lines found exactly once in `a[old]` and once in `b[new]`, as many as keep their
    /// order in both (the longest increasing run of their places in `b`, by patience sorting).
    private static func uniqueInBoth(_ a: [Int], _ old: Range<Int>, _ b: [Int], _ new: Range<Int>) -> [(old: Int, new: Int)] {
        // Per line: its place in each side, or -1 once seen twice there.
        var inOld: [Int: Int] = [:]
        for index in old { inOld[a[index]] = inOld[a[index]] == nil ? index : -1 }
        var inNew: [Int: Int] = [:]
        for index in new where inOld[b[index]].map({ $0 >= 0 }) ?? false { inNew[b[index]] = inNew[b[index]] == nil ? index : -1 }
        var pairs: [(old: Int, new: Int)] = []
        for index in old {
            if let place = inOld[a[index]], place >= 0, let other = inNew[a[index]], other >= 0 { pairs.append((index, other)) }
        }
        guard !pairs.isEmpty else { return [] }
        // Patience sorting: `tops[i]` ends the best run of length i + 1; `before` links each pair
        // to the one before it in its run.
        var tops: [Int] = []
        var before = [Int](repeating: -1, count: pairs.count)
        for (index, pair) in pairs.enumerated() {
            var low = 0, high = tops.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tops[middle]].new < pair.new { low = middle + 1 } else { high = middle }
            }
            if low > 0 { before[index] = tops[low - 1] }
            if low == tops.count { tops.append(index) } else { tops[low] = index }
        }
        var run: [(old: Int, new: Int)] = []
        var index = tops.last ?? -1
        while index >= 0 {
            run.append(pairs[index])
            index = before[index]
        }
        return run.reversed()
    }

    /// Myers' algorithm on `a[old]` and `b[new]`. The trace keeps, for each number of changes d,
    /// only the d + 1 diagonals it reached, not the whole frontier.
    private static func myers(_ a: [Int], _ old: Range<Int>, _ b: [Int], _ new: Range<Int>, into result: inout [Step]) {
        let n = old.count, m = new.count
        let maximum = n + m
        let offset = maximum + 1
        var frontier = [Int](repeating: 0, count: 2 * maximum + 3)
        // trace[d] holds frontier[k] for k in -d...d by 2, taken after step d.
        var trace: [Int] = []
        var found = false
        var steps = 0
        for d in 0...maximum {
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
                    x = frontier[offset + k + 1]          // down: an insertion
                } else {
                    x = frontier[offset + k - 1] + 1      // right: a deletion
                }
                var y = x - k
                while x < n, y < m, a[old.lowerBound + x] == b[new.lowerBound + y] { x += 1; y += 1 }
                frontier[offset + k] = x
                if x >= n && y >= m { found = true }
                if found { break }
            }
            for k in stride(from: -d, through: d, by: 2) { trace.append(frontier[offset + k]) }
            steps = d
            if found { break }
        }
        // Where step d's frontier value of diagonal k is in the trace.
        func traced(_ d: Int, _ k: Int) -> Int { trace[d * (d + 1) / 2 + (k + d) / 2] }
        // Walk the trace back from (n, m) to (0, 0).
        var backwards: [Step] = []
        var x = n, y = m
        for d in stride(from: steps, through: 0, by: -1) {
            let k = x - y
            let previousK: Int
            if d == 0 {
                previousK = 0
            } else if k == -d || (k != d && traced(d - 1, k - 1) < traced(d - 1, k + 1)) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : traced(d - 1, previousK)
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1; y -= 1
                backwards.append(.keep(old: old.lowerBound + x, new: new.lowerBound + y))
            }
            if d > 0 {
                if x == previousX { y -= 1; backwards.append(.insert(new: new.lowerBound + y)) } else { x -= 1; backwards.append(.delete(old: old.lowerBound + x)) }
            }
        }
        result += backwards.reversed()
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
