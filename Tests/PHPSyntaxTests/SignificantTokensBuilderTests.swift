import Testing
@testable import PHPSyntax

/// The lexer's three-column store: growth, starting over, trivia left out, the columns it hands
/// over, and the trigger candidates kept beside them.
@Suite struct SignificantTokensBuilderTests {
    private static let bytes: [UInt8] = Array("ab;".utf8)

    @Test func growsPastItsCapacity() {
        Self.bytes.withUnsafeBufferPointer { bytes in
            var builder = SignificantTokens.Builder(capacity: 1)
            for index in 0..<100 { builder.append(.variable, start: index, end: index + 1, bytes: bytes) }
            #expect(builder.count == 100)
            let tokens = builder.finish(endingAt: 500)
            #expect(Array(tokens.codes) == Array(repeating: UInt16(TokenKind.variable.rawValue), count: 100) + [eofCode])
            #expect(Array(tokens.starts) == (0..<100).map { Int32($0) } + [500])
            #expect(Array(tokens.ends) == (1...100).map { Int32($0) } + [500])
        }
    }

    /// Trivia is left out; a one-byte token's code is its byte; starting over forgets what was added.
    @Test func codesAndStartingOver() {
        Self.bytes.withUnsafeBufferPointer { bytes in
            var builder = SignificantTokens.Builder(capacity: 16)
            builder.append(.string, start: 0, end: 2, bytes: bytes)
            builder.removeAll()
            builder.append(.whitespace, start: 0, end: 1, bytes: bytes)
            builder.append(.comment, start: 0, end: 1, bytes: bytes)
            builder.append(.char, start: 2, end: 3, bytes: bytes)
            let tokens = builder.finish(endingAt: 3)
            #expect(Array(tokens.codes) == [charBase + UInt16(UInt8(ascii: ";")), eofCode])
            #expect(Array(tokens.starts) == [2, 3])
            #expect(Array(tokens.ends) == [3, 3])
        }
    }

    /// The buffers belong to the tokens once `finish` made them: discarding the builder afterwards
    /// frees nothing (freeing them a second time is what the C library aborts on).
    @Test func discardAfterFinishLeavesTheTokens() {
        Self.bytes.withUnsafeBufferPointer { bytes in
            var builder = SignificantTokens.Builder(capacity: 16)
            builder.append(.string, start: 0, end: 2, bytes: bytes)
            let tokens = builder.finish(endingAt: 3)
            builder.discard()
            #expect(Array(tokens.codes) == [UInt16(TokenKind.string.rawValue), eofCode])
            #expect(Array(tokens.ends) == [2, 3])
        }
    }

    /// Candidates are kept by index past their first buffer's room, and starting over forgets them.
    @Test func triggerCandidatesGrowAndStartOver() {
        let bytes: [UInt8] = Array("$GLOBALS".utf8)
        bytes.withUnsafeBufferPointer { bytes in
            var builder = SignificantTokens.Builder(capacity: 4)
            builder.append(.variable, start: 0, end: 8, bytes: bytes)
            builder.keepIfTriggerCandidate(UInt16(TokenKind.variable.rawValue))
            builder.removeAll()
            for index in 0..<100 {
                // Every third is `$GLOBALS` (eight bytes), the others `$G`.
                builder.append(.variable, start: 0, end: index % 3 == 0 ? 8 : 2, bytes: bytes)
                builder.keepIfTriggerCandidate(UInt16(TokenKind.variable.rawValue))
            }
            let tokens = builder.finish(endingAt: 8)
            #expect(Array(tokens.triggerCandidates) == stride(from: 0, to: 100, by: 3).map { Int32($0) })
        }
    }
}
