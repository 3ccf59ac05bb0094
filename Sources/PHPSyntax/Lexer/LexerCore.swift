/// The scanner's mutable state: a cursor over raw bytes plus the condition stack that PHP's own
/// scanner keeps (`yy_push_state` / `BEGIN`). Rules live in extensions, one file per family.
///
/// Everything works on an `UnsafeBufferPointer<UInt8>` so the hot loops never touch `Character`
/// or allocate per token; the only growth is the token array, reserved up front.
struct LexerCore {
    /// PHP's scanner conditions (`ST_IN_SCRIPTING`, …). The names follow PHP's so the rules can be
    /// checked against what `token_get_all` does.
    enum State: UInt8 {
        case initial, inScripting, lookingForProperty, backquote, doubleQuotes, heredoc, nowdoc
        case endHeredoc, lookingForVarname, varOffset
    }

    /// An open heredoc/nowdoc: where its label is, and how far the closing line is indented once
    /// the body scanner has found it (the END_HEREDOC token covers indentation + label).
    struct HeredocLabel {
        var start: Int
        var length: Int
        var indentation: Int
    }

    let buf: UnsafeBufferPointer<UInt8>
    /// One past the last byte of the range being lexed; nothing at or after it is ever read.
    let end: Int
    var pos: Int
    var line: Int
    var state: State
    var stack: [State] = []
    var heredocs: [HeredocLabel] = []
    /// Where the literal text after an interpolating `"` ends, measured while deciding whether the
    /// string was constant, so the text token need not be rescanned (-1: nothing pending).
    var pendingTextEnd = -1
    /// Set when T_HALT_COMPILER is emitted, so the main loop can switch to counting tokens.
    var sawHaltCompiler = false
    /// Every token, trivia included, when `keepsAllTokens`; empty otherwise.
    var tokens: [Token] = []
    /// Whether `tokens` is filled. The parser reads only `significant`: a full token list is
    /// half whitespace, 32 bytes a token, and appending to it cost an eighth of the lexer.
    let keepsAllTokens: Bool
    /// How many tokens were emitted, whether or not they are kept.
    var tokenCount = 0
    /// Where a `/*` with no `*/` starts: it runs to the end, and PHP refuses the file.
    var unterminatedCommentStart: Int?
    /// The same tokens as the parser reads them, filled in the same step.
    var significant: SignificantTokens.Builder
    /// Held for the run: the global's lazy initialisation is checked once, not at every name.
    let keywords = KeywordTable.shared

    init(buf: UnsafeBufferPointer<UInt8>, start: Int, end: Int, line: Int, state: State, keepsAllTokens: Bool) {
        self.buf = buf
        self.end = end
        self.pos = start
        self.line = line
        self.state = state
        self.keepsAllTokens = keepsAllTokens
        if keepsAllTokens { tokens.reserveCapacity(Swift.max(16, (end - start) / 4)) }
        // A significant token for every five bytes: PHP as written runs 5 to 12 bytes a token (a
        // tenth of Laravel's files under 6), and room for one in eight made most files copy
        // their three columns once while lexing.
        significant = SignificantTokens.Builder(capacity: (end - start) / 5)
    }

    // MARK: - Byte access

    /// The byte at `index`, or 0 past the end. PHP's buffers are NUL-padded the same way, and no
    /// rule treats NUL as part of a multi-byte construct, so lookahead can use this freely.
    @inline(__always)
    func at(_ index: Int) -> UInt8 {
        index < end ? buf[index] : 0
    }

    // MARK: - Emitting

    /// Appends a token from `pos` to `tokenEnd`, advances past it, and counts its newlines the
    /// way PHP does: `\n`, and `\r` not followed by `\n`, so `\r\n` counts once even when split
    /// across two tokens.
    @inline(__always)
    mutating func emit(_ kind: TokenKind, to tokenEnd: Int) {
        record(Token(kind: kind, start: pos, end: tokenEnd, line: line))
        if let newlines = WordScan.countNewlines(in: buf, from: pos, to: tokenEnd) {
            line += newlines
        } else {
            var index = pos
            while index < tokenEnd {
                let byte = buf[index]
                if byte == 0x0A || (byte == 0x0D && at(index + 1) != 0x0A) { line += 1 }
                index += 1
            }
        }
        pos = tokenEnd
    }

    /// Emits a token known to hold no newline (operators, names, variables).
    @inline(__always)
    mutating func emitFlat(_ kind: TokenKind, to tokenEnd: Int) {
        record(Token(kind: kind, start: pos, end: tokenEnd, line: line))
        pos = tokenEnd
    }

    /// Emits `kind`, a kind that may make an expression worth the compile-time pass's look, and
    /// keeps it as a candidate when `TriggerCandidates` does. Transparent (inlined before any
    /// other optimization), as the test below it is: the scanners are past the size where the
    /// inliner takes an `@inline(__always)` function, and out of line, with its kind unknown,
    /// the test cost the lexer more than it saved the pass.
    @_transparent
    mutating func emitWatched(_ kind: TokenKind, to tokenEnd: Int) {
        emitFlat(kind, to: tokenEnd)
        significant.keepIfTriggerCandidate(UInt16(kind.rawValue))
    }

    /// Emits the one-byte token `char`, and keeps it as `emitWatched` does (only `=`, `,`, `]`, `{`,
    /// `(` and `:` may be kept: a `char` fixed where this is called folds the test to those).
    @_transparent
    mutating func emitWatched(char: UInt8) {
        emitFlat(.char, to: pos + 1)
        significant.keepIfTriggerCandidate(charBase + UInt16(char))
    }

    @inline(__always)
    private mutating func record(_ token: Token) {
        if keepsAllTokens { tokens.append(token) }
        tokenCount += 1
        significant.append(token.kind, start: token.start, end: token.end, bytes: buf)
    }

    mutating func pushState(_ next: State) {
        stack.append(state)
        state = next
    }

    /// PHP pops only when the stack is non-empty (a stray `}` at top level is harmless).
    mutating func popState() {
        if let previous = stack.popLast() { state = previous }
    }

    // MARK: - Shared scanners

    /// End of the label starting at `index` (which must be a label start).
    @inline(__always)
    func labelEnd(from index: Int) -> Int {
        var cursor = index
        while cursor < end && ByteClass.isLabelByte(buf[cursor]) { cursor += 1 }
        return cursor
    }

    /// Whether the `length` bytes at `index` equal `literal` ignoring ASCII case; `literal` must be
    /// lowercase ASCII.
    func matchesLowercase(_ literal: StaticString, at index: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= end else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where ByteClass.lower(buf[index + offset]) != pointer[offset] {
            return false
        }
        return true
    }
}

/// Character classes from PHP's scanner definitions (`LABEL`, `WHITESPACE`, `TOKENS`).
public enum ByteClass {
    /// Bit `b` of these words says whether byte `b` (below 0x80) may be in a label: digits in the
    /// low word; `A`–`Z`, `_` and `a`–`z` in the high one (bit `b - 64`). Every byte from 0x80 on is
    /// a letter to PHP. A shift of a constant word, where comparisons branched: names are a third
    /// of the bytes of PHP code.
    private static let labelBytesBelow64: UInt64 = 0x03FF << 48
    private static let labelBytesFrom64: UInt64 = (0x03FF_FFFF << 1) | (1 << 31) | (0x03FF_FFFF << 33)

    /// `a`–`z`, `A`–`Z`, `_`, or any byte from 0x80.
    @inline(__always)
    public static func isLabelStart(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= 64 && (labelBytesFrom64 >> UInt64(byte & 63)) & 1 != 0)
    }

    /// A label start or a digit.
    @inline(__always)
    public static func isLabelByte(_ byte: UInt8) -> Bool {
        let word = byte < 64 ? labelBytesBelow64 : labelBytesFrom64
        return byte >= 0x80 || (word >> UInt64(byte & 63)) & 1 != 0
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// PHP's `WHITESPACE` is only these four: `\v`, `\f` and NUL are bad characters.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    @inline(__always)
    static func lower(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}

extension UInt8 {
    /// Shorthand for ASCII literals in rule code: `.ascii("$")`.
    @inline(__always)
    static func ascii(_ scalar: Unicode.Scalar) -> UInt8 { UInt8(ascii: scalar) }
}
