import Foundation
import PHPCompileChecks
import PHPSyntax
import Testing

/// `=&` takes a reference only to what PHP's grammar calls a variable; `fix` relies on the parser
/// rejecting the rest (`$apn->sound = &"com.gexin.ios.silence";` once passed gtpush's re-check).
@Suite struct ReferenceAssignmentTests {
    static let accepted = [
        "<?php $a = &$b;", "<?php $a = &$b->c;", "<?php $a = &A::$b;", "<?php $a = &$b['x'];", "<?php $a = &f();",
        "<?php $a = &$b->c();", "<?php $a = &X::f();", "<?php $a = &$b::$c;", "<?php $a = &$$b;", "<?php $a = &${'b'};",
        "<?php $a = &f()[0];", "<?php $a = &$b[0]->c;", "<?php $a = &$b ?? 1;", "<?php $a = &$b + 1;", "<?php $a = &$b ? 1 : 2;",
        "<?php $a = &$b and 1;", "<?php foo($a = &$b, 1);", "<?php class A { function f() { $a = &static::$b; $c = &static::g(); $d = &self::$e; } }",
        // A chain after parentheses is a variable (`($a)` alone is not): refused until the sixteenth session.
        "<?php $a = &($o)->b;", "<?php $a = &($o)[0];", "<?php $a = &(f())->b;",
    ]
    static let rejected = [
        "<?php $a = &\"x\";", "<?php $a =& new X;", "<?php $a = &new X;", "<?php $a = &A::B;", "<?php $a = &1;", "<?php $a = &1.5;",
        "<?php $a = &[1];", "<?php $a = &(1+2);", "<?php $a = &($b);", "<?php $a = &fn() => 1;", "<?php $a = &static fn() => 1;",
        "<?php $a = &function() {};", "<?php $a = &clone $b;", "<?php $a = &print 1;", "<?php $a = &match(1) { 1 => 2 };",
        "<?php $apn->sound = &\"com.gexin.ios.silence\";",
    ]

    @Test func agreesWithPHP() throws {
        try ParserCorpus.expectAgreement(accepted: Self.accepted, rejected: Self.rejected)
    }

    @Test func theReferenceBindsTighterThanAnOperator() {
        let tree = CompileChecks.parse(SourceFile(path: "r.php", text: "<?php $a = &$b + 1;"))
        #expect(SyntaxDump.dump(tree.statements) == "(+ (assign& (var a) (var b)) 1)")
    }

    @Test func aLiteralIsReportedWherePHPReportsIt() {
        let tree = CompileChecks.parse(SourceFile(path: "r.php", text: "<?php\n$apn->sound = &\"com.gexin.ios.silence\";\n$x = &1;\n"))
        #expect(tree.diagnostics.map(\.formatted) == [
            "r.php:2:39: error: syntax error, unexpected token \";\", expecting \"->\" or \"?->\" or \"{\" or \"[\"",
            "r.php:3:7: error: syntax error, unexpected integer \"1\"",
        ])
    }
}
