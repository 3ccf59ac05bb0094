import Testing
@testable import PHPRuntime

/// Every operator and conversion over every value (pair) of `ValueMatrix`, against php 8.2.
@Suite("PHP differential: values")
struct DifferentialValueTests {
    typealias Binary = @Sendable (PHPValue, PHPValue) throws(PHPError) -> PHPValue?

    static let binary: [(php: String, ours: Binary)] = [
        ("$a == $b", { a, b in PHPComparison.looseEquals(a, b).map { .bool($0) } }),
        ("$a === $b", { a, b in PHPComparison.strictEquals(a, b).map { .bool($0) } }),
        ("$a <=> $b", { a, b in PHPComparison.compare(a, b).map { .int($0) } }),
        ("$a < $b", { a, b in PHPComparison.lessThan(a, b).map { .bool($0) } }),
        ("$a >= $b", { a, b in PHPComparison.greaterOrEqual(a, b).map { .bool($0) } }),
        ("$a > $b", { a, b in PHPComparison.greaterThan(a, b).map { .bool($0) } }),
        ("$a + $b", { a, b throws(PHPError) in try PHPArithmetic.add(a, b) }),
        ("$a - $b", { a, b throws(PHPError) in try PHPArithmetic.subtract(a, b) }),
        ("$a * $b", { a, b throws(PHPError) in try PHPArithmetic.multiply(a, b) }),
        ("$a / $b", { a, b throws(PHPError) in try PHPArithmetic.divide(a, b) }),
        ("$a % $b", { a, b throws(PHPError) in try PHPArithmetic.modulo(a, b) }),
        ("$a ** $b", { a, b throws(PHPError) in try PHPArithmetic.power(a, b) }),
        ("$a . $b", { a, b throws(PHPError) in try PHPArithmetic.concat(a, b) }),
        ("$a & $b", { a, b throws(PHPError) in try PHPArithmetic.bitwiseAnd(a, b) }),
        ("$a | $b", { a, b throws(PHPError) in try PHPArithmetic.bitwiseOr(a, b) }),
        ("$a ^ $b", { a, b throws(PHPError) in try PHPArithmetic.bitwiseXor(a, b) }),
        ("$a << $b", { a, b throws(PHPError) in try PHPArithmetic.shiftLeft(a, b) }),
        ("$a >> $b", { a, b throws(PHPError) in try PHPArithmetic.shiftRight(a, b) }),
    ]

    typealias Unary = @Sendable (PHPValue) throws(PHPError) -> PHPValue?

    static let unary: [(php: String, ours: Unary)] = [
        ("(bool)$a", { a in a.truthiness.map { .bool($0) } }),
        ("(string)$a", { a in a.toPHPString().map { .string($0) } }),
        ("(int)$a", { a in a.toInt.map { .int($0) } }),
        ("(float)$a", { a in a.toFloat.map { .float($0) } }),
        ("(array)$a", { a in PHPCast.cast(a, to: .array) }),
        ("is_numeric($a)", { a in .bool(a.isNumericString) }),
        ("$a == null", { a in PHPComparison.looseEquals(a, .null).map { .bool($0) } }),
        ("-$a", { a throws(PHPError) in try PHPArithmetic.negate(a) }),
        ("+$a", { a throws(PHPError) in try PHPArithmetic.plus(a) }),
        ("~$a", { a throws(PHPError) in try PHPArithmetic.bitwiseNot(a) }),
        ("json_encode($a)", { a in PHPJSON.encode(a).map { .string($0) } ?? .bool(false) }),
        ("json_encode($a, 448)", { a in
            PHPJSON.encode(a, options: [.prettyPrint, .unescapedUnicode, .unescapedSlashes]).map { .string($0) } ?? .bool(false)
        }),
        ("json_encode($a, JSON_PRESERVE_ZERO_FRACTION|JSON_FORCE_OBJECT|JSON_PARTIAL_OUTPUT_ON_ERROR)", { a in
            PHPJSON.encode(a, options: [.preserveZeroFraction, .forceObject, .partialOutputOnError]).map { .string($0) } ?? .bool(false)
        }),
        ("json_encode($a, JSON_HEX_TAG|JSON_HEX_AMP|JSON_HEX_APOS|JSON_HEX_QUOT|JSON_NUMERIC_CHECK|JSON_INVALID_UTF8_SUBSTITUTE)", { a in
            PHPJSON.encode(a, options: [.hexTag, .hexAmp, .hexApos, .hexQuot, .numericCheck, .invalidUTF8Substitute]).map { .string($0) } ?? .bool(false)
        }),
    ]

    @Test("operators, conversions and json_encode match php", .enabled(if: PHPHarness.enabled, "php is not installed"))
    func matrix() throws {
        let values = ValueMatrix.values
        var script = "$v = [\n" + values.map { PHPHarness.literal($0) + ",\n" }.joined() + "];\n"
        script += "$n = count($v);\n"
        var ours: [String] = []
        for (op, f) in Self.unary {
            script += "for ($i = 0; $i < $n; $i++) { $a = $v[$i]; echo run(fn() => \(op)), \"\\n\"; }\n"
            for a in values { ours.append(PHPHarness.canon { () throws(PHPError) in try f(a) }) }
        }
        for (op, f) in Self.binary {
            script += "for ($i = 0; $i < $n; $i++) for ($j = 0; $j < $n; $j++) { $a = $v[$i]; $b = $v[$j]; echo run(fn() => \(op)), \"\\n\"; }\n"
            for a in values {
                for b in values { ours.append(PHPHarness.canon { () throws(PHPError) in try f(a, b) }) }
            }
        }
        let php = try PHPHarness.run(script)
        // Label lines so a mismatch says what was evaluated.
        var labels: [String] = []
        for (op, _) in Self.unary { for a in values { labels.append("\(op) with $a=\(PHPHarness.literal(a))") } }
        for (op, _) in Self.binary {
            for a in values { for b in values { labels.append("\(op) with $a=\(PHPHarness.literal(a)), $b=\(PHPHarness.literal(b))") } }
        }
        PHPHarness.compare(
            ours: zip(labels, ours).map { "\($0) → \($1)" },
            php: zip(labels, php).map { "\($0) → \($1)" } + (php.count < labels.count ? ["<php output ended early>"] : []))
    }
}
