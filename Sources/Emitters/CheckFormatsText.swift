import PushRules

/// The outputs of `gtpush check`.
public enum CheckFormatter {
    /// One `path:line:column: severity: message [GTnnn]` line per finding, sorted by file and
    /// position, then the summary line. Ends with a newline.
    public static func text(_ report: CheckReport) -> String {
        var lines = report.allFindings.map(\.diagnostic.formatted)
        lines.append(summary(report))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `4 payloads: 1 silent, 1 normal, 1 mixed, 1 rejected; 3 errors, 1 warning, 2 notes`.
    /// Kinds appear in RULES.md's order; a payload whose kind is open counts under "a or b".
    public static func summary(_ report: CheckReport) -> String {
        var text = counted(report.payloads.count, "payload")
        let kinds = report.kindCounts.map { "\($0.count) \($0.label)" }
        if !kinds.isEmpty { text += ": " + kinds.joined(separator: ", ") }
        // Pushes nothing declares that show a banner or ring while waking the app (GT106, GT107).
        if report.undeclaredCount > 0 { text += " (\(report.undeclaredCount) undeclared)" }
        text += "; " + [counted(report.errorCount, "error"), counted(report.warningCount, "warning"), counted(report.noteCount, "note")].joined(separator: ", ")
        return text
    }

    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
