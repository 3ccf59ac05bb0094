import Foundation

/// Replaces a file's bytes without a moment where it is half written: a temporary file in the
/// same directory (so `rename` stays on one file system), given the original's mode, then
/// renamed over it — but only if the file still holds the bytes the fix was computed from.
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
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var info = stat()
        guard stat(target, &info) == 0 else { throw .cannotWrite(String(cString: strerror(errno))) }
        // The mode bits, not access(2): root may write anything, but a file marked read-only is
        // one its owner asked not to be changed.
        guard info.st_mode & 0o222 != 0, access(target, W_OK) == 0 else { throw .readOnly }

        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array(((directory.isEmpty ? "." : directory) + "/." + name + ".gtpush-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .cannotWrite(String(cString: strerror(errno))) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var renamed = false
        defer { if !renamed { unlink(temporary) } }

        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        let synced = written && fchmod(descriptor, info.st_mode & 0o7777) == 0 && fsync(descriptor) == 0
        close(descriptor)
        guard synced else { throw .cannotWrite(String(cString: strerror(errno))) }

        // The last look before the rename: an editor or another tool may have saved meanwhile.
        guard let current = FileManager.default.contents(atPath: target), Array(current) == expected else {
            throw .changedSinceRead
        }
        guard rename(temporary, target) == 0 else { throw .cannotWrite(String(cString: strerror(errno))) }
        renamed = true
    }
}
