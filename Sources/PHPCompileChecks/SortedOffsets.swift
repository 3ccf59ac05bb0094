import PHPSyntax
import SourceRanges

/// Offsets in source order, asked in source order whether one lies in a range.
struct SortedOffsets {
    private(set) var offsets: [Int]
    /// The index of the first offset at or after `askedFrom`, the start of the range asked about
    /// last. The walk asks in source order, so the answer moves forward a step at a time; a
    /// search (unpredictable branches, for every statement of every file) is left for a range
    /// that starts before the last one.
    private var next = 0
    private var askedFrom = Int.min

    init(_ offsets: [Int] = []) {
        self.offsets = offsets
    }

    /// Adds `offset` as found, in any order (`sortIfNeeded` orders them before they are asked).
    /// Room for sixteen at the first: a list grown one doubling at a time was four or five
    /// allocations in a file with a few closures and `self::` names, and a file with none
    /// allocates nothing.
    mutating func append(_ offset: Int) {
        if offsets.capacity == 0 { offsets.reserveCapacity(16) }
        offsets.append(offset)
    }

    mutating func sortIfNeeded() {
        if !zip(offsets, offsets.dropFirst()).allSatisfy({ $0 <= $1 }) { offsets.sort() }
    }

    /// None, with the room kept, and asked about from the start.
    mutating func clear() {
        offsets.clear()
        next = 0
        askedFrom = Int.min
    }

    mutating func any(in range: SourceRange) -> Bool {
        if range.start >= askedFrom {
            while next < offsets.count && offsets[next] < range.start { next += 1 }
        } else {
            next = firstIndex(atOrAfter: range.start)
        }
        askedFrom = range.start
        return next < offsets.count && offsets[next] < range.end
    }

    private func firstIndex(atOrAfter start: Int) -> Int {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
