import Foundation
import GTPushTestSupport
import Testing
import Emitters

/// `gtpush check` end to end: exit codes in every format, the text format in both languages
/// (chosen by --lang or by the locale), --quiet, and colours.
@Suite struct CheckCommandOutputTests {
    static let send = "<?php\n// gtpush: silent\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->sound = \"default\";\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n"
    static let clean = "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n"

    /// Runs `check` on a folder holding a payload with an error, a file with a syntax error and a
    /// binary file; the folder's path reads `DIR` in the result.
    static func checkFolder(_ extra: [String], environment: [String: String] = [:], terminal: Bool = false) -> CLIResult {
        withTemporaryDirectory { directory in
            writeFile(directory, "send.php", send)
            writeFile(directory, "broken.php", "<?php\n$apn = new IGtAPNPayload()\n$x = 1;\n")
            writeFile(directory, "logo.php", "\u{89}PNG\r\n\u{1A}\n\0\0\0\rIHDR")
            var result = gtpush(["check"] + extra + [directory.path], environment: environment, terminal: terminal)
            result.stdout = result.stdout.replacingOccurrences(of: directory.path, with: "DIR")
            result.stderr = result.stderr.replacingOccurrences(of: directory.path, with: "DIR")
            return result
        }
    }

    static func transcript(_ result: CLIResult) -> String {
        "exit \(result.code)\n--- stdout\n\(result.stdout)--- stderr\n\(result.stderr)"
    }

    @Test(arguments: [("en", [String: String]()), ("zh-Hans", ["LANG": "zh_CN.UTF-8"])])
    func textInEachLanguage(_ language: String, _ environment: [String: String]) {
        let byOption = Self.checkFolder(["--lang", language])
        GoldenFiles.expect(Self.transcript(byOption), matches: "check-folder.\(language)")
        // The locale gives the same language when --lang is not there; --lang wins over it.
        #expect(Self.transcript(Self.checkFolder([], environment: environment)) == Self.transcript(byOption))
        #expect(Self.transcript(Self.checkFolder(["--lang", "en"], environment: ["LC_ALL": "zh_CN.UTF-8", "LANG": "zh_CN.UTF-8"])) == Self.transcript(Self.checkFolder([])))
    }

    /// The real process reads its locale from the variables POSIX orders (`LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`), each looked up by name.
    @Test(arguments: [
        (["LANG": "zh_CN.UTF-8"], "1 个推送：1 个仅声音推送；0 个错误，0 个警告，0 个提示\n"),
        (["LC_MESSAGES": "zh_CN"], "1 个推送：1 个仅声音推送；0 个错误，0 个警告，0 个提示\n"),
        (["LANG": "zh_CN.UTF-8", "LC_ALL": "C"], "1 payload: 1 sound-only; 0 errors, 0 warnings, 0 notes\n"),
        ([:], "1 payload: 1 sound-only; 0 errors, 0 warnings, 0 notes\n"),
    ])
    func theProcessLocaleChoosesTheLanguage(_ environment: [String: String], _ summary: String) throws {
        try withTemporaryDirectory { directory in
            writeFile(directory, "push.php", Self.clean)
            let result = try gtpushProcess(["check", "."], in: directory, environment: environment)
            #expect(result == CLIResult(code: 0, stdout: summary, stderr: ""))
        }
    }

    @Test func quietKeepsErrorsOnly() {
        GoldenFiles.expect(Self.transcript(Self.checkFolder(["--quiet"])), matches: "check-folder-quiet.en")
        // What is shown changes, not the exit code: --fail-on still sees the warnings and notes.
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "note.php", "<?php\n// gtpush: silent\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n")
            let quiet = gtpush(["check", "--quiet", "--fail-on", "note", path])
            #expect(quiet.code == 1)
            #expect(quiet.stdout == "")
        }
    }

    @Test func coloursOnATerminalOnly() {
        let coloured = Self.checkFolder([], terminal: true)
        GoldenFiles.expect(Self.transcript(coloured), matches: "check-folder-colour.en")
        let plain = Self.transcript(Self.checkFolder([]))
        #expect(Self.transcript(Self.checkFolder([], environment: ["NO_COLOR": "1"], terminal: true)) == plain)
        #expect(Self.transcript(Self.checkFolder(["--no-color"], terminal: true)) == plain)
        // An empty NO_COLOR does not count (no-color.org).
        #expect(Self.transcript(Self.checkFolder([], environment: ["NO_COLOR": ""], terminal: true)) == Self.transcript(coloured))
    }

    /// 0 clean, 1 errors (a finding or a syntax error), 2 unreadable input, in every format.
    @Test(arguments: Reporters.all.map { $0.identifier })
    func exitCodesInEveryFormat(_ format: String) {
        withTemporaryDirectory { directory in
            let clean = writeFile(directory, "clean.php", Self.clean)
            let failing = writeFile(directory, "send.php", Self.send)
            let broken = writeFile(directory, "broken.php", "<?php\n$apn = new IGtAPNPayload()\n$x = 1;\n")
            #expect(gtpush(["check", "--format", format, clean]).code == 0)
            #expect(gtpush(["check", "--format", format, failing]).code == 1)
            let syntax = gtpush(["check", "--format", format, broken])
            #expect(syntax.code == 1)
            #expect(syntax.stdout.contains("GT001"))
            let missing = gtpush(["check", "--format", format, clean, directory.appendingPathComponent("missing.php").path])
            #expect(missing.code == 2)
            #expect(missing.stderr == "\(directory.path)/missing.php: error: no such file or directory\n")
            if format != "text" { #expect(missing.stdout.contains("GT002")) }
        }
    }

    @Test func badFormatOrLanguageIsAUsageError() {
        let format = gtpush(["check", "--format", "xml", "x.php"])
        #expect(format.code == 2)
        #expect(format.stderr == "gtpush check: --format takes text, json, sarif, github, checkstyle, junit, gitlab, not 'xml'\n")
        let language = gtpush(["check", "--lang", "fr", "x.php"])
        #expect(language.code == 2)
        #expect(language.stderr == "gtpush: --lang takes en or zh-Hans, not 'fr'\n")
    }

    @Test(arguments: ["en", "zh-Hans"])
    func helpListsEveryFormat(_ language: String) {
        let result = gtpush(["check", "--help", "--lang", language])
        #expect(result.code == 0)
        GoldenFiles.expect(result.stdout, matches: "check-help.\(language)")
    }
}
