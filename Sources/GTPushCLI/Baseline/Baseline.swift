import Platform
import PushRules

/// Building a baseline from a report, and hiding a baseline's findings in one.
enum Baseline {
    /// Every finding of `report`, counted by key.
    static func make(_ report: CheckReport, folder: String, current: String) -> BaselineFile {
        var file = BaselineFile()
        forEachFinding(report) { finding, function in
            file.counts[BaselineKey(finding, function: function, folder: folder, current: current), default: 0] += 1
        }
        return file
    }

    struct Applied {
        var report: CheckReport
        /// Findings the baseline hid.
        var hidden: Int
        /// Baseline findings no finding of this run matched: fixed, or their line changed. Only
        /// entries of files this run read (or that are gone) count: a run on a few files, as a
        /// pre-commit hook makes, says nothing about the others.
        var stale: [(key: BaselineKey, count: Int)]
    }

    /// `report` without the findings `baseline` holds; each key hides at most its count, so a
    /// second copy of an accepted problem on another line of the same function still shows.
    /// `read`: the files this run read, relative to `folder`.
    static func apply(_ baseline: BaselineFile, to report: CheckReport, read: Set<String>, folder: String, current: String) -> Applied {
        var left = baseline.counts
        var hidden = 0
        func keep(_ finding: Finding, _ function: String?) -> Bool {
            let key = BaselineKey(finding, function: function, folder: folder, current: current)
            guard let count = left[key], count > 0 else { return true }
            left[key] = count - 1
            hidden += 1
            return false
        }
        var result = report
        for index in result.payloads.indices {
            let function = result.payloads[index].record.function
            result.payloads[index].findings = result.payloads[index].findings.filter { keep($0, function) }
        }
        result.fileFindings = result.fileFindings.filter { keep($0, nil) }
        let stale = left.filter { key, _ in read.contains(key.file) || !FileManager.default.fileExists(atPath: ProjectPath.absolute(key.file, from: folder)) }
        return Applied(report: result, hidden: hidden, stale: stale.filter { $0.value > 0 }.map { ($0.key, $0.value) }.sorted { $0.key < $1.key })
    }

    private static func forEachFinding(_ report: CheckReport, _ body: (Finding, String?) -> Void) {
        for payload in report.payloads {
            for finding in payload.findings { body(finding, payload.record.function) }
        }
        for finding in report.fileFindings { body(finding, nil) }
    }
}
