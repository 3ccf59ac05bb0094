import Foundation
import GTPushTestSupport
import Testing

/// The command line's side of issue 14: plain `check` catches the documents' bug, plain `fix`
/// never changes a push's meaning unasked, and the exit codes CI reads.
@Suite struct UnaskedChangeTests {
    /// GeTui's "advanced APNs" sample: a push meant to show a banner.
    static let advancedSample = "<?php\n$template = new IGtTransmissionTemplate();\n$apn = new IGtAPNPayload();\n$alertmsg = new DictionaryAlertMsg();\n$alertmsg->body = \"body\";\n$alertmsg->title = \"title\";\n$apn->alertMsg = $alertmsg;\n$apn->badge = 7;\n$apn->sound = \"\";\n$apn->contentAvailable = 1;\n$template->set_apnInfo($apn);\n"

    @Test func plainCheckOnCase04IsTwoErrors() {
        let result = gtpush(["check", TestPaths.cases.appendingPathComponent("04-broken-silent-fn.php").path])
        #expect(result.code == 1)
        #expect(result.stdout.components(separatedBy: "\n").filter { $0.contains(": error: ") }.map { String($0.suffix(7)) } == ["[GT101]", "[GT102]"])
        #expect(result.stdout.contains("(meant silent: the function is named `buildBrokenSilentTemplate`) [GT101]"))
    }

    @Test func plainCheckOnTheSeedFindsTheBrokenFunction() throws {
        let seeds = try FileManager.default.contentsOfDirectory(atPath: TestPaths.seeds.path).filter { $0.hasPrefix("000_") }
        let seed = try #require(seeds.first)
        let result = gtpush(["check", TestPaths.seeds.appendingPathComponent(seed).path])
        #expect(result.stdout.contains("\(seed):283:5: warning: mixed push with no declared intent: in the background the phone shows the banner, plays `$client_notice` and wakes the app;"))
    }

    @Test func plainFixLeavesABannerPushByteForByteAndSaysWhy() throws {
        let (result, after) = runFix(Self.advancedSample)
        #expect(after == Self.advancedSample)
        #expect(result.code == 0)
        #expect(result.stderr.hasSuffix("push.php:3:8: note: left alone: it is mixed and no intent is declared, named, given with --intent or attempted; add `// gtpush: silent` above it to let fix silence it, or `// gtpush: mixed` to accept it\n"))
        let dry = runFix(Self.advancedSample, ["--dry-run"])
        #expect(dry.result.code == 0)
        #expect(dry.result.stdout.isEmpty)
    }

    @Test func fixWithIntentSilentRepairsCase04() throws {
        let source = try String(contentsOf: TestPaths.cases.appendingPathComponent("04-broken-silent-fn.php"), encoding: .utf8)
        let (result, after) = runFix(source, ["--intent", "silent"])
        #expect(result.code == 0)
        #expect(after.contains("    $apn->alertMsg = \"\";\n") && after.contains("    $apn->sound = \"com.gexin.ios.silence\";\n"))
        try withTemporaryDirectory { directory throws in
            let path = writeFile(directory, "fixed.php", after)
            let check = gtpush(["check", path])
            // The alert the fix detached is a note (GT301 on a silent payload): no warning is left.
            #expect(check.stdout.hasSuffix("1 payload: 1 silent; 0 errors, 0 warnings, 4 notes\n"))
            #expect(check.code == 0)
        }
        if PHPLint.shouldRun {
            let lint = try #require(PHPLint.check(Array(after.utf8)))
            #expect(lint.ok, "\(lint.output)")
        }
    }

    @Test func dryRunExitsOneWhenItWouldChangeSomething() throws {
        let source = try String(contentsOf: TestPaths.cases.appendingPathComponent("04-broken-silent-fn.php"), encoding: .utf8)
        let (result, after) = runFix(source, ["--dry-run"])
        #expect(after == source)
        #expect(result.code == 1)
        #expect(result.stdout.contains("+    $apn->sound = \"com.gexin.ios.silence\";\n"))
    }

    @Test func anUnknownRuleOnTheCommandLineIsAUsageError() {
        for command in ["check", "fix"] {
            let result = gtpush([command, "--disable", "GT999", TestPaths.cases.appendingPathComponent("01-doc-normal.php").path])
            #expect(result.code == 2)
            #expect(result.stderr == "gtpush \(command): --disable: `GT999` is not a gtpush rule (see gtpush check --help)\n")
        }
    }

    @Test func failOnWarningCountsWarnings() throws {
        try withTemporaryDirectory { directory throws in
            let path = writeFile(directory, "push.php", Self.advancedSample)
            #expect(gtpush(["check", path]).code == 0)
            #expect(gtpush(["check", "--fail-on", "warning", path]).code == 1)
            #expect(gtpush(["check", "--fail-on", "note", path]).code == 1)
            #expect(gtpush(["check", "--fail-on", "error", path]).code == 0)
            let bad = gtpush(["check", "--fail-on", "info", path])
            #expect(bad.code == 2)
            #expect(bad.stderr == "gtpush check: --fail-on takes error, warning or note, not 'info'\n")
        }
    }

    @Test func sdkCopiesAreSkippedAndNotedOncePerTree() throws {
        let sdk = "<?php\nclass IGtBaseTemplate {\n    function set_pushInfo($sound) {\n        $apn = new IGtAPNPayload();\n        $apn->sound = $sound;\n        $apn->contentAvailable = 1;\n        return $apn;\n    }\n}\n"
        try withTemporaryDirectory { directory throws in
            writeFile(directory, "a/IGt.BaseTemplate.php", sdk)
            writeFile(directory, "b/IGt.BaseTemplate.php", sdk)
            let result = gtpush(["check", directory.path])
            #expect(result.stdout.hasSuffix("a/IGt.BaseTemplate.php:1:1: note: this file declares the GeTui SDK's own `IGtBaseTemplate`: skipped as SDK, not user code (and 1 more file like it) [GT004]\n0 payloads; 0 errors, 0 warnings, 1 note\n"))
            #expect(result.code == 0)
        }
    }
}
