import PHPSyntax
import PushAnalysis

/// GT305: an analysis budget ran out here (steps, calls, loop iterations, paths, payloads, memory).
/// What it stopped is named; where code was left unfollowed, the payload lists every kind. A
/// payload the budget left unanalysed, wholly or in part, is an error where it is created: a run
/// that passes has looked at every payload.
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
        switch note.kind {
        case .limitReached(let what):
            return Finding(rule: id, severity: severity, file: note.file, offset: note.range.start, Message.limit(what))
        case .unanalysedPayload:
            return Finding(rule: id, severity: .error, file: note.file, offset: note.range.start, note.localized)
        default:
            return nil
        }
    }
}

extension BudgetRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [:],
        chinese: [
            "rule.GT305.summary": "分析预算（步数、调用、循环、内存、路径、推送数）在此处用尽：推送的类型列出所有仍可能的类型。",
        ]
    )
}
