/// Where lexing begins: PHP files start outside PHP (inline HTML until `<?php`); snippets found in
/// documents start inside PHP, with no open tag.
public enum LexerStartMode: Sendable, Hashable {
    case inlineHTML
    case php
}

public enum Lexer {
    /// Splits `bytes[range]` into tokens that tile the range exactly.
    ///
    /// - Token offsets are offsets into `bytes` (not into the range), so a snippet keeps the
    ///   positions of the document it came from; `firstLine` is the line on which `range` starts.
    /// - Never fails: unterminated strings, comments and heredocs end at the end of the range.
    ///
    /// The result matches PHP 8.2's `token_get_all` (with `short_open_tag=Off`) token for token:
    /// same kinds, texts and lines, including its zero-length `T_ENCAPSED_AND_WHITESPACE` inside
    /// `"$a[ x]"` and the `T_INLINE_HTML` it makes of everything after `__halt_compiler();`.
    public static func tokenize(_ bytes: [UInt8], range: Range<Int>? = nil, startingIn mode: LexerStartMode = .inlineHTML, firstLine: Int = 1) -> [Token] {
        scan(bytes, range: range, startingIn: mode, firstLine: firstLine, keepingAllTokens: true).tokens
    }

    /// What one run of the lexer over a region gives.
    struct Scanned {
        /// Every token, trivia included; empty unless asked for.
        var tokens: [Token]
        /// The tokens the parser reads.
        var significant: SignificantTokens
        /// How many tokens `tokens` holds, or would hold.
        var tokenCount: Int
        /// Where a `/*` with no `*/` starts, if one does.
        var unterminatedCommentStart: Int?
    }

    /// The significant tokens in the parser's form, and every token when `keepingAllTokens`.
    static func scan(_ bytes: [UInt8], range: Range<Int>?, startingIn mode: LexerStartMode, firstLine: Int, keepingAllTokens: Bool = false) -> Scanned {
        let whole = 0..<bytes.count
        let region = range.map { $0.clamped(to: whole) } ?? whole
        let scanned = bytes.withUnsafeBufferPointer { buffer -> Scanned? in
            var core = LexerCore(
                buf: buffer, start: region.lowerBound, end: region.upperBound, line: firstLine,
                state: mode == .php ? .inScripting : .initial, keepsAllTokens: keepingAllTokens)
            core.run()
            guard !core.sawHaltCompiler || keepingAllTokens else {
                core.significant.discard()
                return nil
            }
            return Scanned(tokens: core.tokens, significant: core.significant.finish(endingAt: region.upperBound), tokenCount: core.tokenCount, unterminatedCommentStart: core.unterminatedCommentStart)
        }
        // What follows `__halt_compiler` is decided by counting the tokens after it, trivia
        // included, which a run that keeps none cannot do: the rare file that has one is lexed again.
        return scanned ?? scan(bytes, range: region, startingIn: mode, firstLine: firstLine, keepingAllTokens: true)
    }
}

extension LexerCore {
    /// Runs the scanner to the end of the range.
    ///
    /// `token_get_all` keeps lexing after `__halt_compiler` only for the next three tokens that are
    /// not whitespace, comments or open tags (normally `(`, `)`, `;`), then returns the rest raw as
    /// one `T_INLINE_HTML` carrying the line of that third token; we reproduce that here rather than
    /// in the rules because it is the tokenizer's behaviour, not the scanner's.
    mutating func run() {
        while pos < end && !sawHaltCompiler { step() }
        guard sawHaltCompiler && keepsAllTokens else { return }
        // Count from the T_HALT_COMPILER token itself (it may not be the last one emitted).
        var checked = tokens.lastIndex { $0.kind == .haltCompiler }.map { $0 + 1 } ?? tokens.count
        var needed = 3
        while true {
            while checked < tokens.count {
                let token = tokens[checked]
                checked += 1
                switch token.kind {
                case .whitespace, .openTag, .comment, .docComment: continue
                default: needed -= 1
                }
                if needed == 0 {
                    // One step can emit several tokens; drop any past the third.
                    tokens.removeSubrange(checked...)
                    if token.end < end {
                        tokens.append(Token(kind: .inlineHTML, start: token.end, end: end, line: token.line))
                    }
                    tokenCount = tokens.count
                    pos = end
                    significant.removeAll()
                    for index in 0..<tokens.count {
                        let before = significant.count
                        significant.append(tokens[index].kind, start: tokens[index].start, end: tokens[index].end, bytes: buf)
                        if significant.count > before { significant.keepIfTriggerCandidate(significant.lastCode) }
                    }
                    return
                }
            }
            guard pos < end else { return }
            step()
        }
    }

    /// Scans one token (or, for a few lookahead-only rules, just changes state).
    @inline(__always)
    mutating func step() {
        switch state {
        case .inScripting: scanScripting()
        case .initial: scanInitial()
        case .lookingForProperty: scanLookingForProperty()
        case .doubleQuotes: scanInterpolated(terminator: .ascii("\""))
        case .backquote: scanInterpolated(terminator: .ascii("`"))
        case .heredoc: scanInterpolated(terminator: nil)
        case .nowdoc: scanNowdocBody()
        case .endHeredoc: scanEndHeredoc()
        case .lookingForVarname: scanLookingForVarname()
        case .varOffset: scanVarOffset()
        }
    }
}
