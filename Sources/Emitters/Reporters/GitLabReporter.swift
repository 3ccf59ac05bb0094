import PushRules

/// GitLab's Code Quality report (a Code Climate issue list): `description`, `check_name`,
/// `fingerprint`, `severity` and `location`; GitLab matches issues between pipelines by fingerprint.
public enum GitLabReporter: Reporter {
    public static let identifier = "gitlab"
    public static let description = Message("format.gitlab")

    public static func report(_ run: CheckRun) -> String {
        let entries = run.entries
        let fingerprints = Fingerprints.of(entries)
        let issues = zip(entries, fingerprints).map { entry, fingerprint -> JSONNode in
            let severity = switch entry.severity {
            case .error: "major"
            case .warning: "minor"
            case .note: "info"
            }
            return .object([
                ("type", .string("issue")),
                ("check_name", .string(entry.rule)),
                ("description", .string(entry.message)),
                ("categories", .array([.string("Bug Risk")])),
                ("fingerprint", .string(fingerprint)),
                ("severity", .string(severity)),
                // GitLab needs a line; a file that cannot be read is reported at its first.
                ("location", .object([("path", .string(entry.path)), ("lines", .object([("begin", .int(max(entry.line, 1)))]))])),
            ])
        }
        return JSONNode.array(issues).render() + "\n"
    }
}
