import Testing
import PHPCompileChecks
@testable import PHPSyntax

/// Functions, classes, global constants and `use` aliases take a plain name (PHP's `T_STRING`);
/// methods and class constants may use keywords. Each case holds php -l's verdict.
@Suite("Keywords as declared names")
struct ReservedDeclaredNameTests {
    static let rejected: [(source: String, message: String)] = [
        ("<?php function fn(){}", "syntax error, unexpected token \"fn\", expecting \"(\""),
        ("<?php function echo(){}", "syntax error, unexpected token \"echo\", expecting \"(\""),
        ("<?php function clone(){}", "syntax error, unexpected token \"clone\", expecting \"(\""),
        ("<?php function match(){}", "syntax error, unexpected token \"match\", expecting \"(\""),
        ("<?php const return = 1;", "syntax error, unexpected token \"return\", expecting identifier"),
        ("<?php class static {}", "syntax error, unexpected token \"static\", expecting identifier"),
        ("<?php class ReadOnly {}", "syntax error, unexpected token \"readonly\", expecting identifier"),
        ("<?php interface match {}", "syntax error, unexpected token \"match\", expecting identifier"),
        ("<?php use A as static;", "syntax error, unexpected token \"static\", expecting identifier"),
    ]

    static let accepted = [
        "<?php function readonly(){}",
        "<?php function &enum(){}",
        "<?php class enum {}",
        "<?php class A { const return = 1; public function list() {} function echo() {} }",
        "<?php interface I { function match(); }",
        "<?php use A as B, C\\D as E;",
    ]

    @Test("a keyword is rejected with PHP's verdict", arguments: rejected)
    func keywordRejected(_ source: String, _ message: String) {
        let tree = CompileChecks.parse(SourceFile(path: "names.php", bytes: Array(source.utf8)))
        #expect(tree.diagnostics.map(\.message).first == message)
        if let php = PHPLint.verdict(Array(source.utf8)) { #expect(php == "\(message) @1", "php -l on \(source)") }
    }

    @Test("names PHP accepts parse", arguments: accepted)
    func nameAccepted(_ source: String) {
        let tree = CompileChecks.parse(SourceFile(path: "names.php", bytes: Array(source.utf8)))
        #expect(tree.diagnostics.map(\.message) == [])
        if let php = PHPLint.accepts(Array(source.utf8)) { #expect(php, "php -l rejects \(source)") }
    }
}
