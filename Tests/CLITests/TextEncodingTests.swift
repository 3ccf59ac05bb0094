import Foundation
import GTPushTestSupport
import Testing

/// UTF-16 and UTF-32 files are text PHP reads as bytes: GT002 asks for UTF-8 rather than calling them binary.
@Suite struct TextEncodingTests {
    @Test(arguments: [("UTF-16", String.Encoding.utf16), ("UTF-16", .utf16LittleEndian), ("UTF-16", .utf16BigEndian), ("UTF-32", .utf32)])
    func wideTextIsNamed(_ name: String, _ encoding: String.Encoding) throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let path = directory.appendingPathComponent("push.php").path
            try "<?php\n$apn = new IGtAPNPayload();\n".data(using: encoding)!.write(to: URL(fileURLWithPath: path))
            let result = gtpush(["check", path])
            #expect(result.stderr == "\(path):1:1: warning: \(name) text: convert to UTF-8; skipped [GT002]\n")
            #expect(result.code == 0)
        }
    }
}
