import PHPSyntax
import Platform

/// Replaces a file's bytes without a moment where it is half written, keeping what makes it the
/// same file: its mode, owner and group, and its other names (hard links).
///
/// A file with one name is replaced by a temporary file in the same directory (so `rename` stays
/// on one file system) given the original's mode and owner. A file with other names, or one
/// whose owner cannot be given to a new file, is written in place instead, from a temporary copy
/// that is written and read back first. Either way only if the file still holds the bytes the
/// fix was computed from.
public enum AtomicWriter {
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        case readOnly
        case changedSinceRead
        case cannotWrite(String)

        public var description: String {
            switch self {
            case .readOnly: "the file is read-only; not changed"
            case .changedSinceRead: "the file changed after it was read; not changed (run fix again)"
            case .cannotWrite(let reason): "cannot write: \(reason); not changed"
            }
        }
    }

    /// Writes `bytes` to `path` if `path` still holds `expected`.
    public static func replace(_ path: String, with bytes: [UInt8], expected: [UInt8]) throws(Failure) {
        // Write through a symbolic link to the file it names, so the link stays a link.
        // Names go to the system as their bytes (`FileSystemName`): a name need not be UTF-8.
        let target = resolved(path)
        var info = stat()
        guard FileSystemName.withCPath(target, { stat($0, &info) }) == 0 else { throw .cannotWrite(String(cString: strerror(errno))) }
        // The mode bits, not access(2): root may write anything, but a file marked read-only is
        // one its owner asked not to be changed.
        guard info.st_mode & 0o222 != 0, FileSystemName.withCPath(target, { access($0, W_OK) }) == 0 else { throw .readOnly }

        // A short name: the file's own name may already be as long as a name can be.
        let slash = target.lastIndex(of: "/")
        let directory = slash.map { String(target[..<$0]) } ?? "."
        var template = FileSystemName.bytes((directory.isEmpty ? "" : directory) + "/.gtpush-XXXXXX").map { CChar(bitPattern: $0) } + [0]
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .cannotWrite(String(cString: strerror(errno))) }
        let temporary = FileSystemName.string(template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
        var renamed = false
        defer { if !renamed { FileSystemName.withCPath(temporary) { _ = unlink($0) } } }

        let written = writeAll(descriptor, bytes)
        let synced = written && fchmod(descriptor, info.st_mode & 0o7777) == 0 && fsync(descriptor) == 0
        let ownerKept = synced && (fchown(descriptor, info.st_uid, info.st_gid) == 0 || (info.st_uid == getuid() && info.st_gid == getgid()))
        close(descriptor)
        guard synced else { throw .cannotWrite(String(cString: strerror(errno))) }

        // The last look before replacing: an editor or another tool may have saved meanwhile.
        guard let current = contents(target), current == expected else {
            throw .changedSinceRead
        }
        if info.st_nlink > 1 || !ownerKept {
            do {
                try writeInPlace(target, bytes, verifiedCopy: temporary)
            } catch .cannotWrite(let reason) {
                renamed = true  // the file may be half written: keep the fixed copy for the user
                throw .cannotWrite("\(reason); the fixed code is in \(temporary)")
            } catch {
                throw error
            }
            return
        }
        let moved = FileSystemName.withCPath(temporary) { from in FileSystemName.withCPath(target) { to in rename(from, to) } }
        guard moved == 0 else { throw .cannotWrite(String(cString: strerror(errno))) }
        renamed = true
    }

    /// Overwrites the file itself, so every name of it sees the new bytes and its owner stays,
    /// once the temporary copy reads back as `bytes`.
    private static func writeInPlace(_ target: String, _ bytes: [UInt8], verifiedCopy temporary: String) throws(Failure) {
        guard let copy = contents(temporary), copy == bytes else {
            throw .cannotWrite("the temporary copy did not read back as written")
        }
        let descriptor = FileSystemName.withCPath(target) { open($0, O_WRONLY | O_TRUNC | O_CLOEXEC) }
        guard descriptor >= 0 else { throw .cannotWrite(String(cString: strerror(errno))) }
        let written = writeAll(descriptor, bytes) && fsync(descriptor) == 0
        close(descriptor)
        guard written else { throw .cannotWrite(String(cString: strerror(errno))) }
    }

    /// The path with every symbolic link resolved, so writing replaces the file a link names
    /// and the link stays a link; the path itself when it cannot be resolved.
    static func resolved(_ path: String) -> String {
        FileSystemName.withCPath(path) { cPath in
            guard let real = realpath(cPath, nil) else { return path }
            defer { free(real) }
            return FileSystemName.string(UnsafeBufferPointer(start: real, count: strlen(real)).map { UInt8(bitPattern: $0) })
        }
    }

    /// A file's bytes, read by name as the system spells it; nil when it cannot be read.
    static func contents(_ path: String) -> [UInt8]? {
        let descriptor = FileSystemName.withCPath(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
    }
}
