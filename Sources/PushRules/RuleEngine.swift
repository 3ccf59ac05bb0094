import PHPSyntax
import PushAnalysis

/// Runs every rule over every payload of an analysis, then applies what no single rule decides:
/// intent on every path, ignore comments, duplicates, and which fixes `fix` may apply.
public enum RuleEngine {
    /// `frontEnd`: the loader's GT001 and GT002 findings, which ignore comments and `--disable`
    /// silence as they do the rules'.
    public static func check(_ result: AnalysisResult, options: CheckOptions, frontEnd: [Finding] = []) -> CheckReport {
        let records = result.records
        // Each record's kinds and silent attempt first, on all cores: whether a payload attempts
        // silence on every path (RULES.md, intent 4) takes all its records.
        let read = ParallelMap.map(records) { record in
            let analysis = KindAnalysis(record: record)
            return (analysis: analysis, attempted: IntentResolver.attempt(record, analysis: analysis) != nil)
        }
        let attempts = attemptsOnEveryPath(records, attempted: read.map(\.attempted))
        // The rules look at one record at a time, so records are judged on all cores; ignore
        // comments and duplicates are then settled in record order, as each depends on the ones before.
        let evaluations = ParallelMap.map(Array(records.indices)) { index in
            evaluate(records[index], analysis: read[index].analysis, options: options, attemptedOnEveryPath: attempts[key(records[index])] ?? false, directives: result.directives)
        }
        let ignores = IgnoreIndex(result.directives)
        var payloads: [PayloadReport] = []
        // One report per payload: the paths through one `new IGtAPNPayload` are its variants.
        var reportIndex: [String: Int] = [:]
        var seen: Set<String> = []
        for (record, evaluation) in zip(records, evaluations) {
            ignores.disabled(evaluation.silencedByComment, by: record)
            let findings = evaluation.findings.filter { finding in
                guard ignores.allows(finding) else { return false }
                if let key = finding.dedupeKey, !seen.insert("\(finding.rule)|\(key)").inserted { return false }
                return true
            }
            let policy = FixPolicy(resolved: evaluation.resolved, kinds: evaluation.analysis.kinds)
            let path = PayloadPath(record: record, analysis: evaluation.analysis)
            if let index = reportIndex[key(record)] {
                payloads[index].paths.append(path)
                payloads[index].findings += policy.apply(findings)
                payloads[index].leftAloneMessage = payloads[index].leftAloneMessage ?? policy.leftAlone(findings)
            } else {
                reportIndex[key(record)] = payloads.count
                payloads.append(PayloadReport(record: record, analysis: evaluation.analysis, paths: [path], resolvedIntent: evaluation.resolved,
                                              findings: policy.apply(findings), leftAloneMessage: policy.leftAlone(findings)))
            }
        }
        for index in payloads.indices where payloads[index].paths.count > 1 {
            payloads[index].findings = FindingMerge.merged(payloads[index].findings)
        }

        var fileFindings: [Finding] = []
        if !options.disabled.contains(SDKCopyRule.id), let copies = SDKCopyRule.finding(result.sdkCopies), ignores.allows(copies) { fileFindings.append(copies) }
        let spans = payloads.map(Self.span)
        for note in result.notes {
            guard let finding = RuleRegistry.noteDriven.lazy.compactMap({ $0.finding(note) }).first,
                  !options.disabled.contains(finding.rule), ignores.allows(finding) else { continue }
            if let index = owner(of: note, in: spans) {
                let record = payloads[index].record
                let directives = PayloadDirectives.disabledRules(record.directives)
                if let key = finding.dedupeKey, !seen.insert("payload \(index)|\(finding.rule)|\(key)").inserted { continue }
                if !directives.contains(finding.rule) {
                    payloads[index].findings.append(finding)
                } else {
                    ignores.disabled([finding.rule], by: record)
                }
            } else {
                if let key = finding.dedupeKey, !seen.insert("file \(finding.path)|\(finding.rule)|\(key)").inserted { continue }
                fileFindings.append(finding)
            }
        }
        let admitted = frontEnd.filter { !options.disabled.contains($0.rule) && ignores.allows($0) }
        // The comments themselves, once every finding has been through them.
        fileFindings += ignores.commentFindings(result, options: options)
        for index in payloads.indices { payloads[index].findings.sort(by: Finding.sortedOrder) }
        var report = CheckReport(payloads: payloads, fileFindings: fileFindings.sorted(by: Finding.sortedOrder), options: options)
        report.frontEndFindings = admitted.sorted(by: Finding.sortedOrder)
        return report
    }

    static func key(_ record: PayloadRecord) -> String { "\(record.file.path):\(record.creation.start)" }

    /// What the rules say about one record, before ignore comments and duplicates are settled.
    private struct Evaluation: Sendable {
        var analysis: KindAnalysis
        var resolved: ResolvedIntent?
        var findings: [Finding]
        /// The rules a `gtpush: disable` comment switched off that would have reported here.
        var silencedByComment: Set<String>
    }

    private static func evaluate(_ record: PayloadRecord, analysis: KindAnalysis, options: CheckOptions, attemptedOnEveryPath: Bool, directives: DirectiveIndex) -> Evaluation {
        let resolved = IntentResolver.resolve(record, analysis: analysis, options: options, attemptedOnEveryPath: attemptedOnEveryPath, directives: directives)
        let context = RuleContext(record: record, analysis: analysis, resolvedIntent: resolved, options: options)
        let disabledByComment = PayloadDirectives.disabledRules(record.directives).subtracting(options.disabled)
        var findings: [Finding] = []
        var silencedByComment: Set<String> = []
        for rule in RuleRegistry.all where !options.disabled.contains(rule.id) && rule.checksUnsentPayloads == record.isUnsent && rule.apis.contains(record.api) {
            let found = rule.init().check(context)
            // A rule the comment switches off still runs, so an unused `disable` can be told (GT005).
            if disabledByComment.contains(rule.id) {
                if !found.isEmpty { silencedByComment.insert(rule.id) }
                continue
            }
            for var finding in found {
                if rule.dependsOnIntent {
                    finding.message = context.becauseOfIntent(finding.message)
                }
                findings.append(finding)
            }
        }
        return Evaluation(analysis: analysis, resolved: resolved, findings: findings, silencedByComment: silencedByComment)
    }

    /// RULES.md Intent 4 holds only when every path's record of a payload is a silent attempt.
    static func attemptsOnEveryPath(_ records: [PayloadRecord], attempted: [Bool]) -> [String: Bool] {
        var attempts: [String: Bool] = [:]
        for (record, attempted) in zip(records, attempted) {
            attempts[key(record), default: true] = attempts[key(record), default: true] && attempted
        }
        return attempts
    }

    /// The payload whose code contains the note: same file, between its creation and its last
    /// statement (or its `set_apnInfo`). The first such payload wins, so paths share one copy.
    static func owner(of note: AnalysisNote, in spans: [PayloadSpan]) -> Int? {
        spans.firstIndex { $0.path == note.file.path && $0.start <= note.range.start && note.range.start <= $0.end }
    }

    /// Where a payload's code is, worked out once per payload: a run with a note for each of
    /// 100,000 payloads past the cap asked each of the 64 reported for its statements every time.
    struct PayloadSpan {
        var path: String
        var start: Int
        var end: Int
    }

    static func span(_ report: PayloadReport) -> PayloadSpan {
        let record = report.record
        let ends = PayloadSource.statements(record).map(\.end) + [record.submission?.statement.end ?? 0, record.creation.end]
        return PayloadSpan(path: record.file.path, start: record.creation.start, end: ends.max() ?? 0)
    }
}
