/// The result of parsing one region of a file.
public struct SyntaxTree: Sendable {
    /// The file the region is in: constant, since `tokens` lexes it again.
    public let source: SourceFile
    /// The tree as the parser built it: nodes in a few runs of memory, read through views.
    public let arena: SyntaxArena
    /// Syntax errors, or when there are none the compile errors PHP would report, each
    /// `path:line:column: error: message`.
    public var diagnostics: [Diagnostic]
    /// How many tokens `tokens` holds.
    public let tokenCount: Int
    private let region: Range<Int>
    private let mode: LexerStartMode
    private let firstLine: Int
    private let allTokens = Memo<[Token]>()
    private let enumTree = Memo<[Stmt]>()

    init(source: SourceFile, region: Range<Int>, mode: LexerStartMode, firstLine: Int, tokenCount: Int, arena: SyntaxArena, diagnostics: [Diagnostic]) {
        self.source = source
        self.region = region
        self.mode = mode
        self.firstLine = firstLine
        self.tokenCount = tokenCount
        self.arena = arena
        self.diagnostics = diagnostics
    }

    /// The statements as a tree of values, for the stages that keep one (the analysis, the
    /// fixer, the emitters): made from the arena the first time they are asked for. `parse`
    /// never asks: its checks read the arena.
    public var statements: [Stmt] {
        enumTree.value { arena.tree }
    }

    /// All tokens of the region, trivia included (comments carry `gtpush:` directives). The
    /// parser reads only the others, so these are lexed again the first time they are asked
    /// for: the fixer and the analysis ask, for the few files they work on; `parse` never does.
    public var tokens: [Token] {
        allTokens.value { Lexer.tokenize(source.bytes, range: region, startingIn: mode, firstLine: firstLine) }
    }
}

public enum Parser {
    /// Parses `source.bytes[region]` (the whole file when nil), recovering at the next statement
    /// after a syntax error. Without `compileChecks` only the grammar is checked: the errors PHP
    /// finds when it compiles a file that parsed are left out.
    public static func parse(_ source: SourceFile, region: SourceRange? = nil, startingIn mode: LexerStartMode = .inlineHTML, compileChecks: Bool = true) -> SyntaxTree {
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
        // What PHP refuses when it compiles a file that parsed (`php -l`'s fatal errors).
        if compileChecks { tree.diagnostics += CompileChecks.diagnostics(tree, tokens: significant) }
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
