import PHPSyntax
import PushAnalysis

/// `gtpush: disable GT104 GT105` (commas allowed) in the comments on or above a payload.
enum PayloadDirectives {
    static func disabledRules(_ directives: [CommentDirective]) -> Set<String> {
        Set(disabledWords(directives).map { $0.uppercased() })
    }

    private static func disabledWords(_ directives: [CommentDirective]) -> [String] {
        directives.filter { $0.kind == .disable }.flatMap(\.words)
    }
}
