import Foundation
import GTPushTestSupport
import Testing

/// Issue 49, item 10: a syntax error took a second path to the reporters, and SARIF counted its
/// column in bytes while it said `unicodeCodePoints`. GT001 and GT002 are findings now, as the
/// rules' are: every format places them as it places a rule's finding, and ignore comments and
/// `--disable` silence them as they silence a rule.
@Suite struct FrontEndFindingTests {
    /// `中文` is six bytes and two code points: the byte column is 15, the code point column 11.
    static let chinese = "<?php\n$a = \"中文\" $b;\n"

    @Test func everyFormatPlacesASyntaxErrorAsItPlacesARuleFinding() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "broken.php", Self.chinese)
            func run(_ format: String) -> String { gtpush(["check", "--format", format, path]).stdout }
            #expect(run("text") == "\(path):2:15: error: syntax error, unexpected variable \"$b\" [GT001]\n0 payloads; 1 error, 0 warnings, 0 notes\n")
            #expect(run("github").hasPrefix("::error file=\(path),line=2,col=15,title=GT001::syntax error, unexpected variable \"$b\"\n"))
            #expect(run("checkstyle").contains("<error line=\"2\" column=\"15\" severity=\"error\" message=\"syntax error, unexpected variable &quot;$b&quot;\" source=\"gtpush.GT001\"/>"))
            #expect(run("json").contains("\"rule\": \"GT001\",\n          \"severity\": \"error\",\n          \"line\": 2,\n          \"column\": 15,"))
            #expect(run("junit").contains("\(path):2:15"))
            #expect(run("gitlab").contains("\"lines\": {\n        \"begin\": 2\n      }"))
            #expect(run("sarif").contains("\"startLine\": 2,\n                  \"startColumn\": 11\n"))
        }
    }

    @Test func anIgnoreCommentOrDisableSilencesASyntaxError() {
        withTemporaryDirectory { directory in
            let ignored = writeFile(directory, "ignored.php", "<?php\n$a = 1 $b; // gtpush-ignore GT001 a fixture that must stay broken\n")
            #expect(gtpush(["check", ignored]) == CLIResult(code: 0, stdout: "0 payloads; 0 errors, 0 warnings, 0 notes\n", stderr: ""))
            let whole = writeFile(directory, "whole.php", "<?php\n// gtpush-ignore-file GT001\n$a = 1 $b;\n")
            #expect(gtpush(["check", whole]) == CLIResult(code: 0, stdout: "0 payloads; 0 errors, 0 warnings, 0 notes\n", stderr: ""))
            let plain = writeFile(directory, "plain.php", "<?php\n$a = 1 $b;\n")
            #expect(gtpush(["check", "--disable", "GT001", plain]) == CLIResult(code: 0, stdout: "0 payloads; 0 errors, 0 warnings, 0 notes\n", stderr: ""))
            #expect(gtpush(["check", plain]) == CLIResult(code: 1, stdout: "\(plain):2:8: error: syntax error, unexpected variable \"$b\" [GT001]\n0 payloads; 1 error, 0 warnings, 0 notes\n", stderr: ""))
        }
    }
}
