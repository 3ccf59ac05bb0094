import PHPSyntax
import Testing

@Suite struct ByteSearchTests {
    @Test func findsAnyNeedleIgnoringCase() {
        let search = MultiByteSearch(["IGtAPNPayload", "define(", "\nconst "])
        #expect(search.containsAny(Array("$p = new \\igtapnpayload();".utf8)))
        #expect(search.containsAny(Array("<?php\nDEFINE('A', 1);".utf8)))
        #expect(search.containsAny(Array("<?php\nconst A = 1;".utf8)))
        #expect(!search.containsAny(Array("<?php\n    private const A = 1; // IGtAPNPayloa".utf8)))
        #expect(!search.containsAny([]))
        #expect(!search.containsAny([0xFF, 0xFE, 0x00]))
    }

    /// Every case of a needle's first two bytes, and needles at either end of the bytes.
    @Test func firstBytesInAnyCase() {
        let search = MultiByteSearch(["alertMsg", "define("])
        for text in ["alertmsg", "ALERTMSG", "aLertMsg", "Alertmsg", "x define(", "DEFINE(", "dEfine("] {
            #expect(search.containsAny(Array(text.utf8)), "\(text)")
        }
        #expect(!search.containsAny(Array("alertMs".utf8)))
        #expect(!search.containsAny(Array("d\u{0}efine(".utf8)))
        #expect(!search.containsAny(Array("al".utf8)))
    }

    /// A slice is searched within its bounds only.
    @Test func sliceSearch() {
        let search = MultiByteSearch(["set_pushInfo"])
        let bytes = Array("x set_PushInfo( set_push".utf8)
        #expect(search.containsAny(bytes[2...]))
        #expect(!search.containsAny(bytes[3...]))
        #expect(!search.containsAny(bytes[..<13]))
        #expect(!search.containsAny(bytes[16...]))
    }
}
