import PHPSyntax
import PushRules
import Platform

/// Reading one input's bytes. A tree of thousands of small files is mostly system calls, so a
/// regular file costs `open`, `fstat`, one `read` and `close`. What is not a regular file is
/// refused before a byte of it is read (a device may never end: `z.php -> /dev/zero`), and so is
/// a file larger than `maximumSize`; standard input is read up to that size.
extension InputFiles {
    /// The most gtpush reads of one input: past it, a file is refused, so memory stays bounded
    /// whatever a tree holds (the analysis of a file takes a few times its size).
    static let maximumSize = 64 << 20

    /// The bytes of `path`, or the reason they cannot be read.
    static func read(_ path: String) -> Result<[UInt8], Problem> {
        if path == "-" {
            var bytes: [UInt8] = []
            switch FileDescriptor.readToEnd(0, into: &bytes, limit: maximumSize) {
            case .complete: return .success(bytes)
            case .pastLimit: return .failure(Problem(path: "-", Message("cli.file.tooLarge")))
            case .failed(let reason): return .failure(cannotRead("-", reason))
            }
        }
        // O_NONBLOCK and O_NOCTTY: opening a FIFO or a terminal, which a path may name between
        // the look at it and the open, neither waits nor takes the terminal; nothing is read
        // from either, since only a regular file is read.
        let descriptor = FileSystemName.withCPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
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
        if info.isDirectory { return .failure(Problem(path: path, Message("cli.file.isDirectory"))) }
        if let refusal = NotAFile(mode: info.st_mode) { return .failure(Problem(path: path, refusal.message)) }
        if Int(info.st_size) > maximumSize { return .failure(Problem(path: path, Message("cli.file.tooLarge"))) }
        switch readRegular(descriptor, size: max(Int(info.st_size), 0)) {
        case .success(let bytes): return .success(bytes)
        case .failure(.pastLimit): return .failure(Problem(path: path, Message("cli.file.tooLarge")))
        case .failure(.failed(let code)): return .failure(cannotRead(path, code))
        }
    }

    private enum ReadFailure: Error {
        /// A file that said it was small went on past `maximumSize` (/proc says 0 for its files).
        case pastLimit
        case failed(Int32)
    }

    /// A regular file's bytes, asking for one byte more than its size: a regular file's read comes
    /// back short only at its end, so getting exactly `size` bytes proves the file is whole in one
    /// call. A file that grew since `fstat` (or reports no size, as /proc does) is read on to its
    /// end, or to `maximumSize`.
    private static func readRegular(_ descriptor: Int32, size: Int) -> Result<[UInt8], ReadFailure> {
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
        if let failure { return .failure(.failed(failure)) }
        if bytes.count != size {
            switch FileDescriptor.readToEnd(descriptor, into: &bytes, limit: maximumSize) {
            case .complete: break
            case .pastLimit: return .failure(.pastLimit)
            case .failed(let code): return .failure(.failed(code))
            }
        }
        return .success(bytes)
    }

    private static func cannotRead(_ path: String, _ code: Int32) -> Problem {
        Problem(path: path, Message("cli.file.cannotRead", ["reason": .verbatim(String(cString: strerror(code)))]))
    }
}

/// What a path names when it is neither a regular file nor a directory: gtpush reads none of
/// these, whether named or met in a walk, since reading a device or a pipe may never end.
enum NotAFile {
    case device, fifo, socket

    /// From `stat`'s mode; nil for a regular file or a directory.
    init?(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        default: return nil
        }
    }

    /// From a directory entry's type; nil for anything else (a regular file, a folder, a link).
    init?(entryType: Int32) {
        switch entryType {
        case Int32(DT_CHR), Int32(DT_BLK): self = .device
        case Int32(DT_FIFO): self = .fifo
        case Int32(DT_SOCK): self = .socket
        default: return nil
        }
    }

    var message: Message {
        switch self {
        case .device: Message("cli.file.device")
        case .fifo: Message("cli.file.fifo")
        case .socket: Message("cli.file.socket")
        }
    }
}
