/// The tokens the parser reads, written by the lexer as it emits them: trivia left out, and each
/// token's kind folded into one small code, in three parallel columns so the parser's hot path
/// reads one `UInt16` per check instead of a whole `Token`. The last entry is `eofCode` at the
/// region's end, so the parser's lookahead never runs off the columns.
///
/// The columns are the buffers the lexer wrote, handed over as they are (copying them into arrays
/// was three allocations and a copy of every token a file), and freed with the last copy of the
/// tokens: a reader keeps the tokens while it reads `codes`, `starts` or `ends`.
package struct SignificantTokens {
    private let columns: Columns

    /// `TokenKind.rawValue`, or `charBase + last byte` for `.char` tokens (the last, so `b"`
    /// opening a binary string reads as `"`).
    package var codes: UnsafeBufferPointer<UInt16> { UnsafeBufferPointer(start: columns.codes, count: columns.count) }
    package var starts: UnsafeBufferPointer<Int32> { UnsafeBufferPointer(start: columns.starts, count: columns.count) }
    package var ends: UnsafeBufferPointer<Int32> { UnsafeBufferPointer(start: columns.ends, count: columns.count) }
    /// The indices of the tokens `TriggerCandidates` keeps, in order.
    package var triggerCandidates: UnsafeBufferPointer<Int32> { UnsafeBufferPointer(start: columns.candidates, count: columns.candidateCount) }

    /// The buffers, owned: freed when the last copy of the tokens goes.
    private final class Columns {
        let codes: UnsafeMutablePointer<UInt16>
        let starts: UnsafeMutablePointer<Int32>
        let ends: UnsafeMutablePointer<Int32>
        let count: Int
        let candidates: UnsafeMutablePointer<Int32>?
        let candidateCount: Int

        init(codes: UnsafeMutablePointer<UInt16>, starts: UnsafeMutablePointer<Int32>, ends: UnsafeMutablePointer<Int32>, count: Int,
             candidates: UnsafeMutablePointer<Int32>?, candidateCount: Int) {
            self.codes = codes
            self.starts = starts
            self.ends = ends
            self.count = count
            self.candidates = candidates
            self.candidateCount = candidateCount
        }

        deinit {
            codes.deallocate()
            starts.deallocate()
            ends.deallocate()
            candidates?.deallocate()
        }
    }

    /// What the lexer fills while it runs: the three columns in buffers of its own, with one count
    /// and one capacity. An `Array` checks on every append that its buffer is not shared, which
    /// the compiler cannot rule out inside the lexer's state; three of them, each with its own
    /// count, cost more per token than scanning most tokens. Handed over as they are at the end.
    struct Builder {
        private var codes: UnsafeMutablePointer<UInt16>
        private var starts: UnsafeMutablePointer<Int32>
        private var ends: UnsafeMutablePointer<Int32>
        private(set) var count = 0
        private var capacity: Int
        /// The trigger candidates' indices: no buffer until the first (most files have a few tens).
        private var candidates: UnsafeMutablePointer<Int32>?
        private var candidateCount = 0
        private var candidateCapacity = 0

        init(capacity: Int) {
            self.capacity = Swift.max(capacity, 16)
            codes = .allocate(capacity: self.capacity)
            starts = .allocate(capacity: self.capacity)
            ends = .allocate(capacity: self.capacity)
        }

        @inline(__always)
        mutating func append(_ kind: TokenKind, start: Int, end: Int, bytes: UnsafeBufferPointer<UInt8>) {
            guard !kind.isTrivia else { return }
            append(code: kind == .char ? charBase + UInt16(bytes[end - 1]) : UInt16(kind.rawValue), start: start, end: end)
        }

        @inline(__always)
        private mutating func append(code: UInt16, start: Int, end: Int) {
            if count == capacity { grow() }
            codes[count] = code
            starts[count] = Int32(truncatingIfNeeded: start)
            ends[count] = Int32(truncatingIfNeeded: end)
            count += 1
        }

        /// The code of the token appended last.
        var lastCode: UInt16 { codes[count - 1] }

        /// Keeps the token appended last as a trigger candidate if `TriggerCandidates` keeps it.
        /// Called where the lexer emits a kind that may be one, with `code` fixed there: the test
        /// folds to a compare or two, and the tokens of other kinds pay nothing.
        @_transparent
        mutating func keepIfTriggerCandidate(_ code: UInt16) {
            let index = count - 1
            let length = Int(ends[index] &- starts[index])
            let previous = index > 0 ? codes[index - 1] : eofCode
            let previousLength = index > 0 ? Int(ends[index - 1] &- starts[index - 1]) : 0
            if TriggerCandidates.keeps(code, length: length, after: previous, previousLength: previousLength) { noteCandidate(index) }
        }

        /// Token `index` is a trigger candidate. Out of line: it is rare, and its growing would
        /// crowd the lexer's code, where the test is inlined.
        @inline(never)
        private mutating func noteCandidate(_ index: Int) {
            if candidateCount == candidateCapacity {
                let larger = Swift.max(candidateCapacity * 2, 32)
                let new = UnsafeMutablePointer<Int32>.allocate(capacity: larger)
                if let old = candidates {
                    new.moveInitialize(from: old, count: candidateCount)
                    old.deallocate()
                }
                candidates = new
                candidateCapacity = larger
            }
            candidates![candidateCount] = Int32(truncatingIfNeeded: index)
            candidateCount += 1
        }

        /// Forgets every token, for the rare lexer run that trims what it emitted and appends again.
        mutating func removeAll() {
            count = 0
            candidateCount = 0
        }

        private mutating func grow() {
            let larger = Swift.max(capacity * 2, 16)
            codes = Self.moved(codes, count: count, to: larger)
            starts = Self.moved(starts, count: count, to: larger)
            ends = Self.moved(ends, count: count, to: larger)
            capacity = larger
        }

        private static func moved<Element>(_ old: UnsafeMutablePointer<Element>, count: Int, to capacity: Int) -> UnsafeMutablePointer<Element> {
            let new = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
            new.moveInitialize(from: old, count: count)
            old.deallocate()
            return new
        }

        /// The tokens, closed by the end-of-file entry at `offset`: the buffers go with them, and
        /// the builder is not used again.
        mutating func finish(endingAt offset: Int) -> SignificantTokens {
            append(code: eofCode, start: offset, end: offset)
            let tokens = SignificantTokens(columns: Columns(codes: codes, starts: starts, ends: ends, count: count,
                                                            candidates: candidates, candidateCount: candidateCount))
            count = 0
            capacity = 0
            candidates = nil
            candidateCount = 0
            candidateCapacity = 0
            return tokens
        }

        /// Frees the buffers, for a run whose tokens are not wanted; the builder is not used again.
        mutating func discard() {
            // No capacity: the buffers went to the tokens `finish` made, or were freed already.
            guard capacity > 0 else { return }
            codes.deallocate()
            starts.deallocate()
            ends.deallocate()
            candidates?.deallocate()
            candidates = nil
            count = 0
            capacity = 0
            candidateCount = 0
            candidateCapacity = 0
        }
    }
}
