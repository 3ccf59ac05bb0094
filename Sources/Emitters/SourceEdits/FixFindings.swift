import PushAnalysis
import PushRules

/// The one place `fix` asks the rules for findings, so it checks exactly as `check` does.
enum FixFindings {
    /// Every finding once: two paths through one payload (variants) report the same problem at
    /// the same place with the same fix, and it is one problem to fix. A GT202 on a payload not
    /// meant to be silent gets the SimpleAlertMsg wrap when the rule itself offers no fix.
    static func findings(_ result: AnalysisResult, options: CheckOptions) -> [Finding] {
        let report = RuleEngine.check(result, options: options)
        var all: [Finding] = []
        for payload in report.payloads {
            for var finding in payload.findings {
                if finding.rule == "GT202", finding.fix == nil, payload.intent != .silent {
                    finding.fix = SimpleAlertWrap.fix(payload.record)
                }
                all.append(finding)
            }
        }
        all += report.fileFindings
        var seen: Set<String> = []
        return all.filter { finding in
            let edits = finding.fix?.edits.map { "\($0.range.start)-\($0.range.end):\($0.replacement)" } ?? []
            return seen.insert("\(finding.path)|\(finding.offset)|\(finding.rule)|\(edits)").inserted
        }
    }
}
