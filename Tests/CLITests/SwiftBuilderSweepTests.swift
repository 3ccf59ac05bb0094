import Emitters
import Foundation
import GTPushTestSupport
import PHPRuntime
import PHPSyntax
import PushAnalysis
import Testing

/// A randomised sweep: one builder, many bindings (numbers around 1e15 and 2^63, overflow to
/// INF and NAN, non-numeric and leading-numeric strings, multibyte strings and their offsets).
/// For each, the builder's bytes equal `preview --exact`'s, or both stop (with PHP's message).
@Suite struct SwiftBuilderSweepTests {
    static let source = """
    <?php
    function buildSweep($p)
    {
        $a = $p["a"];
        $b = $p["b"];
        $s = $p["s"];
        $k = $p["k"];
        $alert = new DictionaryAlertMsg();
        $alert->title = "n=" . $a . "/" . $b;
        $alert->body = $s . "|" . $s[$k] . "|" . mb_substr($s, 1, 2) . "|" . strlen($s);
        $apn = new IGtAPNPayload();
        $apn->alertMsg = $alert;
        $apn->badge = $a + $b;
        $apn->add_customMsg("product", $a * $b);
        $apn->add_customMsg("spread", $a * $b - $b * $a);
        $apn->add_customMsg("int", intval($a));
        $apn->add_customMsg("raw", $a);
        $apn->add_customMsg("same", $a == $s ? "yes" : "no");
        return $apn;
    }

    """

    static let numbers = [
        "0", "1", "-1", "7", "0.1", "1.5", "-2.5", "1e15", "1.0E+15", "999999999999999", "1000000000000001", "1e14",
        "9223372036854775807", "9223372036854775806", "9.2233720368547758E+18", "-9223372036854775807", "1e19", "1e308",
        "\"12\"", "\"12abc\"", "\" 1\"", "\"1e3\"", "\"abc\"", "\"\"", "null", "true", "false", "\"9223372036854775808\"",
    ]
    static let strings = ["\"héllo\"", "\"abc\"", "\"\"", "\"日本語\"", "\"1x\"", "\"0\"", "\"a\\u{e9}b\""]
    static let offsets = ["0", "1", "-1", "2", "10", "\"1\"", "\" 1\"", "null", "true", "1.7", "-3"]

    /// SplitMix64: the same sweep on every run and machine.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func builderMatchesPreviewForRandomBindings() throws {
        var random = Generator(state: 0x6774_7075_7368)
        var literals: [String] = []
        for _ in 0..<120 {
            let a = Self.numbers.randomElement(using: &random)!
            let b = Self.numbers.randomElement(using: &random)!
            let s = Self.strings.randomElement(using: &random)!
            let k = Self.offsets.randomElement(using: &random)!
            literals.append("[\"a\" => \(a), \"b\" => \(b), \"s\" => \(s), \"k\" => \(k)]")
        }
        let units = SourceLoader.units(path: "sweep.php", bytes: Array(Self.source.utf8))
        let output = SwiftBuilderGenerator.generate(units: units, sourceName: { _ in "sweep.php" })
        #expect(output.diagnostics.isEmpty)
        let file = try #require(output.files.first)
        #expect(output.builders.first?.parameters.map(\.swiftType) == ["PHPValue"])

        var main = "import Foundation\nimport GTPushRuntime\n\n"
        for literal in literals {
            var bindings = Bindings()
            try bindings.add("$p=" + literal)
            main += """
            do {
                print(String(decoding: try SweepPush(p: \(Self.swiftCode(bindings.variables["p"]!))).jsonData(), as: UTF8.self))
            } catch {
                print("error: \\(error)")
            }

            """
        }
        let printed = try BuilderProgramRunner.run(main: main, files: [String(decoding: file.contents, as: UTF8.self)])
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("sweep.php").path
            try Self.source.write(toFile: path, atomically: true, encoding: .utf8)
            var sent = 0
            var stopped = 0
            for (index, literal) in literals.enumerated() {
                let preview = gtpush(["preview", "--exact", "--set", "$p=" + literal, path])
                let actual = index < lines.count ? lines[index] : "<missing>"
                if preview.code == 0 {
                    sent += 1
                    #expect(actual == preview.stdout.trimmingCharacters(in: .newlines), "\(literal)")
                } else {
                    stopped += 1
                    #expect(actual.hasPrefix("error: ") && preview.stderr.contains(actual.dropFirst(7)),
                            "\(literal): builder \(actual), preview \(preview.stderr)")
                }
            }
            // Both outcomes are swept: payloads sent, and PHP or the SDK stopping.
            #expect(sent > 30 && stopped > 30, "\(sent) sent, \(stopped) stopped")
        }
    }

    /// A PHP value as Swift code that makes exactly it: floats by their bits, strings by their bytes.
    static func swiftCode(_ value: PHPValue) -> String {
        switch value {
        case .null: return ".null"
        case .bool(let flag): return ".bool(\(flag))"
        case .int(let number): return ".int(\(number))"
        case .float(let number): return ".float(Double(bitPattern: \(number.bitPattern)))"
        case .string(let bytes): return ".string([\(bytes.map(String.init).joined(separator: ", "))])"
        case .array(let array):
            let entries = array.entries.map { entry -> String in
                let key: String
                switch entry.key {
                case .int(let number): key = ".int(\(number))"
                case .string(let bytes): key = ".string([\(bytes.map(String.init).joined(separator: ", "))])"
                }
                return "(\(key), \(swiftCode(entry.value)))"
            }
            return ".array(PHPArray(pairs: [\(entries.joined(separator: ", "))]))"
        case .object, .unknown: return ".null"
        }
    }
}
