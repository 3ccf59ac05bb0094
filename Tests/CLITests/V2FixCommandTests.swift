import Foundation
import GTPushTestSupport
import Testing

/// `fix` on v2 SDK and raw REST payloads: the change written in the code's own form, every other
/// byte kept, exit codes, a second run that changes nothing, and `php -l` on the result.
@Suite struct V2FixCommandTests {
    static let cases = V2CasesTests.folder

    /// Runs `fix` on `source` as `push.php`; the path in messages is shortened to `push.php`.
    func fix(_ source: [UInt8], _ options: [String] = []) -> (code: Int32, stdout: String, stderr: String, after: [UInt8]) {
        withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("push.php").path
            _ = FileManager.default.createFile(atPath: path, contents: Data(source))
            let result = gtpush(["fix"] + options + [path])
            let after = FileManager.default.contents(atPath: path).map(Array.init) ?? []
            let short = { (text: String) in text.replacingOccurrences(of: directory.path + "/", with: "").replacingOccurrences(of: String(directory.path.dropFirst()) + "/", with: "") }
            return (result.code, short(result.stdout), short(result.stderr), after)
        }
    }

    func fix(_ source: String, _ options: [String] = []) -> (code: Int32, stdout: String, stderr: String, after: String) {
        let result = fix(Array(source.utf8), options)
        return (result.code, result.stdout, result.stderr, String(decoding: result.after, as: UTF8.self))
    }

    func caseSource(_ name: String) throws -> String {
        try String(contentsOf: Self.cases.appendingPathComponent(name + ".php"), encoding: .utf8)
    }

    /// The fixed bytes, fixed again: nothing changes and nothing is said.
    func expectIdempotent(_ after: String, _ options: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        let again = fix(after, options)
        #expect(again.after == after, sourceLocation: sourceLocation)
        #expect(again.code == 0, sourceLocation: sourceLocation)
        #expect(again.stderr == "", sourceLocation: sourceLocation)
    }

    func expectLint(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard PHPLint.shouldRun else { return }
        guard let lint = PHPLint.check(Array(text.utf8)) else {
            Issue.record("php is missing at \(PHPLint.executable) and CI is set", sourceLocation: sourceLocation)
            return
        }
        #expect(lint.ok, "\(lint.output)", sourceLocation: sourceLocation)
    }

    // MARK: SDK calls

    @Test func theSetAlertCallGoesTheSoundIsSilencedAndContentAvailableIsAdded() throws {
        let source = try caseSource("v2-09-auto-badge-int")
        let result = fix(source, ["--intent", "silent"])
        #expect(result.after == source.replacingOccurrences(of: "$aps->setSound(\"default\");\n$aps->setAlert($alert);\n",
                                                             with: "$aps->setSound(\"com.gexin.ios.silence\");\n$aps->setContentAvailable(1);\n"))
        #expect(result.code == 0)
        // The third fix waited for the second (its line followed the removed call): it is still
        // told at its place in the file as given.
        #expect(result.stderr == """
            push.php: fixed 3 problems (GT101, GT102, GT103)
            push.php:7:1: note: set aps.sound to "com.gexin.ios.silence" (replaces `"default"`) [GT102]
            push.php:8:1: note: remove `$aps->setAlert($alert)` [GT101]
            push.php:9:8: note: set aps.content-available to 1 [GT103]

            """)
        expectIdempotent(result.after, ["--intent", "silent"])
        expectLint(result.after)
    }

    @Test func aComputedSoundIsReplacedAndSaysWhatItReplaced() throws {
        let source = try caseSource("v2-30-documents-bug-ported")
        let result = fix(source, ["--intent", "silent"])
        #expect(result.after == source.replacingOccurrences(of: "    $aps->setAlert($alert);\n", with: "")
            .replacingOccurrences(of: "$aps->setSound($client_notice);", with: "$aps->setSound(\"com.gexin.ios.silence\");"))
        #expect(result.stderr == """
            push.php: fixed 2 problems (GT101, GT102)
            push.php:11:5: note: remove `$aps->setAlert($alert)` [GT101]
            push.php:13:5: note: set aps.sound to "com.gexin.ios.silence" (replaces `$client_notice`) [GT102]

            """)
        #expect(result.code == 0)
        #expect(result.after.contains("$alert->setBody($msgContent);"), "the detached alert object stays")
        expectIdempotent(result.after, ["--intent", "silent"])
    }

    @Test func aStatementSharingItsLineIsCutWithItsSpaceAndACommentStays() {
        let source = """
            <?php
            $alert = new GTAlert();
            $alert->setBody("hi");
            $aps = new GTAps();
            $aps->setSound("x"); $aps->setAlert($alert);
            $aps->setContentAvailable(1);
            $aps->setAlert($alert); // the banner
            // gtpush: silent
            $ios = new GTIos();
            $ios->setAps($aps);

            """
        let result = fix(source)
        #expect(result.after == source.replacingOccurrences(of: "$aps->setSound(\"x\"); $aps->setAlert($alert);\n", with: "$aps->setSound(\"com.gexin.ios.silence\");\n")
            .replacingOccurrences(of: "$aps->setAlert($alert); // the banner", with: "// the banner"))
        #expect(result.code == 0)
        expectIdempotent(result.after)
        expectLint(result.after)
    }

    @Test func theNewStatementFollowsTheCreationOrStaysOnItsAnchorsLine() {
        // No setter on the aps yet: the statement follows `$aps = new GTAps();`.
        let created = "<?php\nfunction silentIos() {\n    $aps = new GTAps();\n    $ios = new GTIos();\n    $ios->setAps($aps);\n    return $ios;\n}\n"
        let afterCreation = fix(created)
        #expect(afterCreation.after == created.replacingOccurrences(of: "    $aps = new GTAps();\n", with: "    $aps = new GTAps();\n    $aps->setContentAvailable(1);\n"))
        #expect(afterCreation.code == 0)
        // Code after the anchor on its line: the next line would be outside the function.
        let oneLine = "<?php\nfunction silentIos() { $aps = new GTAps(); $aps->setSound(\"x\"); $ios = new GTIos(); $ios->setAps($aps); return $ios; }\n"
        let inLine = fix(oneLine)
        #expect(inLine.after == oneLine.replacingOccurrences(of: "$aps->setSound(\"x\");", with: "$aps->setSound(\"com.gexin.ios.silence\"); $aps->setContentAvailable(1);"))
        expectLint(inLine.after)
        // The same helper places v1's statements.
        let v1 = "<?php\nfunction silentApn() { $apn = new IGtAPNPayload(); $apn->alertMsg = \"\"; $apn->sound = \"com.gexin.ios.silence\"; $apn->badge = 1; return $apn; }\n"
        #expect(fix(v1).after == v1.replacingOccurrences(of: "$apn->badge = 1;", with: "$apn->badge = 1; $apn->contentAvailable = 1;"))
    }

    @Test func aSetterInsideAnIfIsNoPlaceForTheNewStatement() {
        // After `$aps->setSound("x");` the new statement would run on one path only.
        let source = "<?php\nfunction silentIos($x) {\n    $aps = new GTAps();\n    if ($x) {\n        $aps->setSound(\"x\");\n    }\n    $ios = new GTIos();\n    $ios->setAps($aps);\n    return $ios;\n}\n"
        let result = fix(source)
        #expect(result.after == source.replacingOccurrences(of: "    $aps = new GTAps();\n", with: "    $aps = new GTAps();\n    $aps->setContentAvailable(1);\n")
            .replacingOccurrences(of: "setSound(\"x\")", with: "setSound(\"com.gexin.ios.silence\")"))
        #expect(result.code == 0)
        // Each path's own GTAps gets the statement in its own block.
        let twoPaths = "<?php\nfunction silentIos($x) {\n    if ($x) {\n        $aps = new GTAps();\n        $aps->setSound(\"com.gexin.ios.silence\");\n    } else {\n        $aps = new GTAps();\n    }\n    $ios = new GTIos();\n    $ios->setAps($aps);\n    return $ios;\n}\n"
        let both = fix(twoPaths)
        #expect(both.after == twoPaths.replacingOccurrences(of: "\"com.gexin.ios.silence\");\n", with: "\"com.gexin.ios.silence\");\n        $aps->setContentAvailable(1);\n")
            .replacingOccurrences(of: "    } else {\n        $aps = new GTAps();\n", with: "    } else {\n        $aps = new GTAps();\n        $aps->setContentAvailable(1);\n"))
        expectIdempotent(both.after)
    }

    @Test func anEmptyAlertIsRemovedForASilentAttemptWithoutAnIntent() throws {
        // `new GTAlert()` holds no text: the code's own attempt at silence is enough.
        let source = try caseSource("v2-13-empty-alert")
        let result = fix(source)
        #expect(result.after == source.replacingOccurrences(of: "$aps->setAlert(new GTAlert());\n", with: ""))
        #expect(result.stderr == "push.php: fixed 1 problem (GT101)\npush.php:5:1: note: remove `$aps->setAlert(new GTAlert())` [GT101]\n")
        #expect(result.code == 0)
    }

    @Test func anAlertWithTextGoesOnlyWhenSilenceIsAskedFor() {
        let source = """
            <?php
            $alert = new GTAlert();
            $alert->setBody("hi");
            $aps = new GTAps();
            $aps->setContentAvailable(1);
            $aps->setAlert($alert);
            $ios = new GTIos();
            $ios->setAps($aps);

            """
        // Mixed and undeclared: left alone, with the line that says why.
        let unasked = fix(source)
        #expect(unasked.after == source)
        #expect(unasked.stderr.contains("push.php:7:8: note: left alone: it is mixed and no intent is declared, named, given with --intent or attempted;"))
        let asked = fix(source, ["--intent", "silent"])
        #expect(asked.after == source.replacingOccurrences(of: "$aps->setAlert($alert);\n", with: ""))
        #expect(asked.code == 0)
    }

    // MARK: raw REST arrays

    @Test func aMultiLineLiteralLosesTheAlertLineAndGainsAnItemLine() throws {
        let source = try caseSource("v2-25-raw-misspelt-keys")
        let result = fix(source, ["--intent", "silent"])
        #expect(result.after == source
            .replacingOccurrences(of: "\"apns_collapse_id\"", with: "\"apns-collapse-id\"")
            .replacingOccurrences(of: "                \"alert\" => [\"title\" => \"Promo\", \"sub_title\" => \"Today only\", \"body\" => \"Open to see\", \"loc_key\" => \"PROMO\"],\n", with: "")
            .replacingOccurrences(of: "                \"sound\" => \"default\",\n", with: "                \"sound\" => \"com.gexin.ios.silence\",\n                \"content-available\" => 1,\n"))
        // The renames inside the alert waited for the removal, which then took them away.
        #expect(result.stderr == """
            push.php: fixed 4 problems (GT101, GT102, GT103, GT602)
            push.php:3:9: note: set aps.content-available to 1 [GT103]
            push.php:9:13: note: rename the key `apns_collapse_id` to `apns-collapse-id` [GT602]
            push.php:11:17: note: remove the key `alert` from `push_channel.ios.aps` [GT101]
            push.php:12:17: note: set aps.sound to "com.gexin.ios.silence" (replaces `"default"`) [GT102]

            """)
        #expect(result.code == 0)
        expectIdempotent(result.after, ["--intent", "silent"])
        expectLint(result.after)
    }

    @Test func aOneLineLiteralKeepsItsLine() throws {
        let source = try caseSource("v2-29-request-id-number")
        let result = fix(source, ["--intent", "silent"])
        #expect(result.after == source.replacingOccurrences(of: "\"aps\" => [\"alert\" => [\"title\" => \"Hi\", \"body\" => \"Hello\"], \"sound\" => \"default\"],",
                                                             with: "\"aps\" => [\"sound\" => \"com.gexin.ios.silence\", \"content-available\" => 1],"))
        #expect(result.stderr == """
            push.php: fixed 3 problems (GT101, GT102, GT103)
            push.php:3:9: note: set aps.content-available to 1 [GT103]
            push.php:9:23: note: remove the key `alert` from `push_channel.ios.aps` [GT101]
            push.php:9:72: note: set aps.sound to "com.gexin.ios.silence" (replaces `"default"`) [GT102]

            """)
        expectIdempotent(result.after, ["--intent", "silent"])
        expectLint(result.after)
    }

    @Test func aMisspeltContentAvailableIsRenamedAndMadeTheIntegerOne() throws {
        let source = try caseSource("v2-26-raw-content-avaliable")
        let result = fix(source, ["--set", "$cid=\"c8\""])
        #expect(result.after == source.replacingOccurrences(of: "\"content-avaliable\" => \"1\"", with: "\"content-available\" => 1"))
        #expect(result.stderr == """
            push.php: fixed 2 problems (GT103, GT602)
            push.php:5:13: note: set aps.content-available to 1 (replaces `"content-avaliable" => "1"`) [GT103]
            push.php:12:27: note: rename the key `content-avaliable` to `content-available` [GT602]

            """)
        #expect(result.code == 0)
        expectIdempotent(result.after)
    }

    @Test func itemsAreCutWithTheirCommaInEveryLayout() {
        func body(_ aps: String) -> String { "<?php\n// gtpush: silent\n$body = [\"push_channel\" => [\"ios\" => [\"aps\" => \(aps)]]];\n" }
        let layouts: [(String, String)] = [
            ("[\"alert\" => [\"body\" => \"b\"], \"content-available\" => 1]", "[\"content-available\" => 1]"),
            ("[\"content-available\" => 1, \"alert\" => [\"body\" => \"b\"]]", "[\"content-available\" => 1]"),
            ("[\"content-available\" => 1, \"alert\" => [\"body\" => \"b\"],]", "[\"content-available\" => 1,]"),
            ("array(\"alert\" => array(), \"content-available\" => 1)", "array(\"content-available\" => 1)"),
            ("[\"alert\" => [\"body\" => \"b\"]]", "[\"content-available\" => 1]"),
            ("[\n    \"content-available\" => 1,\n    \"alert\" => [\"body\" => \"b\"]\n]", "[\n    \"content-available\" => 1,\n]"),
            ("[\n    \"alert\" => [\n        \"body\" => \"b\",\n    ],\n    \"content-available\" => 1,\n]", "[\n    \"content-available\" => 1,\n]"),
        ]
        for (aps, fixed) in layouts {
            let result = fix(body(aps))
            #expect(result.after == body(fixed), "\(aps)")
            #expect(result.code == 0, "\(aps)")
            expectIdempotent(result.after)
            expectLint(result.after)
        }
    }

    @Test func anItemIsAddedInTheLiteralsOwnLayout() {
        func body(_ aps: String) -> String { "<?php\nfunction silentBody() {\n    return [\"push_channel\" => [\"ios\" => [\"aps\" => \(aps)]]];\n}\n" }
        let layouts: [(String, String)] = [
            ("[]", "[\"content-available\" => 1]"),
            ("['sound'=>'com.gexin.ios.silence']", "['sound'=>'com.gexin.ios.silence', 'content-available'=>1]"),
            ("array(\"sound\" => \"com.gexin.ios.silence\",)", "array(\"sound\" => \"com.gexin.ios.silence\", \"content-available\" => 1,)"),
            ("[\n        \"sound\" => \"com.gexin.ios.silence\", // no ding\n    ]", "[\n        \"sound\" => \"com.gexin.ios.silence\", // no ding\n        \"content-available\" => 1,\n    ]"),
            ("[\n        \"sound\" => \"com.gexin.ios.silence\"\n    ]", "[\n        \"sound\" => \"com.gexin.ios.silence\",\n        \"content-available\" => 1\n    ]"),
            ("[\n        \"sound\" => \"com.gexin.ios.silence\"]", "[\n        \"sound\" => \"com.gexin.ios.silence\", \"content-available\" => 1]"),
        ]
        for (aps, fixed) in layouts {
            let result = fix(body(aps))
            #expect(result.after == body(fixed), "\(aps)")
            #expect(result.code == 0, "\(aps)")
            expectIdempotent(result.after)
            expectLint(result.after)
        }
    }

    // MARK: the silence typo, v1 and v2

    @Test func theSilenceTypoBecomesTheExactStringInV1AndV2() throws {
        let v1 = "<?php\n$a = new DictionaryAlertMsg();\n$a->title = \"T\";\n$a->body = \"B\";\n// gtpush: normal\n$apn = new IGtAPNPayload();\n$apn->alertMsg = $a;\n$apn->sound = 'com.gexin.ios.silenc';\n"
        let fixedV1 = fix(v1)
        #expect(fixedV1.after == v1.replacingOccurrences(of: "'com.gexin.ios.silenc'", with: "'com.gexin.ios.silence'"))
        #expect(fixedV1.stderr == "push.php: fixed 1 problem (GT601)\npush.php:8:1: note: set $apn->sound to \"com.gexin.ios.silence\" (replaces `'com.gexin.ios.silenc'`) [GT601]\n")
        #expect(fixedV1.code == 0)
        let v2 = try caseSource("v2-06-silence-typo-from-demo")
        let fixedV2 = fix(v2, ["--set", "$cid=\"c\""])
        #expect(fixedV2.after == v2.replacingOccurrences(of: "\"com.gexin.ios.silenc\"", with: "\"com.gexin.ios.silence\""))
        // GT102 and GT601 write the same edit: it is made once, and both are fixed.
        #expect(fixedV2.stderr == """
            push.php: fixed 2 problems (GT102, GT601)
            push.php:7:5: note: set aps.sound to "com.gexin.ios.silence" (replaces `"com.gexin.ios.silenc"`) [GT102]
            push.php:7:5: note: set aps.sound to "com.gexin.ios.silence" (replaces `"com.gexin.ios.silenc"`) [GT601]

            """)
        expectIdempotent(fixedV2.after)
    }

    // MARK: what the file keeps

    @Test func lineEndingsAndABOMAreKept() {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let sdk = "<?php\r\nfunction silentSync() {\r\n\t$alert = new GTAlert();\r\n\t$alert->setBody(\"hi\");\r\n\t$aps = new GTAps();\r\n\t$aps->setSound('ding.caf');\r\n\t$aps->setAlert($alert);\r\n\t$ios = new GTIos();\r\n\t$ios->setAps($aps);\r\n\treturn $ios;\r\n}\r\n"
        let result = fix(bom + Array(sdk.utf8))
        let expected = sdk.replacingOccurrences(of: "\t$aps->setSound('ding.caf');\r\n\t$aps->setAlert($alert);\r\n", with: "\t$aps->setSound('com.gexin.ios.silence');\r\n\t$aps->setContentAvailable(1);\r\n")
        #expect(result.after == bom + Array(expected.utf8))
        #expect(result.code == 0)
        let raw = "<?php\r\nfunction silentBody() {\r\n    return [\r\n        \"push_channel\" => [\"ios\" => [\"aps\" => [\r\n            \"alert\" => [\"body\" => \"b\"],\r\n            \"sound\" => \"ding\",\r\n        ]]],\r\n    ];\r\n}\r\n"
        let rawResult = fix(bom + Array(raw.utf8))
        let rawExpected = raw.replacingOccurrences(of: "            \"alert\" => [\"body\" => \"b\"],\r\n            \"sound\" => \"ding\",\r\n",
                                                   with: "            \"sound\" => \"com.gexin.ios.silence\",\r\n            \"content-available\" => 1,\r\n")
        #expect(rawResult.after == bom + Array(rawExpected.utf8))
        #expect(rawResult.code == 0)
        #expect(fix(rawResult.after).after == rawResult.after)
        // Old Mac files: a bare CR ends the removed line and the added one.
        let cr = sdk.replacingOccurrences(of: "\r\n", with: "\r")
        #expect(fix(cr).after == expected.replacingOccurrences(of: "\r\n", with: "\r"))
    }

    @Test func dryRunPrintsTheDiffWritesNothingAndExitsOne() throws {
        let source = try caseSource("v2-08-content-available-true")
        let result = fix(source, ["--dry-run", "--intent", "silent"])
        #expect(result.after == source)
        #expect(result.code == 1)
        #expect(result.stdout.hasSuffix("""
            @@ -4,9 +4,8 @@
             $alert->setTitle("Inbox");
             $alert->setBody("2 new messages");
             $aps = new GTAps();
            -$aps->setContentAvailable(true);
            -$aps->setSound("default");
            -$aps->setAlert($alert);
            +$aps->setContentAvailable(1);
            +$aps->setSound("com.gexin.ios.silence");
             $ios = new GTIos();
             $ios->setType("notify");
             $ios->setAps($aps);

            """))
        #expect(result.stderr.hasPrefix("push.php: would fix 3 problems (GT101, GT102, GT103)\n"))
    }

    // MARK: what fix reports and leaves

    @Test func whatFixCannotWriteIsReportedAndExitsOne() throws {
        let noVariable = fix(try caseSource("v2-12-empty-aps"), ["--intent", "silent"])
        #expect(noVariable.code == 1)
        #expect(noVariable.stderr.hasPrefix("push.php:3:8: note: not fixed, the GTAps object is not held in a variable where its setters are called, so there is no statement to add `$aps->setContentAvailable(1);` after [GT103]\npush.php:3:8: error: "))
        let noAPS = fix(try caseSource("v2-23-ios-without-aps"), ["--intent", "silent"])
        #expect(noAPS.code == 1)
        #expect(noAPS.stderr.hasPrefix("push.php:11:9: note: not fixed, the request's iOS channel has no aps, and fix does not write a new one [GT103]\n"))
        let noIOS = fix(try caseSource("v2-21-no-ios-channel"), ["--intent", "silent"])
        #expect(noIOS.stderr.hasPrefix("push.php:5:9: note: not fixed, the request has no push_channel.ios, and fix does not write a new one [GT103]\n"))
        for result in [noVariable, noAPS, noIOS] { #expect(result.stdout == "") }
    }

    @Test func aRemovalThatIsNotCertainIsReportedAndLeftAlone() {
        let head = "<?php\n$alert = new GTAlert();\n$alert->setBody(\"hi\");\n$aps = new GTAps();\n$aps->setContentAvailable(1);\n"
        let tail = "// gtpush: silent\n$ios = new GTIos();\n$ios->setAps($aps);\n"
        let cases: [(String, String)] = [
            ("if ($alert) $aps->setAlert($alert);\n",
             "push.php:6:13: note: not fixed, `$aps->setAlert($alert);` is the body of a control statement without braces; removing it would make the next statement that body [GT101]\n"),
            ("$result = $aps->setAlert($alert);\n",
             "push.php:6:1: note: not fixed, `$result = $aps->setAlert($alert)` is not a `setAlert(…)` call statement of its own [GT101]\n"),
            ("$alert && $aps->setAlert($alert);\n",
             "push.php:6:1: note: not fixed, `$alert && $aps->setAlert($alert)` is not a `setAlert(…)` call statement of its own [GT101]\n"),
            ("$aps->setAlert($alert = new GTAlert());\n",
             "push.php:6:1: note: not fixed, `$aps->setAlert($alert = new GTAlert());` also changes something (`=`), which removing it would lose [GT101]\n"),
        ]
        for (line, note) in cases {
            let source = head + line + tail
            let result = fix(source)
            #expect(result.after == source, "\(line)")
            #expect(result.code == 1, "\(line)")
            #expect(result.stderr.hasPrefix(note), "\(line)\n\(result.stderr)")
        }
    }

    @Test func rawItemsFixCannotCutAreReported() {
        let comment = "<?php\n// gtpush: silent\n$body = [\"push_channel\" => [\"ios\" => [\"aps\" => [\"alert\" => [] /* banner */, \"content-available\" => 1]]]];\n"
        let commented = fix(comment)
        #expect(commented.after == comment)
        #expect(commented.stderr.hasPrefix("push.php:3:49: note: not fixed, a comment lies between the item `alert` and the comma that goes with it [GT101]\n"))
        let variable = "<?php\n$aps = [\"sound\" => \"ding\"];\n// gtpush: silent\n$body = [\"push_channel\" => [\"ios\" => [\"aps\" => $aps, \"apns_collapse_id\" => \"a\", \"apns-collapse-id\" => \"b\"]]];\n"
        let held = fix(variable)
        #expect(held.code == 1)
        #expect(held.stderr.contains("push.php:4:9: note: not fixed, `push_channel.ios.aps` is not an array literal written in place in this file, and fix edits no other array [GT103]\n"))
        #expect(held.stderr.contains("push.php:4:54: note: not fixed, `apns-collapse-id` is already there; renaming `apns_collapse_id` would write that key twice [GT602]\n"))
        // The sound in the held literal is its item's value: that one is rewritten.
        #expect(held.after == variable.replacingOccurrences(of: "\"ding\"", with: "\"com.gexin.ios.silence\""))
        let written = "<?php\n// gtpush: silent\n$body = [\"push_channel\" => [\"ios\" => [\"aps\" => [\"content-available\" => 1]]]];\n$body[\"push_channel\"][\"ios\"][\"aps\"][\"alert\"] = [\"body\" => \"b\"];\n"
        let assigned = fix(written)
        #expect(assigned.after == written)
        #expect(assigned.stderr.hasPrefix("push.php:4:1: note: not fixed, `alert` is not written as an item of an array literal in this file [GT101]\n"))
    }

    // MARK: every case

    /// Every v2 case that is not silent, fixed with `--intent silent` and its bindings: what fix
    /// wrote parses for `php -l`, a second fix changes nothing, and gtpush's own analysis of the
    /// result finds it silent, or fix changed nothing and said why. (The real SDK's verdict on
    /// the same files is `scripts/v2-fix-differential.sh`, outside the suite.)
    @Test(arguments: V2CasesTests.caseNames.filter { V2CasesTests.kinds[$0]?.kind != "silent" })
    func everyCaseIsFixedToSilentOrLeftWithAReason(_ name: String) throws {
        let source = try caseSource(name)
        var bindings: [String] = []
        if let set = try? String(contentsOf: Self.cases.appendingPathComponent(name + ".set"), encoding: .utf8) {
            for line in set.split(separator: "\n") where !line.hasPrefix("#") {
                bindings += line.hasPrefix("@call ") ? ["--function", String(line.dropFirst(6))] : ["--set", String(line)]
            }
        }
        let options = ["--intent", "silent"] + bindings
        let result = fix(source, options)
        expectLint(result.after)
        let again = fix(result.after, options)
        #expect(again.after == result.after)
        if result.after == source {
            #expect(result.code == 1)
            #expect(result.stderr.contains(": note: not fixed, ") || result.stderr.contains(": error: "))
            return
        }
        try withTemporaryDirectory { directory throws in
            let path = writeFile(directory, "fixed.php", result.after)
            let check = gtpush(["check", "--format", "json", "--intent", "silent"] + bindings + [path])
            let json = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
            let payloads = try #require(json["payloads"] as? [[String: Any]])
            #expect(payloads.first?["kind"] as? String == "silent", "\(name): \(check.stdout)")
        }
    }
}
