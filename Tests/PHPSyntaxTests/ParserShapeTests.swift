import Testing
import PHPCompileChecks
import PHPSyntax

/// Parses a snippet that starts inside PHP and returns its S-expression; diagnostics are appended
/// so an unexpected error shows up in the failing comparison.
func parsed(_ code: String, mode: LexerStartMode = .php) -> String {
    let tree = CompileChecks.parse(SourceFile(path: "t.php", text: code), startingIn: mode)
    var text = SyntaxDump.dump(tree.statements)
    for diagnostic in tree.diagnostics { text += " !! \(diagnostic.location): \(diagnostic.message)" }
    return text
}

@Suite struct ParserPrecedenceTests {
    @Test(arguments: [
        ("1 + 2 * 3 ** -4 ** 2;", "(+ 1 (* 2 (** 3 (- (** 4 2)))))"),
        ("!$a instanceof B;", "(! (instanceof (var a) B))"),
        ("$a ?? $b ?? $c;", "(?? (var a) (?? (var b) (var c)))"),
        ("$a = $b += 3;", "(assign (var a) (+= (var b) 3))"),
        ("$x and $y = 2;", "(and (var x) (assign (var y) 2))"),
        ("$a = $b and $c;", "(and (assign (var a) (var b)) (var c))"),
        ("!$a = foo();", "(! (assign (var a) (call foo)))"),
        ("$a && $b = c;", "(&& (var a) (assign (var b) c))"),
        ("-$a ** 2;", "(- (** (var a) 2))"),
        ("2 ** 3 ** 2;", "(** 2 (** 3 2))"),
        ("1 - 2 - 3;", "(- (- 1 2) 3)"),
        ("'a' . 1 + 2;", "(. \"a\" (+ 1 2))"),
        ("'a' . 1 << 2;", "(. \"a\" (<< 1 2))"),
        ("$a || $b && $c;", "(|| (var a) (&& (var b) (var c)))"),
        ("$a or $b xor $c and $d;", "(or (var a) (xor (var b) (and (var c) (var d))))"),
        ("$a ? $b : $c;", "(? (var a) (var b) (var c))"),
        ("$a ?: $b ?: $c;", "(?: (?: (var a) (var b)) (var c))"),
        ("$a ? $b ? 1 : 2 : 3;", "(? (var a) (? (var b) 1 2) 3)"),
        ("$a ?? $b ? 1 : 2;", "(? (?? (var a) (var b)) 1 2)"),
        ("$a == $b < $c;", "(== (var a) (< (var b) (var c)))"),
        ("$a & $b | $c ^ $d;", "(| (& (var a) (var b)) (^ (var c) (var d)))"),
        ("(bool) $a + 1;", "(+ (cast bool (var a)) 1)"),
        ("@foo() . 'x';", "(. (@ (call foo)) \"x\")"),
        ("$a = &$b;", "(assign& (var a) (var b))"),
        ("$a ??= [];", "(??= (var a) (short))"),
        ("$a .= 'x' . 'y';", "(.= (var a) (. \"x\" \"y\"))"),
        ("$i++ + ++$j;", "(+ (postinc (var i)) (preinc (var j)))"),
        ("print $a . 'b' and $c;", "(and (print (. (var a) \"b\")) (var c))"),
        ("clone $a->b;", "(clone (prop (var a) b))"),
        ("include 'a.php' or die();", "(include (or \"a.php\" (exit)))"),
        ("throw new E('x');", "(throw (new E \"x\"))"),
        ("$f = fn($x) => $x + 1;", "(assign (var f) (fn (params $x) (+ (var x) 1)))"),
        // Outside a function PHP parses `yield`, then refuses it when compiling; so does gtpush.
        ("$a = yield $k => $v;", "(assign (var a) (yield (var k) (var v))) !! 1:6: The \"yield\" expression can only be used inside a function"),
        ("$a = yield;", "(assign (var a) (yield)) !! 1:6: The \"yield\" expression can only be used inside a function"),
        ("yield from gen();", "(yield-from (call gen)) !! 1:1: The \"yield\" expression can only be used inside a function"),
        ("$a + $b = 3;", "(+ (var a) (assign (var b) 3))"),
        ("-$a instanceof B;", "(instanceof (- (var a)) B)"),
        ("!$a * 2;", "(* (! (var a)) 2)"),
        ("$a <=> $b;", "(<=> (var a) (var b))"),
        ("$a === null ?: 5;", "(?: (=== (var a) null) 5)"),
    ])
    func precedence(_ code: String, _ expected: String) {
        #expect(parsed(code) == expected)
    }
}

@Suite struct ParserExpressionTests {
    @Test(arguments: [
        ("$apn->sound = $client_notice;", "(assign (prop (var apn) sound) (var client_notice))"),
        ("$a?->b?->c();", "(nmcall (nprop (var a) b) c)"),
        ("$a->list();", "(mcall (var a) list)"),
        ("$a->$b;", "(prop (var a) (var b))"),
        ("$a->{'x' . $y}();", "(mcall (var a) (. \"x\" (var y)))"),
        ("Foo::class;", "(classconst Foo class)"),
        ("Foo::NEW;", "(classconst Foo NEW)"),
        ("$obj::CONST;", "(classconst (var obj) CONST)"),
        ("static::create(1);", "(scall static create 1)"),
        ("self::$x;", "(sprop self x)"),
        ("parent::__construct(...$a);", "(scall parent __construct (... (var a)))"),
        ("Foo::{$m}();", "(scall Foo (var m))"),
        ("Foo::$m();", "(scall Foo (var m))"),
        ("$$a;", "(varvar (var a))"),
        ("${'a' . 'b'};", "(varvar (. \"a\" \"b\"))"),
        // It parses; compiling it is PHP's "Cannot use [] for reading".
        ("$a[0][];", "(dim (dim (var a) 0)) !! 1:1: Cannot use [] for reading"),
        ("f(...$r, a: 1, array: 2);", "(call f (... (var r)) (named a 1) (named array 2))"),
        ("strlen(...);", "(call strlen ...)"),
        ("$o->m(...);", "(mcall (var o) m ...)"),
        ("A::m(...);", "(scall A m ...)"),
        ("new Foo;", "(new Foo)"),
        ("new Foo(1, 2);", "(new Foo 1 2)"),
        ("new static;", "(new static)"),
        ("new ($cls . 'X');", "(new (. (var cls) \"X\"))"),
        ("new $a->b['c'](1);", "(new (dim (prop (var a) b) \"c\") 1)"),
        ("new \\A\\B();", "(new \\A\\B)"),
        ("(new A)->b();", "(mcall (new A) b)"),
        ("new class(1) extends B implements C { public $x = 1; };", "(new (class (extends B) (implements C) (property public ($x 1))) 1)"),
        ("[$a, [, $b], $c] = $x;", "(assign (short (var a) (short _ (var b)) (var c)) (var x))"),
        ("['j' => $a, 'k' => [, $b]] = $x;", "(assign (short (=> \"j\" (var a)) (=> \"k\" (short _ (var b)))) (var x))"),
        ("list($a, list(, $b)) = $x;", "(assign (list (var a) (list _ (var b))) (var x))"),
        ("list('k' => $a) = $x;", "(assign (list (=> \"k\" (var a))) (var x))"),
        ("array(1, 'a' => &$b, ...$c,);", "(array 1 (=> \"a\" (& (var b))) (... (var c)))"),
        ("isset($a, $b['x']);", "(isset (var a) (dim (var b) \"x\"))"),
        ("empty($a);", "(empty (var a))"),
        ("exit;", "(exit)"),
        ("die('x');", "(exit \"x\")"),
        ("exit();", "(exit)"),
        ("eval('1;');", "(eval \"1;\")"),
        ("require_once __DIR__ . '/a.php';", "(requireOnce (. (magic T_DIR) \"/a.php\"))"),
        ("`ls`;", "(shell \"ls\")"),
        ("match($x) { 1, 2 => 'a', default => 'b', };", "(match (var x) (arm (1 2) \"a\") (default \"b\"))"),
        ("$f = function &($a, &$b) use ($c, &$d): ?int { return 1; };", "(assign (var f) (closure & (params $a (param &$b)) : ?int (uses c &d) (body (return 1))))"),
        ("static function() {};", "(static-closure (params) (body))"),
        ("static fn() => 1;", "(static-fn (params) 1)"),
        ("#[A] fn() => 1;", "(fn #[A] (params) 1)"),
        ("'abc'[0];", "(dim \"abc\" 0)"),
        ("FOO[1];", "(dim FOO 1)"),
        ("\\strlen('x');", "(call \\strlen \"x\")"),
        ("namespace\\foo();", "(call namespace\\foo)"),
        ("A\\B::C;", "(classconst A\\B C)"),
        ("true; NULL;", "true NULL"),
        ("__LINE__;", "(magic T_LINE)"),
        ("$a instanceof $b;", "(instanceof (var a) (var b))"),
        // Left to right: the right side of `instanceof` is a class, never an expression.
        ("$a instanceof B instanceof $c;", "(instanceof (instanceof (var a) B) (var c))"),
        ("(object) ['a' => 1];", "(cast object (short (=> \"a\" 1)))"),
        ("f()();", "(call (call f))"),
        ("$a['x']->b[0]->c();", "(mcall (dim (prop (dim (var a) \"x\") b) 0) c)"),
    ])
    func expression(_ code: String, _ expected: String) {
        #expect(parsed(code) == expected)
    }

    @Test(arguments: [
        ("1;", "1"), ("0x1F;", "31"), ("0b101;", "5"), ("0o17;", "15"), ("017;", "15"), ("1_000_000;", "1000000"),
        ("0;", "0"), ("9223372036854775807;", "9223372036854775807"), ("9223372036854775808;", "(float 9.223372036854776e+18)"),
        ("0xFFFFFFFFFFFFFFFF;", "(float 1.8446744073709552e+19)"), ("1.5;", "(float 1.5)"), ("1e3;", "(float 1000.0)"),
        (".5;", "(float 0.5)"), ("1_0.2_5;", "(float 10.25)"),
    ])
    func numbers(_ code: String, _ expected: String) {
        #expect(parsed(code) == expected)
    }
}

@Suite struct ParserStringTests {
    @Test(arguments: [
        (#"'a\'b\\c\n';"#, #""a'b\\c\\n""#),
        (#""a\tb\x41\u{e9}\$x";"#, #""a\tbA\xC3\xA9$x""#),
        (#""Hi {$user['name']}";"#, #"(interp "Hi " (dim (var user) "name"))"#),
        (#""$count new messages from ${sender}";"#, #"(interp (var count) " new messages from " (var sender))"#),
        (#""$a[0] $a[$i] $a[key] $a[-1] $a[01]";"#, #"(interp (dim (var a) 0) " " (dim (var a) (var i)) " " (dim (var a) "key") " " (dim (var a) -1) " " (dim (var a) "01"))"#),
        (#""$a->b $a?->c $a->b->c";"#, #"(interp (prop (var a) b) " " (nprop (var a) c) " " (prop (var a) b) "->c")"#),
        (#""${'x' . 'y'} ${n['k']}";"#, #"(interp (varvar (. "x" "y")) " " (dim (var n) "k"))"#),
        (#""{$o->m()[1]}\n";"#, #"(interp (dim (mcall (var o) m) 1) "\n")"#),
        ("`ls $dir`;", #"(shell "ls " (var dir))"#),
        ("b'x';", #""x""#),
    ])
    func strings(_ code: String, _ expected: String) {
        #expect(parsed(code) == expected)
    }

    @Test func heredocRemovesClosingIndentation() {
        let code = "$x = <<<EOT\n    a\n      b $name\n    c\\tz\n    EOT;\n"
        #expect(parsed(code) == #"(assign (var x) (interp "a\n  b " (var name) "\nc\tz"))"#)
    }

    @Test func heredocWithoutInterpolationIsString() {
        #expect(parsed("$x = <<<\"T\"\n  one\n  two\n  T;\n") == #"(assign (var x) "one\ntwo")"#)
        #expect(parsed("$x = <<<T\nT;\n") == #"(assign (var x) "")"#)
        #expect(parsed("$x = <<<T\n\nT;\n") == #"(assign (var x) "")"#)
    }

    /// Old Mac files end lines with a bare `\r`; PHP 8.2 gives these heredocs "hello\rworld" and
    /// "hello\r\nworld". The text used to be cut to "" at a bare `\r`.
    @Test func heredocLineBreaksOtherThanNewline() {
        #expect(parsed("$x = <<<T\r  hello\r  world\r  T;\r") == "(assign (var x) \"hello\\rworld\")")
        #expect(parsed("$x = <<<T\r\n  hello\r\n  world\r\n  T;\r\n") == "(assign (var x) \"hello\\r\\nworld\")")
    }

    @Test func nowdocKeepsEscapesAndDollars() {
        #expect(parsed("$x = <<<'T'\n  a\\n $b\n  T;\n") == #"(assign (var x) "a\\n $b")"#)
    }

    @Test func heredocCase19() {
        let code = "<?php\n$t = <<<TITLE\nWelcome, $name\nTITLE;\n$b = <<<'BODY'\nNo $interpolation here\nBODY;\n"
        #expect(parsed(code, mode: .inlineHTML) == #"(assign (var t) (interp "Welcome, " (var name))) (assign (var b) "No $interpolation here")"#)
    }

    @Test func interpolationPartRanges() throws {
        let code = #"$x = "ab $c";"#
        let tree = CompileChecks.parse(SourceFile(path: "t.php", text: code), startingIn: .php)
        guard case .expression(let assign) = tree.statements.first?.kind, case .assign(_, let value) = assign.kind,
              case .interpolatedString(let parts, false) = value.kind, case .literal(let bytes, let range) = parts[0],
              case .expression(let variable) = parts[1] else {
            Issue.record("unexpected shape"); return
        }
        #expect(bytes == Array("ab ".utf8))
        #expect(range == SourceRange(start: 6, end: 9))
        #expect(variable.range == SourceRange(start: 9, end: 11))
        #expect(value.range == SourceRange(start: 5, end: 12))
    }
}
