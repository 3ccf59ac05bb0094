import PHPSyntax
import PushAnalysis

/// `gtpush: disable GT104 GT105` (commas allowed) in the comments on or above a payload.
enum PayloadDirectives {
    static func disabledRules(_ directives: [CommentDirective]) -> Set<String> {
        Set(disabledWords(directives).map { $0.uppercased() })
    }

    /// GT003 for each id in a `gtpush: disable` comment that names no rule.
    static func unknownRuleFindings(_ record: PayloadRecord, disabled: Set<String>) -> [Finding] {
        guard !disabled.contains(UnknownRuleIDRule.id) else { return [] }
        let line = record.file.location(of: record.creation.start).line
        return disabledWords(record.directives).filter { !RuleIDs.isKnown($0) }.map { word in
            UnknownRuleIDRule.finding(word, in: "`gtpush: disable`", file: record.file, offset: record.creation.start, dedupeKey: "\(record.file.path):\(line):\(word)")
        }
    }

    private static func disabledWords(_ directives: [CommentDirective]) -> [String] {
        directives.filter { $0.kind == .disable }.flatMap(\.words)
    }
}
