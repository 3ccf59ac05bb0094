import PHPSyntax

/// The comment directives of every file of a program, read once per file when the program is
/// analysed (files that never mention `gtpush` are not lexed again), for the analysis, the rules
/// (intents, ignores, `disable`) and the emitters alike.
public struct DirectiveIndex: Sendable {
    private var byPath: [String: [CommentDirective]] = [:]
    /// The files the run checks (not those only read for their includes) that hold a directive,
    /// in input order: whose directives are judged themselves (GT003, GT005).
    public private(set) var checkedFiles: [SourceFile] = []

    public init() {}

    public init(units: [SourceUnit]) {
        let read = ParallelMap.map(units.filter { CommentDirectiveReader.mayHold($0.file.bytes[...]) }) { unit in
            (file: unit.file, isEntry: unit.isEntry, directives: CommentDirectiveReader.directives(in: unit.tree))
        }
        // A document's snippets are units of one file: their directives are the file's.
        for unit in read where !unit.directives.isEmpty {
            if byPath[unit.file.path] == nil, unit.isEntry { checkedFiles.append(unit.file) }
            byPath[unit.file.path, default: []] += unit.directives
        }
    }

    /// Every directive of `file`, in source order.
    public func directives(in file: SourceFile) -> [CommentDirective] {
        byPath[file.path] ?? []
    }

    /// The directives on the line that starts `range`, on the line just above it, or in a
    /// comment ending on that line: those that speak for the code created there.
    public func directives(near range: SourceRange, in file: SourceFile) -> [CommentDirective] {
        let line = file.location(of: range.start).line
        return directives(in: file).filter { directive in
            let endLine = file.location(of: max(directive.comment.start, directive.comment.end - 1)).line
            return endLine == line || endLine == line - 1 || file.location(of: directive.comment.start).line == line
        }
    }
}
