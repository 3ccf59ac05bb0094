import PHPSyntax
import PushRules

/// `path:line:column: severity: message [GTnnn]`, one line per finding, then the summary. Files
/// that cannot be read are on standard error (the command writes them), not here.
public enum TextReporter: Reporter {
    public static let identifier = "text"
    public static let description = Message("format.text")

    public static func report(_ run: CheckRun) -> String {
        let entries = run.entries.filter { $0.rule != UnreadableFileRule.id }
        var lines = entries.map { line($0, colors: run.colors) }
        if run.showsSummary { lines.append(CheckFormatter.summary(run.report, language: run.language)) }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    static func line(_ entry: ReportEntry, colors: Bool) -> String {
        guard colors else { return entry.formatted }
        let location = "\(OneLine.escaped(entry.path)):\(entry.line):\(entry.column):"
        return "\(ANSI.bold)\(location)\(ANSI.reset) \(ANSI.color(entry.severity))\(entry.severity.rawValue):\(ANSI.reset) \(OneLine.escaped(entry.message)) \(ANSI.dim)[\(entry.rule)]\(ANSI.reset)"
    }
}

/// The escape sequences of the text format's colours: bold places, red errors, yellow warnings,
/// cyan notes, dim rule ids.
enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let dim = "\u{1B}[2m"

    static func color(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;33m"
        case .note: "\u{1B}[1;36m"
        }
    }
}
