import Emitters
import Foundation
import GTPushTestSupport
import Testing

@Suite struct DiffTests {
    func diff(_ old: String, _ new: String, path: String = "x.php") -> String {
        String(decoding: UnifiedDiff.make(path: path, old: Array(old.utf8), new: Array(new.utf8)), as: UTF8.self)
    }

    @Test func equalFilesGiveNoDiff() {
        #expect(diff("a\nb\n", "a\nb\n").isEmpty)
    }

    @Test func oneChangedLineWithThreeLinesOfContext() {
        let old = (1...9).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "LINE 5\n")
        #expect(diff(old, new, path: "./src/x.php") == """
        --- a/src/x.php
        +++ b/src/x.php
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +LINE 5
         line 6
         line 7
         line 8

        """)
    }

    @Test func distantChangesMakeTwoHunksAndCloseOnesOne() {
        let old = (1...20).map { "\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "\n2\n", with: "\nB\n").replacingOccurrences(of: "\n18\n", with: "\nR\n")
        #expect(diff(old, new).components(separatedBy: "@@ -").count == 3)
        let near = old.replacingOccurrences(of: "\n2\n", with: "\nB\n").replacingOccurrences(of: "\n8\n", with: "\nH\n")
        #expect(diff(old, near).components(separatedBy: "@@ -").count == 2)
    }

    @Test func insertionAtTheEndWithoutANewline() {
        #expect(diff("a\nb", "a\nb\nc") == """
        --- a/x.php
        +++ b/x.php
        @@ -1,2 +1,3 @@
         a
        -b
        \\ No newline at end of file
        +b
        +c
        \\ No newline at end of file

        """)
    }

    @Test func emptyOldFile() {
        #expect(diff("", "a\n") == "--- a/x.php\n+++ b/x.php\n@@ -0,0 +1 @@\n+a\n")
    }

    @Test func crlfLinesAreWrittenByteForByte() {
        let old: [UInt8] = Array("<?php\r\n$a = 1;\r\n".utf8)
        let new: [UInt8] = Array("<?php\r\n$a = 2;\r\n".utf8)
        #expect(UnifiedDiff.make(path: "w.php", old: old, new: new)
            == Array("--- a/w.php\n+++ b/w.php\n@@ -1,2 +1,2 @@\n <?php\r\n-$a = 1;\r\n+$a = 2;\r\n".utf8))
    }

    /// Random files and random line edits; `git apply --check` (or `patch --dry-run`) must accept
    /// every diff, and applying it must give the new bytes exactly.
    @Test func gitApplyAcceptsGeneratedDiffs() throws {
        let git = ["/usr/bin/git", "/usr/local/bin/git"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let git else {
            Issue.record("git is not installed; cannot verify diffs")
            return
        }
        var random = SeededRandom(seed: 20261121)
        for round in 0..<25 {
            try withTemporaryDirectory { directory throws in
                shell(git, ["init", "-q"], in: directory)
                let crlf = round % 3 == 0
                let eol = crlf ? "\r\n" : "\n"
                var lines = (0..<Int.random(in: 1...40, using: &random)).map { "line \($0) \(Int.random(in: 0...9, using: &random))" + eol }
                if round % 4 == 1, !lines.isEmpty { lines[lines.count - 1] = String(lines[lines.count - 1].dropLast(crlf ? 2 : 1)) }
                let old = Array(lines.joined().utf8)
                var changed = lines
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let index = Int.random(in: 0...changed.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: changed.insert("new \(index)" + eol, at: index)
                    case 1 where index < changed.count: changed.remove(at: index)
                    default: if index < changed.count { changed[index] = "changed " + changed[index] }
                    }
                }
                let new = Array(changed.joined().utf8)
                try Data(old).write(to: directory.appendingPathComponent("f.php"))
                let patch = UnifiedDiff.make(path: "f.php", old: old, new: new)
                try Data(patch).write(to: directory.appendingPathComponent("p.diff"))
                guard !patch.isEmpty else { return }
                let check = shell(git, ["apply", "--check", "p.diff"], in: directory)
                #expect(check.status == 0, "round \(round): \(check.output)\n\(String(decoding: patch, as: UTF8.self))")
                shell(git, ["apply", "p.diff"], in: directory)
                let applied = try Data(contentsOf: directory.appendingPathComponent("f.php"))
                #expect(Array(applied) == new, "round \(round)")
            }
        }
    }
}

extension DiffTests {
    /// Issue 49: the diff kept Myers' whole frontier for every change (a fix of 4,000 lines held
    /// 9 GB). 2,000 changes, each in a block whose other lines repeat in every block: one hunk
    /// per change, exactly as a diff of one block would show it.
    @Test func twoThousandChangesAmongRepeatedLines() {
        func block(_ index: Int, _ value: String) -> String {
            "function f\(index)() {\n    $a = 1;\n    $b = 2;\n    $c = 3;\n    $x = '\(value)';\n    $d = 4;\n    $e = 5;\n}\n"
        }
        let old = (0..<2_000).map { block($0, "a") }.joined()
        let new = (0..<2_000).map { block($0, "b") }.joined()
        let hunks = (0..<2_000).map { index in
            "@@ -\(8 * index + 2),7 +\(8 * index + 2),7 @@\n     $a = 1;\n     $b = 2;\n     $c = 3;\n-    $x = 'a';\n+    $x = 'b';\n     $d = 4;\n     $e = 5;\n }\n"
        }
        #expect(diff(old, new) == "--- a/x.php\n+++ b/x.php\n" + hunks.joined())
    }
}
