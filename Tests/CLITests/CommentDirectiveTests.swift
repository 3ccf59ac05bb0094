import GTPushTestSupport
import PHPSyntax
import PushAnalysis
import Testing

/// Issue 49, item 9: `gtpush-ignore` in a string silenced a rule, since ignore comments were
/// found in a line's text. Every directive is read once, by one reader, from the lexer's comments.
@Suite struct CommentDirectiveTests {
    static func directives(_ code: String) -> [String] {
        let unit = SourceLoader.units(path: "d.php", bytes: Array(code.utf8))[0]
        return CommentDirectiveReader.directives(in: unit.tree).map { directive in
            "\(directive.line) \(directive.kind) \(directive.words) \(directive.range.start)-\(directive.range.end)\(directive.standsAlone ? " alone" : "")"
        }
    }

    @Test func everyKindWithItsWordsAndPlace() {
        let code = """
        <?php
        // gtpush: silent push for the refresh
        $apn = new IGtAPNPayload(); # gtpush: disable GT104, GT105
        /* gtpush: no-swift */ function f() {}
        $apn->sound = "x"; // gtpush-ignore GT102,gt103 set by ops
        /**
         * gtpush: mixed
         * gtpush-ignore-file GT107
         */

        """
        #expect(Self.directives(code) == [
            "2 intent [\"silent\", \"push\", \"for\", \"the\", \"refresh\"] 9-44 alone",
            "3 disable [\"GT104\", \"GT105\"] 75-103",
            "4 noSwift [] 107-123 alone",
            "5 ignore [\"GT102\", \"gt103\"] 165-190",
            "7 intent [\"mixed\"] 209-222 alone",
            "8 ignoreFile [\"GT107\"] 226-250 alone",
        ])
    }

    @Test func wordsInStringsAreNoDirective() {
        #expect(Self.directives("<?php\n$log = \"// gtpush-ignore GT102 set by ops\";\n$m = 'gtpush: silent';\n") == [])
    }

    @Test func lookalikesAreNoDirective() {
        #expect(Self.directives("<?php\n// see gtpush.json, gtpush-ignored GT102, mygtpush: silent\n") == [])
    }

    /// The issue's reproduction: a silent push that rings, and an ignore comment's words in a
    /// string on the next line. GT102 stays, and so does the exit code.
    @Test func anIgnoreInAStringSilencesNothing() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "push.php", """
                <?php
                // gtpush: silent
                $apn = new IGtAPNPayload();
                $apn->alertMsg = "";
                $apn->contentAvailable = 1;
                $apn->badge = 1;
                $apn->sound = "a.caf"; $log = "// gtpush-ignore GT102 set by ops";

                """)
            let result = gtpush(["check", "--disable", "GT104", path])
            #expect(result.stdout == "\(path):7:1: error: `$apn->sound` is \"a.caf\", so the phone plays that sound file if the app bundles it, else the default ding; a silent push needs \"com.gexin.ios.silence\" (meant silent: a `gtpush: silent` comment on the payload) [GT102]\n1 payload: 1 audible-background; 1 error, 0 warnings, 0 notes\n")
            #expect(result.code == 1)
        }
    }

    /// An intent word in a string is not a declaration either.
    @Test func anIntentInAStringDeclaresNothing() {
        let source = "<?php\n$note = \"gtpush: silent\"; $apn = new IGtAPNPayload();\n$apn->contentAvailable = 1;\n$apn->sound = \"a.caf\";\n$apn->badge = 1;\n"
        #expect(CheckHarness.check(source).payloads.first?.resolvedIntent == nil)
    }

    /// `directives(near:)` looks only at the comments around a line (it is asked once a payload):
    /// at every offset of a file with comments alone, after code, spanning lines and side by
    /// side, it gives what a look at every comment gives.
    @Test func directivesNearALineAreThoseOfAFullScan() {
        let code = """
        <?php
        // gtpush: silent
        $a = new IGtAPNPayload(); // gtpush: disable GT104
        /* gtpush: mixed
           over two lines */ $b = new IGtAPNPayload();

        $c = 1; /* gtpush: no-swift */ /* gtpush-ignore GT102 */
        # gtpush: normal
        /** gtpush: silent */

        $d = new IGtAPNPayload();
        """
        let unit = SourceLoader.units(path: "near.php", bytes: Array(code.utf8))[0]
        let index = DirectiveIndex(units: [unit])
        let file = unit.file
        let all = index.directives(in: file)
        #expect(all.count == 7)
        for offset in 0...file.bytes.count {
            let line = file.location(of: offset).line
            let scanned = all.filter { directive in
                let endLine = file.location(of: max(directive.comment.start, directive.comment.end - 1)).line
                return endLine == line || endLine == line - 1 || file.location(of: directive.comment.start).line == line
            }
            let near = index.directives(near: SourceRange(start: offset, end: offset), in: file)
            #expect(near.map(\.range) == scanned.map(\.range), "offset \(offset), line \(line)")
        }
    }
}
