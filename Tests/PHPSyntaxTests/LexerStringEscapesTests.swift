import Testing
@testable import PHPSyntax

@Suite("StringEscapes")
struct LexerStringEscapesTests {
    static func dq(_ text: String, quote: UInt8? = UInt8(ascii: "\"")) -> [UInt8] {
        StringEscapes.decodeDoubleQuoted(Array(text.utf8)[...], quote: quote)
    }

    @Test func singleQuoted() {
        #expect(StringEscapes.decodeSingleQuoted(Array(#"a\'b\\c\nd\"#.utf8)[...]) == Array(#"a'b\c\nd\"#.utf8))
    }

    @Test func simpleEscapes() {
        #expect(Self.dq(#"\n\t\r\v\e\f\\\$"#) == [0x0A, 0x09, 0x0D, 0x0B, 0x1B, 0x0C, 0x5C, 0x24])
        #expect(Self.dq(#"\"\`"#) == Array(#""\`"#.utf8))
        #expect(Self.dq(#"\"\`"#, quote: UInt8(ascii: "`")) == Array(#"\"`"#.utf8))
        #expect(Self.dq(#"\"\`"#, quote: nil) == Array(#"\"\`"#.utf8))
        #expect(Self.dq(#"\q\'\{"#) == Array(#"\q\'\{"#.utf8))
        #expect(Self.dq("end\\") == Array("end\\".utf8))
    }

    @Test func numericEscapes() {
        #expect(Self.dq(#"\101"#) == [0x41])
        #expect(Self.dq(#"\400"#) == [0x00])
        #expect(Self.dq(#"\0"#) == [0x00])
        #expect(Self.dq(#"\1012"#) == [0x41, 0x32])
        #expect(Self.dq(#"\8"#) == Array(#"\8"#.utf8))
        #expect(Self.dq(#"\x41\x4g\xZ"#) == [0x41, 0x04, 0x67] + Array(#"\xZ"#.utf8))
        #expect(Self.dq(#"\x414"#) == [0x41, 0x34])
    }

    @Test func unicodeEscapes() {
        #expect(Self.dq(#"\u{1F600}"#) == [0xF0, 0x9F, 0x98, 0x80])
        #expect(Self.dq(#"\u{41}\u{e9}\u{20AC}"#) == [0x41, 0xC3, 0xA9, 0xE2, 0x82, 0xAC])
        #expect(Self.dq(#"\u0041"#) == Array(#"\u0041"#.utf8))
        #expect(Self.dq(#"\u{110000}"#) == Array(#"\u{110000}"#.utf8))
        #expect(Self.dq(#"\u{}\u{zz}\u{41"#) == Array(#"\u{}\u{zz}\u{41"#.utf8))
    }

    @Test func nonUTF8BytesPassThrough() {
        let gbk: [UInt8] = [0xC4, 0xE3, 0xBA, 0xC3, 0x5C, 0x6E]
        #expect(StringEscapes.decodeDoubleQuoted(gbk[...], quote: nil) == [0xC4, 0xE3, 0xBA, 0xC3, 0x0A])
        #expect(StringEscapes.decodeSingleQuoted(gbk[2...]) == [0xBA, 0xC3, 0x5C, 0x6E])
    }
}
