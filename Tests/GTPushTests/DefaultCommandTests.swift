import Foundation
@testable import GTPushCLI
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

    @Test func outsideAProjectItPrintsTheHelpAndExitsZero() throws {
        try withTemporaryRepository { folder in
            let result = try gtpushProcess([], in: folder)
            #expect(result == CLIResult(code: 0, stdout: GTPush.help + "\n", stderr: ""))
            #expect(result.stdout.contains("With no command, gtpush runs `generate` where there is a Templates/ folder, and prints this\nhelp elsewhere."))
        }
    }

    /// A broken gtpush.json stops the default run as it stops every command.
    @Test func aBrokenConfigIsReportedThere() throws {
        try withTemporaryRepository { project in
            writeFile(project, "Templates/ping.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n")
            writeFile(project, "gtpush.json", #"{"templates": "T"}"#)
            let result = try gtpushProcess([], in: project)
            #expect(result == CLIResult(code: 2, stdout: "", stderr: "gtpush generate: gtpush.json: unknown key 'templates' (known keys: paths, exclude, disable, intent, sounds, silentBadge, baseline, lang, allowInclude)\n"))
        }
    }
}
