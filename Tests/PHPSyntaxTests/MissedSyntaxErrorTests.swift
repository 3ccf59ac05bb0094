import Testing

/// Errors PHP's lexer or parser finds that gtpush once let through (issue 15), each with PHP's
/// message and line, and beside them the nearest forms PHP accepts.
@Suite("Missed syntax errors")
struct MissedSyntaxErrorTests {
    static let heredocIndentation: [PHPVerdictCase] = [
        PHPVerdictCase(source: "<?php $a = <<<EOT\n    a\n      EOT;", message: "Invalid body indentation level (expecting an indentation level of at least 6)"),
        PHPVerdictCase(source: "<?php\n$a = <<<EOT\n  a\n  b\n c\n  EOT;", message: "Invalid body indentation level (expecting an indentation level of at least 2)"),
        PHPVerdictCase(source: "<?php\n$a = <<<'EOT'\n  a\n b\n  EOT;", message: "Invalid body indentation level (expecting an indentation level of at least 2)"),
        // After an interpolation the rest of its line is not indentation; the next line is.
        PHPVerdictCase(source: "<?php\n$a = <<<EOT\n  a $x b\n c\n  EOT;", message: "Invalid body indentation level (expecting an indentation level of at least 2)"),
        PHPVerdictCase(source: "<?php\n$a = <<<EOT\n   a\n {$x}\n  EOT;\n", message: "Invalid body indentation level (expecting an indentation level of at least 2)"),
        PHPVerdictCase(source: "<?php $a = <<<EOT\n\t a\n \tEOT;", message: "Invalid indentation - tabs and spaces cannot be mixed"),
        PHPVerdictCase(source: "<?php\n$a = <<<EOT\n  a\n\t\tb\n  EOT;", message: "Invalid indentation - tabs and spaces cannot be mixed"),
        PHPVerdictCase(source: "<?php\n$a = <<<EOT\n\ta\n \tb\n\tEOT;", message: "Invalid indentation - tabs and spaces cannot be mixed"),
        .accepted("<?php\n$a = <<<EOT\n  a\n\n \n  EOT;\n"),
        .accepted("<?php\r\n$a = <<<EOT\r\n  a\r\n\r\n  EOT;\r\n"),
        .accepted("<?php\n$a = <<<EOT\n   a\n  b{$x}\n  EOT;\n"),
        .accepted("<?php\n$a = <<<EOT\n\t\ta\n\t\tEOT;\n"),
        .accepted("<?php\n$a = [<<<EOT\n  a\n  EOT, 1];\n"),
    ]

    static let others: [PHPVerdictCase] = [
        PHPVerdictCase(source: "<?php\nvar_dump(list(1,2,3));", message: "syntax error, unexpected token \")\", expecting \"=\""),
        PHPVerdictCase(source: "<?php\nf(list($a));", message: "syntax error, unexpected token \")\", expecting \"=\""),
        .accepted("<?php list($a, list($b)) = $c;"),
        .accepted("<?php list('k' => list($a)) = $b;"),
        .accepted("<?php foreach ($a as $k => list($b, $c)) {}"),
        PHPVerdictCase(source: "<?php\n$a = 0777777777777777777777787;", message: "Invalid numeric literal"),
        .accepted("<?php $a = 0777777777777777777777777;"),
        PHPVerdictCase(source: "<?php\n$a = (real) 1;", message: "The (real) cast has been removed, use (float) instead"),
        PHPVerdictCase(source: "<?php $a = ( REAL ) 1;", message: "The (real) cast has been removed, use (float) instead"),
        PHPVerdictCase(source: "<?php $a =& new X;", message: "syntax error, unexpected token \"new\""),
        PHPVerdictCase(source: "<?php $a = &A::B;", message: "syntax error, unexpected token \";\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php &\"literal\";", message: "syntax error, unexpected token \"&\", expecting end of file"),
    ]

    static let groupUse: [PHPVerdictCase] = [
        PHPVerdictCase(source: "<?php use Foo\\{\\Baz};", message: "syntax error, unexpected fully qualified name \"\\Baz\", expecting identifier or namespaced name or \"function\" or \"const\""),
        PHPVerdictCase(source: "<?php use A\\{namespace\\B};", message: "syntax error, unexpected namespace-relative name \"namespace\\B\", expecting identifier or namespaced name or \"function\" or \"const\""),
        PHPVerdictCase(source: "<?php use const Foo\\{const B};", message: "syntax error, unexpected token \"const\", expecting identifier or namespaced name"),
        PHPVerdictCase(source: "<?php use A\\{};", message: "syntax error, unexpected token \"}\", expecting identifier or namespaced name or \"function\" or \"const\""),
        PHPVerdictCase(source: "<?php use A\\{B}, C;", message: "syntax error, unexpected token \",\", expecting \";\""),
        .accepted("<?php use A\\{B,};"),
        .accepted("<?php use \\A\\{B\\C, function d, const E as F};"),
        PHPVerdictCase(source: "<?php use const Foo\\Bar\\{\n A,\n const B\n};", message: "syntax error, unexpected token \"const\", expecting \"}\""),
    ]

    /// PHP 8 lexes `\\A` and `namespace\\A` as one name; apart, the `\\` is an error.
    static let separateBackslash: [PHPVerdictCase] = [
        PHPVerdictCase(source: "<?php \\ A;", message: "syntax error, unexpected token \"\\\", expecting end of file"),
        PHPVerdictCase(source: "<?php $a = \\ A;", message: "syntax error, unexpected token \"\\\""),
        PHPVerdictCase(source: "<?php namespace \\ A;", message: "syntax error, unexpected token \"\\\", expecting \"{\""),
        PHPVerdictCase(source: "<?php $a = namespace \\ A;", message: "syntax error, unexpected token \"namespace\""),
        .accepted("<?php $a = namespace\\A; \\A\\b();"),
    ]

    /// Found by running php-src's Zend/tests: a heredoc inside another's interpolation, and a
    /// block left open at `__halt_compiler`.
    static let zendTests: [PHPVerdictCase] = [
        .accepted("<?php\n$s = 'substr';\n$htm = <<<DOC\n{$s(<<<'ppp'\nabcdefg\nppp\n,0,3)}\nDOC;\necho $htm;\n"),
        .accepted("<?php\n$a = <<<A\n  x {$b(<<<B\n    y\n    B)} z\n  A;\n"),
        PHPVerdictCase(source: "<?php\nnamespace foo {\n\t__halt_compiler();\n\n?>", message: "Unclosed '{' on line 2"),
    ]

    /// What PHP's parser names where a variable may still go on.
    static let variableTail = #""->" or "?->" or "{" or "[""#

    /// A prefix `++` or `--` takes what PHP's grammar calls a variable, as `=&` does: a constant, a
    /// literal or a parenthesised expression is a syntax error at the token after it (these
    /// passed `gtpush parse` until the sixteenth session; `Zend/tests` holds `--EXPECT--` after
    /// a statement).
    static let prefixIncrement: [PHPVerdictCase] = [
        PHPVerdictCase(source: "<?php\n++A;", message: "syntax error, unexpected token \";\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php\n--A::B;", message: "syntax error, unexpected token \";\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php\n++\"s\";", message: "syntax error, unexpected token \";\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php\n++($a);", message: "syntax error, unexpected token \";\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php\n$x = [++__LINE__];", message: "syntax error, unexpected token \"]\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php\nvar_dump($arg);\n--EXPECT--\nbar called!\n", message: "syntax error, unexpected token \"--\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php\n++1;", message: "syntax error, unexpected integer \"1\""),
        PHPVerdictCase(source: "<?php\n++new A;", message: "syntax error, unexpected token \"new\""),
        PHPVerdictCase(source: "<?php\n++-$a;", message: "syntax error, unexpected token \"-\""),
        PHPVerdictCase(source: "<?php\n++$a++;", message: "syntax error, unexpected token \"++\""),
        .accepted("<?php\n++$a; --$a[0]; ++$a[]; ++$a->b->c; ++A::$b; ++static::$b; ++$$a; ++${'a'}; ++$a::$b;"),
        .accepted("<?php\n$b = ++$a ** 2; ++($a)->b; ++($a)[0]; ++(function () { return $this; })()->n;"),
        // Grammatical, then refused by the compiler, as PHP does.
        PHPVerdictCase(source: "<?php\n++(new A)->b;", message: "Cannot use temporary expression in write context"),
    ]

    /// Where PHP's grammar asks for a variable and the construct ends after it: an `unset()`
    /// argument, a `foreach` key or value, an array item taken by reference. A constant, a literal
    /// or an operator after the variable is a syntax error there (these passed `gtpush parse`, or
    /// got a `)`/`]` tail, until the sixteenth session).
    static let variablePlaces: [PHPVerdictCase] = [
        PHPVerdictCase(source: "<?php\nunset(A);", message: "syntax error, unexpected token \")\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php\nunset($a, A::B);", message: "syntax error, unexpected token \")\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php\nunset(($a));", message: "syntax error, unexpected token \")\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php\nunset($a[0] + 1);", message: "syntax error, unexpected token \"+\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php\nforeach ($a as A) {}", message: "syntax error, unexpected token \")\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php\nforeach ($a as A => $v) {}", message: "syntax error, unexpected token \"=>\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php\nforeach ($a as &\"s\") {}", message: "syntax error, unexpected token \")\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php\nforeach ($a as &[$b]) {}", message: "syntax error, unexpected token \")\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php\nforeach ($a as $k => $v ?? 1) {}", message: "syntax error, unexpected token \"??\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php\nforeach ($a as $k => $v => $w) {}", message: "syntax error, unexpected token \"=>\", expecting \")\""),
        PHPVerdictCase(source: "<?php\nforeach ($a as list($b) = 1) {}", message: "syntax error, unexpected token \"=\", expecting \"=>\" or \")\""),
        PHPVerdictCase(source: "<?php\nforeach ($a as list($b) x) {}", message: "syntax error, unexpected identifier \"x\", expecting \"=>\" or \")\""),
        PHPVerdictCase(source: "<?php\nforeach ($a as $k => list($b) x) {}", message: "syntax error, unexpected identifier \"x\", expecting \")\""),
        PHPVerdictCase(source: "<?php\nforeach ($a as $k => [$b] = 1) {}", message: "syntax error, unexpected token \"=\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php\n$x = [&A];", message: "syntax error, unexpected token \"]\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php\n$x = ['k' => &$a + 1];", message: "syntax error, unexpected token \"+\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php\n$x = array(&$a => 1);", message: "syntax error, unexpected token \"=>\", expecting \(variableTail)"),
        // Grammatical, then refused by the compiler, as PHP does.
        PHPVerdictCase(source: "<?php\nforeach ($a as [$b][0]) {}", message: "Cannot use temporary expression in write context"),
        .accepted("<?php\nunset($a, $b[0], $c->d, A::$e, $$f,);\nforeach ($a as $k => &$v) {}\nforeach ($a as $v->b) {}\nforeach ($a as &$v::$b) {}"),
        .accepted("<?php\nforeach ($a as [$b, [$c, $d]]) {}\nforeach ($a as $k => list('x' => $b)) {}\nforeach ($a as [, &$b]) {}"),
        .accepted("<?php\n$x = [&$a, 'k' => &$b[0], &$c->d];\n$y = array(&$a, &$b);\n[$a, &$b] = $c;\nlist('k' => &$b) = $c;"),
    ]

    /// `empty()` takes one expression and no comma after it; `global` names simple variables.
    static let emptyAndGlobal: [PHPVerdictCase] = [
        PHPVerdictCase(source: "<?php\nempty($a,);", message: "syntax error, unexpected token \",\""),
        PHPVerdictCase(source: "<?php\nempty($a, $b);", message: "syntax error, unexpected token \",\""),
        PHPVerdictCase(source: "<?php\nempty($a $b);", message: "syntax error, unexpected variable \"$b\""),
        PHPVerdictCase(source: "<?php\nglobal A;", message: "syntax error, unexpected identifier \"A\", expecting variable or \"$\""),
        .accepted("<?php\n$x = empty($a) && empty($b[0]);\nglobal $a, $$b, ${'c'};"),
    ]

    @Test("heredoc indentation", arguments: heredocIndentation) func heredoc(_ verdict: PHPVerdictCase) { verdict.check() }
    @Test("list, numbers, casts, references", arguments: others) func other(_ verdict: PHPVerdictCase) { verdict.check() }
    @Test("group use", arguments: groupUse) func group(_ verdict: PHPVerdictCase) { verdict.check() }
    @Test("a backslash apart", arguments: separateBackslash) func backslash(_ verdict: PHPVerdictCase) { verdict.check() }
    @Test("from Zend/tests", arguments: zendTests) func zend(_ verdict: PHPVerdictCase) { verdict.check() }
    @Test("prefix increment and decrement", arguments: prefixIncrement) func prefix(_ verdict: PHPVerdictCase) { verdict.check() }
    @Test("where a variable ends a construct", arguments: variablePlaces) func variablePlace(_ verdict: PHPVerdictCase) { verdict.check() }
    /// After `new A::` or `instanceof A::` only a static property may name the class; in a
    /// string's offset, `-` is followed by a number only; a magic constant is no class or
    /// function name. PHP names the token that came instead.
    static let namedAfter: [PHPVerdictCase] = [
        // After `new $a` or `instanceof $a`, `::` takes a static property only, as after `new A`.
        PHPVerdictCase(source: "<?php $a = new $b[0]::C;", message: "syntax error, unexpected identifier \"C\", expecting variable or \"$\""),
        PHPVerdictCase(source: "<?php $a = $b instanceof $c->d::class;", message: "syntax error, unexpected token \"class\", expecting variable or \"$\""),
        .accepted("<?php $a = new $b::$c::$d(); $e = $f instanceof $g::$h;"),
        // `instanceof` takes a class on its right, so it chains left to right.
        .accepted("<?php $a = $b instanceof A instanceof $c; $d = !$e instanceof (F) instanceof G;"),
        PHPVerdictCase(source: "<?php\nnew A::B;", message: "syntax error, unexpected identifier \"B\", expecting variable or \"$\""),
        PHPVerdictCase(source: "<?php\n$a instanceof static::class;", message: "syntax error, unexpected token \"class\", expecting variable or \"$\""),
        PHPVerdictCase(source: "<?php\necho \"$a[-A]\";", message: "syntax error, unexpected identifier \"A\", expecting number"),
        PHPVerdictCase(source: "<?php\necho \"$a[- 1]\";", message: "syntax error, unexpected string content \"\", expecting number"),
        PHPVerdictCase(source: "<?php\necho \"$a[-$b]\";", message: "syntax error, unexpected variable \"$b\", expecting number"),
        PHPVerdictCase(source: "<?php\n$x = __CLASS__::B;", message: "syntax error, unexpected token \"::\""),
        PHPVerdictCase(source: "<?php\n$x = __DIR__('a');", message: "syntax error, unexpected token \"(\""),
        .accepted("<?php\n$a = new A::$b;\n$c = $a instanceof static::$d[0];\necho \"$a[-1] $a[b] $a[$c]\";\n$d = __CLASS__[0]::B . __FUNCTION__->e();"),
    ]

    /// Only a class takes modifiers; parameters and properties have no `static` in their types,
    /// and only an `&` before `$` or `...` takes a parameter by reference.
    static let declarationForms: [PHPVerdictCase] = [
        // `unset` and a closure's `use` take one variable at least; past a comma in a list that
        // may end with one, PHP names the closing token.
        PHPVerdictCase(source: "<?php unset();", message: "syntax error, unexpected token \")\""),
        PHPVerdictCase(source: "<?php $f = function () use () {};", message: "syntax error, unexpected token \")\", expecting variable or \"&\" or amp"),
        PHPVerdictCase(source: "<?php $f = function () use ($a, 1) {};", message: "syntax error, unexpected integer \"1\", expecting \")\""),
        PHPVerdictCase(source: "<?php f(1,,2);", message: "syntax error, unexpected token \",\", expecting \")\""),
        PHPVerdictCase(source: "<?php isset($a, ;", message: "syntax error, unexpected token \";\", expecting \")\""),
        .accepted("<?php unset($a,); f(1,); $b = isset($a,); $f = function () use ($a,) {};"),
        // A match arm has a condition at least; at an arm's start PHP expects `}`.
        PHPVerdictCase(source: "<?php $a = match($b) { => 2 };", message: "syntax error, unexpected token \"=>\", expecting \"}\""),
        PHPVerdictCase(source: "<?php $a = match($b) { 1 => 2,, };", message: "syntax error, unexpected token \",\", expecting \"}\""),
        .accepted("<?php $a = match($b) { 1, 2 => 3, 4, => 5, default, => 6, };"),
        // An attribute group holds one attribute at least; past a comma, a name or `]`. A trait
        // use takes no attributes.
        PHPVerdictCase(source: "<?php #[] function f() {}", message: "syntax error, unexpected token \"]\""),
        PHPVerdictCase(source: "<?php #[A,,] function f() {}", message: "syntax error, unexpected token \",\", expecting \"]\""),
        PHPVerdictCase(source: "<?php class C {\n    #[A]\n    use T;\n}", message: "syntax error, unexpected token \"use\", expecting \"function\" or \"const\""),
        .accepted("<?php #[A, B(1),] function f(#[C,] $a) {}"),
        PHPVerdictCase(source: "<?php\nreadonly interface I {}", message: "syntax error, unexpected token \"interface\", expecting \"abstract\" or \"final\" or \"readonly\" or \"class\""),
        PHPVerdictCase(source: "<?php\n#[A]\nfinal enum E {}", message: "syntax error, unexpected token \"enum\", expecting \"abstract\" or \"final\" or \"readonly\" or \"class\""),
        PHPVerdictCase(source: "<?php\nfinal final trait T {}", message: "Multiple final modifiers are not allowed"),
        PHPVerdictCase(source: "<?php\nfunction f(A&static $x) {}", message: "syntax error, unexpected token \"static\""),
        PHPVerdictCase(source: "<?php\nfunction f(static $x) {}", message: "syntax error, unexpected token \"static\", expecting variable"),
        PHPVerdictCase(source: "<?php\nclass A\n{\n    public ?static $b;\n}", message: "syntax error, unexpected token \"static\""),
        PHPVerdictCase(source: "<?php\n$f = fn(?A&B $x) => 1;", message: "syntax error, unexpected token \"&\", expecting variable"),
        .accepted("<?php\nfinal readonly class A\n{\n    public function f(A&B $x, &$y, ?A &...$z): static|A {}\n}"),
    ]

    @Test("empty and global", arguments: emptyAndGlobal) func emptyOrGlobal(_ verdict: PHPVerdictCase) { verdict.check() }
    /// `namespace`, `use` and `const` stand only in the file's list or a namespace's; a body
    /// without braces declares nothing; `__halt_compiler` inside a block is refused at its `;`;
    /// a switch's cases name what may end them; `{$…}` takes a variable.
    static let statementPlaces: [PHPVerdictCase] = [
        PHPVerdictCase(source: "<?php\nfunction f() {\n    use A;\n}", message: "syntax error, unexpected token \"use\""),
        PHPVerdictCase(source: "<?php\nif (1) {\n    const X = 1;\n}", message: "syntax error, unexpected token \"const\""),
        PHPVerdictCase(source: "<?php\nwhile (1) {\n    namespace A;\n}", message: "syntax error, unexpected token \"namespace\""),
        PHPVerdictCase(source: "<?php\nif (1) class A {}", message: "syntax error, unexpected token \"class\""),
        PHPVerdictCase(source: "<?php\nforeach ($a as $b) function f() {}", message: "syntax error, unexpected identifier \"f\", expecting \"(\""),
        PHPVerdictCase(source: "<?php\nif (1) #[A] class B {}", message: "syntax error, unexpected token \"class\", expecting \"function\" or \"fn\" or \"static\" or \"#[\""),
        PHPVerdictCase(source: "<?php\nfunction f() {\n    __halt_compiler\n    (\n    );\n}", message: "__HALT_COMPILER() can only be used from the outermost scope"),
        PHPVerdictCase(source: "<?php\nif (1) __halt_compiler();", message: "syntax error, unexpected token \"__halt_compiler\""),
        PHPVerdictCase(source: "<?php\nswitch ($a) {\n    case 1:\n        echo 1;\n        use A;\n}", message: "syntax error, unexpected token \"use\", expecting \"case\" or \"default\" or \"}\""),
        PHPVerdictCase(source: "<?php\nswitch ($a):\n    default:\n        as;\nendswitch;", message: "syntax error, unexpected token \"as\", expecting \"endswitch\" or \"case\" or \"default\""),
        PHPVerdictCase(source: "<?php\necho \"{$a::B}\";", message: "syntax error, unexpected token \"}\", expecting \(variableTail)"),
        PHPVerdictCase(source: "<?php\necho \"{$a = 1}\";", message: "syntax error, unexpected token \"=\", expecting \(variableTail)"),
        .accepted("<?php\nnamespace A {\n    use B;\n    const C = 1;\n    function f() {}\n}\nnamespace {\n    if (1): class D {} endif;\n    if (1) function () {};\n    echo \"{$a::$b[0]} {$c->d()} {$e::f()} {$g[0]->h}\";\n}"),
    ]

    /// A modifier PHP's parser refuses as it reads it (an access type after another, one written
    /// twice, `abstract` with `final`), at the modifier refused, past attributes and comments;
    /// before any later syntax error.
    static let refusedModifiers: [PHPVerdictCase] = [
        PHPVerdictCase(source: "<?php\nclass A\n{\n    public public $x;\n}", message: "Multiple access type modifiers are not allowed"),
        PHPVerdictCase(source: "<?php\nclass A\n{\n    public private function f() {}\n}", message: "Multiple access type modifiers are not allowed"),
        PHPVerdictCase(source: "<?php\nclass A\n{\n    public static static $x;\n}", message: "Multiple static modifiers are not allowed"),
        PHPVerdictCase(source: "<?php\nclass A\n{\n    final final function f() {}\n}", message: "Multiple final modifiers are not allowed"),
        PHPVerdictCase(source: "<?php\nabstract class A\n{\n    abstract abstract function f();\n}", message: "Multiple abstract modifiers are not allowed"),
        PHPVerdictCase(source: "<?php\nclass A\n{\n    readonly readonly int $x;\n}", message: "Multiple readonly modifiers are not allowed"),
        PHPVerdictCase(source: "<?php\nabstract class A\n{\n    abstract public\n        final function f();\n}", message: "Cannot use the final modifier on an abstract class member"),
        PHPVerdictCase(source: "<?php\nclass A\n{\n    #[Attr(\"x]\")]\n    public\n    /* c */ private $x;\n}", message: "Multiple access type modifiers are not allowed"),
        PHPVerdictCase(source: "<?php\nclass A\n{\n    public static final\n        static static static static static $x;\n}", message: "Multiple static modifiers are not allowed"),
        PHPVerdictCase(source: "<?php\nfunction f(readonly\n    readonly int $x) {}", message: "Multiple readonly modifiers are not allowed"),
        PHPVerdictCase(source: "<?php\nclass A\n{\n    public function __construct(#[A] public\n        private $x) {}\n}", message: "Multiple access type modifiers are not allowed"),
        PHPVerdictCase(source: "<?php\nfinal final class A {}", message: "Multiple final modifiers are not allowed"),
        PHPVerdictCase(source: "<?php\nreadonly readonly class A {}", message: "Multiple readonly modifiers are not allowed"),
        PHPVerdictCase(source: "<?php\nfinal\nabstract class A {}", message: "Cannot use the final modifier on an abstract class"),
        PHPVerdictCase(source: "<?php\nfinal abstract interface I {}", message: "Cannot use the final modifier on an abstract class"),
        PHPVerdictCase(source: "<?php\nfinal final function f() {}", message: "Multiple final modifiers are not allowed"),
        // `var` stands alone.
        PHPVerdictCase(source: "<?php\nclass A\n{\n    var static $x;\n}", message: "syntax error, unexpected token \"static\", expecting variable"),
        PHPVerdictCase(source: "<?php\nclass A\n{\n    public var $x;\n}", message: "syntax error, unexpected token \"var\", expecting variable"),
        PHPVerdictCase(source: "<?php\nclass A\n{\n    var function f() {}\n}", message: "syntax error, unexpected token \"function\", expecting variable"),
        // PHP 8.4's asymmetric visibility, read by 8.2: the repeated access type comes first.
        PHPVerdictCase(source: "<?php\nclass A\n{\n    protected private(set) $a;\n}", message: "Multiple access type modifiers are not allowed"),
        .accepted("<?php\nabstract class A\n{\n    public static $x;\n    final protected static function f() {}\n    public function __construct(public readonly int $y, protected $z) {}\n    var ?int $v = null;\n}\nfinal readonly class B {}"),
    ]

    @Test("modifiers refused as they are read", arguments: refusedModifiers) func refusedModifier(_ verdict: PHPVerdictCase) { verdict.check() }
    @Test("class modifiers, static and & in declarations", arguments: declarationForms) func declarationForm(_ verdict: PHPVerdictCase) { verdict.check() }
    @Test("what a statement's place allows", arguments: statementPlaces) func statementPlace(_ verdict: PHPVerdictCase) { verdict.check() }
    @Test("after new A:: and a string offset's -", arguments: namedAfter) func namedAfterToken(_ verdict: PHPVerdictCase) { verdict.check() }
}

/// PHP 8's grammar still reads `$s{0}`; its compiler refuses it only at the end of a chain.
@Suite("Curly-brace offsets")
struct CurlyBraceOffsetTests {
    static let cases: [PHPVerdictCase] = [
        PHPVerdictCase(source: "<?php $a = $s{0};", message: "Array and string offset access syntax with curly braces is no longer supported"),
        PHPVerdictCase(source: "<?php $a = A::B{0};", message: "Array and string offset access syntax with curly braces is no longer supported"),
        PHPVerdictCase(source: "<?php $s{0} = 1;", message: "Array and string offset access syntax with curly braces is no longer supported"),
        .accepted("<?php $s{0}[0];"),
        .accepted("<?php $s{0}->a;"),
        // After `new` and `instanceof` the chain has no calls: `new $a{0}()` ends at its `}`.
        PHPVerdictCase(source: "<?php var_dump(new $a{0});", message: "Array and string offset access syntax with curly braces is no longer supported"),
        PHPVerdictCase(source: "<?php $o = new $a[0]{1}();", message: "Array and string offset access syntax with curly braces is no longer supported"),
        PHPVerdictCase(source: "<?php $b = $x instanceof $a->b{0};", message: "Array and string offset access syntax with curly braces is no longer supported"),
        .accepted("<?php $o = new $a{0}[1]; $p = new $a{0}->b(); $q = new $a{0}::$c;"),
        // A `)` left out before a block: the `{` opens an offset, so PHP fails at the next token.
        PHPVerdictCase(source: "<?php if ($x {\n return 1;\n}", message: "syntax error, unexpected token \"return\""),
        .accepted("<?php $f = function() use ($a) { }; match($a) { default => 1 }; $o = new class { };"),
    ]

    @Test(arguments: cases) func agreesWithPHP(_ verdict: PHPVerdictCase) { verdict.check() }
}
