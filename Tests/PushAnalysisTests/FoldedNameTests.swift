import PushAnalysis
import Testing

/// How an unknown is named: the code's text with runs of white space folded to one space, read
/// from the file's bytes (`Bindings.folded`).
@Suite struct FoldedNameTests {
    @Test(arguments: [
        ("$apn->sound", "$apn->sound"),
        ("config( 'a' )", "config( 'a' )"),
        ("f($a,\n    $b)", "f($a, $b)"),
        ("f($a,\r\n\t$b)", "f($a, $b)"),
        ("a  b", "a b"),
        ("\ta", " a"),
        ("a \n", "a "),
        ("", ""),
        ("名前\n\n値", "名前 値"),
    ])
    func folded(_ text: String, _ expected: String) {
        #expect(Bindings.folded(text) == expected)
        #expect(Bindings.folded(Array(text.utf8)[...]) == expected)
    }

    /// Bytes that are not UTF-8 become U+FFFD, as they do when the file's text is decoded.
    @Test func invalidUTF8() {
        #expect(Bindings.folded([0x61, 0xC3, 0x20, 0x20, 0xFF, 0x0A, 0x62][...]) == "a\u{FFFD} \u{FFFD} b")
        #expect(Bindings.folded([0x61, 0xC3, 0xA9][...]) == "aé")
    }
}
