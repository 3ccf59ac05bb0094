import PushRules

/// Checkstyle's XML, which Jenkins' warnings plugin, reviewdog and most CI dashboards read:
/// one `<file>` per file with findings, one `<error>` per finding (`severity` error, warning or info).
public enum CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"
    public static let description = Message("format.checkstyle")

    public static func report(_ run: CheckRun) -> String {
        var lines = [XMLText.declaration, "<checkstyle version=\"4.3\">"]
        var groups: [(path: String, entries: [ReportEntry])] = []
        for entry in run.entries {
            if groups.last?.path == entry.path { groups[groups.count - 1].entries.append(entry) } else { groups.append((entry.path, [entry])) }
        }
        for group in groups {
            lines.append("  <file name=\"\(XMLText.escaped(group.path))\">")
            for entry in group.entries {
                var attributes: [String] = []
                if entry.line > 0 { attributes.append("line=\"\(entry.line)\"") }
                if entry.column > 0 { attributes.append("column=\"\(entry.column)\"") }
                let severity = entry.severity == .note ? "info" : entry.severity.rawValue
                attributes += ["severity=\"\(severity)\"", "message=\"\(XMLText.escaped(entry.message))\"", "source=\"gtpush.\(entry.rule)\""]
                lines.append("    <error \(attributes.joined(separator: " "))/>")
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }
}
