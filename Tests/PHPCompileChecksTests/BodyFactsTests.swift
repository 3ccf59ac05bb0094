@testable import PHPCompileChecks
@testable import PHPSyntax
import Testing

/// The compile-time pass passes over a body on the facts the parser noted in it (`BodyFacts`):
/// a fact missed there is an error never looked for. Each check's examples run through the
/// runner (CompileCheckTests); these hold the facts themselves, one form of statement at a time.
@Suite struct BodyFactsTests {
    /// The facts of the first function `code` declares, or of its first class's first method.
    private func facts(_ code: String) throws -> BodyFacts {
        try FirstDeclaration.reading(code, FirstDeclaration.functionOrMethod) { $0.bodyFacts }
    }

    /// What no check looks at, at any depth: calls, `if`s, loops with no `break`, writes to plain
    /// places, a `foreach` into plain places, a `try` with a `catch`.
    @Test func quietBodies() throws {
        let quiet = [
            "function f() {}",
            "function f() { f(); echo 1; ?>html<?php ; }",
            "function f() { if ($a) { g(); } elseif ($b) { h(); } else { while ($c) { $d++; } } }",
            "function f() { for ($i = 0; $i < 3; $i++) { do { $a[$i] = 1; } while ($b); } }",
            "function f() { $this->a = 1; $b['k']->c .= 2; $GLOBALSX = 3; $thi = 4; }",
            "function f() { static::$a[$b] = 1; self::$c = 2; A::$d->e++; $f::$g .= 3; }",
            "function f() { foreach ($a as $k => &$v) { $v->x = $k; } foreach ($a as $this->b) {} }",
            "function f() { try { g(); } catch (E $e) { h(); } finally { i(); } }",
            "function f() { $g = function () { break; }; }",
            "abstract class A { abstract function f(); }",
        ]
        for code in quiet {
            #expect(try facts(code) == .noted, "\(code)")
        }
    }

    @Test func returns() throws {
        #expect(try facts("function f() { return 1; }") == [.noted, .returnsValue])
        #expect(try facts("function f() { if ($a) { return; } }") == [.noted, .returnsNothing])
        #expect(try facts("function f() { while ($a) { return; } return null; }") == [.noted, .returnsValue, .returnsNothing])
        // A closure's returns are its own.
        #expect(try facts("function f() { $g = function () { return 1; }; }") == .noted)
    }

    /// Each statement a check looks at, wherever it stands in the body.
    @Test func checkedStatements() throws {
        let checked = [
            "while ($a) { break; }", "foreach ($a as $b) { continue; }", "switch ($a) {}",
            "goto a; a:", "global $a;", "unset($a);", "static $a;", "function g() {}", "class B {}",
            "declare(ticks=1);", "try { g(); }", "try { g(); } catch (E $this) {}",
            "foreach ($a as $this) {}", "foreach ($a as $GLOBALS) {}", "foreach ($a as [$b, $c]) {}",
            "foreach ($a as &$k => $v) {}", "foreach ($a as f()->b => $v) {}",
            "$this = 1;", "$GLOBALS = 1;", "A::f()->b = 1;", "$a?->b = 1;", "$$a = 1;", "[$a] = $b;",
            "$a =& $b;", "[1, 2];", "f()->a++;",
        ]
        for statement in checked {
            let code = "function f() { if ($x) { \(statement) } }"
            #expect(try facts(code) == [.noted, .checked], "\(statement)")
        }
    }

    /// Only a statement's top is flagged, and only when it writes to more than a plain place.
    @Test func topWrites() throws {
        let file = SourceFile(path: "facts.php", bytes: Array("<?php\n$this->a = 1; $a = $this = 2; f(); A::$b++; [$c] = $d; f()->e = 3;".utf8))
        let arena = try #require(Parser.parse(file).arena)
        let flags = withExtendedLifetime(arena) {
            arena.statements.map { $0.arena.flag($0.node, BodyFacts.topWriteFlag) }
        }
        #expect(flags == [false, false, false, false, true, true])
    }
}
