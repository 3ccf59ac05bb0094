import PHPSyntax

/// A `gtpush` directive in a comment: what it says, the words it says it with, and where.
///
/// - `gtpush: silent` (`normal`, `mixed`, or any other word: `intent`), `gtpush: disable GT104 GT105`,
///   `gtpush: no-swift`, on or above the code they are about;
/// - `gtpush-ignore GT102[,GT103]` for its line (and the next, when the comment stands alone on
///   its line), `gtpush-ignore-file GT102` for the file.
///
/// Only comments hold directives: the same words in a string (`$log = "// gtpush-ignore GT102";`)
/// are text, and say nothing to gtpush.
public struct CommentDirective: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `gtpush: WORD …`, WORD being none of the words below: an intent, or a word meant as one.
        case intent
        /// `gtpush: disable GTnnn …`
        case disable
        /// `gtpush: no-swift`
        case noSwift
        /// `gtpush-ignore GTnnn …`
        case ignore
        /// `gtpush-ignore-file GTnnn …`
        case ignoreFile
    }

    public var kind: Kind
    /// As written after the marker, split at blanks and commas: the intent word and what follows
    /// it; the rule ids after `disable`, `gtpush-ignore` and `gtpush-ignore-file` (an ignore's
    /// words end at the first that is no id, where its reason begins).
    public var words: [String]
    /// From the marker to the end of its last word.
    public var range: SourceRange
    /// 1-based line of the marker.
    public var line: Int
    /// The comment it is in.
    public var comment: SourceRange
    /// Nothing but blanks before it on its line: a comment of its own, not one after code.
    public var standsAlone: Bool

    public init(kind: Kind, words: [String], range: SourceRange, line: Int, comment: SourceRange, standsAlone: Bool) {
        self.kind = kind
        self.words = words
        self.range = range
        self.line = line
        self.comment = comment
        self.standsAlone = standsAlone
    }
}
