import PHPSyntax
import PushAnalysis
import Platform

/// `// gtpush-ignore GTnnn[,GTmmm]` (end of a line, or alone on the line above) and
/// `// gtpush-ignore-file GTnnn`, as the directive reader found them, gathered per file as
/// findings ask.
final class IgnoreIndex {
    private let directives: DirectiveIndex
    private var files: [String: IgnoreComments] = [:]
    /// GT003 for unknown ids in the ignore comments of the files read so far.
    private(set) var unknownRuleFindings: [Finding] = []

    init(_ directives: DirectiveIndex) {
        self.directives = directives
    }

    /// False when an ignore comment silences the finding's rule on its line or in its file.
    func allows(_ finding: Finding) -> Bool {
        let comments = comments(finding.file)
        let id = finding.rule
        if comments.file.contains(id) { return false }
        return !(comments.lines[finding.location.line]?.contains(id) ?? false)
    }

    /// Reads a file's ignore comments (and finds their unknown ids) even when nothing asks.
    func read(_ file: SourceFile) { _ = comments(file) }

    private func comments(_ file: SourceFile) -> IgnoreComments {
        if let known = files[file.path] { return known }
        let parsed = IgnoreComments(directives.directives(in: file))
        files[file.path] = parsed
        unknownRuleFindings += parsed.unknown.map { UnknownRuleIDRule.finding($0.id, in: "`\($0.marker)`", file: file, offset: $0.offset, dedupeKey: nil) }
        return parsed
    }
}

/// The ignore comments of one file.
struct IgnoreComments {
    /// Ids ignored on each line (1-based).
    var lines: [Int: Set<String>] = [:]
    /// Ids ignored in the whole file.
    var file: Set<String> = []
    var unknown: [(id: String, marker: String, offset: Int)] = []

    init(_ directives: [CommentDirective]) {
        for directive in directives where directive.kind == .ignore || directive.kind == .ignoreFile {
            let wholeFile = directive.kind == .ignoreFile
            let name = wholeFile ? "gtpush-ignore-file" : "gtpush-ignore"
            var known: Set<String> = []
            for id in directive.words.map({ $0.uppercased() }) {
                if RuleIDs.isKnown(id) { known.insert(id) } else { unknown.append((id, name, directive.range.start)) }
            }
            if wholeFile {
                file.formUnion(known)
            } else if directive.standsAlone {
                // Alone on its line: it covers the next line (and itself).
                lines[directive.line, default: []].formUnion(known)
                lines[directive.line + 1, default: []].formUnion(known)
            } else {
                lines[directive.line, default: []].formUnion(known)
            }
        }
    }
}
