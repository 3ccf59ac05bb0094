// CONTRACT FILE — the lexer helper replaces the body; the signatures below are fixed.

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
    public static func tokenize(_ bytes: [UInt8], range: Range<Int>? = nil, startingIn mode: LexerStartMode = .inlineHTML, firstLine: Int = 1) -> [Token] {
        fatalError("Lexer.tokenize is being implemented")
    }
}
