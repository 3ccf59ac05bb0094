import PHPSyntax
import Platform

/// Replaces a file's bytes without a moment where they are lost, keeping what makes it the
/// same file: its mode, owner and group, and its other names (hard links).
///
/// A file with one name is replaced by a temporary file in the same directory (so `rename` stays
/// on one file system) given the original's mode and owner. A file with other names, or one
/// whose owner cannot be given to a new file, must be written in place: its old bytes first go
/// to a recovery file beside it (`NAME.gtpush-backup`), on disk before the file is touched, and
/// the recovery file is removed once the new bytes are on disk. Whenever the process ends, the
/// file holds its old bytes or its new ones, or the recovery file holds the old ones. Either way
/// only if the file still holds the bytes the fix was computed from.
public enum AtomicWriter {
    public enum Failure: Error, Sendable, Equatable {
        case readOnly
        case changedSinceRead
        /// A recovery file of an earlier, interrupted write is there (its path): the file is not
        /// touched until the user has looked at both.
        case recoveryFileExists(String)
        /// Why the file could not be written (the system's words); it is as it was.
        case cannotWrite(String)
        /// The recovery file (its path) could not be made, for the reason given; nothing changed.
        case cannotMakeRecoveryFile(String, reason: String)
        /// The write in place failed part way and the old bytes could not be put back: they are
        /// in the recovery file (its path).
        case halfWritten(reason: String, recovery: String)
    }

    /// What a recovery file's name adds to the name of the file it keeps.
    public static let recoverySuffix = ".gtpush-backup"

    /// The recovery file a write in place of `path` makes, beside the file a link names.
    public static func recoveryPath(for path: String) -> String {
        written(path) + recoverySuffix
    }

    /// The recovery file an interrupted write of `path` left, if there is one.
    public static func existingRecoveryFile(for path: String) -> String? {
        let recovery = recoveryPath(for: path)
        return exists(recovery) ? recovery : nil
    }

    /// The folder a write of `path` makes its temporary files in.
    public static func directory(for path: String) -> String {
        let target = written(path)
        guard let slash = target.lastIndex(of: "/") else { return "." }
        let directory = String(target[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    /// Writes `bytes` to `path` if `path` still holds `expected`.
    public static func replace(_ path: String, with bytes: [UInt8], expected: [UInt8]) throws(Failure) {
        // Names go to the system as their bytes (`FileSystemName`): a name need not be UTF-8.
        let target = written(path)
        var info = stat()
        guard FileSystemName.withCPath(target, { stat($0, &info) }) == 0 else { throw .cannotWrite(String(cString: strerror(errno))) }
        // The mode bits, not access(2): root may write anything, but a file marked read-only is
        // one its owner asked not to be changed.
        guard info.st_mode & 0o222 != 0, FileSystemName.withCPath(target, { access($0, W_OK) }) == 0 else { throw .readOnly }
        let recovery = target + recoverySuffix
        if exists(recovery) { throw .recoveryFileExists(recovery) }
        let directory = Self.directory(for: target)

        if info.st_nlink > 1 {
            try writeInPlace(target, bytes, expected: expected, info: info, directory: directory)
            return
        }
        let temporary = try filled(in: directory, with: bytes, info: info)
        let ownerKept = fchown(temporary.descriptor, info.st_uid, info.st_gid) == 0 || (info.st_uid == getuid() && info.st_gid == getgid())
        close(temporary.descriptor)
        guard ownerKept else {
            TemporaryFiles.discard(temporary.path)
            try writeInPlace(target, bytes, expected: expected, info: info, directory: directory)
            return
        }
        try TemporaryFiles.uninterrupted { files throws(Failure) in
            // Renamed into place or given up, the temporary file is off the list either way.
            var renamed = false
            defer {
                if !renamed { FileSystemName.withCPath(temporary.path) { _ = unlink($0) } }
                files.remove(temporary.path)
            }
            // The last look before replacing: an editor or another tool may have saved meanwhile.
            guard contents(target, upTo: expected.count) == expected else { throw .changedSinceRead }
            let moved = FileSystemName.withCPath(temporary.path) { from in FileSystemName.withCPath(target) { to in rename(from, to) } }
            guard moved == 0 else { throw .cannotWrite(String(cString: strerror(errno))) }
            renamed = true
        }
    }

    /// Overwrites the file itself, so every name of it sees the new bytes and its owner stays.
    /// The old bytes are made a recovery file first, by a temporary file written and synced,
    /// then linked to the recovery name (a link never replaces a file already there), so the
    /// recovery file is whole whenever it exists.
    private static func writeInPlace(_ target: String, _ bytes: [UInt8], expected: [UInt8], info: stat, directory: String) throws(Failure) {
        let saved = try filled(in: directory, with: expected, info: info)
        close(saved.descriptor)
        let recovery = target + recoverySuffix
        return try TemporaryFiles.uninterrupted { files throws(Failure) in
            // The temporary file's own name goes once it is linked to the recovery name, or once
            // the write is given up.
            func dropSaved() {
                FileSystemName.withCPath(saved.path) { _ = unlink($0) }
                files.remove(saved.path)
            }
            guard contents(target, upTo: expected.count) == expected else {
                dropSaved()
                throw .changedSinceRead
            }
            let linked = FileSystemName.withCPath(saved.path) { from in FileSystemName.withCPath(recovery) { to in link(from, to) } }
            let linkError = errno
            dropSaved()
            if linked != 0 {
                throw linkError == EEXIST ? .recoveryFileExists(recovery) : .cannotMakeRecoveryFile(recovery, reason: String(cString: strerror(linkError)))
            }
            syncDirectory(directory)
            if let reason = overwrite(target, with: bytes) {
                // Put the old bytes back; the recovery file stays only if that fails too.
                if overwrite(target, with: expected) == nil {
                    FileSystemName.withCPath(recovery) { _ = unlink($0) }
                    throw .cannotWrite(String(cString: strerror(reason)))
                }
                throw .halfWritten(reason: String(cString: strerror(reason)), recovery: recovery)
            }
            FileSystemName.withCPath(recovery) { _ = unlink($0) }
            syncDirectory(directory)
        }
    }

    /// A temporary file in `directory` holding `bytes` on disk, with the mode of the file `info`
    /// describes; open, for the caller to give it an owner and close.
    private static func filled(in directory: String, with bytes: [UInt8], info: stat) throws(Failure) -> TemporaryFiles.File {
        let temporary: TemporaryFiles.File
        switch TemporaryFiles.make(in: directory) {
        case .success(let file): temporary = file
        case .failure(let error): throw .cannotWrite(error.reason)
        }
        guard FileDescriptor.writeAll(temporary.descriptor, bytes), fchmod(temporary.descriptor, info.st_mode & 0o7777) == 0,
              fsync(temporary.descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            close(temporary.descriptor)
            TemporaryFiles.discard(temporary.path)
            throw .cannotWrite(reason)
        }
        return temporary
    }

    /// Writes `bytes` over the file's from its start, cuts it to their length and syncs it;
    /// the `errno` of the step that failed, nil when all went.
    private static func overwrite(_ target: String, with bytes: [UInt8]) -> Int32? {
        let descriptor = FileSystemName.withCPath(target) { open($0, O_WRONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        guard FileDescriptor.writeAll(descriptor, bytes), ftruncate(descriptor, off_t(bytes.count)) == 0, fsync(descriptor) == 0 else { return errno }
        return nil
    }

    /// Syncs a folder, so a name made or removed in it survives a power cut too. Only that is at
    /// stake (once made, a name outlives the process whatever ends it), so a folder that cannot
    /// be opened or synced (some file systems refuse) stops nothing.
    private static func syncDirectory(_ directory: String) {
        let descriptor = FileSystemName.withCPath(directory) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// Whether anything is at `path`, a dangling link included.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return FileSystemName.withCPath(path) { lstat($0, &info) } == 0
    }

    /// The path that is written for `path`: the file a symbolic link names, so the link stays a
    /// link, else `path` as given, so messages name files as the user did.
    static func written(_ path: String) -> String {
        var info = stat()
        let isLink = FileSystemName.withCPath(path) { lstat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFLNK
        return isLink ? resolved(path) : path
    }

    /// The path with every symbolic link resolved; the path itself when it cannot be resolved.
    static func resolved(_ path: String) -> String {
        FileSystemName.withCPath(path) { cPath in
            guard let real = realpath(cPath, nil) else { return path }
            defer { free(real) }
            return FileSystemName.string(UnsafeBufferPointer(start: real, count: strlen(real)).map { UInt8(bitPattern: $0) })
        }
    }

    /// A file's bytes, at most `limit` and one more (enough to tell they are not `limit` bytes
    /// long), read by name as the system spells it; nil when it cannot be read.
    static func contents(_ path: String, upTo limit: Int) -> [UInt8]? {
        let descriptor = FileSystemName.withCPath(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        switch FileDescriptor.readToEnd(descriptor, into: &bytes, limit: limit) {
        case .complete, .pastLimit: return bytes
        case .failed: return nil
        }
    }
}
