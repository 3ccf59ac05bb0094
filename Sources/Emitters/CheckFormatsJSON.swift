import PushRules

extension CheckFormatter {
    /// CLI.md's document: `{"payloads":[{"file","line","function","kind","diagnostics":[…]}]}`.
    /// `kind` is a string, or a list when unknowns leave it open. Findings that belong to no payload
    /// follow in a top-level `"diagnostics"` list (with `"file"`), present only when there are any.
    public static func json(_ report: CheckReport) -> String {
        let payloads = report.payloads.map { payload -> JSONNode in
            let record = payload.record
            let kind: JSONNode = payload.kinds.count == 1 ? .string(payload.kinds[0].rawValue) : .array(payload.kinds.map { .string($0.rawValue) })
            var pairs: [(String, JSONNode)] = [
                ("file", .string(record.file.path)),
                ("line", .int(record.location.line)),
                ("function", record.function.map { .string($0) } ?? .null),
                ("kind", kind),
            ]
            // CLI.md: a spent budget leaves the kind open, and says so.
            if !record.isComplete { pairs.append(("complete", .bool(false))) }
            pairs.append(("diagnostics", .array(payload.findings.map { diagnostic($0, withFile: false) })))
            return .object(pairs)
        }
        var top: [(String, JSONNode)] = [("payloads", .array(payloads))]
        if !report.fileFindings.isEmpty {
            top.append(("diagnostics", .array(report.fileFindings.map { diagnostic($0, withFile: true) })))
        }
        return JSONNode.object(top).render() + "\n"
    }

    static func diagnostic(_ finding: Finding, withFile: Bool) -> JSONNode {
        var pairs: [(String, JSONNode)] = withFile ? [("file", .string(finding.path))] : []
        pairs += [
            ("rule", .string(finding.rule)),
            ("severity", .string(finding.severity.rawValue)),
            ("line", .int(finding.location.line)),
            ("column", .int(finding.location.column)),
            ("message", .string(finding.message)),
        ]
        return .object(pairs)
    }
}
