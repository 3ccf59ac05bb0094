import Foundation
import Testing

/// Inputs the fuzzers found, kept so they stay fixed.
@Suite("Fuzz regressions (pipeline)") struct PipelineFuzzRegressionTests {
    /// A fixer timeout: garbled helper functions that call each other made the interpreter copy
    /// its whole object heap at every call and branch exponentially within the depth limit. Calls
    /// now move the heap instead of sharing it, and an entry point makes at most 2,000 calls.
    @Test func mutuallyCallingHelpersEndWithANote() {
        let path = TestPaths.packageRoot.appendingPathComponent("Tests/GTPushTests/Fixtures/fuzz-fixer-timeout.php").path
        let result = gtpush(["preview", path])
        #expect(result.stderr.contains("\(path):38:5: note: more than 2000 function calls; the results of later calls are unknown\n"))
        #expect(result.stderr.contains("\(path):43:10: note: calls nested deeper than 24 (recursion?); the result of `build(6)` is unknown\n"))
        let fix = gtpush(["fix", "--dry-run", path])
        #expect(fix.code == 1)  // the file has syntax errors, so nothing is written
    }
}
