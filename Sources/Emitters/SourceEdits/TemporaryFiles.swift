import PHPSyntax
import Platform

/// The temporary files gtpush makes beside the files it writes, named `.gtpush-XXXXXX` (six
/// letters and digits, as `mkstemp` names them), and the steps of a write that must not be cut short.
///
/// Every temporary file is listed from the moment it exists until it is renamed into place or
/// removed, so that a stop signal (SIGINT, SIGTERM) can remove what is listed before the process
/// ends (`removeAll(thenEnd:)`). A write's last steps (a rename, or the in-place write a recovery
/// file guards) run `uninterrupted`: the removal waits for them, so a stop never lands in their
/// middle. `kill -9` cannot be waited for: a later run removes what it left (`removeStale`).
public enum TemporaryFiles {
    static let prefix = ".gtpush-"
    /// Six of `[A-Za-z0-9]`, as `mkstemp` makes them.
    static let randomLength = 6
    /// A temporary file older than this was left by a run that ended without removing it: no
    /// write of gtpush's takes an hour.
    static let staleAge = 3600

    /// The files made and not yet renamed or removed. Its lock is also what `uninterrupted`
    /// holds, and what the removal on a stop signal takes and never gives back.
    private static let live = Locked<Set<String>>([])

    /// An open temporary file.
    public struct File {
        public let descriptor: Int32
        public let path: String
    }

    /// Makes an empty temporary file in `directory`, created with `mode` (less the umask, as
    /// any new file). Returns `errno` when it cannot.
    public static func make(in directory: String, mode: mode_t = 0o600) -> Result<File, SystemError> {
        // A short name: the file's own name may already be as long as a name can be.
        let folder = directory.isEmpty ? "." : directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var generator = SystemRandomNumberGenerator()
        return live.withLock { files in
            // What mkstemp does, with the mode given: a new name until one is free.
            for _ in 0..<100 {
                let letters = (0..<randomLength).map { _ in randomLetters.randomElement(using: &generator)! }
                let path = folder + "/" + prefix + String(decoding: letters, as: UTF8.self)
                let descriptor = FileSystemName.withCPath(path) { open($0, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, mode) }
                if descriptor >= 0 {
                    files.insert(path)
                    return .success(File(descriptor: descriptor, path: path))
                }
                if errno != EEXIST { return .failure(SystemError(code: errno)) }
            }
            return .failure(SystemError(code: EEXIST))
        }
    }

    /// The letters a temporary name's last six are drawn from, as `mkstemp`'s.
    private static let randomLetters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)

    /// Removes a temporary file that is not needed any more.
    public static func discard(_ path: String) {
        live.withLock { files in
            FileSystemName.withCPath(path) { _ = unlink($0) }
            files.remove(path)
        }
    }

    /// Runs `body`, which must not make or discard a temporary file (the lock is not taken
    /// twice), with no removal on a stop signal in its middle. `body` takes the list, to take a
    /// file off it once renamed away (`files.remove(path)`).
    public static func uninterrupted<Value, Failure: Error>(_ body: (inout Set<String>) throws(Failure) -> Value) throws(Failure) -> Value {
        let result: Result<Value, Failure> = live.withLock { files in
            do throws(Failure) { return .success(try body(&files)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Removes every listed file, then calls `end`, which ends the process: the lock is never
    /// given back, so no write starts after the removal.
    public static func removeAll(thenEnd end: () -> Never) -> Never {
        live.withLock { files -> Never in
            for path in files { FileSystemName.withCPath(path) { _ = unlink($0) } }
            end()
        }
    }

    /// Removes the temporary files a run of gtpush left in `directory` and never renamed: a name
    /// of exactly gtpush's pattern, a regular file of this user's with one name, changed more
    /// than an hour ago. Returns their paths. A file of any other name, or a younger one (a run
    /// going on now), is left alone.
    public static func removeStale(in directory: String, now: Int = Int(time(nil))) -> [String] {
        guard let stream = FileSystemName.withCPath(directory.isEmpty ? "." : directory, { opendir($0) }) else { return [] }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = FileSystemName.string(DirectoryEntry.name(entry))
            if isTemporaryName(name) { names.append(name) }
        }
        closedir(stream)
        var removed: [String] = []
        for name in names.sorted() {
            let path = (directory.isEmpty ? "." : directory) + "/" + name
            var info = stat()
            guard FileSystemName.withCPath(path, { lstat($0, &info) }) == 0, info.isRegularFile,
                  info.st_uid == geteuid(), info.st_nlink == 1, now - info.modifiedSeconds > staleAge else { continue }
            if FileSystemName.withCPath(path, { unlink($0) }) == 0 { removed.append(path) }
        }
        return removed
    }

    /// `.gtpush-` and six ASCII letters or digits, as `make` names them.
    static func isTemporaryName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count == prefix.utf8.count + randomLength, bytes.starts(with: prefix.utf8) else { return false }
        return bytes.dropFirst(prefix.utf8.count).allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }
}

/// An `errno` from a system call, with the system's words for it.
public struct SystemError: Error, Sendable, Equatable {
    public var code: Int32

    public init(code: Int32) { self.code = code }

    public var reason: String { String(cString: strerror(code)) }
}
