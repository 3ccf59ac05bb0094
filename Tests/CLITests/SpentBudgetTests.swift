import Foundation
import GTPushTestSupport
import PushAnalysis
import Testing

/// Issue 49, item 6: a spent budget was a green run. 65 silent payloads in one path, the 65th
/// playing a sound: `check` counted 64 silent ones and passed. Now every payload a budget leaves
/// unanalysed is named where it is created, and `check` and `fix` fail on it.
@Suite struct SpentBudgetTests {
    /// Payload `i` (1-based) is created on line `6 i - 3`, its `new` at column 9 plus its digits.
    static let sixtyFive: String = "<?php\n" + (1...65).map { index in
        "// gtpush: silent\n$apn\(index) = new IGtAPNPayload();\n$apn\(index)->alertMsg = \"\";\n$apn\(index)->contentAvailable = 1;\n$apn\(index)->badge = 1;\n"
            + "$apn\(index)->sound = \"\(index == 65 ? "ding.caf" : "com.gexin.ios.silence")\";\n"
    }.joined()

    static let unanalysed = "387:10: error: this payload was not analysed: a budget ran out first (more than 64 payloads on one path; the rest are not reported) [GT305]\n"

    @Test func checkNamesThePayloadPastTheCapAndFails() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "sixty-five.php", Self.sixtyFive)
            // GT104 (the badge each silent payload keeps) is switched off: the budget is the subject.
            let result = gtpush(["check", "--disable", "GT104", path])
            #expect(result.stdout == """
                \(path):387:10: note: more than 64 payloads on one path; the rest are not reported [GT305]
                \(path):\(Self.unanalysed)64 payloads: 64 silent; 1 error, 0 warnings, 1 note

                """)
            #expect(result.stderr == "")
            #expect(result.code == 1)
        }
    }

    @Test func fixSaysWhichPayloadItCouldNotExamineAndFails() throws {
        try withTemporaryDirectory { directory in
            let path = writeFile(directory, "sixty-five.php", Self.sixtyFive)
            let result = gtpush(["fix", "--disable", "GT104", path])
            #expect(result.stdout == "")
            #expect(result.stderr == "\(path):\(Self.unanalysed)")
            #expect(result.code == 1)
            let after = try String(contentsOfFile: path, encoding: .utf8)
            #expect(after == Self.sixtyFive)
        }
    }

    /// Every payload past the cap is named, each once, however many a loop makes at one place.
    @Test func everyPayloadPastTheCapIsNamed() {
        var limits = InterpreterLimits()
        limits.maximumPayloads = 2
        let code = "<?php\n$a = new IGtAPNPayload();\n$b = new IGtAPNPayload();\n$c = new IGtAPNPayload();\nfor ($i = 0; $i < 5; $i++) { $d[] = new IGtAPNPayload(); }\n"
        let result = Analyzer(units: SourceLoader.units(path: "cap.php", bytes: Array(code.utf8)), limits: limits).analyze()
        #expect(result.records.count == 2)
        #expect(Self.unanalysedNotes(result) == ["4:6 not analysed: payloads(2)", "5:37 not analysed: payloads(2)"])
    }

    /// A run stopped by its step budget: the payload it built is known only in part, the one
    /// after the loop was never reached; both are named.
    @Test func aStoppedRunNamesWhatItFoundAndWhatItNeverReached() {
        var limits = InterpreterLimits()
        limits.maximumSteps = 60
        let code = "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\nfor ($i = 0; $i < 100; $i++) { $x = $i; }\n$late = new IGtAPNPayload();\n$late->sound = \"ding.caf\";\nfunction later() { return new IGtAPNPayload(); }\n"
        let result = Analyzer(units: SourceLoader.units(path: "stopped.php", bytes: Array(code.utf8)), limits: limits).analyze()
        #expect(result.records.map { $0.file.location(of: $0.creation.start).line } == [2, 7])
        #expect(result.records.map(\.isComplete) == [false, true])
        // `later()` is an entry point of its own, analysed whole: not named.
        #expect(Self.unanalysedNotes(result) == ["2:8 partly analysed: steps(60)", "5:9 not analysed: steps(60)"])
    }

    @Test func aCompleteRunNamesNothing() {
        let result = Analyzer(units: SourceLoader.units(path: "ok.php", bytes: Array("<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n".utf8))).analyze()
        #expect(Self.unanalysedNotes(result) == [])
    }

    static func unanalysedNotes(_ result: AnalysisResult) -> [String] {
        result.notes.compactMap { note in
            guard case .unanalysedPayload(let limit, let partly) = note.kind else { return nil }
            let location = note.file.location(of: note.range.start)
            return "\(location.line):\(location.column) \(partly ? "partly analysed" : "not analysed"): \(Self.name(limit))"
        }
    }

    static func name(_ limit: AnalysisLimit) -> String {
        switch limit {
        case .payloads(let n): "payloads(\(n))"
        case .steps(let n): "steps(\(n))"
        case .calls(let n): "calls(\(n))"
        case .paths(let n): "paths(\(n))"
        default: "\(limit)"
        }
    }
}
