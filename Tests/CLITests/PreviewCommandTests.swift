import Foundation
import GTPushTestSupport
import Testing

/// `gtpush preview`: the readable form, unknowns, the Simulator file, and bad input.
@Suite struct PreviewCommandTests {
    @Test func prettyFormShowsUnknownsByName() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "push.php", """
            <?php
            function notify($client_notice, $title) {
                $alert = new DictionaryAlertMsg();
                $alert->title = $title;
                $alert->body = "新订单 " . $title;
                $apn = new IGtAPNPayload();
                $apn->alertMsg = $alert;
                $apn->sound = $client_notice;
                $apn->add_customMsg("url", "https://a.b/c");
                return $apn;
            }
            """)
            let result = gtpush(["preview", path])
            #expect(result.code == 0)
            #expect(result.stderr == "")
            #expect(result.stdout == """
            // \(path):6:12 in notify()
            {
                "url": "https://a.b/c",
                "aps": {
                    "alert": {
                        "title": "{{$title}}",
                        "body": "{{\\"新订单 \\" . $title}}"
                    },
                    "sound": "{{$client_notice}}"
                }
            }

            """)
        }
    }

    @Test func exactRefusesUnknownsAndNamesThem() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "push.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->sound = $this->sound . SUFFIX;\n")
            let result = gtpush(["preview", "--exact", path])
            #expect(result.code == 1)
            #expect(result.stdout == "")
            #expect(result.stderr == """
            \(path):3:30: note: constant `SUFFIX` is not defined in the analysed files; pass --set SUFFIX=… to preview it
            \(path):2:8: error: the payload depends on unknown values: $this->sound, SUFFIX; bind them with --set

            """)
        }
    }

    @Test func setBindsVariablesAndConstants() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "push.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->sound = $name . SUFFIX;\n$apn->badge = LIMIT[1];\n")
            let result = gtpush(["preview", "--exact", "--set", "$name=\"ding\"", "--set", "SUFFIX='.caf'", "--set", "LIMIT=[1, -2]", path])
            #expect(result.stderr == "")
            #expect(result.stdout == #"{"aps":{"sound":"ding.caf"}}"# + "\n")
        }
    }

    @Test func simulatorFileCarriesTheBundle() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "push.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 2;\n")
            let result = gtpush(["preview", "--apns", "com.example.app", path])
            #expect(result.code == 0)
            #expect(result.stdout == """
            {
                "aps": {
                    "badge": 2,
                    "sound": "default"
                },
                "Simulator Target Bundle": "com.example.app"
            }

            """)
        }
    }

    @Test func functionSelectsOneEntryPoint() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "push.php", """
            <?php
            function a() { $p = new IGtAPNPayload(); $p->badge = 1; return $p; }
            function b($n = 5) { $p = new IGtAPNPayload(); $p->badge = $n; return $p; }
            """)
            #expect(gtpush(["preview", "--exact", "--function", "B", "--set", "$n=7", path]).stdout == #"{"aps":{"badge":7,"sound":"default"}}"# + "\n")
            let missing = gtpush(["preview", "--exact", "--function", "c", path])
            #expect(missing.code == 2)
            #expect(missing.stderr == "gtpush preview: no function named 'c' in the given files\n")
            // check takes --function too, and says the same about a name that is not there.
            #expect(gtpush(["check", "--function", "a", path]).stdout == "1 payload: 1 sound-only; 0 errors, 0 warnings, 0 notes\n")
            let checkMissing = gtpush(["check", "--function", "c", path])
            #expect(checkMissing.code == 2)
            #expect(checkMissing.stderr == "gtpush check: no function named 'c' in the given files\n")
        }
    }

    @Test func unknownBranchesGiveOnePayloadEach() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "push.php", """
            <?php
            function build($silent) {
                $apn = new IGtAPNPayload();
                if ($silent) { $apn->contentAvailable = 1; $apn->badge = 0; }
                return $apn;
            }
            """)
            let result = gtpush(["preview", path])
            #expect(result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("//") } == [
                "// \(path):3:12 in build(), when `$silent` is true",
                "// \(path):3:12 in build(), when `$silent` is false",
            ])
        }
    }

    @Test func implicitPayloadInASnippet() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "snippet.txt", """
            Set these three lines:

                $apn->alertMsg="";
                $apn->sound="com.gexin.ios.silence";
                $apn->contentAvailable=1;

            and the push is silent.
            """)
            let result = gtpush(["preview", "--exact", path])
            #expect(result.code == 1)
            #expect(result.stderr == """
            \(path):3:5: note: `$apn` is not created in this snippet; assuming `$apn = new IGtAPNPayload();`
            \(path):3:5: error: the SDK throws: create apn payload error: format error

            """)
        }
    }

    @Test func badInputIsReportedAndTheRunGoesOn() {
        withTemporaryDirectory { directory in
            let broken = writeFile(directory, "a.php", "<?php\nfunction broken( {\n$apn = new IGtAPNPayload();\n$apn->badge = 3;\n")
            let good = writeFile(directory, "b.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 4;\n")
            let missing = directory.appendingPathComponent("missing.php").path
            let result = gtpush(["preview", "--exact", broken, missing, good])
            #expect(result.code == 1)
            #expect(result.stdout.contains(#"{"aps":{"badge":4,"sound":"default"}}"#))
            #expect(result.stderr.contains("\(missing): error: no such file or directory"))
            #expect(result.stderr.contains("\(broken):2:"))
        }
    }

    @Test func hostileProgramsEndWithNotes() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "hostile.php", """
            <?php
            function loop($n) { return loop($n + 1); }
            $apn = new IGtAPNPayload();
            $apn->badge = loop(1);
            foreach ($rows as $row) { $apn->sound = $row; }
            foreach (array_keys($_POST) as $row) { $apn->apnsCollapseId = $row; }
            $apn->category = str_repeat("x", 50 * 1024 * 1024);
            $o = new SomeUnknownClass();
            $apn->add_customMsg("o", $o->value);
            while (true) { $i = 1; }
            """)
            let result = gtpush(["preview", path])
            #expect(result.code == 0)
            #expect(result.stdout.contains(#""o": "{{$o->value}}""#))
            #expect(result.stdout.contains(#""badge": "{{loop(1)}}""#))
            #expect(result.stdout.contains(#""sound": "default""#))  // $rows is undefined: null, the loop never runs
            #expect(result.stdout.contains(#""category": "{{str_repeat(\"x\", 50 * 1024 * 1024)}}""#))
            #expect(result.stdout.contains(#""apns-collapse-i": "{{$apn->apnsCollapseId}}""#))
            #expect(result.stderr.contains("\(path):2:28: note: calls nested deeper than 24 (recursion?); the result of `loop($n + 1)` is unknown\n"))
            #expect(result.stderr.contains("\(path):5:10: note: `$rows` is read before it is assigned; PHP uses null\n"))
            #expect(result.stderr.contains("\(path):6:10: note: a loop over unknown data changes this payload; its fields after the loop are unknown\n"))
            #expect(result.stderr.contains("\(path):7:18: note: a string of 52428800 bytes is larger than gtpush evaluates (16777216); treated as unknown\n"))
        }
    }
}
