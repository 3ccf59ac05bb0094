import Testing
@testable import PHPRuntime

/// `$base[$index]` read plainly, under `??`, under `isset` and under `empty`, by us and by php 8.2:
/// a string's offsets given ints, numeric and other strings, floats, bools, null and arrays.
@Suite("PHP differential: element reads")
struct ElementReadTests {
    static func s(_ text: String) -> PHPValue { ValueMatrix.s(text) }

    static let bases: [PHPValue] = [s("abc"), s(""), .array(PHPArray(pairs: [(.int(1), s("one")), (.string(Array("k".utf8)), s("kay"))])), .null, .int(5)]
    static let indexes: [PHPValue] = [
        .int(0), .int(1), .int(2), .int(3), .int(-1), .int(-4), s("1"), s(" 1"), s("1 "), s("1x"), s("k"), s(""), s("1.0"), s("1e1"),
        s("-1"), s("99999999999999999999"), .float(1.7), .float(-0.5), .float(1e30), .bool(true), .bool(false), .null, .array(PHPArray()),
    ]

    @Test("element reads match php", .enabled(if: PHPHarness.enabled, "php is not installed"))
    func reads() throws {
        var script = ""
        var ours: [String] = []
        var labels: [String] = []
        for base in Self.bases {
            for index in Self.indexes {
                let b = PHPHarness.literal(base), i = PHPHarness.literal(index)
                script += "echo run(fn() => (\(b))[\(i)]), \"\\n\";\n"
                script += "echo run(function () { $b = \(b); return $b[\(i)] ?? 'D'; }), \"\\n\";\n"
                script += "echo run(function () { $b = \(b); return isset($b[\(i)]); }), \"\\n\";\n"
                script += "echo run(function () { $b = \(b); return empty($b[\(i)]); }), \"\\n\";\n"
                labels += ["\(b)[\(i)]", "\(b)[\(i)] ?? 'D'", "isset(\(b)[\(i)])", "empty(\(b)[\(i)])"]
                ours.append(PHPHarness.canon { () throws(PHPError) in try base.element(at: index) })
                ours.append(PHPHarness.canon { () throws(PHPError) in
                    let value = try base.element(at: index, .coalesce)
                    return value == .null ? Self.s("D") : value
                })
                ours.append(PHPHarness.canon { () throws(PHPError) in try base.element(at: index, .isset).map { .bool($0 != .null) } })
                ours.append(PHPHarness.canon { () throws(PHPError) in try base.element(at: index, .isset).flatMap(\.truthiness).map { .bool(!$0) } })
            }
        }
        let php = try PHPHarness.run(script)
        PHPHarness.compare(ours: zip(labels, ours).map { "\($0) → \($1)" }, php: zip(labels, php).map { "\($0) → \($1)" })
    }
}
