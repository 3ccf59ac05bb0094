import PushRules

/// JUnit XML, for CI systems that show test results (GitLab's test report, Jenkins, Azure): one
/// test case per finding, failed for errors and warnings, passed with its text for notes; a run
/// with nothing to report is one passing case, so the CI page shows that the check ran.
public enum JUnitReporter: Reporter {
    public static let identifier = "junit"
    public static let description = Message("format.junit")

    public static func report(_ run: CheckRun) -> String {
        let entries = run.entries
        let failures = entries.filter { $0.severity != .note }.count
        let tests = max(entries.count, 1)
        var lines = [
            XMLText.declaration,
            "<testsuites name=\"gtpush\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">",
            "  <testsuite name=\"gtpush check\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">",
        ]
        if entries.isEmpty {
            lines.append("    <testcase classname=\"gtpush\" name=\"\(XMLText.escaped(CheckFormatter.summary(run.report, language: run.language)))\"/>")
        }
        for entry in entries {
            let place = entry.line > 0 ? ":\(entry.line):\(entry.column)" : ""
            let name = XMLText.escaped("\(entry.rule) \(entry.path)\(place)")
            lines.append("    <testcase classname=\"\(XMLText.escaped(entry.path))\" name=\"\(name)\">")
            if entry.severity == .note {
                lines.append("      <system-out>\(XMLText.escaped(entry.formatted))</system-out>")
            } else {
                lines.append("      <failure type=\"\(entry.severity.rawValue)\" message=\"\(XMLText.escaped(entry.message))\">\(XMLText.escaped(entry.formatted))</failure>")
            }
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
