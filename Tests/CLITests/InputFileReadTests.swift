import Foundation
@testable import GTPushCLI
import GTPushTestSupport
import Testing

/// `InputFiles.read`: a regular file in one read whatever its size, pipes read to their end, and
/// the same problems as before for what cannot be read.
@Suite struct InputFileReadTests {
    private func bytes(_ result: Result<[UInt8], InputFiles.Problem>) -> [UInt8]? {
        if case .success(let bytes) = result { return bytes }
        return nil
    }

    @Test func emptyFile() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("empty.php").path
            try Data().write(to: URL(fileURLWithPath: path))
            #expect(bytes(InputFiles.read(path)) == [])
        }
    }

    /// Larger than any buffer the reader might use, and of an odd size.
    @Test func largeFile() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("large.php").path
            let content = (0..<3_000_007).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
            try Data(content).write(to: URL(fileURLWithPath: path))
            #expect(bytes(InputFiles.read(path)) == content)
        }
    }

    @Test func directoryIsNamedAsOne() {
        withTemporaryDirectory { directory in
            guard case .failure(let problem) = InputFiles.read(directory.path) else {
                Issue.record("a directory was read")
                return
            }
            #expect(problem.message == "is a directory, not a file")
            #expect(problem.path == directory.path)
        }
    }

    @Test func missingFile() {
        guard case .failure(let problem) = InputFiles.read("/nonexistent/gtpush/a.php") else {
            Issue.record("a missing file was read")
            return
        }
        #expect(problem.message == "cannot read: No such file or directory")
    }

    /// A pipe, as `<(command)` names one, is refused as a named FIFO is: nothing says it ends.
    /// Standard input (`-`) is the way to hand gtpush a stream.
    @Test func pipeIsRefused() throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data("<?php echo 1;\n".utf8))
        try pipe.fileHandleForWriting.close()
        let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
        guard case .failure(let problem) = InputFiles.read(path) else {
            Issue.record("a pipe was read")
            return
        }
        #expect(problem.message == "is a FIFO (a named pipe), not a file")
    }

    /// Standard input is read to 64 MiB and refused past it (a sparse file of 64 MiB and one
    /// byte, all zeros, as the executable's input).
    @Test func standardInputIsCappedAt64MiB() throws {
        try withTemporaryDirectory { directory in
            let input = directory.appendingPathComponent("input")
            try Data().write(to: input)
            #expect(truncate(input.path, 64 << 20 + 1) == 0)
            let result = try gtpushProcess(["check", "-"], in: directory, environment: [:], standardInput: input)
            #expect(result.stderr == "-: error: larger than 64 MiB, more than gtpush reads\n")
            #expect(result.code == 2)
        }
    }

    #if os(Linux)
    /// /proc files say their size is 0 and still have bytes: read on to the end.
    @Test func fileWithNoSizeIsReadToItsEnd() throws {
        let expected = Array(try Data(contentsOf: URL(fileURLWithPath: "/proc/version")))
        #expect(!expected.isEmpty)
        #expect(bytes(InputFiles.read("/proc/version")) == expected)
    }
    #endif
}
