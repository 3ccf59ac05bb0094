import Testing
import PHPCompileChecks
import PHPSyntax

@Suite struct ParserStatementTests {
    @Test(arguments: [
        ("<?php echo 1, 2; ?>\n<b>x</b><?= $y ?>", #"(echo 1 2) (html "<b>x</b>") (echo (var y))"#),
        ("<html><?php if ($a): ?>yes<?php else: ?>no<?php endif; ?>", #"(html "<html>") (if: (var a) (then (html "yes")) (else (html "no")))"#),
        ("if ($a) { f(); } elseif ($b) g(); else if ($c) {} else { h(); }", "(if (var a) (then (call f)) (elseif (var b) (call g)) (else (if (var c) (then) (else (call h)))))"),
        ("if ($a): f(); elseif ($b): g(); else: h(); endif;", "(if: (var a) (then (call f)) (elseif (var b) (call g)) (else (call h)))"),
        // It parses; compiling it is PHP's "Cannot 'continue' 2 levels".
        ("while ($a) { break; } while ($b): continue 2; endwhile;", "(while (var a) (body (break))) (while (var b) (body (continue 2))) !! 1:35: Cannot 'continue' 2 levels"),
        ("do { $i++; } while ($i < 3);", "(do (body (postinc (var i))) (< (var i) 3))"),
        ("for ($i = 0, $j = 1; $i < 3; $i++) {} for (;;): endfor;", "(for ((assign (var i) 0) (assign (var j) 1)) ((< (var i) 3)) ((postinc (var i))) (body)) (for () () () (body))"),
        ("foreach ($a as $k => &$v) {} foreach ($a as [$x, $y]): endforeach; foreach ($a as list('k' => $z)) ;", "(foreach (var a) (var k) (& (var v)) (body)) (foreach (var a) (short (var x) (var y)) (body)) (foreach (var a) (list (=> \"k\" (var z))) (body (nop)))"),
        ("switch ($a) { case 1; case 2: f(); break; default: g(); }", "(switch (var a) (case 1) (case 2 (call f) (break)) (default (call g)))"),
        ("switch ($a): case 1: endswitch;", "(switch (var a) (case 1))"),
        ("try { f(); } catch (A|\\B $e) { } catch (E) {} finally { g(); }", "(try (body (call f)) (catch (A \\B) e) (catch (E)) (finally (call g)))"),
        ("function f() { global $a, $$b; static $x = 1, $y; unset($a, $b[1],); return; }", "(function f (params) (body (global (var a) (varvar (var b))) (static (x 1) y) (unset (var a) (dim (var b) 1)) (return)))"),
        ("function &f(int|string $a = 1, ?A &$b = null, A&B ...$c): iterable {}", "(function f & (params (param int|string $a 1) (param ?A &$b null) (param A&B ...$c)) : iterable (body))"),
        ("function f((A&B)|null $x, mixed $y): never {}", "(function f (params (param (A&B)|null $x) (param mixed $y)) : never (body))"),
        ("namespace A\\B; use C\\D, E as F; use function g\\h; use const I\\J; use K\\{L, M as N, function o};", "(namespace A\\B) (use C\\D E as F) (use-function g\\h) (use-const I\\J) (use K\\L K\\M as N function K\\o)"),
        ("namespace A { f(); } namespace { g(); }", "(namespace A (body (call f))) (namespace (body (call g)))"),
        ("const A = 1, B = A + 1;", "(const (A 1) (B (+ A 1)))"),
        ("declare(strict_types=1); declare(ticks=1) { f(); } declare(ticks=1): enddeclare;", "(declare (strict_types 1)) (declare (ticks 1) (body (call f))) (declare (ticks 1) (body))"),
        ("goto end; end: f();", "(goto end) (label end) (call f)"),
        ("f(); __halt_compiler(); garbage ) ( {", "(call f) (halt)"),
        (";", "(nop)"),
        ("#[A(1), B] function f(#[S] $x) {}", "(function f #[A( 1 ) B] (params (param #[S] $x)) (body))"),
    ])
    func statement(_ code: String, _ expected: String) {
        let mode: LexerStartMode = code.hasPrefix("<") ? .inlineHTML : .php
        #expect(parsed(code, mode: mode) == expected)
    }

    @Test(arguments: [
        ("abstract class A extends B implements C, D { const X = 1; final public const Y = 2; public static ?int $a = 1, $b; var $c; abstract protected function f(): void; public function list() { return 1; } use T1, T2 { a as protected b; T1::c insteadof T2; } }",
         "(class A abstract (extends B) (implements C D) (const (X 1)) (const final public (Y 2)) (property public static ?int ($a 1) $b) (property var $c) (method abstract protected f (params) : void abstract) (method public list (params) (body (return 1))) (use T1 T2))"),
        ("final readonly class P { public function __construct(private readonly int $x, public int $y = 2) {} }",
         "(class P final readonly (method public __construct (params (param private readonly int $x) (param public int $y 2)) (body)))"),
        ("interface I extends A, B { public function f(); }", "(interface I (extends A B) (method public f (params) abstract))"),
        ("trait T { public $x; }", "(trait T (property public $x))"),
        ("enum Suit: string implements I { case Hearts = 'H'; case Spades = 'S'; const W = self::Hearts; use T; public function label(): string { return ucfirst($this->name); } }",
         "(enum Suit : string (implements I) (case Hearts \"H\") (case Spades \"S\") (const (W (classconst self Hearts))) (use T) (method public label (params) : string (body (return (call ucfirst (prop (var this) name))))))"),
        ("enum E { case A; }", "(enum E (case A))"),
        ("#[Attr] final class A { #[X] public int $p; }", "(class A #[Attr] final (property public int $p))"),
    ])
    func classes(_ code: String, _ expected: String) {
        #expect(parsed(code) == expected)
    }

    @Test func statementAndNodeRanges() throws {
        let code = "<?php\n  $apn->sound = $x ;  // c\nfoo();"
        let tree = CompileChecks.parse(SourceFile(path: "t.php", text: code))
        #expect(tree.diagnostics.isEmpty)
        let first = try #require(tree.statements.first)
        #expect(first.range == SourceRange(start: 8, end: 26))
        guard case .expression(let assign) = first.kind, case .assign(let target, let value) = assign.kind else {
            Issue.record("unexpected shape"); return
        }
        #expect(assign.range == SourceRange(start: 8, end: 24))
        #expect(target.range == SourceRange(start: 8, end: 19))
        #expect(value.range == SourceRange(start: 22, end: 24))
        #expect(tree.statements[1].range == SourceRange(start: 33, end: 39))
    }

    @Test func regionParsesOnlyTheRegion() {
        let text = "prose <?php $a = 1; ?> more prose $b = 2; end"
        let file = SourceFile(path: "doc.md", text: text)
        let start = text.utf8.count - "$b = 2; end".utf8.count
        let tree = CompileChecks.parse(file, region: SourceRange(start: start, end: start + 7), startingIn: .php)
        #expect(SyntaxDump.dump(tree.statements) == "(assign (var b) 2)")
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.statements.first?.range == SourceRange(start: start, end: start + 7))
    }

    @Test func keepsAllTokensIncludingTrivia() {
        let text = "<?php /* c */ $a = 1; // x\n"
        let tree = CompileChecks.parse(SourceFile(path: "t.php", text: text))
        let rebuilt = tree.tokens.map { String(decoding: Array(text.utf8)[$0.start..<$0.end], as: UTF8.self) }.joined()
        #expect(rebuilt == text)
        #expect(tree.tokens.contains { $0.kind == .comment })
    }
}
