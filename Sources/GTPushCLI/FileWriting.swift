import Emitters
import PHPSyntax
import Platform

/// Writes a file whole or not at all: a temporary file beside it (`TemporaryFiles`, so a stop
/// signal removes it), synced, then renamed over the path.
enum FileWriting {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        let directory = PathText.deletingLastComponent(path)
        let folder = directory.isEmpty ? "." : directory
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // 0o666 less the umask: the mode any new file of the user's gets.
        let temporary: TemporaryFiles.File
        switch TemporaryFiles.make(in: folder, mode: 0o666) {
        case .success(let file): temporary = file
        case .failure(let error): throw Failure(description: error.reason)
        }
        let written = FileDescriptor.writeAll(temporary.descriptor, bytes) && fsync(temporary.descriptor) == 0
        let reason = String(cString: strerror(errno))
        close(temporary.descriptor)
        guard written else {
            TemporaryFiles.discard(temporary.path)
            throw Failure(description: reason)
        }
        let failure: String? = TemporaryFiles.uninterrupted { files in
            let moved = FileSystemName.withCPath(temporary.path) { from in FileSystemName.withCPath(path) { to in rename(from, to) } }
            guard moved == 0 else { return String(cString: strerror(errno)) }
            files.remove(temporary.path)
            return nil
        }
        if let failure {
            TemporaryFiles.discard(temporary.path)
            throw Failure(description: failure)
        }
    }
}
