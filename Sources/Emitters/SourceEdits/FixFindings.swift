import PHPSyntax
import PushAnalysis
import PushRules

/// The one place `fix` asks the rules for findings, so it checks exactly as `check` does.
enum FixFindings {
    /// Every finding once: two paths through one payload (variants) report the same problem at
    /// the same place with the same fix, and it is one problem to fix.
    static func findings(_ result: AnalysisResult, options: CheckOptions) -> [Finding] {
        findingsAndLeftAlone(result, options: options).findings
    }

    /// The findings, and one `path:line:col: note: left alone: …` line per payload that `fix`
    /// leaves as it is on purpose (RULES.md: "for every payload it leaves alone it says why").
    static func findingsAndLeftAlone(_ result: AnalysisResult, options: CheckOptions) -> (findings: [Finding], leftAlone: [String: [Message]]) {
        let report = RuleEngine.check(result, options: options)
        var leftAlone: [String: [Message]] = [:]
        // Each line once, looked up in a set: searching the file's list made n payloads left
        // alone in one file cost n² comparisons.
        var said: Set<Message> = []
        for payload in report.payloads {
            guard let reason = payload.leftAloneMessage else { continue }
            let location = payload.record.location
            let line = Message("fix.leftAlone.line", ["place": .verbatim("\(OneLine.escaped(payload.record.file.path)):\(location.line):\(location.column)"), "reason": .message(reason)])
            if said.insert(line).inserted { leftAlone[payload.record.file.path, default: []].append(line) }
        }
        return (deduplicated(report.allFindings), leftAlone)
    }

    private static func deduplicated(_ all: [Finding]) -> [Finding] {
        var seen: Set<String> = []
        return all.filter { finding in
            let edits = finding.fix?.edits.map { "\($0.range.start)-\($0.range.end):\($0.replacement)" } ?? []
            // The severity too: GT305's note where a budget ran out and its error for the payload
            // that budget left unanalysed can stand at one place.
            return seen.insert("\(finding.path)|\(finding.offset)|\(finding.rule)|\(finding.severity)|\(edits)").inserted
        }
    }
}
