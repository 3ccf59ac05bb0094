import Foundation
@testable import PushRules
import Testing

/// The trimming and splitting `PayloadSource` does on statement text, against Foundation's.
@Suite struct HorizontalSpaceTests {
    static let texts = [
        "", " ", "\t", "$apn", "  $apn  ", "\t$this->apn =", "\u{00A0}$a\u{3000}", " \u{0301}x ",
        "\n$a\n", "$a \r", "名前 ", "\u{2003}\t\u{202F}", "a b",
    ]

    @Test(arguments: texts)
    func trimsAsFoundationDoes(_ text: String) {
        #expect(text.trimmingHorizontalSpace == text.trimmingCharacters(in: .whitespaces))
        #expect(text[...].trimmingHorizontalSpace == text.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: [
        ("$this->a->b ", ["$this", "a", "b "]),
        ("$a", ["$a"]),
        ("", [""]),
        ("->", ["", ""]),
        ("$a->->b->", ["$a", "", "b", ""]),
        ("$a-b>c->名", ["$a-b>c", "名"]),
    ])
    func arrowParts(_ text: String, _ expected: [String]) {
        #expect(text.arrowSeparatedParts == expected)
        #expect(text.arrowSeparatedParts == text.split(separator: "->", omittingEmptySubsequences: false).map(String.init))
    }
}
