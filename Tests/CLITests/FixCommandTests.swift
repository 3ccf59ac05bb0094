import Emitters
import Foundation
import GTPushTestSupport
import PushRules
import Testing

@Suite struct FixCommandTests {
    static let header = "<?php\n// gtpush: silent\n$apn = new IGtAPNPayload();\n"

    // MARK: each fix on its own

    @Test func gt101RewritesTheAlertKeepingTheComment() {
        let source = "<?php\n$banner = new SimpleAlertMsg();\n$banner->alertMsg = \"hi\";\n" + Self.header.dropFirst(6) + "$apn->alertMsg = $banner; // shown\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n"
        let (result, after) = runFix(source)
        #expect(after == source.replacingOccurrences(of: "= $banner; // shown", with: "= \"\"; // shown"))
        #expect(result.code == 0)
        #expect(result.stderr.contains("fixed 1 problem (GT101)"))
        #expect(result.stderr.contains("(replaces `$banner`) [GT101]"))
    }

    @Test func gt102RewritesTheSoundKeepingQuoteStyleAndSpacing() {
        let source = Self.header + "$apn->alertMsg = \"\";\n$apn->sound   =   'default'  ;\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n"
        let (result, after) = runFix(source)
        #expect(after == source.replacingOccurrences(of: "'default'", with: "'com.gexin.ios.silence'"))
        #expect(result.code == 0)
    }

    @Test func gt103RewritesAStringOne() {
        let source = Self.header + "$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = \"1\";\n$apn->badge = 1;\n"
        let (result, after) = runFix(source)
        #expect(after == source.replacingOccurrences(of: "= \"1\";", with: "= 1;"))
        #expect(result.code == 0)
    }

    @Test func gt103InsertsAMissingAssignmentWithTheIndentationAndLineEnding() {
        let source = "<?php\r\nfunction f() {\r\n\t// gtpush: silent\r\n\t$apn = new IGtAPNPayload();\r\n\t$apn->alertMsg = \"\";\r\n\t$apn->sound = \"com.gexin.ios.silence\";\r\n\t$apn->badge = 1;\r\n\treturn $apn;\r\n}\r\n"
        let (result, after) = runFix(source)
        #expect(after == source.replacingOccurrences(of: "\t$apn->badge = 1;\r\n", with: "\t$apn->badge = 1;\r\n\t$apn->contentAvailable = 1;\r\n"))
        #expect(result.code == 0)
    }

    @Test func gt201AddsTheBadgeGivenBySilentBadge() throws {
        let source = try String(contentsOf: TestPaths.cases.appendingPathComponent("06-silent-without-badge.php"), encoding: .utf8)
        let (result, after) = runFix(source, ["--silent-badge", "5"])
        #expect(after == source + "$apn->badge = 5;\n")
        #expect(result.stderr.contains("fixed 1 problem (GT201)"))
        #expect(errorRules(Array(after.utf8)).isEmpty)
    }

    @Test func intentOnTheCommandLine() {
        let source = "<?php\n$apn = new IGtAPNPayload();\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n"
        #expect(runFix(source).after == source)
        let (result, after) = runFix(source, ["--intent", "silent"])
        #expect(after == source + "$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n"
            || after == source + "$apn->sound = \"com.gexin.ios.silence\";\n")
        #expect(result.code == 0)
    }

    // MARK: the documents' broken template

    static let brokenTemplate = TestPaths.cases.appendingPathComponent("04-broken-silent-fn.php")
    static let brokenBindings = ["$appid=\"app-id\"", "$appkey=\"app-key\"", "$msgContent=\"有一条新的招工信息,点击查看详情\"",
                                 "$keyType=\"7\"", "$keyId=\"1131\"", "$client_notice=\"notice_type1.caf\"", "APP_DISPLAY_NAME=\"一秒招聘\""]

    @Test func brokenTemplateBecomesTheCanonicalSilentPush() throws {
        let original = try String(contentsOf: Self.brokenTemplate, encoding: .utf8)
        let expected = original
            .replacingOccurrences(of: "    $apn->alertMsg = $alertmsg;\n", with: "    $apn->alertMsg = \"\";\n")
            .replacingOccurrences(of: "    $apn->sound = $client_notice;\n", with: "    $apn->sound = \"com.gexin.ios.silence\";\n")
        let (result, after) = runFix(original, ["--intent", "silent"])
        #expect(after == expected)
        #expect(result.code == 0)
        #expect(result.stderr == """
            PATH: fixed 2 problems (GT101, GT102)
            PATH:23:5: note: set $apn->alertMsg to "" (replaces `$alertmsg`) [GT101]
            PATH:25:5: note: set $apn->sound to "com.gexin.ios.silence" (replaces `$client_notice`) [GT102]

            """.replacingOccurrences(of: "PATH", with: result.stderr.components(separatedBy: ": fixed").first ?? ""))
        // No error left, with or without the intent, and the SDK sends the silent payload.
        #expect(errorRules(Array(after.utf8), intent: .silent, bindings: Self.brokenBindings).isEmpty)
        #expect(errorRules(Array(after.utf8), bindings: Self.brokenBindings).isEmpty)
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "t.php", after)
            let preview = gtpush(["preview", "--exact"] + Self.brokenBindings.flatMap { ["--set", $0] } + [path])
            #expect(preview.code == 0)
            #expect(preview.stdout == #"{"payload":"payload","keyType":"7","keyId":"1131","msg":"\u6709\u4e00\u6761\u65b0\u7684\u62db\u5de5\u4fe1\u606f,\u70b9\u51fb\u67e5\u770b\u8be6\u60c5","aps":{"badge":1,"content-available":1,"category":"ACTIONABLE"}}"# + "\n")
            // A second fix changes nothing and says nothing.
            let again = gtpush(["fix", "--intent", "silent", path])
            #expect(again.code == 0)
            #expect(again.stderr.isEmpty)
            #expect(FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } == after)
        }
    }

    @Test func brokenTemplateWithASilentCommentNeedsNoIntent() throws {
        let original = try String(contentsOf: Self.brokenTemplate, encoding: .utf8)
            .replacingOccurrences(of: "    $apn = new IGtAPNPayload();\n", with: "    $apn = new IGtAPNPayload(); // gtpush: silent\n")
        let (result, after) = runFix(original)
        #expect(result.code == 0)
        #expect(after.contains("    $apn->alertMsg = \"\";\n    $apn->contentAvailable = 1;\n    $apn->sound = \"com.gexin.ios.silence\";\n"))
        #expect(after.contains("$alertmsg->body = $msgContent;"), "the detached alert object stays")
    }

    @Test(.enabled(if: PHPLint.shouldRun, "php is not installed at /usr/bin/php (set CI to make this a failure)"))
    func fixedBrokenTemplatePassesPHPLint() throws {
        let original = try String(contentsOf: Self.brokenTemplate, encoding: .utf8)
        let after = runFix(original, ["--intent", "silent"]).after
        guard let lint = PHPLint.check(Array(after.utf8)) else {
            Issue.record("php is missing at \(PHPLint.executable) and CI is set")
            return
        }
        #expect(lint.ok, "\(lint.output)")
    }

    @Test func gitDiffShowsOnlyTheChangedLines() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { Issue.record("git missing"); return }
        try withTemporaryDirectory { directory throws in
            let path = directory.appendingPathComponent("t.php")
            try FileManager.default.copyItem(at: Self.brokenTemplate, to: path)
            chmod(path.path, 0o644)
            shell("/usr/bin/git", ["init", "-q"], in: directory)
            shell("/usr/bin/git", ["add", "t.php"], in: directory)
            #expect(gtpush(["fix", "--intent", "silent", path.path]).code == 0)
            let diff = shell("/usr/bin/git", ["diff", "--numstat"], in: directory)
            #expect(diff.output == "2\t2\tt.php\n")
        }
    }

    // MARK: --dry-run

    @Test func dryRunPrintsADiffAndWritesNothing() throws {
        let source = Self.header + "$apn->alertMsg = \"\";\n$apn->sound = $tone;\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n"
        try withTemporaryDirectory { directory throws in
            let path = writeFile(directory, "d.php", source)
            let result = gtpush(["fix", "--dry-run", path])
            // A dry run that would change something fails, so CI can use it as a gate.
            #expect(result.code == 1)
            let display = path.hasPrefix("/") ? String(path.dropFirst()) : path
            #expect(result.stdout == """
                --- a/\(display)
                +++ b/\(display)
                @@ -2,6 +2,6 @@
                 // gtpush: silent
                 $apn = new IGtAPNPayload();
                 $apn->alertMsg = "";
                -$apn->sound = $tone;
                +$apn->sound = "com.gexin.ios.silence";
                 $apn->contentAvailable = 1;
                 $apn->badge = 1;

                """)
            #expect(result.stderr.contains("would fix 1 problem (GT102)"))
            #expect(try String(contentsOfFile: path, encoding: .utf8) == source)
        }
    }

    // MARK: what the file keeps

    @Test func crlfBomAndGBKBytesSurvive() {
        // BOM, CRLF, and a comment in GBK ("中文" = D6 D0 CE C4), which is not UTF-8.
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        bytes += Array("<?php\r\n// ".utf8) + [0xD6, 0xD0, 0xCE, 0xC4] + Array("\r\n".utf8)
        bytes += Array("$apn = new IGtAPNPayload(); // gtpush: silent\r\n$apn->alertMsg = \"\";\r\n$apn->sound = \"\";\r\n$apn->contentAvailable = 1;\r\n$apn->badge = 1;".utf8)
        let (result, after) = runFix(bytes)
        var expected: [UInt8] = [0xEF, 0xBB, 0xBF]
        expected += Array("<?php\r\n// ".utf8) + [0xD6, 0xD0, 0xCE, 0xC4] + Array("\r\n".utf8)
        expected += Array("$apn = new IGtAPNPayload(); // gtpush: silent\r\n$apn->alertMsg = \"\";\r\n$apn->sound = \"com.gexin.ios.silence\";\r\n$apn->contentAvailable = 1;\r\n$apn->badge = 1;".utf8)
        #expect(after == expected)
        #expect(result.code == 0)
    }

    @Test func fileModeIsKept() throws {
        try withTemporaryDirectory { directory throws in
            let path = writeFile(directory, "m.php", Self.header + "$apn->alertMsg = \"\";\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n")
            chmod(path, 0o640)
            #expect(gtpush(["fix", path]).code == 0)
            let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(mode == 0o640)
            #expect(try String(contentsOfFile: path, encoding: .utf8).contains("$apn->sound = \"com.gexin.ios.silence\";"))
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(leftovers == ["m.php"])
        }
    }

    // MARK: files that cannot be fixed

    @Test func readOnlyBinaryAndMissingFilesAreReportedAndOthersStillFixed() throws {
        let broken = Self.header + "$apn->alertMsg = \"\";\n$apn->sound = \"\";\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n"
        try withTemporaryDirectory { directory throws in
            let readOnly = writeFile(directory, "ro.php", broken)
            chmod(readOnly, 0o444)
            let binary = directory.appendingPathComponent("bin.php").path
            _ = FileManager.default.createFile(atPath: binary, contents: Data([0x3C, 0x3F, 0x00, 0x01]))
            let good = writeFile(directory, "ok.php", broken)
            let result = gtpush(["fix", readOnly, binary, good])
            #expect(result.code == 1)
            #expect(result.stderr.contains("\(readOnly): error: the file is read-only; not changed"))
            #expect(result.stderr.contains("\(binary):1:3: warning: not a text file (a NUL byte); not changed [GT002]\n"))
            #expect(try String(contentsOfFile: readOnly, encoding: .utf8) == broken)
            #expect(try String(contentsOfFile: good, encoding: .utf8).contains("com.gexin.ios.silence"))

            let missing = gtpush(["fix", directory.appendingPathComponent("nope.php").path, good])
            #expect(missing.code == 2)
            #expect(missing.stderr.contains("nope.php: error: no such file or directory"))
        }
    }

    @Test func errorsWithoutASafeFixAreListedAndExitOne() throws {
        let source = try String(contentsOf: TestPaths.cases.appendingPathComponent("12-overlength.php"), encoding: .utf8)
        let (result, after) = runFix(source)
        #expect(after == source)
        #expect(result.code == 1)
        #expect(result.stderr.contains(": error: ") && result.stderr.contains("[GT203]"))
    }

    @Test func gt202WrapsAStringAlertInASimpleAlertMsgForANormalPayload() {
        let source = "<?php\r\nfunction f() {\r\n    $apn = new IGtAPNPayload();\r\n    $apn->alertMsg = \"New message\"; // hi\r\n    $apn->badge = 1;\r\n    return $apn;\r\n}\r\n"
        // Without an intent the payload is left alone (RULES.md: fix changes only payloads whose
        // intent is declared, named, given or attempted); the error stays and fix exits 1.
        let unasked = runFix(source)
        #expect(unasked.after == source)
        #expect(unasked.result.code == 1)
        #expect(unasked.result.stderr.contains("push.php:3:12: note: left alone: it is rejected and no intent is declared, named, given with --intent or attempted;"))
        let (result, after) = runFix(source, ["--intent", "normal"])
        #expect(after == source.replacingOccurrences(of: "    $apn->alertMsg = \"New message\"; // hi\r\n", with:
            "    $simpleAlert = new SimpleAlertMsg();\r\n    $simpleAlert->alertMsg = \"New message\";\r\n    $apn->alertMsg = $simpleAlert; // hi\r\n"))
        #expect(result.code == 0)
        #expect(result.stderr.contains("wrap $apn->alertMsg in a SimpleAlertMsg (replaces `\"New message\"`) [GT202]"))
        #expect(runFix(after, ["--intent", "normal"]).after == after)
    }

    @Test func writeIsRefusedWhenTheFileChangedAfterItWasRead() throws {
        try withTemporaryDirectory { directory throws in
            let path = writeFile(directory, "c.php", "new")
            #expect(throws: AtomicWriter.Failure.changedSinceRead) {
                try AtomicWriter.replace(path, with: Array("fixed".utf8), expected: Array("old".utf8))
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["c.php"])
        }
    }

    @Test func usageErrors() {
        #expect(gtpush(["fix"]).code == 2)
        #expect(gtpush(["fix", "--intent", "loud", "x.php"]).code == 2)
        #expect(gtpush(["fix", "--silent-badge", "-1", "x.php"]).code == 2)
        #expect(gtpush(["fix", "--help"]).stdout.contains("USAGE: gtpush fix"))
    }
}
