import PHPSyntax
import PushAnalysis

/// GT305: an analysis budget ran out here (steps, calls, loop iterations, paths, payloads, memory).
/// What it stopped is named; where code was left unfollowed, the payload lists every kind.
public struct BudgetRule: NoteDrivenRule {
    public static let id = "GT305"
    public static let name = "budget"
    public static let severity = Diagnostic.Severity.note
    public static let summary = "An analysis budget (steps, calls, loops, memory, paths, payloads) ran out at this place: the payload's kind lists every kind still possible."
    public static let triggeringExamples = [
        "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n$s = \"\";\nfor ($i = 0; $i < 5000; $i++) { ↓$s .= \"x\"; }\n",
    ]
    public static let nonTriggeringExamples = [Examples.silent()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] { [] }

    public static func finding(_ note: AnalysisNote) -> Finding? {
        guard case .limitReached(let what) = note.kind else { return nil }
        // The analysis words what ran out; that sentence is not in the catalogues yet.
        return Finding(rule: id, severity: severity, file: note.file, offset: note.range.start, Message("verbatim", ["text": .verbatim(what)]))
    }
}
