import Foundation
import GTPushTestSupport
import Testing

/// Projects keep copies of GeTui's SDK beside their code; those are the SDK, not the project's payloads.
@Suite struct SDKCopyTests {
    @Test func aCopyOfTheSDKIsSkippedAndSaidOnce() {
        withTemporaryDirectory { directory in
            let sdk = "<?php\nclass IGtAPNPayload\n{\n    public $sound = \"default\";\n    public function get_payload() { return \"\"; }\n}\nclass DictionaryAlertMsg {}\n"
            let copy = writeFile(directory, "igetui/IGt.APNPayload.php", sdk)
            writeFile(directory, "igetui/template/IGt.BaseTemplate.php", "<?php\nclass IGtBaseTemplate\n{\n    function set_apnInfo($payload) { $apn = new IGtAPNPayload(); $apn->badge = 1; }\n}\n")
            let user = writeFile(directory, "app/Push.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->alertMsg = 5;\n")
            let result = gtpush(["check", directory.path])
            #expect(result.stdout == """
            \(user):3:1: error: `$apn->alertMsg` is 5: the SDK calls get_alertMsg() on it and PHP stops with "Call to a member function get_alertMsg() on int"; use a SimpleAlertMsg or DictionaryAlertMsg [GT202]
            \(copy):1:1: note: this file declares the GeTui SDK's own `IGtAPNPayload`: skipped as SDK, not user code (and 1 more file like it) [GT004]
            1 payload: 1 rejected; 1 error, 0 warnings, 1 note

            """)
            #expect(result.code == 1)
            #expect(!gtpush(["check", "--disable", "GT004", directory.path]).stdout.contains("GT004"))
        }
    }

    /// `extract()` of data gtpush cannot see may define any variable the scope reads later.
    @Test func extractOfUnknownDataLeavesLaterVariablesUnknown() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "push.php", "<?php\nfunction build($data) {\n    extract($data);\n    $apn = new IGtAPNPayload();\n    $apn->sound = $sound;\n    if (isset($badge)) { $apn->badge = 1; }\n    return $apn;\n}\n")
            let result = gtpush(["preview", path])
            #expect(result.stdout.contains("\"sound\": \"{{$sound}}\""))
            #expect(!result.stderr.contains("read before it is assigned"))
        }
    }
}
