import PHPSyntax
import PushAnalysis
import Platform

/// `// gtpush-ignore GTnnn[,GTmmm]` (end of a line, or alone on the line above) and
/// `// gtpush-ignore-file GTnnn`, as the directive reader found them, gathered per file as
/// findings ask; it remembers which of their ids silenced something, for GT005.
final class IgnoreIndex {
    private let directives: DirectiveIndex
    private var files: [String: IgnoreComments] = [:]
    /// The (file, comment, id) triples that silenced at least one finding: an ignore comment's,
    /// or a `gtpush: disable` comment's that switched off a rule with something to say.
    private var used: Set<Use> = []

    private struct Use: Hashable {
        var path: String
        var marker: Int
        var id: String
    }

    init(_ directives: DirectiveIndex) {
        self.directives = directives
    }

    /// False when an ignore comment silences the finding's rule on its line or in its file.
    func allows(_ finding: Finding) -> Bool {
        let comments = comments(finding.file)
        let id = finding.rule
        let silencing = (comments.file[id] ?? []) + (comments.lines[finding.location.line]?[id] ?? [])
        for marker in silencing { used.insert(Use(path: finding.path, marker: marker, id: id)) }
        return silencing.isEmpty
    }

    /// Records that `record`'s `gtpush: disable` comments switched off `ids`, each of which had
    /// something to say about it.
    func disabled(_ ids: some Sequence<String>, by record: PayloadRecord) {
        let ids = Array(ids)
        guard !ids.isEmpty else { return }
        for directive in record.directives where directive.kind == .disable {
            for id in ids { used.insert(Use(path: record.file.path, marker: directive.range.start, id: id)) }
        }
    }

    /// Whether the ignore or disable comment whose marker is at `marker` in `path` silenced `id`.
    func silenced(_ id: String, path: String, marker: Int) -> Bool {
        used.contains(Use(path: path, marker: marker, id: id))
    }

    private func comments(_ file: SourceFile) -> IgnoreComments {
        if let known = files[file.path] { return known }
        let parsed = IgnoreComments(directives.directives(in: file))
        files[file.path] = parsed
        return parsed
    }
}

/// The ignore comments of one file: for each known id, the markers of the comments that
/// silence it, on a line (1-based) or in the whole file.
struct IgnoreComments {
    var lines: [Int: [String: [Int]]] = [:]
    var file: [String: [Int]] = [:]

    init(_ directives: [CommentDirective]) {
        for directive in directives where directive.kind == .ignore || directive.kind == .ignoreFile {
            let marker = directive.range.start
            for id in Set(directive.words.map { $0.uppercased() }) where RuleIDs.isKnown(id) {
                if directive.kind == .ignoreFile {
                    file[id, default: []].append(marker)
                } else if directive.standsAlone {
                    // Alone on its line: it covers the next line (and itself).
                    lines[directive.line, default: [:]][id, default: []].append(marker)
                    lines[directive.line + 1, default: [:]][id, default: []].append(marker)
                } else {
                    lines[directive.line, default: [:]][id, default: []].append(marker)
                }
            }
        }
    }
}
