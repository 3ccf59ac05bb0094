import Foundation
import Testing

/// A file name may hold any byte but `/` and NUL. One with a newline or a tab must not break the
/// one-line `path:line:column:` form that editors and CI read.
@Suite struct FileNameTests {
    static let payload = "<?php\n$apn = new IGtAPNPayload();\n$apn->alertMsg = 5;\n"

    @Test func controlCharactersInANameAreEscapedInText() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "a\nb/p\tx.php", Self.payload)
            let shown = path.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
            let check = gtpush(["check", directory.path])
            #expect(check.code == 1)
            #expect(check.stdout == "\(shown):3:1: error: `$apn->alertMsg` is 5: the SDK calls get_alertMsg() on it and PHP stops with \"Call to a member function get_alertMsg() on int\"; use a SimpleAlertMsg or DictionaryAlertMsg [GT202]\n1 payload: 1 rejected; 1 error, 0 warnings, 0 notes\n")
            let json = gtpush(["check", "--format", "json", directory.path])
            #expect(json.stdout.contains("\"file\": \"\(directory.path)/a\\nb/p\\tx.php\","))
            let fix = gtpush(["fix", "--intent", "normal", path])
            #expect(fix.stderr.hasPrefix("\(shown): fixed 1 problem (GT202)\n"))
            #expect(!fix.stderr.dropLast().contains("\n\(directory.path)/a\n"))
        }
    }
}
