import Foundation
import GTPushTestSupport
import Testing

/// Issue 53: the summary and the exit code count one set of errors. A file with only a syntax
/// error said `0 errors` and exited 1; syntax errors (GT001) and unreadable or binary files
/// (GT002) count in both.
@Suite struct ErrorCountTests {
    static func project(_ body: (URL) throws -> Void) throws {
        try withTemporaryDirectory { directory in
            writeFile(directory, "bad.php", "<?php\nfunction (\n")
            try Data([0x00, 0x01, 0x62, 0x69, 0x6E]).write(to: directory.appendingPathComponent("binary.php"))
            try body(directory)
        }
    }

    @Test func aSyntaxErrorIsCountedAsTheExitCodeCountsIt() throws {
        try Self.project { directory in
            let english = try gtpushProcess(["check", "--lang", "en", "bad.php"], in: directory)
            #expect(english == CLIResult(code: 1, stdout: "bad.php:3:1: error: Unclosed '(' on line 2 [GT001]\n0 payloads; 1 error, 0 warnings, 0 notes\n", stderr: ""))
            let chinese = try gtpushProcess(["check", "--lang", "zh-Hans", "bad.php"], in: directory)
            #expect(chinese == CLIResult(code: 1, stdout: "bad.php:3:1: error: Unclosed '(' on line 2 [GT001]\n0 个推送；1 个错误，0 个警告，0 个提示\n", stderr: ""))
        }
    }

    @Test func unreadableAndBinaryFilesAreCounted() throws {
        try Self.project { directory in
            let english = try gtpushProcess(["check", "--lang", "en", "bad.php", "binary.php", "missing.php"], in: directory)
            #expect(english == CLIResult(code: 2, stdout: "bad.php:3:1: error: Unclosed '(' on line 2 [GT001]\n0 payloads; 2 errors, 1 warning, 0 notes\n",
                                         stderr: "missing.php: error: no such file or directory\nbinary.php:1:1: warning: not a text file (a NUL byte); skipped [GT002]\n"))
            let chinese = try gtpushProcess(["check", "--lang", "zh-Hans", "bad.php", "binary.php", "missing.php"], in: directory)
            #expect(chinese == CLIResult(code: 2, stdout: "bad.php:3:1: error: Unclosed '(' on line 2 [GT001]\n0 个推送；2 个错误，1 个警告，0 个提示\n",
                                         stderr: "missing.php: error: 文件或目录不存在\nbinary.php:1:1: warning: 不是文本文件（含 NUL 字节）；已跳过 [GT002]\n"))
            // A binary file alone is a warning: it fails only --fail-on warning.
            #expect(try gtpushProcess(["check", "--lang", "en", "binary.php"], in: directory).code == 0)
            let strict = try gtpushProcess(["check", "--lang", "en", "--fail-on", "warning", "binary.php"], in: directory)
            #expect(strict == CLIResult(code: 1, stdout: "0 payloads; 0 errors, 1 warning, 0 notes\n", stderr: "binary.php:1:1: warning: not a text file (a NUL byte); skipped [GT002]\n"))
        }
    }

    @Test func theGitHubFormatsSummaryCountsThemToo() throws {
        try Self.project { directory in
            let github = try gtpushProcess(["check", "--lang", "en", "--format", "github", "bad.php"], in: directory)
            #expect(github == CLIResult(code: 1, stdout: "::error file=bad.php,line=3,col=1,title=GT001::Unclosed '(' on line 2\n0 payloads; 1 error, 0 warnings, 0 notes\n", stderr: ""))
        }
    }
}
