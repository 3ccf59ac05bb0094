import Foundation
import Platform
import Testing
@testable import PHPSyntax

/// `gtpush parse --tokens`: the exact bytes of the listing, and the listing against the one built
/// from PHP's own `token_get_all` for every file the lexer differential test reads.
@Suite("Token listing")
struct TokenListingTests {
    private func listing(_ text: String) -> String {
        let bytes = Array(text.utf8)
        return TokenListing.lines(Lexer.tokenize(bytes), in: bytes)
    }

    @Test("names, lines and JSON texts; one-character tokens are named by themselves")
    func exactListing() {
        #expect(listing("<?php $a = \"é\\n\";\n") == """
        T_OPEN_TAG\t1\t"<?php "
        T_VARIABLE\t1\t"$a"
        T_WHITESPACE\t1\t" "
        =\t1\t"="
        T_WHITESPACE\t1\t" "
        T_CONSTANT_ENCAPSED_STRING\t1\t"\\"é\\\\n\\""
        ;\t1\t";"
        T_WHITESPACE\t1\t"\\n"

        """)
    }

    @Test("text outside PHP is inline HTML, and control bytes are escaped")
    func inlineHTMLAndControlBytes() {
        #expect(listing("<b>\t\u{1}</b>") == "T_INLINE_HTML\t1\t\"<b>\\t\\u0001</b>\"\n")
    }

    @Test("a byte that is not UTF-8 is written as its Latin-1 escape")
    func invalidUTF8() {
        let bytes: [UInt8] = Array("<?php '".utf8) + [0xFF, 0xC3, 0xA9] + Array("';".utf8)
        #expect(TokenListing.lines(Lexer.tokenize(bytes), in: bytes) == """
        T_OPEN_TAG\t1\t"<?php "
        T_CONSTANT_ENCAPSED_STRING\t1\t"'\\u00ffé'"
        ;\t1\t";"

        """)
    }

    @Test("the listing matches token_get_all on the shared cases, templates and fixtures")
    func matchesPHP() throws {
        guard let php = LexerDifferentialTests.phpOrSkip() else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtpush-listing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = try LexerDifferentialTests.inputPaths(corpusDirectory: directory)
            .filter { !$0.contains("/fuzz-") }
        let reference = try PHPReference.tokenize(paths.map { (mode: .file, path: $0) }, php: php)
        #expect(reference.count == paths.count)
        for (index, path) in paths.enumerated() {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let tokens = Lexer.tokenize(bytes)
            let ours = TokenListing.lines(tokens, in: bytes)
            // PHP gives no line for a one-character token; the listing gives the line it is on.
            var expected = ""
            for (position, token) in reference[index].enumerated() {
                let name = token.name == "CHAR" ? String(decoding: token.text, as: UTF8.self) : token.name
                let line = token.line ?? (position < tokens.count ? tokens[position].line : 0)
                expected += "\(name)\t\(line)\t"
                JSONText.append(token.text[...], to: &expected)
                expected += "\n"
            }
            #expect(ours == expected, "\(path)")
        }
    }
}
