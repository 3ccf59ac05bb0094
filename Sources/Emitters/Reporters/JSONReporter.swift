import PushRules

/// The JSON document of `docs/json-format.md`: `version`, the `payloads` with their findings,
/// and `files` for the findings that belong to no payload (GT001–GT004 and the like).
public enum JSONReporter: Reporter {
    public static let identifier = "json"
    public static let description = Message("format.json")
    /// Raised when a consumer's reading of the document would break (docs/json-format.md).
    public static let formatVersion = 1

    public static func report(_ run: CheckRun) -> String {
        let payloads = run.report.payloads.map { payload -> JSONNode in
            let record = payload.record
            let kind: JSONNode = payload.kinds.count == 1 ? .string(payload.kinds[0].rawValue) : .array(payload.kinds.map { .string($0.rawValue) })
            var pairs: [(String, JSONNode)] = [
                ("file", .string(record.file.path)),
                ("line", .int(record.location.line)),
                ("function", record.function.map { .string($0) } ?? .null),
                ("kind", kind),
                ("api", .string(record.api.rawValue)),
            ]
            // CLI.md: a spent budget leaves the kind open, and says so.
            if !record.isComplete { pairs.append(("complete", .bool(false))) }
            let findings = payload.findings.map { ReportEntry(finding: $0, language: run.language) }
            pairs.append(("diagnostics", .array(findings.map(diagnostic))))
            return .object(pairs)
        }
        let files = run.fileEntries.map { group -> JSONNode in
            .object([("file", .string(group.file)), ("diagnostics", .array(group.entries.map(diagnostic)))])
        }
        let top: JSONNode = .object([("version", .int(formatVersion)), ("payloads", .array(payloads)), ("files", .array(files))])
        return top.render() + "\n"
    }

    /// A problem with the file as a whole (it cannot be read) has no line or column: null.
    static func diagnostic(_ entry: ReportEntry) -> JSONNode {
        .object([
            ("rule", .string(entry.rule)),
            ("severity", .string(entry.severity.rawValue)),
            ("line", entry.line > 0 ? .int(entry.line) : .null),
            ("column", entry.column > 0 ? .int(entry.column) : .null),
            ("message", .string(entry.message)),
        ])
    }
}
