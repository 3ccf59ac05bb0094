import PushRules

/// The outputs of `gtpush check` that other commands and tests share.
public enum CheckFormatter {
    /// The text format for a report alone (no file problems), in `language`.
    public static func text(_ report: CheckReport, language: Language = .english) -> String {
        TextReporter.report(CheckRun(report: report, toolVersion: "", language: language))
    }

    /// `4 payloads: 1 silent, 1 normal, 1 mixed, 1 rejected; 3 errors, 1 warning, 2 notes`.
    /// Kinds appear in RULES.md's order; a payload whose kind is open counts under "a or b".
    public static func summary(_ report: CheckReport, language: Language = .english) -> String {
        let kinds = report.kindCounts.map { Message.summaryKindCount($0.count, kinds: $0.kinds) }
        return Message.summary(payloads: report.payloads.count, kinds: kinds, undeclared: report.undeclaredCount,
                               errors: report.errorCount, warnings: report.warningCount, notes: report.noteCount).text(language)
    }
}
