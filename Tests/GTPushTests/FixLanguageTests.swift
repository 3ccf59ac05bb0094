import Foundation
import Testing

/// `fix --dry-run` in both languages: the diff is the same bytes, the notes follow the language.
@Suite struct FixLanguageTests {
    static let source = "<?php\n// gtpush: silent\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->sound = \"default\";\n$apn->contentAvailable = 1;\n"

    @Test(arguments: ["en", "zh-Hans"])
    func dryRunIsTheGoldenFile(_ language: String) {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "send.php", Self.source)
            let result = gtpush(["fix", "--dry-run", "--lang", language, path])
            #expect(result.code == 1)
            let transcript = "--- stdout\n\(result.stdout)--- stderr\n\(result.stderr)".replacingOccurrences(of: directory.path, with: "DIR")
            GoldenFiles.expect(transcript, matches: "fix-dry-run.\(language)")
        }
    }
}
