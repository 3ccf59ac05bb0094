#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing a file descriptor with the system's calls, for the callers whose own
/// `read` would hide the system's.
public enum FileDescriptor {
    /// One `read`: the count, or -1 with `errno` set.
    public static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        Platform.systemRead(descriptor, buffer, count)
    }

    /// All of `bytes`, written again after a short write or an interruption; false when a write fails.
    @discardableResult
    public static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}

extension FileDescriptor {
    /// How reading a descriptor to its end went.
    public enum ReadEnd: Equatable, Sendable {
        /// Everything up to the end was read.
        case complete
        /// More than the limit is there; what was read is kept, the rest is not read.
        case pastLimit
        /// A read failed with this error number.
        case failed(Int32)
    }

    /// Appends what is left to read from `descriptor`, stopping once more than `limit` bytes are
    /// in `bytes`: a device or a pipe may never end, and what gtpush reads must fit in memory.
    public static func readToEnd(_ descriptor: Int32, into bytes: inout [UInt8], limit: Int) -> ReadEnd {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if got < 0 && errno == EINTR { continue }
            if got < 0 { return .failed(errno) }
            if got == 0 { return .complete }
            bytes += chunk[0..<got]
        }
        return .pastLimit
    }
}

/// The C library's `read`, which `FileDescriptor.read` hides inside the enum.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
