import PHPSyntax
import Testing

/// The tree's layout decisions, which no other test would notice undone.
@Suite struct TreeLayoutTests {
    /// `StmtKind` holds its single-object cases in place and boxes the rest (see its comment):
    /// it stays one word, as when every case was boxed, and a statement is a word and a range.
    @Test func aStatementKindIsOneWord() {
        #expect(MemoryLayout<StmtKind>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<Stmt>.size == MemoryLayout<Int>.size + MemoryLayout<SourceRange>.size)
    }
}
