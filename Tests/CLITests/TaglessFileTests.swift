import Foundation
import GTPushTestSupport
import Testing

/// A `.php` file without `<?php` is what PHP prints as it is (Blade, HTML, XML): no syntax errors
/// there. Only a tagless snippet that parses and names the SDK is read as PHP.
@Suite struct TaglessFileTests {
    @Test func bladeHTMLAndXMLAreNotPHP() {
        withTemporaryDirectory { directory in
            writeFile(directory, "welcome.blade.php", "<div>@if ($errors->any()) {{ $errors->first() }} @endif</div>\n")
            writeFile(directory, "page.php", "<html><body><? echo 1; ?></body></html>\n")
            writeFile(directory, "feed.php", "<?xml version=\"1.0\"?>\n<rss></rss>\n")
            let result = gtpush(["check", directory.path])
            #expect(result.stdout == "0 payloads; 0 errors, 0 warnings, 0 notes\n")
            #expect(result.code == 0)
            #expect(gtpush(["parse", directory.path]).code == 0)
        }
    }

    @Test func aTaglessPushSnippetIsStillPHP() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "snippet.php", "$apn = new IGtAPNPayload();\n$apn->alertMsg = 5;\n")
            let result = gtpush(["check", path])
            #expect(result.stdout.hasPrefix("\(path):2:1: error: `$apn->alertMsg` is 5"))
            // One that does not parse is text PHP would print: nothing to report.
            let broken = writeFile(directory, "broken.php", "$apn = new IGtAPNPayload()\n$apn->alertMsg = 5;\n")
            #expect(gtpush(["check", broken]).stdout == "0 payloads; 0 errors, 0 warnings, 0 notes\n")
        }
    }
}
