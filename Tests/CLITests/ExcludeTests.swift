import Foundation
@testable import GTPushCLI
import GTPushTestSupport
import Testing

/// `--exclude GLOB` and `gtpush.json`'s `exclude`: what they match and what they leave out.
@Suite struct ExcludeTests {
    private let payload = "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n"

    @Test(arguments: [
        ("legacy", "legacy/a.php", true),
        ("legacy", "src/legacy/a.php", true),
        ("legacy", "src/legacyx/a.php", false),
        ("*.md", "docs/notes.md", true),
        ("*.md", "docs/notes.php", false),
        ("src/legacy", "src/legacy/a.php", true),
        ("src/legacy", "app/src/legacy/a.php", false),
        ("/src", "src/a.php", true),
        ("./src/", "src/a.php", true),
        ("src/**/Old*.php", "src/OldPush.php", true),
        ("src/**/Old*.php", "src/a/b/OldPush.php", true),
        ("src/**/Old*.php", "src/a/b/NewPush.php", false),
        ("src/*.php", "src/a/b.php", false),
        ("src/?.php", "src/a.php", true),
        ("src/[ab].php", "src/b.php", true),
        ("src/[!ab].php", "src/b.php", false),
        ("**", "any/thing.php", true),
    ])
    func globsReadAsGitignoreDoes(glob: String, path: String, excluded: Bool) {
        #expect(PathGlob(glob).matches(path) == excluded)
    }

    @Test func theFlagAndTheFileBothLeaveFilesOut() {
        withTemporaryDirectory { directory in
            writeFile(directory, "src/a.php", payload)
            writeFile(directory, "src/generated/b.php", payload)
            writeFile(directory, "legacy/c.php", payload)
            writeFile(directory, "docs/d.md", "    $apn = new IGtAPNPayload();\n    $apn->badge = 1;\n")
            let all = gtpush(["parse", "--stats", directory.path])
            #expect(all.stderr.hasPrefix("files: 4,"))
            let flag = gtpush(["check", "--exclude", "legacy", "--exclude", "*.md", directory.path])
            #expect(flag.stdout == "2 payloads: 2 sound-only; 0 errors, 0 warnings, 0 notes\n")
            let config = writeFile(directory, "gtpush.json", #"{"exclude": ["src/generated"]}"#)
            let both = gtpush(["check", "--config", config, "--exclude", "legacy", "--exclude", "*.md", directory.path])
            #expect(both.stdout == "1 payload: 1 sound-only; 0 errors, 0 warnings, 0 notes\n")
            // A file named on the command line is left out too: a pre-commit hook names files.
            let named = gtpush(["check", "--config", config, directory.appendingPathComponent("src/generated/b.php").path, directory.appendingPathComponent("src/a.php").path])
            #expect(named.stdout == "1 payload: 1 sound-only; 0 errors, 0 warnings, 0 notes\n")
            // The file's globs are relative to its folder, not to the current one.
            let elsewhere = gtpush(["check", "--exclude", "src/generated", directory.path])
            #expect(elsewhere.stdout == "4 payloads: 4 sound-only; 0 errors, 0 warnings, 0 notes\n")
        }
    }

    @Test func everyWalkingCommandTakesExclude() {
        withTemporaryDirectory { directory in
            writeFile(directory, "keep/a.php", payload)
            writeFile(directory, "skip/b.php", "<?php\n$apn = new IGtAPNPayload(;\n")
            #expect(gtpush(["parse", directory.path]).code == 1)
            #expect(gtpush(["parse", "--exclude", "skip", directory.path]) == CLIResult(code: 0, stdout: "", stderr: ""))
            #expect(gtpush(["fix", "--exclude", "skip", directory.path]).code == 0)
            #expect(gtpush(["explain", "--exclude", "skip", directory.path]).stderr == "")
            #expect(gtpush(["preview", "--exclude", "skip", directory.path]).code == 0)
        }
    }

    @Test func jobsTakesAPositiveNumberAndChangesNothingElse() {
        withTemporaryDirectory { directory in
            for index in 0..<5 { writeFile(directory, "f\(index).php", payload) }
            let one = gtpush(["check", "--jobs", "1", directory.path])
            let two = gtpush(["check", "--jobs", "2", directory.path])
            let all = gtpush(["check", directory.path])
            #expect(one == all)
            #expect(two == all)
            #expect(all.stdout == "5 payloads: 5 sound-only; 0 errors, 0 warnings, 0 notes\n")
            #expect(gtpush(["check", "--jobs", "0", directory.path]) == CLIResult(code: 2, stdout: "", stderr: "gtpush check: --jobs takes a whole number of 1 or more, not '0'\n"))
            for command in ["parse", "fix", "explain", "preview", "swift"] {
                #expect(gtpush([command, "--jobs", "x", directory.path]) == CLIResult(code: 2, stdout: "", stderr: "gtpush \(command): --jobs takes a whole number of 1 or more, not 'x'\n"))
            }
            let root = TestPaths.packageRoot
            let generate = gtpush(["generate", "--jobs", "1", "--check", "--templates", root.appendingPathComponent("Templates").path, "--output", root.appendingPathComponent("Generated").path])
            #expect(generate == CLIResult(code: 0, stdout: "", stderr: ""))
        }
    }
}

extension CLIResult: Equatable {
    static func == (lhs: CLIResult, rhs: CLIResult) -> Bool {
        lhs.code == rhs.code && lhs.stdout == rhs.stdout && lhs.stderr == rhs.stderr
    }
}
