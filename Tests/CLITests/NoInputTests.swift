import Foundation
import GTPushTestSupport
import Testing

/// Issue 53: a run that found nothing to read is no green run, in every command and format;
/// a pre-commit hook whose every file `gtpush.json` excludes is a note; the GitHub Action's
/// check step with a `gtpush.json` without `paths`.
@Suite struct NoInputTests {
    static let silent = "<?php\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->contentAvailable = 1;\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->badge = 1;\n"

    /// Every command that reads inputs, with the arguments it needs besides the path.
    static let commands: [(name: String, arguments: [String])] = [
        ("check", []), ("check", ["--format", "json"]), ("check", ["--format", "sarif"]), ("check", ["--format", "github"]),
        ("fix", []), ("explain", []), ("preview", []), ("parse", []), ("migrate", ["--dry-run"]), ("swift", ["--output", "Swift"]),
    ]

    @Test func anEmptyFolderIsAUsageErrorInEveryCommand() throws {
        try withTemporaryDirectory { directory in
            writeFile(directory, "empty/vendor/a.php", Self.silent)
            writeFile(directory, "empty/notes.js", "")
            for (name, arguments) in Self.commands {
                let english = try gtpushProcess([name, "--lang", "en"] + arguments + ["empty"], in: directory)
                #expect(english == CLIResult(code: 2, stdout: "", stderr: "gtpush \(name): nothing to analyse: `empty` holds no .php, .md or .txt file outside vendor/ and hidden folders\n"), "\(name) \(arguments)")
                let chinese = try gtpushProcess([name, "--lang", "zh-Hans"] + arguments + ["empty"], in: directory)
                #expect(chinese == CLIResult(code: 2, stdout: "", stderr: "gtpush \(name): 没有可分析的文件：`empty` 中除 vendor/ 和隐藏文件夹外没有 .php、.md 或 .txt 文件\n"), "\(name) \(arguments)")
            }
        }
    }

    @Test func anExclusionThatLeavesNothingIsAUsageError() throws {
        try withTemporaryDirectory { directory in
            writeFile(directory, "src/a.php", Self.silent)
            writeFile(directory, "src/b.php", Self.silent)
            for (name, arguments) in Self.commands {
                let english = try gtpushProcess([name, "--lang", "en", "--exclude", "src/*.php"] + arguments + ["src"], in: directory)
                #expect(english == CLIResult(code: 2, stdout: "", stderr: "gtpush \(name): nothing to analyse: given `src`, the exclusions (--exclude `src/*.php`) leave out all 2 files and folders found\n"), "\(name) \(arguments)")
            }
            let one = try gtpushProcess(["check", "--lang", "en", "--exclude", "src/a.php", "src/a.php"], in: directory)
            #expect(one == CLIResult(code: 2, stdout: "", stderr: "gtpush check: nothing to analyse: given `src/a.php`, the exclusions (--exclude `src/a.php`) leave out the one file or folder found\n"))
            let chinese = try gtpushProcess(["check", "--lang", "zh-Hans", "--exclude", "src", "src"], in: directory)
            #expect(chinese == CLIResult(code: 2, stdout: "", stderr: "gtpush check: 没有可分析的文件：给出的是 `src`，找到的 1 个文件或文件夹被排除规则（--exclude `src`）排除了\n"))
        }
    }

    /// A pre-commit hook passes the changed files; those the project excludes are no failure.
    @Test func everyNamedFileExcludedByTheConfigIsANote() throws {
        try withTemporaryDirectory { directory in
            writeFile(directory, "gtpush.json", #"{"exclude": ["legacy"]}"#)
            writeFile(directory, "legacy/a.php", Self.silent)
            writeFile(directory, "legacy/b.php", Self.silent)
            let english = try gtpushProcess(["check", "--lang", "en", "legacy/a.php", "legacy/b.php"], in: directory)
            #expect(english == CLIResult(code: 0, stdout: "", stderr: "gtpush check: nothing to check: gtpush.json excludes every file given (`legacy/a.php`, `legacy/b.php`)\n"))
            let chinese = try gtpushProcess(["fix", "--lang", "zh-Hans", "legacy/a.php"], in: directory)
            #expect(chinese == CLIResult(code: 0, stdout: "", stderr: "gtpush fix: 没有要检查的文件：gtpush.json 排除了给出的每个文件（`legacy/a.php`）\n"))
            // A report for the tools that read one.
            let json = try gtpushProcess(["check", "--lang", "en", "--format", "json", "legacy/a.php"], in: directory)
            #expect(json.code == 0)
            #expect(json.stdout == "{\n  \"version\": 1,\n  \"payloads\": [],\n  \"files\": []\n}\n")
            // A folder named is not a hook's list of files.
            let folder = try gtpushProcess(["check", "--lang", "en", "legacy"], in: directory)
            #expect(folder == CLIResult(code: 2, stdout: "", stderr: "gtpush check: nothing to analyse: given `legacy`, the exclusions (gtpush.json `legacy`) leave out the one file or folder found\n"))
            // Nor is a file --exclude leaves out.
            writeFile(directory, "app/c.php", Self.silent)
            let flag = try gtpushProcess(["check", "--lang", "en", "--exclude", "app", "app/c.php"], in: directory)
            #expect(flag.code == 2)
        }
    }

    /// `gtpush.json` without `paths`: its own folder, so the Action may pass no path.
    @Test func aConfigWithoutPathsReadsItsFolder() throws {
        // A repository: the file is found from a folder below.
        try withTemporaryRepository { directory in
            writeFile(directory, "gtpush.json", #"{"exclude": ["legacy"]}"#)
            writeFile(directory, "app/a.php", Self.silent)
            writeFile(directory, "legacy/b.php", "<?php syntax error(")
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("app/sub"), withIntermediateDirectories: true)
            let root = try gtpushProcess(["check", "--lang", "en"], in: directory)
            #expect(root.code == 0)
            #expect(root.stdout.hasSuffix("1 payload: 1 silent; 0 errors, 0 warnings, 1 note\n"))
            let below = try gtpushProcess(["check", "--lang", "en"], in: directory.appendingPathComponent("app/sub"))
            #expect(below.code == 0)
            #expect(below.stdout.hasPrefix("../a.php:6:1: note:"))
        }
    }

    /// The Action's "Run gtpush check" step, run as GitHub runs it (bash, `GITHUB_OUTPUT`,
    /// gtpush on the PATH) in a project whose gtpush.json has no `paths`.
    static func actionStep() throws -> String {
        let action = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("action.yml"), encoding: .utf8)
        let lines = action.components(separatedBy: "\n")
        let step = try #require(lines.firstIndex(of: "    - name: Run gtpush check"))
        let run = try #require(lines[step...].firstIndex(of: "      run: |"))
        return lines[(run + 1)...].prefix { $0.hasPrefix("        ") || $0.isEmpty }.map { String($0.dropFirst(min(8, $0.count))) }.joined(separator: "\n")
    }

    /// The Action's step, run as the runner runs it with no path and no arguments given: its exit
    /// status, what it wrote to GITHUB_OUTPUT, and the SARIF file, if any.
    static func runActionStep(in directory: URL) throws -> (code: Int32, output: String, sarif: String?) {
        let script = directory.appendingPathComponent("step.sh")
        try Data(("set -e\n" + actionStep()).utf8).write(to: script)
        let outputFile = directory.appendingPathComponent("github-output")
        FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        let environment = ["PATH": try GTPushExecutable.url().deletingLastPathComponent().path + ":/usr/bin:/bin", "GITHUB_OUTPUT": outputFile.path,
                           "GTPUSH_PATHS": "", "GTPUSH_ARGS": "", "GTPUSH_SARIF": "gtpush.sarif", "LANG": "C"]
        let step = shell("/bin/bash", [script.path], in: directory.appendingPathComponent("project"), environment: environment)
        let sarif = try? String(contentsOf: directory.appendingPathComponent("project/gtpush.sarif"), encoding: .utf8)
        return (step.status, try String(contentsOf: outputFile, encoding: .utf8), sarif)
    }

    @Test func theActionChecksTheConfigsFolderWhenItHasNoPaths() throws {
        try withTemporaryDirectory { directory in
            writeFile(directory, "project/gtpush.json", #"{"exclude": ["legacy"]}"#)
            writeFile(directory, "project/app/a.php", Self.silent.replacingOccurrences(of: "com.gexin.ios.silence", with: "default").replacingOccurrences(of: "$apn = new", with: "// gtpush: silent\n$apn = new"))
            let step = try Self.runActionStep(in: directory)
            #expect(step.code == 0)
            #expect(step.output == "exit-code=1\n")
            let sarif = try #require(step.sarif)
            #expect(sarif.contains("\"ruleId\": \"GT102\""))
            #expect(sarif.contains("\"uri\": \"app/a.php\""))
        }
    }

    @Test func theActionLeavesNoEmptySARIF() throws {
        try withTemporaryDirectory { directory in
            writeFile(directory, "project/gtpush.json", #"{"exclude": ["app"]}"#)
            writeFile(directory, "project/app/a.php", Self.silent)
            let step = try Self.runActionStep(in: directory)
            #expect(step.code == 0)
            #expect(step.output == "exit-code=2\n")
            #expect(step.sarif == nil)
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("project/gtpush.sarif").path))
        }
    }
}
