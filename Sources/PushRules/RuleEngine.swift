import PHPSyntax
import PushAnalysis

/// Runs every rule over every payload of an analysis.
public enum RuleEngine {
    public static func check(_ result: AnalysisResult, options: CheckOptions) -> CheckReport {
        var payloads: [PayloadReport] = []
        // An alert object shared by several records (paths through the same code) is reported once.
        var seenUnusedAlerts: Set<String> = []
        for record in result.records {
            let analysis = KindAnalysis(record: record)
            let (intent, reason) = IntentResolver.resolve(record, options: options)
            let context = RuleContext(record: record, analysis: analysis, intent: intent, options: options)
            let disabled = options.disabled.union(Self.disabledByDirective(record.directives))
            var findings: [Finding] = []
            for rule in RuleRegistry.all where !disabled.contains(rule.id) && rule.checksUnsentPayloads == record.isUnsent {
                for finding in rule.init().check(context) {
                    if finding.rule == UnusedAlertRule.id, !seenUnusedAlerts.insert("\(finding.path):\(finding.offset)").inserted { continue }
                    findings.append(finding)
                }
            }
            payloads.append(PayloadReport(record: record, analysis: analysis,
                                          intent: intent, intentReason: reason, findings: findings))
        }

        var fileFindings: [Finding] = []
        if !options.disabled.contains(SDKCopyRule.id), let copies = SDKCopyRule.finding(result.sdkCopies) { fileFindings.append(copies) }
        for note in result.notes {
            guard let finding = UndefinedVariableRule.finding(note) ?? UnknownValueRule.finding(note) ?? UndefinedMemberRule.finding(note),
                  !options.disabled.contains(finding.rule) else { continue }
            if let index = owner(of: note, in: payloads) {
                let directives = disabledByDirective(payloads[index].record.directives)
                if !directives.contains(finding.rule) { payloads[index].findings.append(finding) }
            } else {
                fileFindings.append(finding)
            }
        }
        for index in payloads.indices { payloads[index].findings.sort(by: Finding.sortedOrder) }
        return CheckReport(payloads: payloads, fileFindings: fileFindings.sorted(by: Finding.sortedOrder), options: options)
    }

    /// `gtpush: disable GT104 GT105` (commas allowed).
    static func disabledByDirective(_ directives: [String]) -> Set<String> {
        var ids: Set<String> = []
        for directive in directives {
            let words = directive.split { $0 == " " || $0 == "," || $0 == "\t" }.map(String.init)
            guard words.first?.lowercased() == "disable" else { continue }
            for word in words.dropFirst() where word.uppercased().hasPrefix("GT") { ids.insert(word.uppercased()) }
        }
        return ids
    }

    /// The payload whose code contains the note: same file, between its creation and its last
    /// statement (or its `set_apnInfo`). The first such payload wins, so paths share one copy.
    static func owner(of note: AnalysisNote, in payloads: [PayloadReport]) -> Int? {
        payloads.firstIndex { report in
            let record = report.record
            guard record.file.path == note.file.path else { return false }
            let ends = PayloadSource.statements(record).map(\.end) + [record.submission?.statement.end ?? 0, record.creation.end]
            return record.creation.start <= note.range.start && note.range.start <= (ends.max() ?? 0)
        }
    }
}
