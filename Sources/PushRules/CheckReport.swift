import PushAnalysis

/// One payload's verdict.
public struct PayloadReport: Sendable {
    public var record: PayloadRecord
    public var analysis: KindAnalysis
    public var intent: Intent?
    public var intentReason: String
    /// Sorted by position, then rule id.
    public var findings: [Finding]

    /// One kind, or several when unknown values leave it open.
    public var kinds: [PayloadKind] { analysis.kinds }
    /// Which values decide the kind, when there are several; nil when it is decided.
    public var kindExplanation: String? { analysis.kindExplanation }
    /// "silent", or "silent or audible-background".
    public var kindLabel: String { Self.label(kinds) }

    static func label(_ kinds: [PayloadKind]) -> String { kinds.map(\.rawValue).joined(separator: " or ") }
}

/// Everything `check` found.
public struct CheckReport: Sendable {
    public var payloads: [PayloadReport]
    /// Findings not tied to one payload (notes from files without a payload that contains them).
    public var fileFindings: [Finding]
    public var options: CheckOptions

    /// Every finding, sorted by file, then position, then rule id.
    public var allFindings: [Finding] {
        (payloads.flatMap(\.findings) + fileFindings).sorted(by: Finding.sortedOrder)
    }

    public var errorCount: Int { allFindings.filter { $0.severity == .error }.count }
    public var warningCount: Int { allFindings.filter { $0.severity == .warning }.count }
    public var noteCount: Int { allFindings.filter { $0.severity == .note }.count }
    public var hasErrors: Bool { errorCount > 0 }

    /// Payload counts by kind label, in kind order ("silent", …, "silent or audible-background").
    public var kindCounts: [(label: String, count: Int)] {
        var counts: [[PayloadKind]: Int] = [:]
        for payload in payloads { counts[payload.kinds, default: 0] += 1 }
        return counts.keys.sorted { $0.lexicographicallyPrecedes($1) }.map { kinds in
            (PayloadReport.label(kinds), counts[kinds]!)
        }
    }
}
