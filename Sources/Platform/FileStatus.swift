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
}
