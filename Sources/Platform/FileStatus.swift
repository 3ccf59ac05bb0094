#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat(2)` says a path is, read one way wherever the command line asks.
extension stat {
    public var isDirectory: Bool { st_mode & S_IFMT == S_IFDIR }
    public var isRegularFile: Bool { st_mode & S_IFMT == S_IFREG }

    /// When the file's bytes last changed, in seconds since 1970.
    public var modifiedSeconds: Int {
        #if canImport(Darwin)
        Int(st_mtimespec.tv_sec)
        #else
        Int(st_mtim.tv_sec)
        #endif
    }
}

/// A directory entry as `readdir` returns it.
public enum DirectoryEntry {
    /// Where an entry's name starts in it.
    @usableFromInline static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!

    /// The entry's name, read in place: an entry is only as long as its name, so copying
    /// `d_name` whole (256 bytes) read past the end of the last entry in the buffer
    /// (AddressSanitizer found it).
    @inlinable
    public static func name(_ entry: UnsafeMutablePointer<dirent>) -> UnsafeRawBufferPointer {
        let start = UnsafeRawPointer(entry) + nameOffset
        return UnsafeRawBufferPointer(start: start, count: strlen(start.assumingMemoryBound(to: CChar.self)))
    }
}
