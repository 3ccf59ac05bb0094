import Foundation
import GTPushTestSupport
import Testing

/// What `fix` leaves when it is stopped part way, and what it finds of an earlier run that was:
/// a file written in place (it has other names) keeps its old bytes in `NAME.gtpush-backup`
/// until the new ones are on disk, a later run reports that file and never overwrites it;
/// SIGINT and SIGTERM remove the temporary files of the write in progress; and the temporary
/// files a `kill -9` left are removed by a later run once they are an hour old.
@Suite struct FixRecoveryTests {
    static let broken = FixSafetyTests.broken
    static let fixed = FixSafetyTests.fixed

    func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    func names(_ directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    func fixedLines(_ path: String) -> String {
        "\(path): fixed 1 problem (GT102)\n\(path):6:1: note: set $apn->sound to \"com.gexin.ios.silence\" (replaces `\"ding\"`) [GT102]\n"
    }

    /// Written in place through a recovery file, which is gone once the write is done.
    @Test func aHardLinkedFileLeavesNothingBesideIt() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "a.php", Self.broken)
            #expect(link(path, directory.appendingPathComponent("b.php").path) == 0)
            let result = gtpush(["fix", path])
            #expect(result == CLIResult(code: 0, stdout: "", stderr: fixedLines(path)))
            #expect(names(directory) == ["a.php", "b.php"])
            #expect(contents(directory.appendingPathComponent("b.php").path) == Self.fixed)
        }
    }

    /// A recovery file means an earlier write in place was cut short: the file is reported with
    /// what to do and left alone, the recovery file too; the other files are still fixed.
    @Test func aRecoveryFileIsReportedAndNeverOverwritten() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "a.php", Self.broken)
            let recovery = writeFile(directory, "a.php.gtpush-backup", "<?php // the old content\n")
            let other = writeFile(directory, "c.php", Self.broken)
            let message = "\(path): error: \(recovery) holds this file's content from before an interrupted `gtpush fix`; compare the two, keep the right content in this file, then delete \(recovery); not changed\n"
            #expect(gtpush(["fix", "--dry-run", path]) == CLIResult(code: 1, stdout: "", stderr: message))
            let result = gtpush(["fix", directory.path])
            #expect(result == CLIResult(code: 1, stdout: "", stderr: message + fixedLines(other)))
            #expect(contents(path) == Self.broken)
            #expect(contents(recovery) == "<?php // the old content\n")
            #expect(contents(other) == Self.fixed)
            // Once the user has deleted it, the file is fixed as any other.
            #expect(unlink(recovery) == 0)
            #expect(gtpush(["fix", path]) == CLIResult(code: 0, stdout: "", stderr: fixedLines(path)))
        }
    }

    /// A recovery file that cannot be made (its name one letter too long for the system) stops
    /// the write in place before the file is touched.
    @Test func noRecoveryFileNoWriteInPlace() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, String(repeating: "n", count: 251) + ".php", Self.broken)
            #expect(link(path, directory.appendingPathComponent("b.php").path) == 0)
            let result = gtpush(["fix", path])
            #expect(result == CLIResult(code: 1, stdout: "", stderr: "\(path): error: cannot make the recovery file \(path).gtpush-backup: File name too long; not changed\n"))
            #expect(contents(path) == Self.broken)
            #expect(names(directory) == ["b.php", String(repeating: "n", count: 251) + ".php"])
        }
    }

    /// Only gtpush's own pattern (`.gtpush-` and six letters or digits), only this user's
    /// regular files with one name, only over an hour old, only in a folder fix writes to, and
    /// never in a dry run.
    @Test func staleTemporaryFilesAreRemovedWhereFixWrites() throws {
        try withTemporaryDirectory { directory in
            let path = writeFile(directory, "a.php", Self.broken)
            let old = Date(timeIntervalSinceNow: -7_200)
            for name in [".gtpush-Ab12Cd", ".gtpush-Ab12C", ".gtpush-Ab12Cde", ".gtpush-Ab_2Cd", ".gtpush-manifest", "other/.gtpush-Ab12Cd", ".gtpush-Lnk9Zz"] {
                let file = writeFile(directory, name, "left")
                try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file)
            }
            #expect(link(directory.appendingPathComponent(".gtpush-Lnk9Zz").path, directory.appendingPathComponent("kept").path) == 0)
            writeFile(directory, ".gtpush-Xy12Cd", "a run going on now")
            let all = [".gtpush-Ab12C", ".gtpush-Ab12Cd", ".gtpush-Ab12Cde", ".gtpush-Ab_2Cd", ".gtpush-Lnk9Zz", ".gtpush-Xy12Cd", ".gtpush-manifest", "a.php", "kept", "other"]
            #expect(gtpush(["fix", "--dry-run", path]).code == 1)
            #expect(names(directory) == all)
            let result = gtpush(["fix", path])
            let removed = "removed \(directory.path)/.gtpush-Ab12Cd: a temporary file an interrupted gtpush run left (over an hour old)\n"
            #expect(result == CLIResult(code: 0, stdout: "", stderr: removed + fixedLines(path)))
            #expect(names(directory) == all.filter { $0 != ".gtpush-Ab12Cd" })
            #expect(names(directory.appendingPathComponent("other")) == [".gtpush-Ab12Cd"])
        }
    }

    /// SIGINT or SIGTERM in the middle of writing a tree: the process ends by the signal, as
    /// any program would, every file holds its old bytes or its new ones, and no temporary file
    /// stays. The signal is sent once the first file is written, while the others are.
    @Test(arguments: [SIGINT, SIGTERM])
    func aStopSignalRemovesTemporaryFiles(_ signal: Int32) throws {
        try withTemporaryDirectory { directory in
            var paths: [String] = []
            for file in 0..<1_500 { paths.append(writeFile(directory, "f\(file + 1_000).php", Self.broken)) }
            let process = Process()
            process.executableURL = try GTPushExecutable.url()
            process.arguments = ["fix", directory.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let first = paths.sorted()[0]
            while process.isRunning && contents(first) != Self.fixed { usleep(1_000) }
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal)
            #expect(process.terminationStatus == signal)
            #expect(names(directory).filter { $0.hasPrefix(".gtpush-") } == [])
            #expect(paths.filter { contents($0) != Self.broken && contents($0) != Self.fixed } == [])
            #expect(paths.contains { contents($0) == Self.broken })
        }
    }
}
