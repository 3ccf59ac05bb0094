import Testing

/// A NUL is a byte like any other to PHP: inside a string or a comment it is text, in code it is
/// `unexpected character 0x00`. (Whether a file with a NUL is PHP at all is the CLI's question.)
@Suite("NUL bytes")
struct NULByteTests {
    static let cases: [PHPVerdictCase] = [
        .accepted("<?php $a = \"x\u{0}y\";"),
        .accepted("<?php $a = 'x\u{0}y';"),
        .accepted("<?php // a\u{0}b\n$a = 1;"),
        .accepted("<?php /* a\u{0}b */ $a = 1;"),
        .accepted("<?php $a = <<<E\n\u{0}\nE;\n"),
        .accepted("<?php __halt_compiler();\u{0}\u{1}"),
        PHPVerdictCase(source: "<?php\n$a = 1;\u{0}\n", message: "syntax error, unexpected character 0x00, expecting end of file"),
        PHPVerdictCase(source: "<?php $a = 1 \u{0};", message: "syntax error, unexpected character 0x00"),
    ]

    @Test(arguments: cases) func agreesWithPHP(_ verdict: PHPVerdictCase) { verdict.check() }
}
