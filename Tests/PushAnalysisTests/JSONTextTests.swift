import Platform
import Testing

/// `JSONText`, the one JSON string writer (reports, baselines, `parse --tokens` and `--tree`):
/// its exact bytes, and that JSON's readers get the text back.
@Suite struct JSONTextTests {
    @Test func escapesWhatJSONMustAndKeepsTheRest() {
        #expect(JSONText.quoted("a\"b\\c/d\n\r\t\u{1}\u{7F}静默") == #""a\"b\\c/d\n\r\t\u0001\u007f静默""#)
        var output = ""
        JSONText.append([0x61, 0xE9, 0x62, 0xE4, 0xB8][...], to: &output)
        // Bytes that are no UTF-8 (GBK, a cut sequence) are their Latin-1 reading.
        #expect(output == #""a\u00e9b\u00e4\u00b8""#)
    }

    @Test(arguments: ["", "plain", "quote \" and \\ back", "lines\nand\ttabs\r", "\u{0}\u{1F}\u{7F}", "中文 sound", "emoji 🔕"])
    func readersGetTheTextBack(_ text: String) throws {
        let quoted = JSONText.quoted(text)
        #expect(JSONValue.parse(Array(quoted.utf8)) == .string(text))
    }
}
