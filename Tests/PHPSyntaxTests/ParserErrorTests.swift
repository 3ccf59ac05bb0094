import Foundation
import Testing
import PHPCompileChecks
import PHPSyntax

@Suite struct ParserErrorTests {
    func diagnostics(_ code: String) -> [String] {
        CompileChecks.parse(SourceFile(path: "t.php", text: code)).diagnostics.map { "\($0.location): \($0.message)" }
    }

    @Test(arguments: [
        ("<?php\nfoo(1;\n", ["2:6: syntax error, unexpected token \";\", expecting \")\""]),
        ("<?php\necho 1", ["2:7: syntax error, unexpected end of file, expecting \",\" or \";\""]),
        ("<?php\n$a = ;", ["2:6: syntax error, unexpected token \";\""]),
        ("<?php\nif ($a) {\n  f();\n", ["4:1: Unclosed '{' on line 2"]),
        ("<?php\n$a = 1 2;", ["2:8: syntax error, unexpected integer \"2\""]),
        ("<?php\nfunction f( { }", ["2:13: syntax error, unexpected token \"{\", expecting variable"]),
        ("<?php\n1 < 2 < 3;", ["2:7: syntax error, unexpected token \"<\""]),
        ("<?php\n$a = 1 ? 2 : 3 ? 4 : 5;", ["2:6: Unparenthesized `a ? b : c ? d : e` is not supported. Use either `(a ? b : c) ? d : e` or `a ? b : (c ? d : e)`"]),
        ("<?php\n$a = 1 ? 2 : 3 ?: 5;", ["2:6: Unparenthesized `a ? b : c ?: d` is not supported. Use either `(a ? b : c) ?: d` or `a ? b : (c ?: d)`"]),
        ("<?php\n$a = 1 ?: 2 ? 4 : 5;", ["2:6: Unparenthesized `a ?: b ? c : d` is not supported. Use either `(a ?: b) ? c : d` or `a ?: (b ? c : d)`"]),
        ("<?php\n$x = new A()->b();", ["2:13: syntax error, unexpected token \"->\""]),
        ("<?php\n}", ["2:1: Unmatched '}'"]),
        ("<?php\n$a = 08;", ["2:6: Invalid numeric literal"]),
        ("<?php\n$a = 1;\n/* the rest\nof the file", ["3:1: Unterminated comment starting line 3"]),
        // A bare \r ends a line, as PHP counts lines (php -l says line 3).
        ("<?php\r$a = 1;\r$b = ;\r", ["3:6: syntax error, unexpected token \";\""]),
    ])
    func message(_ code: String, _ expected: [String]) {
        #expect(diagnostics(code) == expected)
    }

    @Test func brokenFunctionDoesNotHideTheNextOne() {
        let code = """
        <?php
        function broken($a {
            $apn->sound = ;
        }
        function good() {
            $apn->sound = 'default';
        }
        $x = 1 +;
        $y = 2;
        """
        let tree = CompileChecks.parse(SourceFile(path: "t.php", text: code))
        #expect(tree.diagnostics.count == 2)
        let dump = SyntaxDump.dump(tree.statements)
        #expect(dump.contains("(function good (params) (body (assign (prop (var apn) sound) \"default\")))"))
        #expect(dump.hasSuffix("(error) (assign (var y) 2)"))
    }

    @Test func errorInsideBodyRecoversAtStatement() {
        let code = "<?php function f() { $a = (1; $b = 2; } function g() {}"
        let tree = CompileChecks.parse(SourceFile(path: "t.php", text: code))
        #expect(tree.diagnostics.count == 1)
        #expect(SyntaxDump.dump(tree.statements) == "(function f (params) (body (error) (assign (var b) 2))) (function g (params) (body))")
    }

    @Test func diagnosticsAreCapped() {
        let code = "<?php " + String(repeating: "$a = ; ", count: 500)
        let tree = CompileChecks.parse(SourceFile(path: "t.php", text: code))
        #expect(tree.diagnostics.count == 50)
        #expect(tree.statements.count == 500)
    }

    // `- ` with its space: `--` is a decrement, which takes a variable and refuses a second `--`.
    @Test(arguments: ["(", "[", "array(", "{", "if(1){", "f(", "- ", "!", "$a->b(", "fn() => ", "function() {", "\"{$a[", "new class {function f(){"])
    func deepNestingIsAnErrorNotACrash(_ opener: String) {
        let code = "<?php " + String(repeating: opener, count: 10_000) + "1;"
        let tree = CompileChecks.parse(SourceFile(path: "t.php", text: code))
        #expect(!tree.diagnostics.isEmpty)
        #expect(tree.diagnostics.count <= 50)
        #expect(tree.diagnostics.contains { $0.message == "nesting too deep" })
    }

    @Test func deepButBalancedNestingWithinLimitParses() {
        let code = "<?php $a = " + String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100) + ";"
        #expect(CompileChecks.parse(SourceFile(path: "t.php", text: code)).diagnostics.isEmpty)
    }

    @Test func garbageNeverHangs() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["(", ")", "{", "}", "[", "]", ";", "$a", "if", "else", "function", "class", "=>", "?", ":", "\"", "'", "<<<X\n", "\nX", "fn", "match", "#[", "::", "->", "1", "?>", "<?php ", "static", "new", ",", "...", "&", "use", "case"]
        for _ in 0..<200 {
            var code = "<?php "
            for _ in 0..<60 { code += pieces.randomElement(using: &generator)! + " " }
            _ = CompileChecks.parse(SourceFile(path: "t.php", text: code))
        }
    }
}

/// Runs the deep-nesting inputs on a thread with a deliberately small stack.
@Suite struct ParserSmallStackTests {
    final class Outcome: @unchecked Sendable { var counts: [Int] = [] }

    @Test func deepNestingOnA512KiBStack() {
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            for opener in ["(", "{", "$a->b(", "new class {function f(){", "\"{$a["] {
                let code = "<?php " + String(repeating: opener, count: 10_000) + "1;"
                outcome.counts.append(CompileChecks.parse(SourceFile(path: "t.php", text: code)).diagnostics.count)
            }
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        #expect(outcome.counts.count == 5)
        #expect(outcome.counts.allSatisfy { $0 > 0 })
    }
}
