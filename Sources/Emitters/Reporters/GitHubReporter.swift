import PushRules
import Platform

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, which the
/// runner turns into annotations on the pull request; then the summary as a plain log line.
public enum GitHubReporter: Reporter {
    public static let identifier = "github"
    public static let description = Message("format.github")

    public static func report(_ run: CheckRun) -> String {
        var lines = run.entries.map { entry -> String in
            let command = switch entry.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            var properties = ["file=\(property(entry.path))"]
            if entry.line > 0 { properties.append("line=\(entry.line)") }
            if entry.column > 0 { properties.append("col=\(entry.column)") }
            properties.append("title=\(property(entry.rule))")
            return "::\(command) \(properties.joined(separator: ","))::\(data(entry.message))"
        }
        if run.showsSummary { lines.append(CheckFormatter.summary(run.report, language: run.language)) }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The runner's escapes for a command's message: `%`, carriage return and line feed.
    static func data(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// A property value also escapes the `:` and `,` that separate properties.
    static func property(_ text: String) -> String {
        data(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}
