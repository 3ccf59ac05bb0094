import Foundation
import GTPushTestSupport
import PushAnalysis
import Testing

/// Inputs the fuzzers found, kept so they stay fixed.
@Suite("Fuzz regressions (pipeline)") struct PipelineFuzzRegressionTests {
    /// A fixer timeout: garbled helper functions that call each other made the interpreter copy
    /// its whole object heap at every call and branch exponentially within the depth limit. Calls
    /// now move the heap instead of sharing it, and an entry point makes at most 2,000 calls.
    @Test func mutuallyCallingHelpersEndWithANote() {
        let path = TestPaths.fixtures.appendingPathComponent("fuzz-fixer-timeout.php").path
        let result = gtpush(["preview", path])
        #expect(result.stderr.contains("\(path):38:5: note: more than 2000 function calls; the results of later calls are unknown\n"))
        #expect(result.stderr.contains("\(path):43:10: note: calls nested deeper than 24 (recursion?); the result of `build(6)` is unknown\n"))
        let fix = gtpush(["fix", "--dry-run", path])
        #expect(fix.code == 1)  // the file has syntax errors, so nothing is written
    }

    /// A fixer timeout (Fuzz/findings/fixer-slow-775509fd.php.bin, NUL bytes removed): a garbled
    /// do-while runs 1,000 times, creating an alert and a payload each pass. A block's statement
    /// list kept the state it was handed alive, so the first change in every pass copied the whole
    /// object heap, 10,000 objects by the end: `preview` took 2 s and `fix` 11 s on 5 KB. The
    /// heap counts its whole copies; what is left is one per branch the paths took.
    @Test func aLoopThatCreatesObjectsDoesNotCopyTheHeap() throws {
        let path = TestPaths.fixtures.appendingPathComponent("fuzz-fixer-slow.php").path
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let result = Analyzer(units: SourceLoader.units(path: path, bytes: bytes)).analyze()
        #expect(result.records.count == 29)
        #expect(result.records.map(\.pathHeap.objects.count).max() == 10_001)
        // One: the `if` on the unknown `$kind` at the top splits the path, and both sides change it.
        #expect(result.records.map(\.pathHeap.wholeCopies).max() == 1)
        let fix = gtpush(["fix", "--dry-run", path])
        // The file has syntax errors, so fix changes nothing (after analysing it, which is what this times).
        #expect(fix.code == 1)
        #expect(fix.stderr.hasPrefix("\(path): error: the file does not parse (26:3: syntax error, unexpected "))
        #expect(fix.stdout == "")
    }

    /// The smallest loop of that kind: no branch at all, so no whole copy.
    @Test func straightLineLoopBodiesNeverCopyTheHeap() {
        let code = """
        <?php
        $j = 0;
        do {
            $alert = new DictionaryAlertMsg();
            $alert->title = "Jobs";
            $apn = new IGtAPNPayload();
            $apn->alertMsg = $alert;
            $j--;
        } while ($j < 2);
        """
        let result = Analyzer(units: SourceLoader.units(path: "loop.php", bytes: Array(code.utf8))).analyze()
        // 64 payloads are reported per path, and all of these send the same thing from one line.
        #expect(result.records.count == 1)
        #expect(result.records.first?.pathHeap.objects.count == 2_000)
        #expect(result.records.first?.pathHeap.wholeCopies == 0)
        #expect(result.notes.map(\.message).contains("loop runs more than 1000 times; later iterations are not analysed"))
    }

    /// Records from paths that end alike are merged by value. Merging them by their printed
    /// form followed dictionary order, which Swift seeds per process: equal payloads printed
    /// differently, and this file gave 64 payloads in most runs and 63 in some, for 61 distinct.
    @Test func pathsThatEndAlikeMergeTheSameWayEveryRun() {
        let path = TestPaths.fixtures.appendingPathComponent("fuzz-fixer-timeout.php").path
        let result = gtpush(["check", path])
        // The calls budget runs out in this file, so every payload is incomplete and may be any kind.
        // Its 61 distinct records all come from one `new IGtAPNPayload` (a recursive builder), so
        // they are one payload's variants: one report, each finding once. The budgets leave that
        // payload analysed in part, and the ones past the payload cap not at all: two errors, and
        // the file's seven syntax errors. The fuzzed file declares `build` twice; calls are recorded
        // by declaration (issue 54), so the second, which nothing calls, is analysed as an entry of
        // its own: a second payload, and its own budget error.
        #expect(result.stdout.hasSuffix("\n2 payloads: 2 any kind (analysis incomplete); 10 errors, 2 warnings, 7 notes\n"))
    }

    /// A template keeps a snapshot of what its payload's JSON reads. Kept whole, the snapshot
    /// shared the heap with the running code, so every `set_apnInfo` in a loop copied it.
    @Test func templatesInALoopKeepSmallSnapshots() {
        let code = """
        <?php
        for ($i = 0; $i < 1000; $i++) {
            $alert = new DictionaryAlertMsg();
            $alert->title = "Jobs";
            $apn = new IGtAPNPayload();
            $apn->alertMsg = $alert;
            $template = new IGtTransmissionTemplate();
            $template->set_apnInfo($apn);
        }
        """
        let result = Analyzer(units: SourceLoader.units(path: "loop.php", bytes: Array(code.utf8))).analyze()
        #expect(result.records.count == 1)
        #expect(result.records.first?.submission != nil)
        #expect(result.records.first?.heap.objects.count == 2)
        #expect(result.records.first?.pathHeap.objects.count == 3_000)
        #expect(result.records.first?.pathHeap.wholeCopies == 0)
    }
}
