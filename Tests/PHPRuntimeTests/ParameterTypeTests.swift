import Testing
@testable import PHPRuntime

/// Arguments passed to typed parameters of a user function, by us and by php 8.2: every value
/// of a matrix against every type, in coercive mode and under `strict_types=1` (TypeError messages
/// compared without PHP's ", called in … on line N").
@Suite("PHP differential: parameter types")
struct ParameterTypeTests {
    static func s(_ text: String) -> PHPValue { ValueMatrix.s(text) }

    static let types = ["int", "float", "string", "bool", "array", "?int", "int|float", "int|string", "float|bool", "string|false",
                        "array|null", "?string", "int|string|null", "mixed", "false", "bool|int", "String", "INT|Float"]
    static let values: [PHPValue] = [
        .null, .bool(true), .bool(false), .int(0), .int(7), .int(-3), .float(1.0), .float(1.5), .float(-0.0), .float(.nan), .float(.infinity),
        .float(1e20), .float(9.2e18), s("5"), s("5.5"), s(" 5"), s("5 "), s("5abc"), s("abc"), s(""), s("0"), s("1e3"), s("0x1A"),
        s("9223372036854775807"), s("9223372036854775808"), s(".5"), .array(PHPArray()), .array(PHPArray(list: [.int(1)])),
    ]

    @Test func typesAreSpelledAsPHPSpellsThem() {
        #expect(PHPParameterType("int|string|null")?.spelled == "string|int|null")
        #expect(PHPParameterType("array|null")?.spelled == "?array")
        #expect(PHPParameterType("string", nullable: true)?.spelled == "?string")
        #expect(PHPParameterType("false|string")?.spelled == "string|false")
        #expect(PHPParameterType("Foo") == nil)
        #expect(PHPParameterType("int|Foo") == nil)
        #expect(PHPParameterType("iterable") == nil)
    }

    @Test("typed arguments match php", .enabled(if: PHPHarness.enabled, "php is not installed"))
    func arguments() throws {
        var script = "function clean($s) { return preg_replace('/, called in .* on line \\\\d+$/', '', $s); }\n"
        script += "function runClean($f) { $r = run($f); return strncmp($r, 'E:', 2) === 0 ? clean($r) : $r; }\n"
        var ours: [String] = []
        var labels: [String] = []
        for (index, type) in Self.types.enumerated() {
            script += "function f\(index)(\(type) $x) { return $x; }\n"
            let parsed = try #require(PHPParameterType(type))
            for value in Self.values {
                let literal = PHPHarness.literal(value)
                for strict in [false, true] {
                    // Under strict types the call is code of its own that declares them; the value
                    // goes in through a variable, as its literal has quotes of its own.
                    let code = strict ? "fn() => (function ($v) { return eval('declare(strict_types=1); return f\(index)($v);'); })(\(literal))"
                        : "fn() => f\(index)(\(literal))"
                    script += "echo runClean(\(code)), \"\\n\";\n"
                    labels.append("\(type) \(literal)\(strict ? " strict" : "")")
                    ours.append(PHPHarness.canon { () throws(PHPError) in
                        try parsed.coerce(value, position: 1, parameter: "x", of: "f\(index)", strict: strict)
                    })
                }
            }
        }
        let php = try PHPHarness.run(script)
        PHPHarness.compare(ours: zip(labels, ours).map { "\($0) → \($1)" }, php: zip(labels, php).map { "\($0) → \($1)" })
    }
}
