/// The tokens the parser reads, written by the lexer as it emits them: trivia left out, and each
/// token's kind folded into one small code, in three parallel arrays so the parser's hot path
/// reads one `UInt16` per check instead of a whole `Token`. The last entry is `eofCode` at the
/// region's end, so the parser's lookahead never runs off the arrays.
struct SignificantTokens {
    /// `TokenKind.rawValue`, or `charBase + last byte` for `.char` tokens (the last, so `b"`
    /// opening a binary string reads as `"`).
    var codes: [UInt16]
    var starts: [Int32]
    var ends: [Int32]

    /// What the lexer fills while it runs.
    struct Builder {
        private var codes: TokenStore<UInt16>
        private var starts: TokenStore<Int32>
        private var ends: TokenStore<Int32>

        init(capacity: Int) {
            codes = TokenStore(capacity: capacity)
            starts = TokenStore(capacity: capacity)
            ends = TokenStore(capacity: capacity)
        }

        @inline(__always)
        mutating func append(_ kind: TokenKind, start: Int, end: Int, bytes: UnsafeBufferPointer<UInt8>) {
            guard !kind.isTrivia else { return }
            codes.append(kind == .char ? charBase + UInt16(bytes[end - 1]) : UInt16(kind.rawValue))
            starts.append(Int32(truncatingIfNeeded: start))
            ends.append(Int32(truncatingIfNeeded: end))
        }

        /// Forgets every token, for the rare lexer run that trims what it emitted and appends again.
        mutating func removeAll() {
            codes.truncate(to: 0)
            starts.truncate(to: 0)
            ends.truncate(to: 0)
        }

        /// The tokens, closed by the end-of-file entry at `offset`.
        mutating func finish(endingAt offset: Int) -> SignificantTokens {
            codes.append(eofCode)
            starts.append(Int32(truncatingIfNeeded: offset))
            ends.append(Int32(truncatingIfNeeded: offset))
            return SignificantTokens(codes: codes.finish(), starts: starts.finish(), ends: ends.finish())
        }
    }
}
