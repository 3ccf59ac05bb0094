import Foundation
import GTPushTestSupport
import Testing

/// What `fix` keeps besides the bytes it does not change: the file's other names, owner and
/// group, long names, one file named twice, and the result of a run on the same file at once.
@Suite struct FixSafetyTests {
    static let broken = "<?php\n// gtpush: silent\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->badge = 1;\n$apn->sound = \"ding\";\n$apn->contentAvailable = 1;\n"
    static let fixed = broken.replacingOccurrences(of: "\"ding\"", with: "\"com.gexin.ios.silence\"")

    func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test func theSameFileNamedTwiceIsFixedOnce() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "a.php", Self.broken)
            let result = gtpush(["fix", path, directory.path + "/./a.php"])
            #expect(result.code == 0)
            #expect(result.stderr == "\(path): fixed 1 problem (GT102)\n\(path):6:1: note: set $apn->sound to \"com.gexin.ios.silence\" (replaces `\"ding\"`) [GT102]\n")
            #expect(contents(path) == Self.fixed)
        }
    }

    @Test func aHardLinkSeesTheFix() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let path = writeFile(directory, "a.php", Self.broken)
            let other = directory.appendingPathComponent("b.php").path
            #expect(link(path, other) == 0)
            #expect(gtpush(["fix", path]).code == 0)
            #expect(contents(other) == Self.fixed)
            var info = stat()
            #expect(stat(path, &info) == 0 && info.st_nlink == 2)
        }
    }

    @Test func ownerGroupAndModeAreKept() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "a.php", Self.broken)
            // Tests run as root in CI; elsewhere the owner cannot be changed and there is nothing to keep.
            guard getuid() == 0, chown(path, 1234, 5678) == 0 else { return }
            #expect(chmod(path, 0o640) == 0)
            #expect(gtpush(["fix", path]).code == 0)
            var info = stat()
            #expect(stat(path, &info) == 0)
            #expect(info.st_uid == 1234 && info.st_gid == 5678 && info.st_mode & 0o7777 == 0o640)
            #expect(contents(path) == Self.fixed)
        }
    }

    @Test func aNameAsLongAsANameCanBe() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, String(repeating: "n", count: 251) + ".php", Self.broken)
            #expect(gtpush(["fix", path]).code == 0)
            #expect(contents(path) == Self.fixed)
            #expect((try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.count == 1)
        }
    }

    /// Old Mac files end lines with a bare CR: an inserted line ends the same way.
    @Test func crOnlyLineEndingsAreKept() {
        let source = "<?php\r// gtpush: silent\r$apn = new IGtAPNPayload();\r$apn->alertMsg = \"\";\r$apn->sound = \"com.gexin.ios.silence\";\r$apn->badge = 1;\r"
        let (result, after) = runFix(source)
        #expect(result.code == 0)
        #expect(after == source + "$apn->contentAvailable = 1;\r")
        let unterminated = String(source.dropLast())
        #expect(runFix(unterminated).after == unterminated + "\r$apn->contentAvailable = 1;")
    }

    /// Two runs on one file, each fixing its own function: both fixes are there at the end.
    @Test func concurrentRunsOnOneFileLoseNothing() {
        let source = "<?php\nfunction f1() {\n    $apn = new IGtAPNPayload();\n    $apn->badge = 1;\n    $apn->sound = \"a\";\n    $apn->contentAvailable = 1;\n    return $apn;\n}\nfunction f2() {\n    $apn = new IGtAPNPayload();\n    $apn->badge = 1;\n    $apn->sound = \"b\";\n    $apn->contentAvailable = 1;\n    return $apn;\n}\n"
        let expected = source.replacingOccurrences(of: "\"a\"", with: "\"com.gexin.ios.silence\"").replacingOccurrences(of: "\"b\"", with: "\"com.gexin.ios.silence\"")
        for _ in 0..<5 {
            withTemporaryDirectory { directory in
                let path = writeFile(directory, "t.php", source)
                let codes = ConcurrentCodes()
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    codes.set(index, gtpush(["fix", "--intent", "silent", "--function", "f\(index + 1)", path]).code)
                }
                #expect(codes.all == [0, 0])
                #expect(contents(path) == expected)
            }
        }
    }
}

extension FixSafetyTests {
    /// Issue 49: `fix` locked and kept open every file before reading any, so a tree larger than
    /// `ulimit -n` fixed nothing (`cannot read: Too many open files` for each, exit 2). Each
    /// file is now open only while it is read and again while it is written: 1,200 files (more
    /// than Linux's usual limit of 1,024) under a limit of 64 descriptors are all fixed.
    /// (`scripts/bombs.sh` runs 5,000.)
    @Test func aTreeLargerThanTheOpenFileLimitIsFixed() throws {
        try withTemporaryDirectory { directory in
            var paths: [String] = []
            for folder in 0..<12 {
                for file in 0..<100 {
                    paths.append(writeFile(directory, "d\(folder + 10)/f\(file + 100).php", Self.broken))
                }
            }
            let result = try gtpushProcess(["fix", directory.path], in: directory, environment: [:], openFileLimit: 64)
            let expected = paths.sorted().map { path in
                "\(path): fixed 1 problem (GT102)\n\(path):6:1: note: set $apn->sound to \"com.gexin.ios.silence\" (replaces `\"ding\"`) [GT102]\n"
            }.joined()
            #expect(result.stderr == expected)
            #expect(result.stdout == "")
            #expect(result.code == 0)
            #expect(paths.filter { contents($0) != Self.fixed } == [])
        }
    }
}

/// Exit codes gathered from concurrent runs.
final class ConcurrentCodes: @unchecked Sendable {
    private let lock = NSLock()
    private var codes: [Int: Int32] = [:]

    func set(_ index: Int, _ code: Int32) {
        lock.lock()
        codes[index] = code
        lock.unlock()
    }

    var all: [Int32] {
        lock.lock()
        defer { lock.unlock() }
        return codes.keys.sorted().map { codes[$0]! }
    }
}
