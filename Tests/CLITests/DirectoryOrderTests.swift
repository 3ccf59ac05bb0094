@testable import GTPushCLI
import Foundation
import GTPushTestSupport
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

    /// Folders side by side are walked on all cores; files still come in the order of one walk,
    /// depth first with each directory's entries by name, and every file once.
    @Test func aTreeIsReadInTheOrderOfOneWalk() {
        withTemporaryDirectory { directory in
            let names = ["a.php", "b/x.php", "b/c/y.php", "b/c/d/z.php", "b/e.php", "ba.php", "c/f.php", "c/g/h.php", "d.php",
                         "e/f/g/h/i.php", "e/f/g/j.php", "e/k.php", "z/a.php"]
                + (0..<40).map { "m/\($0 % 5)/n\($0).php" }
            for name in names { writeFile(directory, name, "<?php\nif (\n") }
            let result = gtpush(["parse", "--syntax-only", directory.path])
            let read = result.stderr.split(separator: "\n").map { String($0.split(separator: ":")[0].dropFirst(directory.path.count + 1)) }
            // Each directory's names by bytes, a folder's files where its name sorts.
            func walk(_ folder: [String]) -> [String] {
                let depth = folder.count
                let here = names.map { $0.split(separator: "/").map(String.init) }.filter { $0.count > depth && Array($0.prefix(depth)) == folder }
                let entries = Set(here.map { $0[depth] }).sorted()
                return entries.flatMap { entry in
                    here.contains { $0.count == depth + 1 && $0[depth] == entry } ? [(folder + [entry]).joined(separator: "/")] : walk(folder + [entry])
                }
            }
            #expect(result.code == 1)
            #expect(read == walk([]))
            #expect(read.count == names.count)
        }
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
