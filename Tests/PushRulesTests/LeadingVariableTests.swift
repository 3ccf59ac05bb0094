@testable import PushRules
import Testing

/// `PayloadSource.leadingVariable` reads a statement's bytes only as far as its name goes; it
/// must name what reading the whole statement as Unicode scalars named.
@Suite struct LeadingVariableTests {
    /// The scalar reading it replaced: letters, digits, `_` and any scalar beyond ASCII.
    static func byScalars(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "$" else { return nil }
        var end = 1
        while end < scalars.count, scalars[end] == "_" || scalars[end].properties.isAlphabetic || ("0"..."9").contains(scalars[end]) || scalars[end].value >= 0x80 {
            end += 1
        }
        guard end > 1 else { return nil }
        return String(String.UnicodeScalarView(scalars[0..<end]))
    }

    @Test func namesWhatTheScalarReadingNamed() {
        let texts = ["$apn->sound = 1;", "$apn= new IGtAPNPayload()", "$静默推送->badge = 0;", "$_a1 = 2", "$1a = 3", "$", "$->x", "x$a", " $a",
                     "$aé b", "$a\u{301}b", "$a\tb", "$this->silentApn->sound", "$a[0] = 1", "${'a'} = 1", "$\u{7F}a", "$ä\u{0}b"]
        for text in texts {
            #expect(PayloadSource.leadingVariable(ArraySlice(text.utf8)) == Self.byScalars(text), "\(text)")
            #expect(PayloadSource.leadingVariable(text) == Self.byScalars(text), "\(text)")
        }
    }

    /// Bytes that are not UTF-8 are part of the name, as PHP reads them, and come out repaired,
    /// as decoding the whole statement first repaired them.
    @Test func bytesThatAreNotUTF8() {
        for bytes: [UInt8] in [[0x24, 0xFF, 0x41, 0x20, 0x3D], [0x24, 0x61, 0xE9, 0x3D], [0x24, 0xE4, 0xB8, 0x2D, 0x3E]] {
            #expect(PayloadSource.leadingVariable(bytes[...]) == Self.byScalars(String(decoding: bytes, as: UTF8.self)), "\(bytes)")
        }
    }
}
