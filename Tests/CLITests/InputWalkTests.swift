import Foundation
import GTPushTestSupport
import Testing

/// How commands walk directories and survive what large, messy trees hold.
@Suite struct InputWalkTests {
    private let payload = "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n"

    @Test func vendorAndHiddenFoldersAreSkippedUnlessAsked() {
        withTemporaryDirectory { directory in
            writeFile(directory, "app/push.php", payload)
            writeFile(directory, "vendor/getui/push.php", payload)
            writeFile(directory, ".git/push.php", payload)
            writeFile(directory, "app/notes.md", "Nothing here.\n")
            writeFile(directory, "app/image.png", "not php")
            #expect(gtpush(["check", directory.path]).stdout.hasSuffix("1 payload: 1 sound-only; 0 errors, 0 warnings, 0 notes\n"))
            #expect(gtpush(["check", "--include-vendor", directory.path]).stdout.hasSuffix("2 payloads: 2 sound-only; 0 errors, 0 warnings, 0 notes\n"))
        }
    }

    @Test func symlinkLoopsEmptyAndBinaryFiles() throws {
        try withTemporaryDirectory { directory in
            writeFile(directory, "a/push.php", payload)
            writeFile(directory, "a/empty.php", "")
            try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("a/loop").path, withDestinationPath: directory.appendingPathComponent("a").path)
            try Data([0x3C, 0x3F, 0x70, 0x68, 0x70, 0x00, 0x01, 0x02]).write(to: directory.appendingPathComponent("a/blob.php"))
            let result = gtpush(["check", directory.path])
            // Binary is GT002's warning: the run goes on and the exit code is the other files'.
            #expect(result.code == 0)
            #expect(result.stderr == "\(directory.path)/a/blob.php:1:6: warning: not a text file (a NUL byte); skipped [GT002]\n")
            #expect(result.stdout.hasSuffix("1 payload: 1 sound-only; 0 errors, 1 warning, 0 notes\n"))
            let parse = gtpush(["parse", directory.path])
            #expect(parse.code == 0)
            #expect(parse.stderr == "\(directory.path)/a/blob.php:1:6: warning: not a text file (a NUL byte); skipped [GT002]\n")
        }
    }

    @Test func aDirectoryGivenAsAFileAndAMissingPath() {
        withTemporaryDirectory { directory in
            let missing = directory.appendingPathComponent("nope.php").path
            let result = gtpush(["preview", missing])
            #expect(result.code == 2)
            #expect(result.stderr == "\(missing): error: no such file or directory\n")
        }
    }
}
