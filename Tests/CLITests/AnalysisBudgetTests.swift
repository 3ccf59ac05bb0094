import Foundation
import GTPushTestSupport
import PushAnalysis
import Testing

/// The bombs of a few lines that ran for minutes and took gigabytes, with budgets lowered so each
/// runs in a moment: every one ends with its payload, and a note where the budget ran out.
@Suite struct AnalysisBudgetTests {
    func analyze(_ code: String, limits: InterpreterLimits = InterpreterLimits()) -> AnalysisResult {
        Analyzer(units: SourceLoader.units(path: "bomb.php", bytes: Array(code.utf8)), limits: limits).analyze()
    }

    func limitNotes(_ result: AnalysisResult) -> [String] {
        result.notes.compactMap { note in
            if case .limitReached(let what) = note.kind { return "\(note.file.location(of: note.range.start).line): \(what)" }
            return nil
        }
    }

    @Test func largeCustomValuesStopAtTheStringBudget() {
        var limits = InterpreterLimits()
        limits.maximumAllocatedBytes = 1 << 20
        let code = "<?php\n$apn = new IGtAPNPayload();\nfor ($i = 0; $i < 1000; $i++) {\n    $apn->add_customMsg(\"k$i\", str_repeat('x', 100000));\n}\n"
        let result = analyze(code, limits: limits)
        #expect(result.records.count == 1)
        #expect(limitNotes(result) == ["4: the code built more than 1 MiB of strings; this and later strings are unknown"])
        let calls = result.records[0].payload.customMessageCalls
        #expect(calls.count == 1000)
        #expect(calls.prefix(10).allSatisfy { !$0.value.isUnknown })
        #expect(calls.last?.value.isUnknown == true)
    }

    @Test func arraysDoubledByMergeStopAtTheirWeight() {
        let code = "<?php\n$a = [1];\n" + String(repeating: "$a = array_merge($a, $a);\n", count: 26) + "$apn = new IGtAPNPayload();\n$apn->badge = count($a);\n"
        let result = analyze(code)
        #expect(result.records.count == 1)
        #expect(result.records[0].payload[.badge].value.isUnknown)
        #expect(limitNotes(result) == [
            "22: an array here holds over 32 MiB; an array that would grow past 64 MiB holds an unknown instead",
            "23: an array of over 64 MiB is larger than gtpush evaluates; treated as unknown",
        ])
    }

    @Test func arraysNestedInThemselvesStopAtTheirWeight() {
        let code = "<?php\n$a = [str_repeat('x', 1000)];\n" + String(repeating: "$a = [$a, $a];\n", count: 60) + "$apn = new IGtAPNPayload();\n$apn->sound = json_encode($a);\n"
        let result = analyze(code)
        #expect(result.records.count == 1)
        #expect(limitNotes(result).first == "17: an array here holds over 32 MiB; an array that would grow past 64 MiB holds an unknown instead")
    }

    /// 100,000 appends: a copy per append (what a container held twice costs) made this quadratic.
    @Test(.timeLimit(.minutes(1))) func appendingInNestedLoopsStaysLinear() {
        let code = "<?php\n$a = [];\nfor ($i = 0; $i < 1000; $i++) {\n    for ($j = 0; $j < 100; $j++) {\n        $a[] = $i * $j;\n        $b['x'][] = $j;\n    }\n}\n$apn = new IGtAPNPayload();\n$apn->badge = count($a) + count($b['x']);\n"
        let result = analyze(code)
        #expect(result.records.first?.payload[.badge].value == .int(200_000))
        #expect(limitNotes(result) == [])
    }

    @Test func payloadsPastTheCapAreNoted() {
        var limits = InterpreterLimits()
        limits.maximumPayloads = 4
        let code = "<?php\n" + (0..<10).map { "$apn\($0) = new IGtAPNPayload(); $apn\($0)->badge = 1;\n" }.joined()
        let result = analyze(code, limits: limits)
        #expect(result.records.count == 4)
        #expect(limitNotes(result) == ["6: more than 4 payloads on one path; the rest are not reported"])
    }
}

/// A spent budget never yields a definite kind: the payload lists every kind, says it is
/// incomplete, and GT305 names the place.
@Suite struct IncompleteAnalysisTests {
    @Test func aSpentCallBudgetLeavesTheKindOpen() {
        withTemporaryDirectory { directory in
            let code = "<?php\nfunction tick() { return 1; }\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\n$apn->badge = 1;\nfor ($i = 0; $i < 900; $i++) { tick(); tick(); tick(); }\n"
            let path = writeFile(directory, "push.php", code)
            let text = gtpush(["check", path])
            #expect(text.stdout == "\(path):3:8: error: this payload was analysed only up to where a budget ran out (more than 2000 function calls; the results of later calls are unknown): any kind is still possible [GT305]\n\(path):7:1: note: badge 1 on a silent push: keep it, the SDK needs alert, badge or sound (GT201) (meant silent: the code sets contentAvailable to 1 and alertMsg to \"\" and sound to com.gexin.ios.silence) [GT104]\n\(path):8:40: note: more than 2000 function calls; the results of later calls are unknown [GT305]\n1 payload: 1 any kind (analysis incomplete); 1 error, 0 warnings, 2 notes\n")
            #expect(text.code == 1)
            let json = gtpush(["check", "--format", "json", path]).stdout
            #expect(json.contains("\"kind\": [\n        \"silent\",\n        \"normal\",\n        \"mixed\",\n        \"audible-background\",\n        \"badge-only\",\n        \"sound-only\",\n        \"rejected\"\n      ],\n      \"api\": \"v1\",\n      \"complete\": false,"))
        }
    }
}
