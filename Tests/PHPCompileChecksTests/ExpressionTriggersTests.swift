@testable import PHPCompileChecks
@testable import PHPSyntax
import Testing

/// The trigger scan looks exactly only at the tokens the lexer kept as candidates
/// (`TriggerCandidates`): the lexer must never drop one. Held here to the exact test of every
/// token, on every check's examples, on token soups that put each watched token after every kind
/// of neighbour, and inside strings and after `__halt_compiler` (lexed twice).
@Suite struct ExpressionTriggersTests {
    /// Pieces that hold every watched token in the places it is a trigger and in places it is not.
    static let pieces = [
        "$this = 1;", "$that = 2;", "$x->{'m'}();", "$x?->{$m};", "A::{'m'}();", "{ $a; }", "[, $b] = $c;", "f(, 1);", "[1,, 2];",
        "$a[] = 1;", "$a[];", "g($a[]);", "$b = [];", "f([], [[]]);", "function () {};", "function &() {};", "function &h() {}", "function k() {}",
        "f(...$a);", "f(...$a, $b);", "f(...);", "f(... [1]);", "isset($a);", "isset(A::$b);", "isset(f());", "$a = &f();",
        "$a = &\\f();", "$a = &$b;", "fn() => 1;", "yield;", "yield from $a;", "$GLOBALS['x'];", "$GLOBALX;", "$ABCDEFG;",
        "(0)::A;", "(0.5)::A;", "($a)::A;", "new class {};", "A::class;", "$a == $b;", "$this == 1;", "$thus = 1;", "(,);",
        "self::X;", "Parent::$a;", "static::f();", "new self;", "new static();", "new PARENT;", "$a instanceof self;",
        "$a instanceof static;", "selfish::X;", "Self::class;", "new Parents;", "new A;", "static function () {};", "static $s;",
        "class M { public function &m() {} protected function n() {} abstract private function o(); final function &p() {} }",
        "new \\selfish;", "new Static;", "$a instanceof \\static;", "new S;", "new Parent_;",
        "\\self::X;", "new \\Static;", "$a instanceof \\parent;", "\\A\\self::X;", "\\selfish::X;", "\\self();",
        "f(a: 1, 2);", "f(a: 1, b: [2, 3], ...$c);", "f(a: 1,);", "f(class: 1, array: 2, 3);", "$a ? B : C;", "$a ? $b : c;", "case D: ;",
        "[1]::B;", "$a[0]::B;", "array(1)::class;",         "$a?->b = 1;", "$a?->b;", "f($a?->b()->c++);", "$x = &$a?->b;", "$x = &$a->b;", "[&$a->b()];", "++$a?->b;", "$i++;", "--$a->b;",
        "match ($a) { default => 1, default => 2 };", "match ($a) { 1 => 2, default => 3 };", "switch ($a) { default: }",
                "isset($a + 1);", "isset($a[1]->b, $c::$d);", "isset($a->b(), $c);", "isset($a::B);", "new #[A(1)] class {};", "#[A(b: 1, 2)] function () {};",
        "\"{$GLOBALS['a']} $GLOBALS[b] ${GLOBALS}\";", "\"{$this->{$m}} $a[0] {$a[]}\";", "<<<T\n{$x[,]} $GLOBALS\nT;\n", "`$this = {$c}`;",
    ]

    static func sources() -> [String] {
        var sources = CompileChecks.all.flatMap { check in check.triggeringExamples.map(\.code) + check.nonTriggeringExamples }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        // Most soups are a dozen pieces; one in ten is ninety.
        for soup in 0..<200 {
            var text = "<?php\n"
            for _ in 0..<(soup % 10 == 9 ? 90 : 12) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count] + (state & 1 == 0 ? "\n" : " ")
            }
            sources.append(text)
            // The same pieces with no spaces or line ends between them: every token beside every other.
            sources.append(text.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: " ", with: ""))
        }
        // The tokens after `__halt_compiler` are trimmed and the rest appended again.
        sources.append("<?php $this = 1; f(...$a, $b); __halt_compiler(); $GLOBALS = 2; yield;")
        sources.append("<?php new self; __halt_compiler() ?> $this = 1;")
        return sources
    }

    @Test func theLexerKeepsEveryTrigger() {
        var found = 0
        var names = 0
        for source in Self.sources() {
            let file = SourceFile(path: "example.php", bytes: Array(source.utf8))
            let tokens = Lexer.scan(file.bytes, range: nil, startingIn: .inlineHTML, firstLine: 1).significant
            let unfiltered = ExpressionTriggers.unfiltered(tokens, in: file)
            let kept = ExpressionTriggers(tokens, in: file)
            #expect(kept.triggers.offsets == unfiltered.triggers.offsets, "\(source)")
            #expect(kept.classScopeNames.offsets == unfiltered.classScopeNames.offsets, "\(source)")
            #expect(kept.parentNames.offsets == unfiltered.parentNames.offsets, "\(source)")
            found += unfiltered.triggers.offsets.count
            names += unfiltered.classScopeNames.offsets.count
        }
        // Each soup holds a dozen pieces, half with a trigger, a sixth with a class's own name.
        #expect(found > 1_200)
        #expect(names > 300)
    }

    @Test func eachPieceTriggersAsItsCommentSays() {
        func offsets(_ code: String) -> [Int] {
            let file = SourceFile(path: "example.php", bytes: Array(("<?php " + code).utf8))
            return ExpressionTriggers(Lexer.scan(file.bytes, range: nil, startingIn: .inlineHTML, firstLine: 1).significant, in: file).triggers.offsets.map { $0 - 6 }
        }
        #expect(offsets("$this = 1;") == [6])
        #expect(offsets("$that = 2;") == [])
        #expect(offsets("$x->{'m'}();") == [4])
        #expect(offsets("[1,, 2];") == [3])
        #expect(offsets("$a[] = 1;") == [])
        #expect(offsets("g($a[]);") == [5])
        // An empty array where an operand starts is no read.
        #expect(offsets("$a = []; f([], [[]]); $b = [1 => [], 2 => $c ?? [], 3 => $d ? [] : []];") == [])
        #expect(offsets("return []; f()[]; A::B[]; $a[][] = 1;") == [15, 23, 29])
        #expect(offsets("f(...$a);") == [])
        #expect(offsets("f(...$a, $b);") == [7])
        #expect(offsets("isset(A::$b);") == [6])
        // An isset operand that may not be a place: at the first token that shows it.
        #expect(offsets("isset($a[$b + 1]->c, $d::$e, $f?->g,);") == [])
        #expect(offsets("isset($a + 1);") == [9])
        #expect(offsets("isset($a, $b->c());") == [15])
        #expect(offsets("isset($a::B);") == [8])
        // A named argument followed by a positional or unpacked one: at the one that follows.
        #expect(offsets("f(a: 1, b: [2, 3]);") == [])
        #expect(offsets("f(a: g(1, 2), 3);") == [14])
        #expect(offsets("f(a: 1, b: fn() => [1, 2], ...$c);") == [11, 27])
        #expect(offsets("$a ? B : C; switch ($a) { case D: }") == [])
        #expect(offsets("new #[A] class {};") == [4])
        // A `?->` chain written to or taken by reference, a reference to a call: at the `?->`, `&`, `++`.
        #expect(offsets("$a?->b = 1; $c = $a?->b; $d?->e->f[0] .= 1;") == [2, 27])
        #expect(offsets("$x = &$a?->b; $y = &$a->b; f(&$z); $w = [&$a->b()];") == [5, 41])
        #expect(offsets("++$a?->b; $i++; --$j;") == [0])
        // A second `default =>` in one match: at it.
        #expect(offsets("match ($a) { default => [1, 2], default => 3 }; match ($b) { default => match ($c) { default => 4 } };") == [32])
        #expect(offsets("$GLOBALS['x'];") == [0])
        #expect(offsets("$GLOBALX;") == [])
        #expect(offsets("(0)::A;") == [3])
        // An array literal as a class, at its start; an element's value is a class name PHP
        // looks up as it runs.
        #expect(offsets("$a = [1]::B; f(array(2)::C); $b[0]::D; f()[0]::E;") == [5, 15])
        // Parentheses around a value, at the `::` after them (the expression in them may start
        // after them); a call's parentheses are not.
        #expect(offsets("((true))::A; ([])::B; f(1)::C; $f(2)::D; A\\f(3)::E; ($a)->b(4)::F; new (1);") == [8, 17, 71])
        #expect(offsets("new class {};") == [4])
        // At the keyword, before the closure's parameters and body.
        #expect(offsets("$f = function () {};") == [5])
        #expect(offsets("$f = function &() {};") == [5])
        // After a modifier, `function` starts a method: no expression (a token test, so the
        // modifier alone shows it).
        #expect(offsets("static function () {};") == [7])
        #expect(offsets("public function () {};") == [])
        #expect(offsets("yield;") == [0])
        #expect(offsets("\\self::X;") == [0])
        #expect(offsets("new \\Static;") == [4])
        #expect(offsets("\\A\\self::X; \\self();") == [])
    }

    @Test func classNamesAreFoundWhereTheyNameAClass() {
        func names(_ code: String) -> (all: [Int], parents: [Int]) {
            let file = SourceFile(path: "example.php", bytes: Array(("<?php " + code).utf8))
            let found = ExpressionTriggers(Lexer.scan(file.bytes, range: nil, startingIn: .inlineHTML, firstLine: 1).significant, in: file)
            return (found.classScopeNames.offsets.map { $0 - 6 }, found.parentNames.offsets.map { $0 - 6 })
        }
        #expect(names("self::X;") == ([0], []))
        #expect(names("Parent::$a;") == ([0], [0]))
        #expect(names("static::f();") == ([0], []))
        #expect(names("new SELF; new parent;") == ([4, 14], [14]))
        #expect(names("$a instanceof static;") == ([14], []))
        #expect(names("selfish::X; Parents::Y; new A; static $s; A::B;") == ([], []))
    }

    /// The walk asks in source order, where the answer only moves forward; asked in any order,
    /// every answer must still be the one a search over all offsets gives.
    @Test func askingInAnyOrderAnswersAsASearch() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func random(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        var answered = 0
        for _ in 0..<300 {
            let offsets = (0..<random(12)).map { _ in random(200) }.sorted()
            var triggers = SortedOffsets(offsets)
            var start = 0
            for _ in 0..<40 {
                // Three times in four forward (or in place), else anywhere.
                start = random(4) == 0 ? random(210) : start + random(15)
                let range = SourceRange(start: start, end: start + random(30))
                let expected = offsets.contains { $0 >= range.start && $0 < range.end }
                #expect(triggers.any(in: range) == expected, "\(offsets) \(range)")
                if expected { answered += 1 }
            }
        }
        #expect(answered > 1_000)
    }
}
