import Testing

/// PHP refuses a file with an invalid `\u{…}` escape in a double-quoted string or heredoc; `\u`
/// without `{`, an escaped backslash and single quotes leave it alone.
@Suite("Invalid \\u{} escapes")
struct UnicodeEscapeErrorTests {
    static let cases: [PHPVerdictCase] = [
        PHPVerdictCase(source: #"<?php $a = "\u{+41}";"#, message: "Invalid UTF-8 codepoint escape sequence"),
        PHPVerdictCase(source: #"<?php $a = "\u{}";"#, message: "Invalid UTF-8 codepoint escape sequence"),
        PHPVerdictCase(source: #"<?php $a = "\u{ 41}";"#, message: "Invalid UTF-8 codepoint escape sequence"),
        PHPVerdictCase(source: #"<?php $a = "\u{110000}";"#, message: "Invalid UTF-8 codepoint escape sequence: Codepoint too large"),
        PHPVerdictCase(source: #"<?php $a = "$a\u{}";"#, message: "Invalid UTF-8 codepoint escape sequence"),
        PHPVerdictCase(source: "<?php $a = <<<E\n\\u{}\nE;", message: "Invalid UTF-8 codepoint escape sequence"),
        .accepted(#"<?php $a = "\u{41}\u{10FFFF}\u{0000000041}";"#),
        .accepted(#"<?php $a = "\u41";"#),
        .accepted(#"<?php $a = "\\u{}";"#),
        .accepted(#"<?php $a = '\u{}';"#),
        .accepted("<?php $a = <<<'E'\n\\u{}\nE;"),
    ]

    @Test("agrees with php -l", arguments: cases)
    func agrees(_ verdict: PHPVerdictCase) { verdict.check() }
}
