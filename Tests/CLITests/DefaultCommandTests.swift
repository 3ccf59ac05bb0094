import Foundation
@testable import GTPushCLI
import GTPushTestSupport
import Testing

/// `gtpush` with no arguments: generate in a project, help anywhere else.
@Suite struct DefaultCommandTests {
    @Test func inAProjectItSaysWhatItWroteThenThatGeneratedIsFresh() throws {
        try withTemporaryRepository { project in
            writeFile(project, "Templates/ping.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n")
            let first = try gtpushProcess([], in: project)
            #expect(first == CLIResult(code: 0, stdout: "", stderr: """
            wrote Generated/json/ping.json
            wrote Generated/REPORT.md
            wrote Generated/swift/PingPush.swift

            """))
            let second = try gtpushProcess([], in: project)
            #expect(second == CLIResult(code: 0, stdout: "", stderr: "Generated/ is fresh: 1 template in Templates/, nothing to write\n"))
            // `generate` named is as quiet as before when there is nothing to write.
            #expect(try gtpushProcess(["generate"], in: project) == CLIResult(code: 0, stdout: "", stderr: ""))
        }
    }

    /// Issue 49: the default run wrote over files in Generated/ that gtpush never wrote. A user's
    /// REPORT.md there stops it before anything is written, named, exit 1.
    @Test func aUsersFileInGeneratedStopsTheRun() throws {
        try withTemporaryRepository { project in
            writeFile(project, "Templates/ping.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n")
            writeFile(project, "Generated/REPORT.md", "# our notes\n")
            let result = try gtpushProcess([], in: project)
            #expect(result == CLIResult(code: 1, stdout: "", stderr: """
            Generated/REPORT.md: error: gtpush did not write this file (it is not in .gtpush-manifest and has no gtpush header); move it away, or write elsewhere with --output
            gtpush generate: nothing written: 1 file is in the way

            """))
            #expect(try String(contentsOf: project.appendingPathComponent("Generated/REPORT.md"), encoding: .utf8) == "# our notes\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: project.appendingPathComponent("Generated").path) == ["REPORT.md"])
        }
    }

    @Test func outsideAProjectItPrintsTheHelpAndAHintAndExitsZero() throws {
        try withTemporaryRepository { folder in
            let result = try gtpushProcess(["--lang", "en"], in: folder)
            #expect(result == CLIResult(code: 0, stdout: GTPush.help + "\nNo Templates/ folder here, so nothing was generated: `gtpush check PATH` checks your code.\n", stderr: ""))
            #expect(result.stdout.contains("With no command, gtpush runs `generate` where Templates/ (or gtpush.json's \"templates\") holds\nPHP that builds a payload, and prints this help elsewhere."))
            let chinese = try gtpushProcess(["--lang", "zh-Hans"], in: folder)
            #expect(chinese.code == 0)
            #expect(chinese.stdout.hasSuffix("\n这里没有 Templates/ 目录，所以没有生成任何文件：用 `gtpush check PATH` 检查你的代码。\n"))
        }
    }

    /// Issue 53: a project's own Templates/ folder (Blade views, mail templates) gets no Generated/.
    @Test func aTemplatesFolderWithoutPayloadsGetsTheHelp() throws {
        try withTemporaryRepository { project in
            writeFile(project, "Templates/mail.php", "<?php echo $name;\n")
            let result = try gtpushProcess(["--lang", "en"], in: project)
            #expect(result == CLIResult(code: 0, stdout: GTPush.help + "\nTemplates/ holds no PHP that builds a push payload, so nothing was generated: `gtpush check PATH` checks your code.\n", stderr: ""))
            let chinese = try gtpushProcess(["--lang", "zh-Hans"], in: project)
            #expect(chinese.code == 0)
            #expect(chinese.stdout.hasSuffix("\nTemplates/ 中没有构建推送的 PHP，所以没有生成任何文件：用 `gtpush check PATH` 检查你的代码。\n"))
            #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("Generated").path))
        }
    }

    /// gtpush.json's `templates` names the folder, for the default run and for generate.
    @Test func theConfigNamesTheTemplates() throws {
        try withTemporaryRepository { project in
            writeFile(project, "push/ping.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n")
            writeFile(project, "gtpush.json", #"{"templates": "push"}"#)
            let result = try gtpushProcess([], in: project)
            #expect(result == CLIResult(code: 0, stdout: "", stderr: "wrote Generated/json/ping.json\nwrote Generated/REPORT.md\nwrote Generated/swift/PingPush.swift\n"))
            #expect(try gtpushProcess(["generate", "--check"], in: project) == CLIResult(code: 0, stdout: "", stderr: ""))
        }
    }

    /// A broken gtpush.json stops the default run as it stops every command.
    @Test func aBrokenConfigIsReportedThere() throws {
        try withTemporaryRepository { project in
            writeFile(project, "Templates/ping.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n")
            writeFile(project, "gtpush.json", #"{"template": "T"}"#)
            let result = try gtpushProcess([], in: project)
            #expect(result == CLIResult(code: 2, stdout: "", stderr: "gtpush: gtpush.json:1:2: unknown key 'template' (did you mean `templates`?); known keys: paths, exclude, disable, intent, sounds, silentBadge, baseline, lang, allowInclude, templates\n"))
        }
    }
}
