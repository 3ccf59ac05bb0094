@testable import PHPRuntime

/// The values the differential tests combine.
enum ValueMatrix {
    static func s(_ text: String) -> PHPValue { .string(Array(text.utf8)) }

    static let nested: PHPValue = .array(PHPArray(pairs: [
        (.string(Array("a".utf8)), .array(PHPArray(list: [.int(1), s("x/y")]))),
        (.string(Array("b".utf8)), .array(PHPArray(pairs: [(.string(Array("c".utf8)), .null)]))),
    ]))

    static let values: [PHPValue] = [
        .null, .bool(true), .bool(false), .int(0), .int(1), .int(-1), .int(123456789012345678),
        .int(Int.max), .int(Int.min), .int(7),
        .float(0.0), .float(-0.0), .float(1.5), .float(-1.5), .float(0.1 + 0.2), .float(1e20), .float(1e15),
        .float(1e16), .float(1e17), .float(1e-5), .float(0.0001), .float(2.0), .float(123456789012345678.0),
        .float(.infinity), .float(.nan), .float(1e25), .float(-2.5e-7),
        s(""), s("0"), s("1"), s(" 1"), s("1 "), s("abc"), s("1e3"), s("0x1A"), s("010"), s(" "),
        s("com.gexin.ios.silence"), s("😀"), s("中文"), .string([0xFF]), s("12abc"), s("1.5"), s("-0"),
        s("9223372036854775808"), s("a\"b\\c\n\t\u{1}\u{7f}/"), s("\u{2028}é"), s("1000"), s(".5"), s("null"),
        .array(PHPArray()), .array(PHPArray(list: [.int(1), .int(2)])),
        .array(PHPArray(pairs: [(.string(Array("a".utf8)), .int(1))])),
        .array(PHPArray(pairs: [(.int(1), .int(1))])),
        .array(PHPArray(list: [.int(1), .int(3)])),
        nested,
    ]
}
