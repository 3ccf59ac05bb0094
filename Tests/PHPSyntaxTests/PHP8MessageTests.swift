import PHPCompileChecks
import PHPSyntax
import Testing

/// Syntax errors worded as PHP 8.2 words them: the unexpected token by its grammar alias and its
/// text, the `expecting …` tail only where PHP's parser gives one, and PHP's line.
@Suite("PHP 8 messages")
struct PHP8MessageTests {
    static let unexpected: [PHPVerdictCase] = [
        PHPVerdictCase(source: "<?php 1 ? 2 : 3 ? 4 : 5;", message: "Unparenthesized `a ? b : c ? d : e` is not supported. Use either `(a ? b : c) ? d : e` or `a ? b : (c ? d : e)`"),
        PHPVerdictCase(source: "<?php 1 ? 2 : 3 ?: 5;", message: "Unparenthesized `a ? b : c ?: d` is not supported. Use either `(a ? b : c) ?: d` or `a ? b : (c ?: d)`"),
        PHPVerdictCase(source: "<?php 1 ?: 2 ? 4 : 5;", message: "Unparenthesized `a ?: b ? c : d` is not supported. Use either `(a ?: b) ? c : d` or `a ?: (b ? c : d)`"),
        .accepted("<?php 1 ?: 2 ?: 3;"),
        PHPVerdictCase(source: "<?php class Page Page {}", message: "syntax error, unexpected identifier \"Page\", expecting \"{\""),
        PHPVerdictCase(source: "<?php $x $y;", message: "syntax error, unexpected variable \"$y\""),
        PHPVerdictCase(source: "<?php \"a\" \"b\";", message: "syntax error, unexpected double-quoted string \"b\""),
        PHPVerdictCase(source: "<?php 'a' 'b';", message: "syntax error, unexpected single-quoted string \"b\""),
        PHPVerdictCase(source: "<?php 5 5;", message: "syntax error, unexpected integer \"5\""),
        PHPVerdictCase(source: "<?php 1.5 1.5;", message: "syntax error, unexpected floating-point number \"1.5\""),
        PHPVerdictCase(source: "<?php $a 99999999999999999999;", message: "syntax error, unexpected floating-point number \"99999999999999999999\""),
        PHPVerdictCase(source: "<?php Foo\\Bar Foo\\Bar;", message: "syntax error, unexpected namespaced name \"Foo\\Bar\""),
        PHPVerdictCase(source: "<?php \\Foo \\Foo;", message: "syntax error, unexpected fully qualified name \"\\Foo\""),
        PHPVerdictCase(source: "<?php $a \"x$y\";", message: "syntax error, unexpected double-quote mark"),
        PHPVerdictCase(source: "<?php $a die;", message: "syntax error, unexpected token \"exit\""),
        PHPVerdictCase(source: "<?php $a (integer) $b;", message: "syntax error, unexpected token \"(int)\""),
        PHPVerdictCase(source: "<?php $a __line__;", message: "syntax error, unexpected token \"__LINE__\""),
        PHPVerdictCase(source: "<?php $a \\ ;", message: "syntax error, unexpected token \"\\\""),
        PHPVerdictCase(source: "<?php $a = 1", message: "syntax error, unexpected end of file"),
        // Past 33 bytes the text is cut to 30 and `...`.
        PHPVerdictCase(source: "<?php $a \"\(String(repeating: "a", count: 33))\";", message: "syntax error, unexpected double-quoted string \"\(String(repeating: "a", count: 33))\""),
        PHPVerdictCase(source: "<?php $a \"\(String(repeating: "a", count: 34))\";", message: "syntax error, unexpected double-quoted string \"\(String(repeating: "a", count: 30))...\""),
    ]

    static let tails: [PHPVerdictCase] = [
        // A `for` list may be empty: at its start PHP names what ends it. A directive's name is
        // a plain word. A DNF group wants `&` or `)` after a class.
        PHPVerdictCase(source: "<?php for (;;,) {}", message: "syntax error, unexpected token \",\", expecting \")\""),
        PHPVerdictCase(source: "<?php declare(ticks=1, );", message: "syntax error, unexpected token \")\", expecting identifier"),
        PHPVerdictCase(source: "<?php declare(class=1);", message: "syntax error, unexpected token \"class\", expecting identifier"),
        PHPVerdictCase(source: "<?php function f(): (A&B|C) {}", message: "syntax error, unexpected token \"|\", expecting amp or \")\""),
        // Past an alternative `if` body but `else:`'s, PHP reduces to the `if` at a token no
        // statement starts with; past `else:`'s it lists nothing. A braced `if` takes no `:`.
        PHPVerdictCase(source: "<?php if ($a): elseif ($b): endwhile;", message: "syntax error, unexpected token \"endwhile\", expecting \"elseif\" or \"else\" or \"endif\""),
        PHPVerdictCase(source: "<?php if ($a): echo 1;", message: "syntax error, unexpected end of file, expecting \"elseif\" or \"else\" or \"endif\""),
        PHPVerdictCase(source: "<?php if ($a): else: echo 1;", message: "syntax error, unexpected end of file"),
        PHPVerdictCase(source: "<?php if ($a): elseif ($b): else: elseif ($c): endif;", message: "syntax error, unexpected token \"elseif\""),
        PHPVerdictCase(source: "<?php if ($a) { echo 1; } elseif ($b): echo 2; endif;", message: "syntax error, unexpected token \":\""),
        .accepted("<?php if ($a): if ($b): endif; elseif ($c): else: if ($d): else: endif; endif;"),
        PHPVerdictCase(source: "<?php function f {}", message: "syntax error, unexpected token \"{\", expecting \"(\""),
        PHPVerdictCase(source: "<?php if", message: "syntax error, unexpected end of file, expecting \"(\""),
        PHPVerdictCase(source: "<?php foo(1;", message: "syntax error, unexpected token \";\", expecting \")\""),
        PHPVerdictCase(source: "<?php $a = [1,2;", message: "syntax error, unexpected token \";\", expecting \"]\""),
        PHPVerdictCase(source: "<?php echo 1 2;", message: "syntax error, unexpected integer \"2\", expecting \",\" or \";\""),
        PHPVerdictCase(source: "<?php return 1 2;", message: "syntax error, unexpected integer \"2\", expecting \";\""),
        PHPVerdictCase(source: "<?php namespace A 1;", message: "syntax error, unexpected integer \"1\", expecting \"{\""),
        PHPVerdictCase(source: "<?php interface I { function f() 1; }", message: "syntax error, unexpected integer \"1\", expecting \";\" or \"{\""),
        PHPVerdictCase(source: "<?php class A { use T 1; }", message: "syntax error, unexpected integer \"1\", expecting \",\" or \";\" or \"{\""),
        PHPVerdictCase(source: "<?php $a->;", message: "syntax error, unexpected token \";\", expecting identifier or variable or \"{\" or \"$\""),
        // After an expression, or inside parentheses, PHP's parser could take any operator: no tail.
        PHPVerdictCase(source: "<?php $a = (1;", message: "syntax error, unexpected token \";\""),
        PHPVerdictCase(source: "<?php $a::;", message: "syntax error, unexpected token \";\""),
        PHPVerdictCase(source: "<?php class A { const }", message: "syntax error, unexpected token \"}\""),
        PHPVerdictCase(source: "<?php switch ($a) { case 1 }", message: "syntax error, unexpected token \"}\""),
        PHPVerdictCase(source: "<?php class A extends \\\\B {}", message: "syntax error, unexpected token \"\\\""),
        // Where PHP's grammar allows an empty part, it names what must follow it.
        PHPVerdictCase(source: "<?php $a[;", message: "syntax error, unexpected token \";\", expecting \"]\""),
        PHPVerdictCase(source: "<?php $a = [1, ;", message: "syntax error, unexpected token \";\", expecting \"]\""),
        PHPVerdictCase(source: "<?php $a = array(;", message: "syntax error, unexpected token \";\", expecting \")\""),
        PHPVerdictCase(source: "<?php \"{$a c}\";", message: "syntax error, unexpected identifier \"c\", expecting \"->\" or \"?->\" or \"{\" or \"[\""),
        // Class modifiers not followed by `class`, and a top-level token that starts no statement.
        PHPVerdictCase(source: "<?php abstract function f();", message: "syntax error, unexpected token \"function\", expecting \"abstract\" or \"final\" or \"readonly\" or \"class\""),
        PHPVerdictCase(source: "<?php final readonly 1;", message: "syntax error, unexpected integer \"1\", expecting \"abstract\" or \"final\" or \"readonly\" or \"class\""),
        .accepted("<?php readonly();"),
        PHPVerdictCase(source: "<?php & 1;", message: "syntax error, unexpected token \"&\", expecting end of file"),
        PHPVerdictCase(source: "<?php use A, ;", message: "syntax error, unexpected token \";\", expecting identifier or fully qualified name or namespaced name"),
        PHPVerdictCase(source: "<?php use function 1;", message: "syntax error, unexpected integer \"1\", expecting identifier or fully qualified name or namespaced name"),
        PHPVerdictCase(source: "<?php use 1;", message: "syntax error, unexpected integer \"1\""),
        PHPVerdictCase(source: "<?php $$;", message: "syntax error, unexpected token \";\", expecting variable or \"{\" or \"$\""),
        PHPVerdictCase(source: "<?php foreach ($foo) {}", message: "syntax error, unexpected token \")\""),
        PHPVerdictCase(source: "<?php \"$a[@1]\";", message: "syntax error, unexpected token \"@\", expecting \"-\" or identifier or variable or number"),
        PHPVerdictCase(source: "<?php #[A] const X = 1;", message: "syntax error, unexpected token \"const\""),
        // Found by deleting or doubling one character in Laravel's sources and asking php -l.
        PHPVerdictCase(source: "<?php while (1) { break\n}", message: "syntax error, unexpected token \"}\", expecting \";\""),
        PHPVerdictCase(source: "<?php $a ? 1 $b : 2;", message: "syntax error, unexpected variable \"$b\""),
        PHPVerdictCase(source: "<?php $f = function ($o) use (locale) {};", message: "syntax error, unexpected identifier \"locale\", expecting variable or \"&\" or amp"),
        PHPVerdictCase(source: "<?php function f((string $c) {}", message: "syntax error, unexpected variable \"$c\", expecting amp"),
        PHPVerdictCase(source: "<?php class A { public $$d = 1; }", message: "syntax error, unexpected token \"$\", expecting variable"),
        PHPVerdictCase(source: "<?php class A { protected 1 $type; }", message: "syntax error, unexpected integer \"1\", expecting variable"),
        .accepted("<?php class A { public ?int $x; public (A&B)|null $y; public static $z; }"),
    ]

    /// PHP 8's lexer refuses a bracket that does not match before its parser sees the token.
    static let brackets: [PHPVerdictCase] = [
        PHPVerdictCase(source: "<?php {", message: "Unclosed '{'"),
        PHPVerdictCase(source: "<?php\nif ($a) {\n\n", message: "Unclosed '{' on line 2"),
        PHPVerdictCase(source: "<?php }", message: "Unmatched '}'"),
        PHPVerdictCase(source: "<?php f(1];", message: "Unclosed '(' does not match ']'"),
        PHPVerdictCase(source: "<?php\nf(1\n];", message: "Unclosed '(' on line 2 does not match ']'"),
        PHPVerdictCase(source: "<?php \"{$a )}\";", message: "Unclosed '{' does not match ')'"),
        PHPVerdictCase(source: "<?php #[A ) ]", message: "Unclosed '[' does not match ')'"),
        // A syntax error before the bracket is PHP's first and only complaint.
        PHPVerdictCase(source: "<?php f(1 2];", message: "syntax error, unexpected integer \"2\", expecting \")\""),
    ]

    /// PHP puts an error on the line its lexer has reached: the last line of a token that spans
    /// lines (a heredoc start ends after its newline), and the message stops at the newline.
    static let lines: [PHPVerdictCase] = [
        PHPVerdictCase(source: "<?php $a \"x\ny\";", message: "syntax error, unexpected double-quoted string \"x\""),
        PHPVerdictCase(source: "<?php $a <<<EOT\nEOT;", message: "syntax error, unexpected heredoc start \"<<<EOT\""),
        PHPVerdictCase(source: "<?php $a <<<'EOT'\n  a\nEOT;", message: "syntax error, unexpected heredoc start \"<<<'EOT\""),
        PHPVerdictCase(source: "<?php $a = 1\n\n\n", message: "syntax error, unexpected end of file"),
        // PHP's lexer refuses an unterminated comment as it reads it, before the end of the file.
        PHPVerdictCase(source: "<?php\nif (1) {\n/* x\n}\n", message: "Unterminated comment starting line 3"),
        // A `'` left open is string content to the end of the file, on the line it starts.
        PHPVerdictCase(source: "<?php function f( ' $a);\n}\n", message: "syntax error, unexpected string content \" $a);\", expecting variable"),
        PHPVerdictCase(source: "<?php f( ' $a);\n\n", message: "syntax error, unexpected string content \" $a);\""),
        // PHP's parser is handed `?>` as `;` (on the line of the `?>`, whose newline counts from
        // the next token on) and `<?=` as `echo`, a name it refuses where a name may stand.
        PHPVerdictCase(source: "<?php\nf(1 ?>\n", message: "syntax error, unexpected token \";\", expecting \")\""),
        PHPVerdictCase(source: "<?php\nclass C { const A = 1?><?= B = 2; }\n", message: "syntax error, unexpected token \"echo\", expecting \"function\" or \"const\""),
        PHPVerdictCase(source: "<?php\nclass C\n{\n    use T { x as y?>\n<?= as z; }\n}\n", message: "Cannot use \"<?=\" as an identifier"),
    ]

    @Test("the unexpected token", arguments: unexpected) func unexpectedToken(_ verdict: PHPVerdictCase) { verdict.check() }
    @Test("the expecting tail", arguments: tails) func expectingTail(_ verdict: PHPVerdictCase) { verdict.check() }
    @Test("brackets", arguments: brackets) func bracket(_ verdict: PHPVerdictCase) { verdict.check() }
    @Test("lines", arguments: lines) func line(_ verdict: PHPVerdictCase) { verdict.check() }

    @Test func aMessageStaysOnOneLine() {
        let tree = CompileChecks.parse(SourceFile(path: "h.php", text: "<?php $a <<<\"EOT\"\nx\nEOT;"))
        #expect(tree.diagnostics.map(\.formatted) == ["h.php:2:1: error: syntax error, unexpected heredoc start \"<<<\"EOT\""])
    }
}
