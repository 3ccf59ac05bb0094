import Foundation
import GTPushTestSupport
import Testing

/// `gtpush parse --tree FILE`: the syntax tree as one line of JSON, the same bytes every time.
@Suite struct ParseTreeTests {
    @Test func aSmallFileGivesExactlyThisJSON() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let path = writeFile(directory, "push.php", "<?php\n$apn->sound = \"ding\";\n")
            let result = gtpush(["parse", "--tree", path])
            #expect(result.stdout == """
            {"path":"\(path)","statements":[{"node":"expression","value":{"node":"assign","target":\
            {"node":"propertyFetch","object":{"node":"variable","value":"apn","range":[6,10]},\
            "name":{"node":"identifier","values":["sound",[12,17]]},"nullsafe":false,"range":[6,17]},\
            "value":{"node":"string","value":"ding","range":[20,26]},"range":[6,26]},"range":[6,27]}],"errors":[]}

            """)
            #expect(result.code == 0)
            #expect(gtpush(["parse", "--tree", path]).stdout == result.stdout)
        }
    }

    @Test func syntaxErrorsAreInTheTreeAndTheExitCode() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let path = writeFile(directory, "bad.php", "<?php\necho 1 2;\n")
            let result = gtpush(["parse", "--tree", path])
            #expect(result.stdout == """
            {"path":"\(path)","statements":[{"node":"error","range":[6,15]}],\
            "errors":["2:8: syntax error, unexpected integer \\"2\\", expecting \\",\\" or \\";\\""]}

            """)
            #expect(result.code == 1)
        }
    }

    @Test func bytesThatAreNotUTF8AreEscapedAndEmptyListsStayLists() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let path = directory.appendingPathComponent("bytes.php").path
            try Data(Array("<?php if ($a) {} $b = \"x".utf8) + [0xFF] + Array("\";".utf8)).write(to: URL(fileURLWithPath: path))
            let result = gtpush(["parse", "--tree", path])
            #expect(result.stdout.contains("\"elseIfs\":[],\"elseBody\":null"))
            #expect(result.stdout.contains("{\"node\":\"string\",\"value\":\"x\\u00ff\""))
        }
    }

    /// A compile error (`php -l`'s "Cannot redeclare") is reported by default and left out with
    /// `--syntax-only`; a syntax error is reported either way.
    @Test func syntaxOnlyLeavesOutCompileErrors() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let compiles = writeFile(directory, "twice.php", "<?php\nclass A {\n    function f() {}\n    function f() {}\n}\n")
            #expect(gtpush(["parse", compiles]) == CLIResult(code: 1, stdout: "", stderr: "\(compiles):4:5: error: Cannot redeclare A::f()\n"))
            #expect(gtpush(["parse", "--syntax-only", compiles]) == CLIResult(code: 0, stdout: "", stderr: ""))
            let broken = writeFile(directory, "broken.php", "<?php\necho 1 2;\n")
            #expect(gtpush(["parse", "--syntax-only", broken]) == CLIResult(code: 1, stdout: "", stderr: "\(broken):2:8: error: syntax error, unexpected integer \"2\", expecting \",\" or \";\"\n"))
        }
    }
}
