import Foundation
import GTPushTestSupport
import Testing

/// Code in one file that calls into another: every range is read from the file it belongs to.
/// These inputs crashed `check` (a range of the caller read out of a shorter callee) or named an
/// unknown with the callee's bytes (a longer callee).
@Suite struct CrossFileRangeTests {
    /// `a.php`'s last line starts past the end of `b.php`.
    static let padding = "// " + String(repeating: "x", count: 200) + "\n"

    @Test func aCallIntoAShorterFileDoesNotCrash() {
        withTemporaryDirectory { directory in
            writeFile(directory, "b.php", "<?php define(\"B\", 1); function f($x) { return $x; }\n")
            writeFile(directory, "a.php", "<?php define(\"A\", 1);\n" + Self.padding + "$r = f(undefined_thing());\n")
            let result = gtpush(["check", directory.path])
            #expect(result.code == 0)
            #expect(result.stdout == "0 payloads; 0 errors, 0 warnings, 0 notes\n")
            #expect(result.stderr == "")
        }
    }

    @Test func anUnknownIsNamedWithTheCallersTextWhenTheCalleeIsLonger() {
        withTemporaryDirectory { directory in
            let b = writeFile(directory, "b.php", "<?php define(\"B\", 1);\n" + Self.padding + "function f() { return rand(); }\n")
            let a = writeFile(directory, "a.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->contentAvailable = 1;\n$apn->sound = f();\n")
            let result = gtpush(["preview", a, b])
            #expect(result.stdout == "// \(a):2:8\n{\n    \"aps\": {\n        \"sound\": \"{{f()}}\",\n        \"content-available\": 1\n    }\n}\n")
        }
    }

    @Test func aConstantDefinedInAnotherFileIsNamedWithItsOwnText() {
        withTemporaryDirectory { directory in
            let config = writeFile(directory, "config.php", "<?php\n" + Self.padding + "define('PUSH_SOUND', getenv('PUSH_SOUND'));\n")
            let a = writeFile(directory, "a.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->sound = PUSH_SOUND;\n")
            let result = gtpush(["preview", a, config])
            #expect(result.stdout == "// \(a):2:8\n{\n    \"aps\": {\n        \"sound\": \"{{getenv('PUSH_SOUND')}}\"\n    }\n}\n")
        }
    }

    /// A field set by a helper in another file is reported at the call in the checked file, and
    /// `fix` leaves it alone: it cannot rewrite code it does not see from the payload's file.
    @Test func aFieldSetInAnotherFilePointsAtTheCallAndIsNotRewritten() throws {
        try withTemporaryDirectory { directory in
            let a = writeFile(directory, "a.php", "<?php\nrequire __DIR__ . '/b.php';\nfunction build() {\n    $apn = new IGtAPNPayload();\n    $apn->contentAvailable = 1;\n    setSound($apn);\n    $t = new IGtTransmissionTemplate();\n    $t->set_apnInfo($apn);\n    return $t;\n}\n")
            let bText = "<?php\n" + Self.padding + Self.padding + "function setSound($apn) { $apn->sound = \"ding\"; $apn->alertMsg = \"\"; }\n"
            let b = writeFile(directory, "b.php", bText)
            let check = gtpush(["check", "--intent", "silent", directory.path])
            #expect(check.code == 1)
            #expect(check.stdout == "\(a):6:5: error: `$apn->sound` is \"ding\", so the phone plays that sound file if the app bundles it, else the default ding; a silent push needs \"com.gexin.ios.silence\" (meant silent: --intent silent) [GT102]\n1 payload: 1 audible-background; 1 error, 0 warnings, 0 notes\n")
            let aBefore = try String(contentsOfFile: a, encoding: .utf8)
            let fix = gtpush(["fix", "--intent", "silent", directory.path])
            #expect(fix.code == 1)
            #expect(try String(contentsOfFile: a, encoding: .utf8) == aBefore)
            #expect(try String(contentsOfFile: b, encoding: .utf8) == bText)
        }
    }

    /// A payload made by a factory in another file belongs to the file that calls the factory.
    @Test func aPayloadMadeInAnotherFileIsReportedAtTheCall() {
        withTemporaryDirectory { directory in
            writeFile(directory, "factory.php", "<?php\n" + Self.padding + Self.padding + "function makePayload() { $p = new IGtAPNPayload(); $p->badge = 1; return $p; }\n")
            let a = writeFile(directory, "a.php", "<?php\n$apn = makePayload();\n$apn->contentAvailable = 1;\n")
            let result = gtpush(["check", "--format", "json", directory.path])
            #expect(result.code == 0)
            #expect(result.stdout.contains("\"file\": \"\(a)\",\n      \"line\": 2,"))
        }
    }
}
