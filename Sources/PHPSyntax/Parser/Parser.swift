import Platform

/// The result of parsing one region of a file.
public struct SyntaxTree: Sendable {
    /// The file the region is in: constant, since `tokens` lexes it again.
    public let source: SourceFile
    /// The tree: the arena the parser built, until the enum tree is made from it.
    private let content: TreeContent
    /// Syntax errors, and what the pass `parse` was given found (the compile errors PHP would
    /// report, from `CompileChecks.parse`), each `path:line:column: error: message`.
    public var diagnostics: [Diagnostic]
    /// How many tokens `tokens` holds.
    public let tokenCount: Int
    private let region: Range<Int>
    private let mode: LexerStartMode
    private let firstLine: Int
    private let allTokens = Memo<[Token]>()
    /// Whether the file has no statement.
    public let isEmpty: Bool

    init(source: SourceFile, region: Range<Int>, mode: LexerStartMode, firstLine: Int, tokenCount: Int, arena: SyntaxArena, diagnostics: [Diagnostic]) {
        self.source = source
        self.region = region
        self.mode = mode
        self.firstLine = firstLine
        self.tokenCount = tokenCount
        isEmpty = arena.statements.isEmpty
        content = TreeContent(arena)
        self.diagnostics = diagnostics
    }

    /// The statements as a tree of values, for the stages that keep one (the analysis, the
    /// fixer, the emitters): made from the arena the first time they are asked for, after which
    /// the arena is gone. `parse` never asks: its checks read the arena.
    public var statements: [Stmt] { content.statements }

    /// The arena the parser built, while the enum tree has not been made from it: the
    /// compile-time checks read it as the file is parsed; afterwards it is nil once
    /// `statements` were asked for.
    public var arena: SyntaxArena? { content.arena }

    /// All tokens of the region, trivia included (comments carry `gtpush:` directives). The
    /// parser reads only the others, so these are lexed again the first time they are asked
    /// for: the fixer and the analysis ask, for the few files they work on; `parse` never does.
    public var tokens: [Token] {
        allTokens.value { Lexer.tokenize(source.bytes, range: region, startingIn: mode, firstLine: firstLine) }
    }
}

/// A tree's arena, and the enum tree once made from it: a tree the analysis keeps holds only
/// the second (both was a seventh more memory on a backend's files). Copies share the one state.
private struct TreeContent: Sendable {
    private struct State {
        var arena: SyntaxArena?
        var converted: [Stmt]?
    }

    private let state: Locked<State>

    init(_ arena: SyntaxArena) {
        state = Locked(State(arena: arena))
    }

    var arena: SyntaxArena? { state.withLock { $0.arena } }

    var statements: [Stmt] {
        state.withLock { state in
            if let converted = state.converted { return converted }
            let made = state.arena?.tree ?? []
            state.converted = made
            state.arena = nil
            return made
        }
    }
}

/// A pass over a tree, run by `Parser.parse` as soon as the tree is made, while the parser's
/// tokens are still at hand (the tree does not keep them: they are twice the source's size). What
/// it finds joins the tree's diagnostics. The compile-time checks are one (`PHPCompileChecks`):
/// the parser offers the hook and names no pass.
package protocol ParsedTreePass: Sendable {
    func diagnostics(of tree: SyntaxTree, tokens: SignificantTokens) -> [Diagnostic]
}

public enum Parser {
    /// How many links of left-deep chains (`a . b`, `->f()`, `[0]`) one expression may hold before
    /// it is `nesting too deep`, on a thread with the stack of gtpush's own (`LargeStackThreads`).
    public static var maximumChainLinks: Int { min(PHPParser.maxChainLinks, LargeStackThreads.stackSize / StackGuard.stackPerLink) }

    /// Parses `source.bytes[region]` (the whole file when nil), recovering at the next statement
    /// after a syntax error. Only the grammar is checked: the errors PHP finds when it compiles a
    /// file that parsed are `PHPCompileChecks`' (`CompileChecks.parse`).
    public static func parse(_ source: SourceFile, region: SourceRange? = nil, startingIn mode: LexerStartMode = .inlineHTML) -> SyntaxTree {
        parse(source, region: region, startingIn: mode, then: nil)
    }

    /// `parse`, then `pass` on the tree while the parser's tokens are still at hand.
    package static func parse(_ source: SourceFile, region: SourceRange? = nil, startingIn mode: LexerStartMode = .inlineHTML, then pass: (any ParsedTreePass)?) -> SyntaxTree {
        let bounds = region ?? SourceRange(start: 0, end: source.bytes.count)
        let firstLine = source.location(of: bounds.start).line
        let scanned = Lexer.scan(source.bytes, range: bounds.start..<bounds.end, startingIn: mode, firstLine: firstLine)
        let significant = scanned.significant
        let parser = PHPParser(source: source, tokens: significant, regionStart: bounds.start, regionEnd: bounds.end)
        let arena = parser.arena.finish(root: parser.parseFile())
        var diagnostics = withBracketError(parser)
        if let comment = scanned.unterminatedCommentStart {
            // PHP's lexer runs the comment to the end and refuses it there, so what the parser
            // found after it (the end of the file, brackets left open) is never reached.
            let refusal = Diagnostic(file: source, offset: comment, severity: .error, message: "Unterminated comment starting line \(source.location(of: comment).line)")
            diagnostics = diagnostics.filter { $0.location < refusal.location } + [refusal]
        }
        var tree = SyntaxTree(source: source, region: bounds.start..<bounds.end, mode: mode, firstLine: firstLine, tokenCount: scanned.tokenCount, arena: arena, diagnostics: diagnostics)
        if let pass { tree.diagnostics += pass.diagnostics(of: tree, tokens: significant) }
        return tree
    }

    /// PHP's lexer finds a bracket that does not match before its parser sees that token, so the
    /// bracket complaint replaces a syntax error at the same place and comes before later ones.
    /// After an earlier syntax error it is left out: PHP stops at the first error, and a bracket
    /// left open by broken code is that error's echo, not news. Brackets are counted only when the
    /// parser found an error: every bracket of the grammar comes with its partner, so a file it
    /// accepts has them matched (one `__halt_compiler` inside brackets leaves the rest unclosed,
    /// which the parser refuses too).
    static func withBracketError(_ parser: PHPParser) -> [Diagnostic] {
        guard !parser.diagnostics.isEmpty, let error = parser.bracketError() else { return parser.diagnostics }
        let bracket = Diagnostic(file: parser.source, offset: error.offset, severity: .error, message: error.message)
        if let first = parser.firstErrorOffset, first < error.offset { return parser.diagnostics }
        return [bracket] + parser.diagnostics.filter { $0.location > bracket.location }
    }
}
