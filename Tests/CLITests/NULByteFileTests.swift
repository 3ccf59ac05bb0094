import Foundation
import GTPushTestSupport
import Testing

/// PHP reads a file as bytes: a NUL inside a string, a comment or the data after
/// `__halt_compiler();` is no reason to call the file binary. Only a NUL before any open tag
/// (data PHP would merely echo, such as an image named .php) is GT002's "not a text file".
@Suite struct NULByteFileTests {
    static let phpWithNUL: [(String, [UInt8])] = [
        ("in a string", Array("<?php\n$a = \"x".utf8) + [0] + Array("y\";\n".utf8)),
        ("in a comment", Array("<?php\n// note ".utf8) + [0] + Array("\n/* ".utf8) + [0] + Array(" */\n$a = 1;\n".utf8)),
        ("after __halt_compiler", Array("<?php\n$a = 1;\n__halt_compiler();".utf8) + [0, 1, 2, 0xFF]),
        ("in HTML after PHP", Array("<?php $a = 1; ?>".utf8) + [0, 0] + Array("\n".utf8)),
    ]

    @Test(arguments: phpWithNUL)
    func parsedAsPHP(_ name: String, _ bytes: [UInt8]) throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let path = directory.appendingPathComponent("nul.php").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let result = gtpush(["parse", path])
            #expect(result.stderr == "")
            #expect(result.code == 0)
        }
    }

    @Test func aNULInCodeIsPHPsSyntaxError() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let path = directory.appendingPathComponent("nul.php").path
            try Data(Array("<?php\n$a = 1;".utf8) + [0] + Array("\n".utf8)).write(to: URL(fileURLWithPath: path))
            let result = gtpush(["parse", path])
            #expect(result.stderr == "\(path):2:8: error: syntax error, unexpected character 0x00, expecting end of file\n")
            #expect(result.code == 1)
        }
    }

    @Test func aNULBeforeAnyOpenTagIsBinary() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let path = directory.appendingPathComponent("image.php").path
            try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00]).write(to: URL(fileURLWithPath: path))
            let result = gtpush(["parse", path])
            #expect(result.stderr == "\(path):3:1: warning: not a text file (a NUL byte); skipped [GT002]\n")
            #expect(result.code == 0)
        }
    }
}
