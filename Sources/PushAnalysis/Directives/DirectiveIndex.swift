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
        let all = directives(in: file)
        guard !all.isEmpty else { return [] }
        let line = file.location(of: range.start).line
        // Asked for every payload: only the comments between the start of the line above and the
        // end of this one are looked at, the first found by bisection (the directives are in
        // source order), so a file of thousands of payloads is not quadratic.
        let lineStarts = file.lineStarts
        let from = lineStarts[max(line - 2, 0)]
        let to = line < lineStarts.count ? lineStarts[line] : Int.max
        var low = 0
        var high = all.count
        while low < high {
            let middle = (low + high) / 2
            if all[middle].comment.end <= from { low = middle + 1 } else { high = middle }
        }
        var near: [CommentDirective] = []
        for directive in all[low...] {
            guard directive.comment.start < to else { break }
            let endLine = file.location(of: max(directive.comment.start, directive.comment.end - 1)).line
            if endLine == line || endLine == line - 1 || file.location(of: directive.comment.start).line == line { near.append(directive) }
        }
        return near
    }
}
