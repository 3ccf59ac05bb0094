import PushAnalysis
import PushRules

/// The one place `fix` asks the rules for findings, so it checks exactly as `check` does.
enum FixFindings {
    /// Every finding once: two paths through one payload (variants) report the same problem at
    /// the same place with the same fix, and it is one problem to fix.
    static func findings(_ result: AnalysisResult, options: CheckOptions) -> [Finding] {
        let all = RuleEngine.check(result, options: options).allFindings
        var seen: Set<String> = []
        return all.filter { finding in
            let edits = finding.fix?.edits.map { "\($0.range.start)-\($0.range.end):\($0.replacement)" } ?? []
            return seen.insert("\(finding.path)|\(finding.offset)|\(finding.rule)|\(edits)").inserted
        }
    }
}
