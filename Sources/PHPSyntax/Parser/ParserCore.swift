/// Thrown after a syntax error has been reported; the nearest statement (or member) list catches it
/// and resynchronizes. Typed throws keep this allocation-free.
struct ParseFailure: Error {}

/// The token cursor, diagnostics and error recovery shared by every part of the parser.
///
/// Significant tokens come from the lexer as three parallel columns (`SignificantTokens`); trivia
/// never enters them.
final class PHPParser {
    let source: SourceFile
    let bytes: [UInt8]
    /// Kept while the parser reads its columns, which it owns.
    private let tokens: SignificantTokens
    /// Per significant token: its `SignificantTokens` code, and one extra `eofCode` entry at the
    /// end so lookahead never runs off the column. Read without a bounds check in a release
    /// build (a debug build checks): every read is of a token the parser reached or a lookahead
    /// clamped to the end-of-file entry, where `advance` stops.
    let codes: UnsafeBufferPointer<UInt16>
    let starts: UnsafeBufferPointer<Int32>
    let ends: UnsafeBufferPointer<Int32>
    let count: Int
    let regionEnd: Int
    /// Where the tree is built.
    let arena: ArenaBuilder

    var pos = 0
    /// End offset of the last consumed significant token: where a node that just finished ends.
    var lastEnd: Int
    var diagnostics: [Diagnostic] = []
    var depth = 0
    var reportedTooDeep = false
    /// Links of left-deep chains (`a . b . c`, `$o->a()->b()`, `$a[0][1]`) in the outermost
    /// expression being parsed, and how many expressions enclose the parser now (`link()`).
    var chainLinks = 0
    var expressionNesting = 0
    /// See `StackGuard`; nil where the thread's stack cannot be queried (the depth limit still holds).
    let stackLimit: UInt?
    /// Set by `__halt_compiler();`: the rest of the region is data.
    var halted = false
    /// The `__halt_compiler` token the parser stopped at (one in a block it refuses instead).
    var haltToken: Int?
    /// Where the statement being parsed stands, which decides what may start it.
    var statementPlace = StatementPlace.top
    /// The token a top-level statement starts at. PHP's parser, there, expects a statement or the
    /// end of the file, and says `expecting end of file` about a token that starts neither.
    var topLevelStatementStart = -1
    /// Where the first error was found (its token's start): whether PHP's lexer would have
    /// complained about a bracket before it (`Parser.withBracketError`).
    var firstErrorOffset: Int?
    /// A tail PHP gives at one token (`defaultTailPosition`) when nothing there can start what
    /// comes next: where its grammar allows an empty part, the parser reduces to it and then names
    /// what must follow (`$a[;` says `expecting "]"`).
    var defaultTail: String?
    var defaultTailPosition = -1
    /// The token after the last comma of a list that may end with one (`acceptComma`) and the
    /// list's closing token, which PHP names when no item starts there: kept as a position and a
    /// character, not as `defaultTail`, since every comma of every argument list sets them.
    var listItemPosition = -1
    var listCloser: Unicode.Scalar = ")"
    /// The token where an array element or a foreach target starts: a `list(…)` there may stand
    /// without `=` (see `parsePrimary`).
    var standaloneListPosition = -1
    /// The token a `foreach` key or value starts at.
    var foreachTargetPosition = -1
    /// What the statements of the function body being parsed hold for the compile-time checks,
    /// kept in its node when it ends (`BodyFacts`).
    var bodyFacts = BodyFacts()

    static let maxDiagnostics = 50
    /// Combined statement + expression nesting. Each level costs a handful of frames; 400 keeps a
    /// debug build well inside a 512 KiB secondary-thread stack.
    static let maxDepth = 400
    /// Links of left-deep chains in one outermost expression, at the most. The parser makes such
    /// a chain in a loop, but every later stage (tree conversion, interpreter, rules, emitters)
    /// recurses once per link: 200,000 links fit in the 512 MiB every thread of gtpush gets
    /// (`LargeStackThreads`) in a release build; a smaller stack, or a debug build, holds fewer
    /// (`StackGuard.chainLinks`). PHP itself crashes on a tenth of that (`1+1+…`), except for
    /// literal concatenations, which it folds as it parses.
    static let maxChainLinks = 200_000
    /// This thread's share of `maxChainLinks`.
    let chainLinkLimit: Int

    /// `tokens` as the lexer wrote them, ending with the end-of-file entry.
    init(source: SourceFile, tokens: SignificantTokens, regionStart: Int, regionEnd: Int) {
        self.source = source
        self.bytes = source.bytes
        self.tokens = tokens
        count = tokens.codes.count - 1
        self.codes = tokens.codes
        self.starts = tokens.starts
        self.ends = tokens.ends
        self.regionEnd = regionEnd
        self.lastEnd = regionStart
        arena = ArenaBuilder(tokens: count, source: source.bytes)
        self.stackLimit = StackGuard.currentLimit()
        self.chainLinkLimit = StackGuard.chainLinks()
    }

    /// PHP's lexer's bracket complaint (`BracketBalance`), if the region has one.
    func bracketError() -> (message: String, offset: Int)? {
        var brackets = BracketBalance()
        for index in 0..<count {
            let code = codes[index], offset = Int(starts[index])
            // PHP's parser stops asking for tokens after `__halt_compiler`; the data is not checked,
            // but a bracket still open there is `Unclosed`, as at the end of the file. One inside a
            // block is refused at its `;` before PHP's lexer goes further.
            if code == K(.haltCompiler) {
                if index == haltToken { brackets.finish(at: offset, source: source) }
                return brackets.error
            }
            brackets.feed(code: code, offset: offset, source: source)
        }
        brackets.finish(at: regionEnd, source: source)
        return brackets.error
    }

    // MARK: Cursor

    @inline(__always) var code: UInt16 { codes[pos] }
    @inline(__always) var atEnd: Bool { pos >= count }
    @inline(__always) var start: Int { Int(starts[pos]) }
    @inline(__always) func peek(_ offset: Int = 1) -> UInt16 { codes[min(pos + offset, count)] }

    @inline(__always) func at(_ kind: TokenKind) -> Bool { codes[pos] == UInt16(kind.rawValue) }
    @inline(__always) func at(_ char: Unicode.Scalar) -> Bool { codes[pos] == charBase + UInt16(char.value) }

    @inline(__always) func advance() {
        if pos < count {
            lastEnd = Int(ends[pos])
            pos += 1
        }
    }

    @inline(__always) func accept(_ kind: TokenKind) -> Bool {
        if at(kind) { advance(); return true }
        return false
    }

    @inline(__always) func accept(_ char: Unicode.Scalar) -> Bool {
        if at(char) { advance(); return true }
        return false
    }

    func expect(_ kind: TokenKind, _ what: String?) throws(ParseFailure) {
        if at(kind) { advance(); return }
        throw fail(expecting: what)
    }

    func expect(_ char: Unicode.Scalar) throws(ParseFailure) {
        if at(char) { advance(); return }
        throw fail(expecting: "'\(char)'")
    }

    /// `char` next, or a failure naming `tail` as what PHP expected.
    func expect(_ char: Unicode.Scalar, tail: String) throws(ParseFailure) {
        if at(char) { advance(); return }
        throw fail(expecting: tail)
    }

    /// After an item of a list that may end with a comma (arguments, `isset`, `unset`, a
    /// closure's `use`): takes the comma and tells whether another item follows. Past a comma
    /// PHP's parser takes it as the list's last when no item starts there, and names the closing
    /// token: a failure at the next token has that tail.
    @inline(__always)
    func acceptComma(before closing: Unicode.Scalar) -> Bool {
        guard accept(",") else { return false }
        if at(closing) { return false }
        listItemPosition = pos
        listCloser = closing
        return true
    }

    /// `char` as a tail spells it (`')'`).
    static func quoted(_ char: Unicode.Scalar) -> String {
        switch char {
        case ")": "')'"
        case "]": "']'"
        case "}": "'}'"
        case ";": "';'"
        default: "'\(char)'"
        }
    }

    @inline(__always) func setDefaultTail(_ tail: String) {
        defaultTail = tail
        defaultTailPosition = pos
    }

    /// The `)` after a parenthesized expression, where PHP's parser could still take any operator
    /// and so names no expected token.
    func expectClosingParenthesis() throws(ParseFailure) {
        if at(")") { advance(); return }
        throw fail()
    }

    /// `;`, or `?>`, which ends a statement the same way; `expecting` is the tail PHP's parser
    /// gives in that place (none after an expression statement, `"," or ";"` after a list).
    func expectSemicolon(expecting: String? = "';'") throws(ParseFailure) {
        if at(";") || at(.closeTag) { advance(); return }
        throw fail(expecting: expecting)
    }

    /// The text of significant token `index` (used for names, which need Strings in the tree).
    func text(at index: Int) -> String {
        string(from: Int(starts[index]), to: Int(ends[index]))
    }

    /// The source's bytes in `start..<end` as text. Read through the buffer, not a slice of the
    /// array: a slice retains the array and releases it again, for every name the parser reads.
    func string(from start: Int, to end: Int) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    var currentText: String { text(at: pos) }

    /// Token `index`'s bytes, as a text of the tree.
    func tokenText(at index: Int) -> UInt32 { arena.text(Int(starts[index]), Int(ends[index])) }

    /// Variable token `index`'s name (without `$`), as a text of the tree.
    func variableText(at index: Int) -> UInt32 { arena.text(Int(starts[index]) + 1, Int(ends[index])) }

    func range(from startOffset: Int) -> SourceRange {
        SourceRange(start: startOffset, end: max(lastEnd, startOffset))
    }

    var currentRange: SourceRange { SourceRange(start: Int(starts[pos]), end: Int(ends[pos])) }

    // MARK: Diagnostics

    func report(_ message: String, at offset: Int) {
        if firstErrorOffset == nil { firstErrorOffset = offset }
        report(message, at: source.location(of: offset))
    }

    func report(_ message: String, at location: SourceLocation) {
        guard diagnostics.count < Self.maxDiagnostics else { return }
        // Cascades (several unclosed blocks at end of file) would repeat at one place.
        if let last = diagnostics.last, last.location == location { return }
        diagnostics.append(Diagnostic(path: source.path, location: location, severity: .error, message: message))
    }

    /// Where PHP puts an error about the current token: on the line its lexer has reached, which is
    /// the token's last line (a heredoc start ends after its newline); the column is the token's
    /// own while it stays on one line, else where it ends.
    var phpLocation: SourceLocation {
        let tokenStart = Int(starts[pos]), tokenEnd = Int(ends[pos])
        // A `'` left open is lexed as string content to the end, without PHP counting its lines.
        let isOpenSingleQuote = code == K(.encapsedAndWhitespace) && bytes[tokenStart] == UInt8(ascii: "'")
        // `?>` counts the newline it takes only from the next token on.
        if !isOpenSingleQuote && code != K(.closeTag) && bytes[tokenStart..<tokenEnd].contains(UInt8(ascii: "\n")) { return source.location(of: tokenEnd) }
        return source.location(of: tokenStart)
    }

    /// Reports `syntax error, unexpected X[, expecting Y]` at the current token and returns the
    /// failure to throw.
    func fail(expecting what: String? = nil) -> ParseFailure {
        var message = "syntax error, unexpected \(describeCurrent())"
        let what = what ?? (pos == defaultTailPosition ? defaultTail : nil) ?? (pos == listItemPosition ? Self.quoted(listCloser) : nil)
            ?? (pos == topLevelStatementStart && !atEnd ? "end of file" : nil)
        // PHP spells every expected token in double quotes, whatever its grammar wrote.
        if let what { message += ", expecting " + String(what.map { $0 == "'" ? "\"" : $0 }) }
        if firstErrorOffset == nil { firstErrorOffset = start }
        report(message, at: phpLocation)
        return ParseFailure()
    }

    func describeCurrent() -> String {
        if atEnd { return "end of file" }
        let tokenStart = Int(starts[pos]), tokenEnd = Int(ends[pos])
        let isChar = code >= charBase && code != eofCode
        let kind = isChar ? TokenKind.char : TokenKind(rawValue: UInt8(code)) ?? .badCharacter
        return UnexpectedToken.describe(kind: kind, char: isChar ? UInt8(code - charBase) : 0, text: bytes[tokenStart..<tokenEnd])
    }

    // MARK: Nesting

    /// Enters one level of statement/expression nesting; past the limit reports once and fails.
    @inline(__always) func enter() throws(ParseFailure) {
        depth += 1
        if depth > Self.maxDepth || (stackLimit.map { StackGuard.here() < $0 } ?? false) {
            depth -= 1
            if !reportedTooDeep {
                reportedTooDeep = true
                report("nesting too deep", at: start)
            }
            throw ParseFailure()
        }
    }

    @inline(__always) func leave() { depth -= 1 }

    /// One more link of a left-deep chain: the tree gets one level deeper with no recursion of
    /// the parser's to notice it, so chains are counted over the outermost expression (closures
    /// and their statements inside it included), and past `chainLinkLimit` the expression is too deep.
    @inline(__always) func link() throws(ParseFailure) {
        chainLinks += 1
        if chainLinks > chainLinkLimit {
            if !reportedTooDeep {
                reportedTooDeep = true
                report("nesting too deep", at: start)
            }
            throw ParseFailure()
        }
    }

    /// Enters an expression; the outermost one starts counting chain links afresh.
    @inline(__always) func enterExpression() {
        if expressionNesting == 0 { chainLinks = 0 }
        expressionNesting += 1
    }

    @inline(__always) func leaveExpression() { expressionNesting -= 1 }

    // MARK: Recovery

    /// Skips to the next statement boundary: past a `;` (or `?>`) at the current nesting, past a
    /// `}` that closes a block opened while skipping, before a `}` that closes the enclosing block,
    /// or before a token that can only start a statement. Always terminates: every step consumes.
    func synchronize() {
        var braces = 0
        var parens = 0
        while !atEnd {
            let c = code
            switch c {
            case C(";"), K(.closeTag):
                if braces == 0 && parens == 0 { advance(); return }
            case C("{"), K(.curlyOpen), K(.dollarOpenCurlyBraces):
                braces += 1
            case C("}"):
                if braces == 0 { return }
                braces -= 1
                if braces == 0 && parens == 0 { advance(); return }
            case C("("), C("["):
                parens += 1
            case C(")"), C("]"):
                if parens > 0 { parens -= 1 }
            case K(.inlineHTML), K(.openTag), K(.openTagWithEcho):
                if braces == 0 { return }
            default:
                if braces == 0 && parens == 0 && statementOnlyStarters[Int(c)] { return }
            }
            advance()
        }
    }
}

@inlinable var charBase: UInt16 { 256 }
let eofCode: UInt16 = 0xFFFF

@inlinable @inline(__always) package func K(_ kind: TokenKind) -> UInt16 { UInt16(kind.rawValue) }
@inlinable @inline(__always) package func C(_ char: Unicode.Scalar) -> UInt16 { charBase + UInt16(char.value) }

/// Where a statement stands in PHP's grammar: in the file's list or a namespace's braces
/// (`top_statement`: anything), in any other list (`inner_statement`: no `namespace`, `use` or
/// `const`, and `__halt_compiler` is refused), or alone as the body of a control structure
/// without braces (`statement`: nor a declaration of a function or class).
enum StatementPlace {
    case top, inner, single
}

/// A 512-entry membership table over token codes.
package struct CodeSet {
    private var bits: [Bool]

    init(kinds: [TokenKind], chars: [Unicode.Scalar] = []) {
        bits = [Bool](repeating: false, count: 512)
        for kind in kinds { bits[Int(kind.rawValue)] = true }
        for char in chars { bits[Int(C(char))] = true }
    }

    @inline(__always) package subscript(code: Int) -> Bool { code < 512 && bits[code] }
}

/// Tokens at which recovery stops: they can only begin a statement (or end an alternative block).
let statementOnlyStarters = CodeSet(kinds: [
    .if, .else, .elseif, .endif, .while, .endwhile, .do, .for, .endfor, .foreach, .endforeach,
    .switch, .endswitch, .case, .default, .try, .catch, .finally, .return, .echo, .global, .unset,
    .namespace, .class, .interface, .trait, .abstract, .final, .const, .declare, .enddeclare,
    .goto, .break, .continue, .function, .public, .protected, .private, .var,
])

/// Tokens usable as an identifier after `->`, `::`, as a method/constant name or a named argument:
/// plain identifiers and every keyword.
package let identifierLike: CodeSet = {
    var kinds: [TokenKind] = [.string]
    var inKeywords = false
    for kind in TokenKind.allCases {
        if kind == .abstract { inKeywords = true }
        if inKeywords { kinds.append(kind) }
        if kind == .traitC { break }
    }
    kinds.removeAll { $0 == .yieldFrom }
    return CodeSet(kinds: kinds)
}()
