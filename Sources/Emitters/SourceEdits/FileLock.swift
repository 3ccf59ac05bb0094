import PHPSyntax
import Platform

/// An advisory lock (`flock`) on a file, held from before `fix` reads it until after it writes,
/// so that two runs on one file take turns and the second fixes what the first wrote.
///
/// `fix` replaces a file by renaming a new one over it, which leaves a waiting run holding the
/// lock of a file no longer at that path: after locking, the path is checked to still name the
/// locked file, and locked again if not.
public final class FileLock: Sendable {
    private let descriptor: Int32
    /// Device and inode of the locked file: what identifies it whatever path names it.
    public let identity: FileIdentity

    private init(descriptor: Int32, identity: FileIdentity) {
        self.descriptor = descriptor
        self.identity = identity
    }

    deinit { close(descriptor) }

    /// Waits for the lock on the file at `path` (through a symbolic link); nil when it cannot be
    /// opened, which the read that follows reports.
    public static func acquire(_ path: String) -> FileLock? {
        for _ in 0..<100 {
            let descriptor = FileSystemName.withCPath(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
            guard descriptor >= 0 else { return nil }
            var locked = stat()
            guard fstat(descriptor, &locked) == 0, locked.isRegularFile else { close(descriptor); return nil }
            while flock(descriptor, LOCK_EX) != 0 {
                if errno != EINTR { close(descriptor); return nil }
            }
            var current = stat()
            if FileSystemName.withCPath(path, { stat($0, &current) }) == 0, current.st_dev == locked.st_dev, current.st_ino == locked.st_ino {
                return FileLock(descriptor: descriptor, identity: FileIdentity(locked))
            }
            close(descriptor)  // replaced while we waited: lock the file that is there now
        }
        return nil
    }
}

/// A file as the system knows it: two paths with the same identity are one file.
public struct FileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64

    public init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The identity of the file at `path` (through a symbolic link), nil when there is none.
    public static func of(_ path: String) -> FileIdentity? {
        var info = stat()
        return FileSystemName.withCPath(path, { stat($0, &info) }) == 0 ? FileIdentity(info) : nil
    }
}
