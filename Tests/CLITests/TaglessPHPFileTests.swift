import Foundation
import GTPushTestSupport
import Testing

/// A `.php` file with no open tag is inline HTML to PHP (`php -l` accepts it), so `gtpush parse`
/// reports nothing for Blade views, XML or HTML; only a clean parse that names the SDK makes
/// such a file a snippet (the shared cases' `01-doc-normal.php` is one).
@Suite("Tagless .php files")
struct TaglessPHPFileTests {
    static let inlineHTML = [
        "<div>@if ($errors->any()) {{ $errors->first() }} @endif</div>\n",
        "@extends('layouts.app')\n@section('content') hi @endsection\n",
        "<?xml version=\"1.0\"?>\n<a/>\n",
        "<? echo 1; ?>\n",
        "\u{FEFF}$a = ;\n",
        "$apn = new IGtAPNPayload(\n",
    ]

    @Test("parse reports nothing, as php -l accepts it", arguments: inlineHTML)
    func inlineHTMLIsAccepted(_ text: String) {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "view.php", text)
            let result = gtpush(["parse", path])
            #expect(result.stderr == "")
            #expect(result.code == 0)
            if PHPLint.shouldRun { #expect(PHPLint.check(Array(text.utf8))?.ok == true, "php -l rejects \(text)") }
        }
    }

    @Test("a tagless file that parses and names the SDK is still a snippet with a payload")
    func sdkSnippet() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "push.php", "$apn = new IGtAPNPayload();\n$apn->sound = 'a.caf';\n")
            let result = gtpush(["preview", path])
            #expect(result.code == 0)
            #expect(result.stdout.contains("\"sound\""))
        }
    }
}
