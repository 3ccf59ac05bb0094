import Testing
@testable import PHPRuntime

/// Exact values from SDK.md's json_encode and comparison sections, plus the things php cannot
/// check here (mbstring is not installed, unknowns, limits).
private func s(_ t: String) -> PHPValue { .string(Array(t.utf8)) }

@Suite("SDK.md semantics")
struct SDKSemanticsTests {
    static let silence = s("com.gexin.ios.silence")

    @Test func notNullTable() {
        for v: PHPValue in [.null, .bool(false), .int(0), .float(0), s(""), .array(PHPArray())] {
            #expect(PHPComparison.looseEquals(v, .null) == true, "\(v) == null")
        }
        for v: PHPValue in [s("0"), s(" "), .bool(true), .array(PHPArray(list: [.int(0)]))] {
            #expect(PHPComparison.looseEquals(v, .null) == false, "\(v) != null")
        }
        for v: PHPValue in [.null, .bool(false), s("")] { #expect(PHPComparison.looseEquals(v, s("")) == true) }
        #expect(PHPComparison.looseEquals(.int(0), s("")) == false)
    }

    @Test func silenceAndNumbers() {
        #expect(PHPComparison.looseEquals(.bool(true), Self.silence) == true)
        #expect(PHPComparison.looseEquals(.int(1), Self.silence) == false)
        #expect(PHPComparison.greaterThan(s("abc"), .int(0)) == true)
        #expect(PHPComparison.greaterOrEqual(s("3"), .int(0)) == true)
        #expect(PHPComparison.greaterOrEqual(.null, .int(0)) == true)
        #expect(PHPComparison.greaterThan(s("1"), .int(0)) == true)
        #expect(PHPComparison.greaterThan(.bool(true), .int(0)) == true)
    }

    @Test func jsonEscapes() {
        let value = PHPValue.array(PHPArray(pairs: [
            (.string(Array("a".utf8)), s("您/\"\\\u{8}\u{c}\n\r\t\u{1}\u{7f}😀")),
            (.int(10), .float(2.0)), (.string(Array("f".utf8)), .float(0.1 + 0.2)),
            (.string(Array("g".utf8)), .float(1e20)), (.string(Array("h".utf8)), .float(-0.0)),
            (.string(Array("i".utf8)), .float(1e-7)),
        ]))
        let json = PHPJSON.encode(value).map { String(decoding: $0, as: UTF8.self) }
        #expect(json == #"{"a":"\u60a8\/\"\\\b\f\n\r\t\u0001"# + "\u{7f}" + #"\ud83d\ude00","10":2,"f":0.30000000000000004,"g":1.0e+20,"h":-0,"i":1.0e-7}"#)
        #expect(PHPJSON.encode(.array(PHPArray(list: [.int(1), .int(2)]))) == Array("[1,2]".utf8))
        #expect(PHPJSON.encode(.array(PHPArray())) == Array("[]".utf8))
        #expect(PHPJSON.encode(.string([0x61, 0xFF])) == nil)
        #expect(PHPJSON.encode(.float(.infinity)) == nil)
        #expect(PHPJSON.encode(.unknown(UnknownValue(expression: "$title"))) == Array(#""{{$title}}""#.utf8))
        #expect(PHPJSON.encode(.object(PHPObjectHandle(id: 1, className: "X"))) == Array("{}".utf8))
    }

    @Test func prettyPrint() {
        let value = PHPValue.array(PHPArray(pairs: [
            (.string(Array("aps".utf8)), .array(PHPArray(pairs: [(.string(Array("alert".utf8)), s("您好/x"))]))),
            (.string(Array("e".utf8)), .array(PHPArray())), (.string(Array("l".utf8)), .array(PHPArray(list: [.int(1)]))),
        ]))
        let json = PHPJSON.encode(value, options: [.prettyPrint, .unescapedUnicode, .unescapedSlashes])
        #expect(json.map { String(decoding: $0, as: UTF8.self) } == """
        {
            "aps": {
                "alert": "您好/x"
            },
            "e": [],
            "l": [
                1
            ]
        }
        """)
    }

    @Test func unknownsPropagate() throws {
        let u = PHPValue.unknown(UnknownValue(expression: "$x"))
        #expect(PHPComparison.looseEquals(u, .null) == nil)
        #expect(try PHPArithmetic.add(u, .int(1)) == nil)
        #expect(try PHPArithmetic.concat(.int(1), u) == nil)
        #expect(u.truthiness == nil)
        #expect(PHPValue.array(PHPArray(list: [u])).truthiness == true)  // count is known
        #expect(try PHPBuiltins.call("strlen", [u]) == nil)
        #expect(try PHPBuiltins.call("no_such_function", []) == nil)
        #expect(PHPBuiltins.isKnown("SPRINTF") && PHPBuiltins.isKnown("\\json_encode"))
    }

    @Test func multibyte() throws {
        #expect(try PHPBuiltins.call("mb_strlen", [s("中文a😀")]) == .int(4))
        #expect(try PHPBuiltins.call("mb_strlen", [.string([0xE4, 0xFF, 0x61])]) == .int(3))
        #expect(try PHPBuiltins.call("mb_substr", [s("您好世界"), .int(1), .int(2)]) == s("好世"))
        #expect(try PHPBuiltins.call("mb_substr", [s("您好世界"), .int(-1)]) == s("界"))
    }

    @Test func limitsAndErrors() {
        #expect(throws: PHPError(.limit, "str_repeat() would produce a string of 9223372036854775807 bytes, more than the 64 MiB the analysis allows")) {
            try PHPBuiltins.call("str_repeat", [s("ab"), .int(Int.max)])
        }
        #expect(throws: PHPError.self) { try PHPBuiltins.call("sprintf", [s("%999999999d"), .int(1)]) }
        #expect(throws: PHPError(.divisionByZero, "Division by zero")) { try PHPArithmetic.divide(.int(1), .float(0)) }
        #expect(throws: PHPError(.divisionByZero, "Modulo by zero")) { try PHPArithmetic.modulo(.int(1), .int(0)) }
        #expect(throws: PHPError(.typeError, "Unsupported operand types: array + int")) {
            try PHPArithmetic.add(.array(PHPArray()), .int(1))
        }
        #expect((try? PHPArithmetic.add(.int(Int.max), .int(1))) == .float(9.223372036854775808e18))
    }
}
