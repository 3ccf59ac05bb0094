import Testing
import PHPCompileChecks
@testable import PHPSyntax

/// `b"…$x…"`: PHP lexes the opening `b"` as one character token; it opens an interpolated
/// string like `"`.
@Suite("Binary string prefix")
struct BinaryStringPrefixTests {
    static let cases: [PHPVerdictCase] = [
        .accepted("<?php $a = b\"x$a\";"),
        .accepted("<?php $a = B\"{$a}\";"),
        .accepted("<?php $a = b\"$a\" . \"y$b\";"),
    ]

    @Test("agrees with php -l", arguments: cases)
    func agrees(_ verdict: PHPVerdictCase) { verdict.check() }

    @Test("the string keeps its parts")
    func shape() {
        let tree = CompileChecks.parse(SourceFile(path: "b.php", bytes: Array("<?php b\"x$a\";".utf8)))
        #expect(SyntaxDump.dump(tree.statements) == SyntaxDump.dump(CompileChecks.parse(SourceFile(path: "b.php", bytes: Array("<?php  \"x$a\";".utf8))).statements))
    }
}
