import PHPSyntax
import PushRules
import Platform

/// Reading one input's bytes. A tree of thousands of small files is mostly system calls, so a
/// regular file costs `open`, `fstat`, one `read` and `close`; pipes and devices, which are rare,
/// take the slower path that waits for their writer.
extension InputFiles {
    /// The bytes of `path`, or the reason they cannot be read.
    static func read(_ path: String) -> Result<[UInt8], Problem> {
        if path == "-" {
            var bytes: [UInt8] = []
            if let reason = readToEnd(0, into: &bytes) { return .failure(cannotRead("-", reason)) }
            return .success(bytes)
        }
        // O_NONBLOCK: opening a FIFO nobody writes to would otherwise wait forever. It changes
        // nothing for a regular file, whose reads never wait, so only other files clear it.
        let descriptor = FileSystemName.withCPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else {
            let reason = errno
            // A directory that cannot be opened is still named as a directory, as before the open.
            if isDirectory(path) {
                return .failure(Problem(path: path, Message("cli.file.isDirectory")))
            }
            return .failure(cannotRead(path, reason))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(cannotRead(path, errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            return .failure(Problem(path: path, Message("cli.file.isDirectory")))
        case S_IFREG:
            return readRegular(descriptor, size: max(Int(info.st_size), 0)).mapError { cannotRead(path, $0.code) }
        default:
            // Reads block again, so `<(command)` is read whole, and a FIFO with no writer reads as empty.
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            var bytes: [UInt8] = []
            if let reason = readToEnd(descriptor, into: &bytes) { return .failure(cannotRead(path, reason)) }
            return .success(bytes)
        }
    }

    /// An `errno` from a failed read.
    private struct ReadError: Error {
        var code: Int32
    }

    /// A regular file's bytes, asking for one byte more than its size: a regular file's read comes
    /// back short only at its end, so getting exactly `size` bytes proves the file is whole in one
    /// call. A file that grew since `fstat` (or reports no size, as /proc does) is read on to its end.
    private static func readRegular(_ descriptor: Int32, size: Int) -> Result<[UInt8], ReadError> {
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            while true {
                let got = FileDescriptor.read(descriptor, base, size + 1)
                if got < 0 && errno == EINTR { continue }
                if got < 0 { failure = errno } else { count = got }
                return
            }
        }
        if failure == nil && bytes.count != size {
            failure = readToEnd(descriptor, into: &bytes)
        }
        if let failure { return .failure(ReadError(code: failure)) }
        return .success(bytes)
    }

    /// Appends what is left to read from `descriptor`; the error number when a read fails.
    private static func readToEnd(_ descriptor: Int32, into bytes: inout [UInt8]) -> Int32? {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { FileDescriptor.read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            if got < 0 { return errno }
            if got == 0 { return nil }
            bytes += chunk[0..<got]
        }
    }

    private static func cannotRead(_ path: String, _ code: Int32) -> Problem {
        Problem(path: path, Message("cli.file.cannotRead", ["reason": .verbatim(String(cString: strerror(code)))]))
    }
}
