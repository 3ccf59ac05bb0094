@testable import PHPSyntax

/// Compact views of lexer output for assertions.
enum LexerView {
    /// `KIND text` per token, trivia included; `.char` tokens show just their text.
    static func describe(_ source: String, mode: LexerStartMode = .php) -> [String] {
        let bytes = Array(source.utf8)
        return Lexer.tokenize(bytes, startingIn: mode).map { token in
            let text = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
            return token.kind == .char ? text : "\(token.kind) \(text)"
        }
    }

    /// Like `describe` without whitespace tokens.
    static func significant(_ source: String, mode: LexerStartMode = .php) -> [String] {
        let bytes = Array(source.utf8)
        return Lexer.tokenize(bytes, startingIn: mode).filter { $0.kind != .whitespace }.map { token in
            let text = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
            return token.kind == .char ? text : "\(token.kind) \(text)"
        }
    }

    /// Whether `tokens` tile `range` exactly, in order, with in-range offsets.
    static func tiles(_ tokens: [Token], _ range: Range<Int>) -> Bool {
        var cursor = range.lowerBound
        for token in tokens {
            guard token.start == cursor, token.end >= token.start, token.end <= range.upperBound else { return false }
            cursor = token.end
        }
        return cursor == range.upperBound
    }
}
