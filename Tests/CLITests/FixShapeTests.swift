import Foundation
import GTPushTestSupport
import Testing

/// `fix` replaces only a plain assignment's right-hand side; anything else it rewrites only when
/// every other effect is kept, and otherwise says why and leaves the file as it was.
@Suite struct FixShapeTests {
    static let head = "<?php\n// gtpush: silent\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->badge = 1;\n"

    /// Runs `fix` on `source` as `push.php`; the path in messages is shortened to `push.php`.
    func fix(_ source: String, _ options: [String] = []) -> (code: Int32, stderr: String, after: String) {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "push.php", source)
            let result = gtpush(["fix"] + options + [path])
            let after = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return (result.code, result.stderr.replacingOccurrences(of: directory.path + "/", with: ""), after)
        }
    }

    @Test func aReferenceAssignmentIsReportedAndLeftAlone() {
        let source = Self.head + "$x = \"ding\";\n$apn->sound = &$x;\n$apn->contentAvailable = 1;\n"
        let result = fix(source)
        #expect(result.after == source)
        #expect(result.code == 1)
        #expect(result.stderr == """
        push.php:7:1: note: not fixed, it is a reference assignment (`= &`); replacing its right-hand side would not parse, and replacing the statement would break the reference [GT102]
        push.php:7:1: error: `$apn->sound` is `$x` ("ding"), so the phone plays that sound file if the app bundles it, else the default ding; a silent push needs "com.gexin.ios.silence" (meant silent: a `gtpush: silent` comment on the payload) [GT102]

        """)
    }

    @Test func aCompoundAssignmentStatementBecomesThePlainAssignment() {
        let source = Self.head + "$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable += 2; // wake\n"
        let result = fix(source)
        #expect(result.after == source.replacingOccurrences(of: "$apn->contentAvailable += 2;", with: "$apn->contentAvailable = 1;"))
        #expect(result.code == 0)
        #expect(result.stderr == "push.php: fixed 1 problem (GT103)\npush.php:7:1: note: set $apn->contentAvailable to 1 (replaces `$apn->contentAvailable += 2`) [GT103]\n")
    }

    @Test func aCompoundAssignmentWithACallIsLeftAlone() {
        let source = Self.head + "$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable += wake();\n"
        let result = fix(source)
        #expect(result.after == source)
        #expect(result.code == 1)
        #expect(result.stderr.hasPrefix("push.php:7:1: note: not fixed, it is a compound assignment whose operand has an effect (`wake()`), which a plain assignment would lose [GT103]\n"))
    }

    @Test func anAssignmentInsideACallIsLeftAlone() {
        let source = Self.head + "$apn->sound = \"x\";\nfoo($apn->sound .= \"x\");\n$apn->contentAvailable = 1;\n"
        let result = fix(source)
        #expect(result.after == source)
        #expect(result.code == 1)
        #expect(result.stderr.hasPrefix("push.php:7:1: note: not fixed, `$apn->sound .= \"x\"` is inside a larger expression, not the right-hand side of a plain assignment statement [GT102]\n"))
    }

    @Test func anAssignmentWhoseValueIsReadIsLeftAlone() {
        let source = Self.head + "$apn->sound = \"x\";\n$y = $apn->sound .= \"z\";\n$apn->contentAvailable = 1;\n"
        let result = fix(source)
        #expect(result.after == source)
        #expect(result.stderr.hasPrefix("push.php:7:1: note: not fixed, `$apn->sound .= \"z\"` is inside a larger expression, not the right-hand side of a plain assignment statement [GT102]\n"))
    }

    @Test func aRightHandSideThatAssignsIsLeftAlone() {
        let chained = Self.head + "$apn->sound = $s = \"ding\";\n$apn->contentAvailable = 1;\necho $s;\n"
        #expect(fix(chained).after == chained)
        #expect(fix(chained).stderr.hasPrefix("push.php:6:1: note: not fixed, `$s = \"ding\"` is inside a larger expression, not the right-hand side of a plain assignment statement [GT102]\n"))
        let counted = Self.head + "$apn->sound = \"ding\" . $n++;\n$apn->contentAvailable = 1;\necho $n;\n"
        #expect(fix(counted).after == counted)
        #expect(fix(counted).stderr.hasPrefix("push.php:6:1: note: not fixed, its right-hand side also changes something (`++`), which replacing it would lose [GT102]\n"))
    }

    @Test func aFileThatDoesNotParseIsNotChanged() {
        let source = Self.head + "$apn->sound = \"ding\"\n$apn->contentAvailable = 1;\n"
        let result = fix(source)
        #expect(result.after == source)
        #expect(result.code == 1)
        #expect(result.stderr.hasPrefix("push.php: error: the file does not parse (7:1: syntax error, unexpected variable \"$apn\"); nothing was changed\n"))
        #expect(fix(source, ["--dry-run"]).stderr.hasPrefix("push.php: error: the file does not parse"))
    }

    /// Every rewrite above that is applied still passes `php -l`; every refusal leaves bytes php accepts.
    @Test func everyResultPassesPHPLint() {
        guard PHPLint.shouldRun else { return }
        let sources = [
            Self.head + "$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable += 2;\n",
            Self.head + "$apn->sound = \"ding\";\n$apn->contentAvailable = 1;\n",
            Self.head + "$x = 1;\n$apn->sound = &$x;\n$apn->contentAvailable = 1;\n",
            Self.head + "if ($c) { $apn->sound = 'x'; }\n$apn->contentAvailable = 1;\n",
        ]
        for source in sources {
            let after = fix(source).after
            #expect(PHPLint.check(Array(after.utf8))?.ok == true, "\(after)")
        }
    }
}
