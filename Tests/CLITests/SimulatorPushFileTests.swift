import Foundation
import GTPushTestSupport
import Testing

/// `preview --apns`: one Simulator push file per payload, no placeholders, and `--exact` keeps
/// the bundle key beside the SDK's own bytes.
@Suite struct SimulatorPushFileTests {
    static let two = "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 2;\nfunction quiet() {\n    $apn = new IGtAPNPayload();\n    $apn->alertMsg = \"\";\n    $apn->sound = \"com.gexin.ios.silence\";\n    $apn->contentAvailable = 1;\n    $apn->badge = 1;\n}\n"

    @Test func severalPayloadsNeedADirectory() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "send.php", Self.two)
            let result = gtpush(["preview", "--apns", "com.example.app", path])
            #expect(result.code == 2)
            #expect(result.stdout == "")
            #expect(result.stderr == "gtpush preview: \(path) builds 2 payloads, and a Simulator push file holds one; give --apns-dir DIR to write one .apns file per payload\n")
        }
    }

    @Test func oneFilePerPayloadInTheDirectory() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let path = writeFile(directory, "send.php", Self.two)
            let out = directory.appendingPathComponent("apns").path
            let result = gtpush(["preview", "--apns", "com.example.app", "--apns-dir", out, path])
            #expect(result.code == 0)
            #expect(result.stdout == "")
            #expect(result.stderr == "wrote \(out)/send-2.apns\nwrote \(out)/send-5.apns\n")
            let first = try String(contentsOfFile: "\(out)/send-2.apns", encoding: .utf8)
            let second = try String(contentsOfFile: "\(out)/send-5.apns", encoding: .utf8)
            GoldenFiles.expect(first + "-----\n" + second, matches: "apns-dir.en")
        }
    }

    @Test func unknownValuesAreAnErrorUntilBound() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "push.php", "<?php\nfunction f($s) {\n    $apn = new IGtAPNPayload();\n    $apn->sound = $s;\n    $apn->badge = 1;\n}\n")
            let unbound = gtpush(["preview", "--apns", "com.example.app", path])
            #expect(unbound.code == 1)
            #expect(unbound.stdout == "")
            #expect(unbound.stderr == "\(path):3:12: error: the payload depends on unknown values: $s; bind them with --set to write a Simulator push file\n")
            let bound = gtpush(["preview", "--apns", "com.example.app", "--set", "$s=\"ding.caf\"", path])
            #expect(bound.code == 0)
            #expect(bound.stdout == "{\n    \"aps\": {\n        \"badge\": 1,\n        \"sound\": \"ding.caf\"\n    },\n    \"Simulator Target Bundle\": \"com.example.app\"\n}\n")
        }
    }

    @Test func exactKeepsTheSDKBytesAndTheBundle() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "push.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 2;\n$apn->add_customMsg(\"url\", \"https://a.example/é\");\n")
            let result = gtpush(["preview", "--exact", "--apns", "com.example.app", path])
            #expect(result.code == 0)
            #expect(result.stderr == "")
            #expect(result.stdout == #"{"url":"https:\/\/a.example\/\u00e9","aps":{"badge":2,"sound":"default"},"Simulator Target Bundle":"com.example.app"}"# + "\n")
        }
    }

    @Test func aDirectoryWithoutApnsIsAUsageError() {
        let result = gtpush(["preview", "--apns-dir", "out", "x.php"])
        #expect(result.code == 2)
        #expect(result.stderr == "gtpush preview: --apns-dir needs --apns BUNDLE_ID\n")
    }
}
