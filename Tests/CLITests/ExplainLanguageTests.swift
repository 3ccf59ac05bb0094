import Foundation
import GTPushTestSupport
import Testing

/// `gtpush explain` in both languages, on the documents' silent push and a function whose sound
/// is a parameter (a kind that depends on an unknown value).
@Suite struct ExplainLanguageTests {
    static let source = "<?php\nfunction ring($s) {\n    $apn = new IGtAPNPayload();\n    $apn->sound = $s;\n    $apn->contentAvailable = 1;\n    $apn->badge = 1;\n}\n"

    @Test(arguments: ["en", "zh-Hans"])
    func explainIsTheGoldenFile(_ language: String) {
        let silent = TestPaths.cases.appendingPathComponent("02-doc-silent.php").path
        withTemporaryDirectory { directory in
            let ring = writeFile(directory, "ring.php", Self.source)
            let result = gtpush(["explain", "--lang", language, silent, ring])
            #expect(result.code == 0)
            #expect(result.stderr == "")
            let text = result.stdout.replacingOccurrences(of: TestPaths.cases.path, with: "CASES").replacingOccurrences(of: directory.path, with: "DIR")
            GoldenFiles.expect(text, matches: "explain.\(language)")
        }
    }
}
