@testable import GTPushCLI
import Testing

/// The walk's two per-entry decisions, taken over names' bytes: the order of a directory's
/// entries (String's order, which bytes give for ASCII names) and which files are read (by
/// extension, in any case).
@Suite struct DirectoryOrderTests {
    static let names = ["b.php", "B.php", "a.php", "a.PHP", "a", "ab.php", "a.php.bak", "Service00507.php", "Service00057.php", "_x.md", "~t.txt", "0.php", "a b.php"]

    @Test func asciiNamesSortAsStringsDo() {
        let entries = Self.names.map { (name: $0, isDirectory: $0.count == 1) }
        #expect(InputFiles.sortedByName(entries).map(\.name) == Self.names.sorted())
    }

    @Test(arguments: [["é.php", "e.php", "f.php", "e\u{301}.php", "E.php"], ["\u{C4}", "A\u{308}", "a"]])
    func otherNamesSortAsStringsDo(_ names: [String]) {
        let entries = names.map { (name: $0, isDirectory: false) }
        #expect(InputFiles.sortedByName(entries).map(\.name) == names.sorted())
        #expect(InputFiles.sortedByName([]).isEmpty)
    }

    @Test(arguments: [
        ("push.php", true), ("PUSH.PHP", true), ("notes.Md", true), ("a.txt", true), ("readme.markdown", true),
        ("a.php.bak", false), ("php", false), ("a.phps", false), ("a.", false), (".php", true), ("a.pHp", true),
        ("名前.php", true), ("a.p\u{301}hp", false), ("a.\u{212A}", false), ("mar\u{212A}down.x", false), ("a.mar\u{212A}down", true),
    ])
    func documentExtensions(_ name: String, _ read: Bool) {
        #expect(InputFiles.hasDocumentExtension(name) == read)
    }
}
