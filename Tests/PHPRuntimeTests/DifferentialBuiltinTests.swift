import Testing
@testable import PHPRuntime

/// Representative built-in calls, evaluated by us and by php 8.2 (errors compared by message).
@Suite("PHP differential: built-ins")
struct DifferentialBuiltinTests {
    static func s(_ text: String) -> PHPValue { ValueMatrix.s(text) }
    static func list(_ v: PHPValue...) -> PHPValue { .array(PHPArray(list: v)) }
    static func map(_ pairs: (String, PHPValue)...) -> PHPValue {
        .array(PHPArray(pairs: pairs.map { (PHPArray.Key.normalized(Array($0.0.utf8)), $0.1) }))
    }

    static let calls: [(String, [PHPValue])] = {
        var calls: [(String, [PHPValue])] = []
        let numbers: [PHPValue] = [.int(0), .int(42), .int(-42), .int(Int.max), .int(Int.min), .float(3.14159), .float(-2.5),
                                   .float(0.5), .float(1e20), .float(1.005), .float(-0.0), .float(.infinity), .float(.nan),
                                   s("12abc"), s("abc"), .null, .bool(true), s("1.5e3"), .float(0.000012345), .float(123456789.0)]
        let formats = ["%s", "%d", "%u", "%f", "%F", "%.2f", "%05d", "%-10s|", "%'*10s", "%x", "%X", "%o", "%b", "%c",
                       "%e", "%E", "%g", "%G", "%.3e", "%10.4f", "%-10.2f|", "%+d", "%+.1f", "%05.1f", "%-05d|", "%.0f",
                       "%.1s", "%5s", "%-5d|", "%'010d", "%.10g", "%.0e", "% 5d", "%.15f", "%.60f"]
        for format in formats { for n in numbers { calls.append(("sprintf", [s(format), n])) } }
        calls += [
            ("sprintf", [s("%1$s %2$s %1$s"), s("a"), s("b")]),
            ("sprintf", [s("%s %s"), s("a")]),
            ("sprintf", [s("%2$s"), s("a")]),
            ("sprintf", [s("100%%")]),
            ("sprintf", [s("%y"), .int(1)]),
            ("sprintf", [s("abc%"), .int(1)]),
            ("sprintf", [s("%0$s"), .int(1)]),
            ("sprintf", [s("%*d|%-*d|"), .int(5), .int(42), .int(4), .int(7)]),
            ("sprintf", [s("%.*f"), .int(2), .float(3.14159)]),
            ("sprintf", [s("%s"), list(.int(1))]),
            ("sprintf", [s("您好 %s"), s("中文")]),
            ("str_repeat", [s("ab"), .int(3)]),
            ("str_repeat", [s("ab"), .int(-1)]),
            ("str_repeat", [s("ab"), .int(0)]),
            ("str_repeat", [s("ab"), s("x")]),
            ("str_repeat", [s("ab")]),
            ("strlen", [s("中文")]),
            ("strlen", [.int(12345)]),
            ("strlen", [list()]),
            ("strlen", [.null]),
            ("count", [list(.int(1), .int(2))]),
            ("count", [s("abc")]),
            ("count", [.null]),
            ("count", [list(list(.int(1), .int(2)), .int(3)), .int(1)]),
            ("implode", [s(","), list(.int(1), s("a"), .float(1.5), .bool(true), .null)]),
            ("implode", [list(s("a"), s("b")), s("-")]),
            ("implode", [list(s("a"), s("b"))]),
            ("implode", [s(","), s("x")]),
            ("implode", [s(","), map(("a", s("x")), ("b", list()))]),
            ("explode", [s(","), s("a,b,,c")]),
            ("explode", [s(","), s("a,b,c"), .int(2)]),
            ("explode", [s(","), s("a,b,c"), .int(-1)]),
            ("explode", [s(","), s("a,b,c"), .int(0)]),
            ("explode", [s(","), s("")]),
            ("explode", [s(","), s(""), .int(-1)]),
            ("explode", [s(""), s("abc")]),
            ("explode", [s("ab"), s("xabyabz")]),
            ("trim", [s("  \t\nabc \0\u{0B}")]),
            ("trim", [s("xxabcxx"), s("x")]),
            ("trim", [s("abcHELLOcba"), s("a..c")]),
            ("ltrim", [s("  abc  ")]),
            ("rtrim", [s("  abc  ")]),
            ("rtrim", [s("1.500"), s("0")]),
            ("strtoupper", [s("abcÄé中")]),
            ("strtolower", [s("ABCÄ")]),
            ("ucfirst", [s("hello world")]),
            ("ucfirst", [s("")]),
            ("substr", [s("abcdef"), .int(1), .int(3)]),
            ("substr", [s("abcdef"), .int(-2)]),
            ("substr", [s("abcdef"), .int(10)]),
            ("substr", [s("abcdef"), .int(1), .int(-10)]),
            ("substr", [s("abcdef"), .int(-10), .int(2)]),
            ("substr", [s("abcdef"), .int(2), .int(-1)]),
            ("substr", [s("abcdef"), .int(0), .null]),
            ("intval", [s("42abc")]),
            ("intval", [s("0x1A"), .int(16)]),
            ("intval", [s("0x1A"), .int(0)]),
            ("intval", [s("012"), .int(0)]),
            ("intval", [s("101"), .int(2)]),
            ("intval", [s("0b101"), .int(0)]),
            ("intval", [s("zz"), .int(36)]),
            ("intval", [.float(1e20)]),
            ("intval", [s("99999999999999999999")]),
            ("intval", [s(" -12 ")]),
            ("floatval", [s("1.5abc")]),
            ("floatval", [s("abc")]),
            ("boolval", [s("0")]),
            ("boolval", [list()]),
            ("strval", [.float(0.1 + 0.2)]),
            ("strval", [.bool(false)]),
            ("str_replace", [s("a"), s("b"), s("banana")]),
            ("str_replace", [list(s("a"), s("n")), list(s("1")), s("banana")]),
            ("str_replace", [list(s("a"), s("b")), s("x"), s("abc")]),
            ("str_replace", [s("a"), s("x"), list(s("aa"), .int(1), s("ba"))]),
            ("str_replace", [s(""), s("x"), s("abc")]),
            ("str_replace", [list(s("a"), s("b")), list(s("b"), s("c")), s("ab")]),
            ("str_replace", [s("a"), list(s("x")), s("abc")]),
            ("array_merge", [list(.int(1), .int(2)), map(("a", .int(1)), ("5", .int(9))), map(("a", .int(2)))]),
            ("array_merge", []),
            ("array_merge", [list(), s("x")]),
            ("array_keys", [map(("a", .int(1)), ("10", .int(2)), ("b", .int(1)))]),
            ("array_keys", [map(("a", .int(1)), ("10", .int(2)), ("b", s("1"))), .int(1)]),
            ("array_keys", [map(("a", .int(1)), ("10", .int(2)), ("b", s("1"))), .int(1), .bool(true)]),
            ("array_values", [map(("a", .int(1)), ("b", .int(2)))]),
            ("array_key_exists", [s("a"), map(("a", .null))]),
            ("array_key_exists", [s("10"), map(("10", .int(1)))]),
            ("array_key_exists", [.int(10), map(("10", .int(1)))]),
            ("array_key_exists", [.null, map(("", .int(1)))]),
            ("array_key_exists", [s("b"), map(("a", .int(1)))]),
            ("array_key_exists", [list(), map(("a", .int(1)))]),
            ("array_key_exists", [s("a"), s("a")]),
            ("key_exists", [s("a"), map(("a", .int(1)))]),
            ("array_key_first", [map(("x", .int(1)), ("y", .int(2)))]),
            ("array_key_first", [list()]),
            ("array_key_last", [list(.int(1), .int(2))]),
            ("strpos", [s("abcabc"), s("c")]),
            ("strpos", [s("abcabc"), s("c"), .int(3)]),
            ("strpos", [s("abcabc"), s("c"), .int(-2)]),
            ("strpos", [s("abc"), s("x")]),
            ("strpos", [s("abc"), s("")]),
            ("strpos", [s("abc"), s("a"), .int(5)]),
            ("strpos", [s("中文消息"), s("消息")]),
            ("lcfirst", [s("Hello")]),
            ("ucwords", [s("hello world-wide\tweb")]),
            ("ucwords", [s("hello world-wide"), s("-")]),
            ("str_pad", [s("5"), .int(3), s("0"), .int(0)]),
            ("str_pad", [s("ab"), .int(7), s("xy"), .int(2)]),
            ("str_pad", [s("ab"), .int(5)]),
            ("str_pad", [s("abcdef"), .int(3)]),
            ("str_pad", [s("ab"), .int(5), s("")]),
            ("str_pad", [s("ab"), .int(5), s("x"), .int(7)]),
            ("mb_strtoupper", [s("abcäöü中文ß")]),
            ("mb_strtolower", [s("ÄÖÜ ABC Σ")]),
            ("mb_strtoupper", [s("straße"), s("UTF-8")]),
            ("in_array", [s("1e1"), list(.int(10))]),
            ("in_array", [s("abc"), list(.int(0))]),
            ("in_array", [.null, list(s(""))]),
            ("in_array", [.null, list(s("")), .bool(true)]),
            ("in_array", [s("x"), s("x")]),
            ("is_numeric", [s(" 1")]),
            ("is_numeric", [s("1 ")]),
            ("is_numeric", [s("0x1A")]),
            ("is_string", [s("")]),
            ("is_int", [.float(1)]),
            ("is_float", [.float(1)]),
            ("is_bool", [.int(0)]),
            ("is_array", [list()]),
            ("is_null", [.null]),
            ("max", [.int(1), .int(3), .int(2)]),
            ("max", [list(.int(1), s("5"), .float(4.5))]),
            ("max", [s("abc"), .int(0)]),
            ("max", [s("10"), s("9")]),
            ("max", [list()]),
            ("max", [.int(1)]),
            ("min", [.int(1), .int(3), .int(-2)]),
            ("min", [s("apple"), s("banana")]),
            ("min", [list(.int(1), .int(2)), .int(99)]),
            ("abs", [.int(-5)]),
            ("abs", [.float(-2.5)]),
            ("abs", [s("-3")]),
            ("abs", [.int(Int.min)]),
            ("abs", [s("abc")]),
            ("json_encode", [map(("a", s("中/文")), ("b", .float(2.0))), .int(256 | 64)]),
            ("json_encode", [map(("a", .float(2.0))), .int(1024)]),
            ("json_encode", [list(.int(1), .int(2)), .int(16)]),
            ("json_encode", [map(("a", list()), ("b", map())), .int(128)]),
            ("json_encode", [.string([0xFF])]),
            ("json_encode", [.float(.nan)]),
        ]
        // json_decode as PHP's scanner reads text: literals, numbers at the int's edges, escapes,
        // surrogates, bad UTF-8 with and without its flags, keys, depth, flags and arguments.
        for text in ["true", "TRUE", " null ", "nul", "-0", "-0.0", "01", "1.", ".5", "1e2", "1E+2", "-1.5e-3", "1e400", "[1,]", "{\"a\":1,}",
                     "", " ", "1 2", "[1] x", "\t[\n1\r]", "\"\\u00e9\"", "\"\\ud834\\udd1e\"", "\"\\ud834\"", "\"\\udd1e\"",
                     "\"\\ud834\\u0041\"", "\"\\u12\"", "\"\\a\"", "\"\\/\\b\\f\\n\\r\\t\\\"\\\\\"", "\"\\u0000\"",
                     "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "12345678901234567890",
                     "{\"1\":2,\"01\":3,\"-5\":4,\"\":5,\"1.5\":6}", "{\"a\":1,\"b\":2,\"a\":3}", "[[1],{\"x\":[true,false,null]}]",
                     "{\"\\u0000a\":1}", "[] ", "{}", "[\"中文\"]", "\"tab\there\""] {
            calls.append(("json_decode", [s(text), .bool(true)]))
        }
        for bytes: [UInt8] in [[0x22, 0xFF, 0x22], [0x22, 0x61, 0xE2, 0x82, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],
                               [0x22, 0xC0, 0xAF, 0x22], [0x22, 0x01, 0x22], [0x22, 0xF0, 0x9F, 0x98, 0x80, 0x22], [0x5B, 0xFF, 0x5D]] {
            for flags in [0, 1_048_576, 2_097_152] { calls.append(("json_decode", [.string(bytes), .bool(true), .int(512), .int(flags)])) }
        }
        for depth in [-1, 0, 1, 2, 3, 2_147_483_647, 2_147_483_648] {
            for text in ["1", "[1]", "{\"a\":{\"b\":[]}}", ""] { calls.append(("json_decode", [s(text), .bool(true), .int(depth)])) }
        }
        calls += [
            ("json_decode", [s("[1,[2]]")]),
            ("json_decode", [s("{\"a\":1}"), .null, .int(512), .int(1)]),
            ("json_decode", [s("12345678901234567890"), .bool(true), .int(512), .int(2)]),
            ("json_decode", [s("[12345678901234567890]"), .bool(true), .int(512), .int(2)]),
            ("json_decode", [.int(123)]),
            ("json_decode", [.float(1.5), .bool(true)]),
            ("json_decode", [list(), .bool(true)]),
            ("json_decode", [s("1"), s("x")]),
            ("json_decode", [s("1"), .bool(true), s("x")]),
            ("json_decode", []),
        ]
        for n in [0.5, 1.5, 2.5, -0.5, 1.955, 5.045, 5.055, 1.005, 3.14159, 1234.5678, -1234.5678, 1e20, 0.285, 1.45, 0.1 + 0.2] {
            for p in [0, 1, 2, 3, -1, -2] { calls.append(("round", [.float(n), .int(p)])) }
            for p in [0, 2, 3] {
                calls.append(("number_format", [.float(n), .int(p)]))
                calls.append(("number_format", [.float(n), .int(p), s(","), s(".")]))
            }
        }
        calls += [("round", [.int(5)]), ("round", [.int(1234), .int(-2)]), ("round", [s("2.5")]),
                  ("number_format", [.int(1234567)]), ("number_format", [.float(-0.4)]), ("number_format", [.float(0.5)])]
        return calls
    }()

    /// Without `$associative`, a JSON object is a `stdClass`, which no `PHPValue` holds:
    /// `json_decode` gives an unknown exactly where PHP gives an object (or an array holding one).
    static let objectDecodes: [[PHPValue]] = [
        [s("{\"a\":1}")], [s("[{}]")], [s("{\"a\":1}"), .bool(false), .int(512), .int(1)], [s("{\"a\":1}"), .null],
        [s("[1,{\"b\":[2]}]"), .bool(false)],
    ]

    @Test("json_decode leaves PHP's objects unknown", .enabled(if: PHPHarness.enabled, "php is not installed"))
    func jsonDecodeObjects() throws {
        var script = ""
        for args in Self.objectDecodes {
            script += "echo run(fn() => json_decode(" + args.map(PHPHarness.literal).joined(separator: ", ") + ")), \"\\n\";\n"
        }
        let php = try PHPHarness.run(script)
        for (index, args) in Self.objectDecodes.enumerated() {
            let ours = PHPHarness.canon { () throws(PHPError) in try PHPBuiltins.call("json_decode", args) }
            #expect(ours == "nil", "\(args)")
            #expect(index < php.count && php[index].contains("O"), "php: \(index < php.count ? php[index] : "<missing>")")
        }
    }

    @Test("built-in calls match php", .enabled(if: PHPHarness.enabled, "php is not installed"))
    func builtins() throws {
        var script = ""
        var ours: [String] = []
        for (name, args) in Self.calls {
            let call = "\(name)(" + args.map(PHPHarness.literal).joined(separator: ", ") + ")"
            script += "echo run(fn() => \(call)), \"\\n\";\n"
            ours.append(call + " → " + PHPHarness.canon { () throws(PHPError) in try PHPBuiltins.call(name, args) })
        }
        let php = try PHPHarness.run(script)
        let labelled = zip(Self.calls, php).map { call, line in
            "\(call.0)(" + call.1.map(PHPHarness.literal).joined(separator: ", ") + ") → " + line
        }
        PHPHarness.compare(ours: ours, php: labelled)
    }
}
