import Foundation
import GTPushTestSupport
import PHPSyntax
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

    /// A name that is not UTF-8 (`caf\xE9.php` in Latin-1) is read by its bytes, walked or named,
    /// shown with `\xNN` escapes, and fixed in place.
    @Test func aNameThatIsNotUTF8IsReadAndFixedByItsBytes() throws {
        try withTemporaryDirectory { directory in
            let name = FileSystemName.string(Array("caf".utf8) + [0xE9] + Array(".php".utf8))
            let path = directory.path + "/" + name
            let text = "<?php\n// gtpush: silent\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->sound = \"x\";\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n"
            let created = FileSystemName.withCPath(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
            #expect(created >= 0)
            _ = Array(text.utf8).withUnsafeBytes { write(created, $0.baseAddress!, $0.count) }
            close(created)
            let shown = directory.path + "/caf\\xE9.php"
            let error = "\(shown):5:1: error: `$apn->sound` is \"x\", so the phone plays that sound file if the app bundles it, else the default ding; a silent push needs \"com.gexin.ios.silence\" (meant silent: a `gtpush: silent` comment on the payload) [GT102]\n"
            let walked = gtpush(["check", directory.path])
            let note = "\(shown):7:1: note: badge 1 on a silent push: keep it, the SDK needs alert, badge or sound (GT201) (meant silent: a `gtpush: silent` comment on the payload) [GT104]\n"
            #expect(walked.stdout == error + note + "1 payload: 1 audible-background; 1 error, 0 warnings, 1 note\n")
            #expect(walked.stderr == "")
            #expect(gtpush(["check", path]).stdout == walked.stdout)
            let fix = gtpush(["fix", path])
            #expect(fix.stderr.hasPrefix("\(shown): fixed 1 problem (GT102)\n"))
            let descriptor = FileSystemName.withCPath(path) { open($0, O_RDONLY) }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            close(descriptor)
            #expect(String(decoding: buffer[0..<max(count, 0)], as: UTF8.self) == text.replacingOccurrences(of: "\"x\"", with: "\"com.gexin.ios.silence\""))
        }
    }

    @Test func fileSystemNamesKeepEveryByte() {
        let samples: [[UInt8]] = [Array("plain.php".utf8), Array("中文.php".utf8), [0xFF, 0xFE, 0x2E, 0x70], [0x63, 0xE9], [0xE4, 0xB8], [0xC0, 0xAF], [0xED, 0xA0, 0x80]]
        for bytes in samples + [[], [0xEF, 0xBF, 0xBD], [0xF4, 0x90, 0x80, 0x80]] {
            #expect(FileSystemName.bytes(FileSystemName.string(bytes)) == bytes)
            // A directory entry's name comes in a raw buffer, another way in.
            #expect(bytes.withUnsafeBytes { FileSystemName.string($0) } == FileSystemName.string(bytes))
        }
        #expect(FileSystemName.string(Array("中文.php".utf8)) == "中文.php")
        #expect(OneLine.escaped(FileSystemName.string([0x61, 0xFF, 0x0A])) == "a\\xFF\\n")
    }
}
