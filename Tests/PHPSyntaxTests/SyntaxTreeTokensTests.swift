import Testing
import PHPCompileChecks
@testable import PHPSyntax

/// The parser's lexer run keeps only the tokens it reads; a tree's full token list is lexed again
/// when asked for, and must be exactly what the tokenizer gives, with the count the run reported.
@Suite struct SyntaxTreeTokensTests {
    static let files: [String] = [
        "<?php\n// a comment\n$a = [1, 'two', \"th$ree\"];\n/** doc */\nfunction f() { return <<<EOT\n  x {$a}\n  EOT; }\n",
        "<html><?php echo 1 ?>\n<p><?= $x ?></p>\n",
        // After `__halt_compiler` the tokenizer counts three tokens, trivia skipped, then makes
        // the rest one inline HTML token: a run that keeps no trivia lexes the file again for it.
        "<?php\n$a = 1;\n__halt_compiler /* c */ ( ) ; raw bytes \u{0}\n<?php not code",
        "<?php\n__halt_compiler();",
        "<?php\n$a = 1;\n/* the rest\nof the file",
        "",
    ]

    @Test(arguments: files)
    func treeTokensAreTheTokenizers(_ text: String) {
        let bytes = Array(text.utf8)
        let tree = CompileChecks.parse(SourceFile(path: "t.php", bytes: bytes))
        let tokens = Lexer.tokenize(bytes)
        #expect(tree.tokens == tokens)
        #expect(tree.tokenCount == tokens.count)
    }

    /// A snippet inside a document: the tokens of its region only, on the document's lines.
    @Test func regionTokens() {
        let code = "$push = new IGtAPNPayload(); // x"
        let bytes = Array("# Title\n\n\(code)\n\nmore text".utf8)
        let region = SourceRange(start: 9, end: 9 + code.utf8.count)
        let tree = CompileChecks.parse(SourceFile(path: "README.md", bytes: bytes), region: region, startingIn: .php)
        let tokens = Lexer.tokenize(bytes, range: region.start..<region.end, startingIn: .php, firstLine: 3)
        #expect(tree.tokens == tokens)
        #expect(tree.tokenCount == tokens.count)
        #expect(tokens.first?.line == 3)
        #expect(tokens.last.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) } == "// x")
    }

    /// The run that keeps nothing reports the same count, and the same unterminated comment, as
    /// one that keeps all.
    @Test(arguments: files)
    func scanWithoutTriviaAgrees(_ text: String) {
        let bytes = Array(text.utf8)
        let lean = Lexer.scan(bytes, range: nil, startingIn: .inlineHTML, firstLine: 1)
        let full = Lexer.scan(bytes, range: nil, startingIn: .inlineHTML, firstLine: 1, keepingAllTokens: true)
        #expect(lean.tokenCount == full.tokens.count)
        #expect(lean.unterminatedCommentStart == full.unterminatedCommentStart)
        let last = full.tokens.last
        let runsOpen = last.map { $0.kind == .comment && !text.hasSuffix("*/") } ?? false
        #expect(full.unterminatedCommentStart == (runsOpen ? last?.start : nil))
        #expect(Array(lean.significant.codes) == Array(full.significant.codes))
        #expect(Array(lean.significant.starts) == Array(full.significant.starts))
        #expect(Array(lean.significant.ends) == Array(full.significant.ends))
    }
}
