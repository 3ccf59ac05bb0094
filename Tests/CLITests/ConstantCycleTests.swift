import Foundation
import GTPushTestSupport
import Testing

/// Issue 49, item 3: `class C { const A = self::A; }` crashed the whole run (the interpreter
/// evaluated `A` inside `A` until its stack ran out), good files and all. The value is unknown,
/// a note gives PHP's own message, and every other file is still checked.
@Suite struct ConstantCycleTests {
    @Test func aSelfReferencingConstantBesideAGoodFile() {
        withTemporaryDirectory { directory in
            let cycle = writeFile(directory, "cycle.php", "<?php\nclass C { const A = self::A; }\n$apn = new IGtAPNPayload();\n$apn->alertMsg = C::A;\n$apn->badge = 1;\n")
            let good = writeFile(directory, "good.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n")
            let result = gtpush(["check", cycle, good])
            #expect(result.stdout == """
                \(cycle):4:1: note: `C::A` is unknown and decides the kind: normal if `C::A` is not empty, else sound-only [GT303]
                \(cycle):4:18: note: PHP would stop here: Error: Cannot declare self-referencing constant self::A [GT303]
                2 payloads: 1 normal or sound-only, 1 sound-only; 0 errors, 0 warnings, 2 notes

                """)
            #expect(result.stderr == "")
            #expect(result.code == 0)
        }
    }

    /// Through two constants, a property default and a static property: each read gets PHP's
    /// message for the way it reads.
    @Test func cyclesThroughDefaultsAndStatics() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "defaults.php", """
                <?php
                class C { public $p = self::A; public static $s = self::B; const A = self::B; const B = self::A; }
                $apn = new IGtAPNPayload();
                $apn->sound = (new C())->p;
                $apn->badge = C::$s;
                $apn->alertMsg = C::A;

                """)
            let result = gtpush(["preview", path])
            #expect(result.stdout == "// \(path):3:8\n{\n    \"aps\": {\n        \"alert\": \"{{C::A}}\",\n        \"badge\": \"{{C::$s}}\",\n        \"sound\": \"{{(new C())->p}}\"\n    }\n}\n")
            #expect(result.stderr == """
                \(path):4:16: note: PHP would stop here: Error: Cannot declare self-referencing constant self::B
                \(path):5:15: note: PHP would stop here: Error: Cannot declare self-referencing constant self::B
                \(path):6:18: note: PHP would stop here: Error: Cannot declare self-referencing constant self::B

                """)
            #expect(result.code == 0)
        }
    }

    /// Three thousand constants, each naming the next, stop at the nesting gtpush follows (1,000).
    @Test func aLongChainOfConstantsStopsWithANote() {
        let constants = (0..<3000).map { "    const A\($0) = self::A\($0 + 1);\n" }.joined()
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "chain.php", "<?php\nclass C {\n\(constants)    const A3000 = \"end\";\n}\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n$apn->sound = C::A0;\n")
            let result = gtpush(["check", path])
            #expect(result.stdout == """
                \(path):1002:18: note: constants read constants more than 1000 levels deep here; this value is unknown [GT305]
                \(path):3007:1: note: `self::A1000` is unknown and decides the kind: badge-only if `self::A1000` is `com.gexin.ios.silence`, else sound-only [GT303]
                1 payload: 1 badge-only or sound-only; 0 errors, 0 warnings, 2 notes

                """)
            #expect(result.code == 0)
        }
    }

    /// PHP decides: each case runs under `php`, which prints the value or the Error's message, and
    /// `preview` must give the same value, or a note with the same message.
    struct Case: Sendable, CustomTestStringConvertible {
        var declarations: String
        var statements = ""
        var expression: String
        var testDescription: String { "\(declarations) \(statements) \(expression)" }
    }

    static let cases: [Case] = [
        Case(declarations: "class C { const A = self::A; }", expression: "C::A"),
        Case(declarations: "class C { const A = self::B; const B = self::A; }", expression: "C::A"),
        Case(declarations: "class C { const A = self::B; const B = self::A; }", expression: "C::B"),
        Case(declarations: "class C { const A = C::A; }", expression: "C::A"),
        Case(declarations: "class C { const A = SELF::A; }", expression: "C::A"),
        Case(declarations: "class C { const A = Self::B; const B = c::A; }", expression: "C::A"),
        Case(declarations: "class C { const A = [self::A]; }", expression: "C::A"),
        Case(declarations: "class C { const A = self::A ?? 'x'; }", expression: "C::A"),
        Case(declarations: "class C { const A = true ? 'ok' : self::A; }", expression: "C::A"),
        Case(declarations: "class C { const A = self::A; const B = 'fine'; }", expression: "C::B"),
        Case(declarations: "class P { const A = C::A; } class C extends P { const A = parent::A; }", expression: "C::A"),
        Case(declarations: "class D { const X = C::Y; } class C { const Y = D::X; }", expression: "C::Y"),
        Case(declarations: "class C { const A = self::A; public $p = 'x'; }", expression: "(new C())->p"),
        Case(declarations: "class C { public $p = self::A; const A = self::B; const B = 'b'; }", expression: "(new C())->p"),
        Case(declarations: "class C { public $p = self::A; const A = self::B; const B = self::A; }", expression: "(new C())->p"),
        Case(declarations: "class C { public static $s = self::A; const A = self::B; const B = self::A; }", expression: "C::$s"),
        Case(declarations: "class C { public $p = D::X; } class D { const X = self::Y; const Y = self::X; }", expression: "(new C())->p"),
        Case(declarations: "class C { public static $s = 1; const A = self::B; const B = self::A; }", statements: "C::$s = 2;", expression: "'after'"),
        Case(declarations: "class C { const A = self::B; const B = self::A; public static function f() { return 'm'; } }", expression: "C::f()"),
        Case(declarations: "class P { const X = self::X; } class C extends P { public $p = 'x'; }", expression: "(new C())->p"),
        Case(declarations: "class C { const A = self::B; const B = self::A; } function f($x = C::A) { return $x; }", expression: "f()"),
        Case(declarations: "class C { const A = self::B; const B = self::A; } function f($x = C::A) { return $x; }", expression: "f('given')"),
        Case(declarations: "class C { const A = self::B; const B = self::A; }", statements: "define('X', C::A);", expression: "X"),
        Case(declarations: "enum E: string { const B = self::A->value; case A = self::B; }", expression: "E::A->value"),
        Case(declarations: "enum E: string { case A = 'a'; const B = self::A; }", expression: "E::A->value"),
    ]

    @Test(arguments: cases)
    func readsAsPHPReadsThem(_ test: Case) throws {
        try withTemporaryDirectory { directory in
            let php = writeFile(directory, "oracle.php", """
                <?php
                set_exception_handler(function ($e) { echo get_class($e), ": ", $e->getMessage(); });
                \(test.declarations)
                \(test.statements)
                $v = \(test.expression);
                echo "value: ", $v;
                """)
            guard let oracle = try PHP.run([php]) else { return }
            let path = writeFile(directory, "push.php", "<?php\n\(test.declarations)\n\(test.statements)\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n$apn->sound = \(test.expression);\n")
            let result = gtpush(["preview", "--exact", path])
            let refusals = result.stderr.split(separator: "\n").compactMap { line in
                line.range(of: "note: PHP would stop here: ").map { String(line[$0.upperBound...]) }
            }
            if oracle.hasPrefix("value: ") {
                #expect(refusals == [])
                #expect(result.stdout == "{\"aps\":{\"badge\":1,\"sound\":\"\(oracle.dropFirst(7))\"}}\n", "stderr: \(result.stderr)")
            } else {
                #expect(refusals.first == oracle, "stderr: \(result.stderr)")
            }
        }
    }
}
