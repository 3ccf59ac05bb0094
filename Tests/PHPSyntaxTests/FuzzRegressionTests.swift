import Testing
@testable import PHPSyntax

/// Inputs the libFuzzer targets in Fuzz/ turned up (see README, Fuzzing), kept byte for byte.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// Interpreter target, document path: a run of lines that read as PHP but never parse made the
    /// snippet finder try every prefix at every start, cubic in the lines (seconds for 1.2 KB, and
    /// a 10 s libFuzzer timeout well within its 7.6 KB inputs). It must still find the statement
    /// after them.
    @Test func unparsableRunDoesNotHangTheSnippetFinder() {
        let badLine: [UInt8] = [0x24, 0x61, 0x20, 0x3D, 0x20, 0x28, 0x3B, 0x0A]  // "$a = (;\n"
        let goodLine: [UInt8] = [0x24, 0x62, 0x20, 0x3D, 0x20, 0x31, 0x3B, 0x0A]  // "$b = 1;\n"
        let bytes = Array(repeating: badLine, count: 150).joined() + goodLine
        let file = SourceFile(path: "fuzz.md", bytes: Array(bytes))
        #expect(SnippetFinder.regions(in: file) == [SourceRange(start: 1200, end: 1208)])
    }
}
