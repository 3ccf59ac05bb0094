import PHPSyntax
import PushAnalysis

/// One path through the code that builds a payload: what the payload held at its end.
public struct PayloadPath: Sendable {
    public var record: PayloadRecord
    public var analysis: KindAnalysis
}

/// One payload's verdict: every path that builds it from one `new IGtAPNPayload`, with the
/// findings of all of them, each once.
public struct PayloadReport: Sendable {
    /// The first path's record and analysis: where the payload is created and what it is named.
    public var record: PayloadRecord
    public var analysis: KindAnalysis
    /// Every path, the first included; more than one when branches the analysis could not join
    /// build the payload differently (its variants).
    public var paths: [PayloadPath]
    /// The intent and where it came from; nil when nothing declares, names, gives or attempts one.
    public var resolvedIntent: ResolvedIntent?
    /// Sorted by position, then rule id.
    public var findings: [Finding]
    /// Why `fix` leaves this payload as it is, when it has something `fix` would otherwise change
    /// or is undeclared mixed or audible-background; nil otherwise.
    public var leftAlone: String? { leftAloneMessage?.text(.english) }
    /// `leftAlone` as a catalogue message.
    public var leftAloneMessage: Message?

    public var intent: Intent? { resolvedIntent?.intent }
    /// Mixed or audible-background with no intent: GT106/GT107's payloads, counted apart.
    public var isUndeclared: Bool {
        resolvedIntent == nil && paths.contains { $0.analysis.kinds.contains { $0 == .mixed || $0 == .audibleBackground } }
    }

    /// One kind, or several when unknown values, branches or a spent budget leave it open.
    public var kinds: [PayloadKind] { Array(Set(paths.flatMap(\.analysis.possibleKinds))).sorted() }
    /// Which values decide the kind, when there are several; nil when it is decided.
    public var kindExplanation: String? {
        guard paths.count > 1 else { return analysis.kindExplanation }
        guard kinds.count > 1 else { return nil }
        return paths.map { path in
            let kind = Self.label(path.analysis.possibleKinds)
            let when = path.record.assumptions.isEmpty ? "" : " when " + path.record.assumptions.joined(separator: " and ")
            return kind + when + (path.analysis.kindExplanation.map { " (\($0))" } ?? "")
        }.joined(separator: "; ")
    }
    /// "silent", or "silent or audible-background".
    public var kindLabel: String { Self.label(kinds) }

    static func label(_ kinds: [PayloadKind]) -> String {
        PayloadKind.isEveryKind(kinds) ? "any kind (analysis incomplete)" : kinds.map(\.rawValue).joined(separator: " or ")
    }
}

/// Everything `check` found.
public struct CheckReport: Sendable {
    public var payloads: [PayloadReport]
    /// Findings not tied to one payload (notes from files without a payload that contains them).
    public var fileFindings: [Finding]
    public var options: CheckOptions
    /// GT001 and GT002, as the front end found them, less those ignore comments and `--disable`
    /// silence. Apart from `allFindings`: a file that was not read or parsed is never a baseline's
    /// to accept. The counts and `--fail-on` take them in: the summary and the exit code count
    /// one set of errors.
    public var frontEndFindings: [Finding] = []

    /// Every finding, sorted by file, then position, then rule id.
    public var allFindings: [Finding] {
        (payloads.flatMap(\.findings) + fileFindings).sorted(by: Finding.sortedOrder)
    }

    /// Every finding the run counts and reports: the front end's and the rules'.
    public var countedFindings: [Finding] { frontEndFindings + allFindings }

    public var errorCount: Int { countedFindings.filter { $0.severity == .error }.count }
    public var warningCount: Int { countedFindings.filter { $0.severity == .warning }.count }
    public var noteCount: Int { countedFindings.filter { $0.severity == .note }.count }
    public var hasErrors: Bool { errorCount > 0 }
    public var undeclaredCount: Int { payloads.filter(\.isUndeclared).count }

    /// True when a finding at `severity` or worse is there (`check --fail-on`).
    public func hasFindings(atLeast severity: Diagnostic.Severity) -> Bool {
        // Severity orders error first: error < warning < note.
        countedFindings.contains { $0.severity <= severity }
    }

    /// Payload counts by kind label, in kind order ("silent", …, "silent or audible-background").
    public var kindCounts: [(label: String, kinds: [PayloadKind], count: Int)] {
        var counts: [[PayloadKind]: Int] = [:]
        for payload in payloads { counts[payload.kinds, default: 0] += 1 }
        return counts.keys.sorted { $0.lexicographicallyPrecedes($1) }.map { kinds in
            (PayloadReport.label(kinds), kinds, counts[kinds]!)
        }
    }
}


extension CheckReport {
    /// The report with only the findings at `severity` or worse (`check --quiet`).
    public func keeping(atLeast severity: Diagnostic.Severity) -> CheckReport {
        var copy = self
        for index in copy.payloads.indices { copy.payloads[index].findings.removeAll { $0.severity > severity } }
        copy.fileFindings.removeAll { $0.severity > severity }
        copy.frontEndFindings.removeAll { $0.severity > severity }
        return copy
    }
}
