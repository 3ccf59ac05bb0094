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

    @Test func singleNeedleSearch() {
        #expect(ByteSearch.containsIgnoringCase(Array("x set_PushInfo(".utf8), "set_pushInfo"))
        #expect(!ByteSearch.containsIgnoringCase(Array("set_push".utf8), "set_pushInfo"))
    }
}
