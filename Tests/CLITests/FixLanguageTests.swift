import Foundation
import GTPushTestSupport
import Testing

/// `fix --dry-run` in both languages: the diff is the same bytes, the notes follow the language.
@Suite struct FixLanguageTests {
    static let source = "<?php\n// gtpush: silent\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->sound = \"default\";\n$apn->contentAvailable = 1;\n"

    @Test(arguments: ["en", "zh-Hans"])
    func dryRunIsTheGoldenFile(_ language: String) {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "send.php", Self.source)
            // An undeclared mixed push is left alone, with a line saying why; a broken file is not touched.
            let mixed = writeFile(directory, "mixed.php", "<?php\n$alert = new DictionaryAlertMsg();\n$alert->title = \"Hi\";\n$alert->body = \"There\";\n$apn = new IGtAPNPayload();\n$apn->alertMsg = $alert;\n$apn->contentAvailable = 1;\n")
            let broken = writeFile(directory, "broken.php", "<?php\n// gtpush: silent\n$apn = new IGtAPNPayload()\n$apn->sound = \"default\";\n")
            // A reference assignment is reported, not rewritten.
            let reference = writeFile(directory, "reference.php", "<?php\n$s = \"ding\";\n// gtpush: silent\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n$apn->sound = &$s;\n")
            let result = gtpush(["fix", "--dry-run", "--lang", language, path, mixed, broken, reference])
            #expect(result.code == 1)
            let transcript = "--- stdout\n\(result.stdout)--- stderr\n\(result.stderr)".replacingOccurrences(of: directory.path, with: "DIR")
            GoldenFiles.expect(transcript, matches: "fix-dry-run.\(language)")
        }
    }
}
