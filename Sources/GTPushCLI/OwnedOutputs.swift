import Emitters
import PHPSyntax
import Platform
import PushRules

/// What an earlier `generate` wrote into the output folder and this one no longer produces.
/// Only a file its manifest names, still holding the bytes gtpush wrote, reached without a
/// symbolic link, is gtpush's to remove; everything else in the folder belongs to the user.
enum OwnedOutputs {
    struct Leftover: Equatable {
        var path: String
        /// Why it stays, or nil when it may be removed.
        var keptBecause: Message?
    }

    static func leftovers(_ files: [GeneratedFile], in destination: String) -> [Leftover] {
        guard let previous = manifest(in: destination) else { return [] }
        let produced = Set(files.map(\.path))
        var result: [Leftover] = []
        for path in previous.digests.keys.sorted() where !produced.contains(path) {
            switch entry(path, in: destination) {
            case .missing:
                continue
            case .throughLink:
                result.append(Leftover(path: path, keptBecause: Message("cli.kept.link")))
            case .notARegularFile:
                result.append(Leftover(path: path, keptBecause: Message("cli.kept.notRegular")))
            case .regular:
                let current = existing(PathText.appending(destination, path))
                let owned = current.map { previous.owns(path, bytes: $0) } ?? false
                result.append(Leftover(path: path, keptBecause: owned ? nil : Message("cli.kept.changed")))
            }
        }
        return result
    }

    /// A file this run would replace that gtpush did not write, and why it is not gtpush's.
    struct InTheWay {
        var path: String
        var reason: Message
    }

    /// What writing `files` into `destination` would replace that is not gtpush's: a file the
    /// manifest does not name and that has no gtpush header (unless it holds the very bytes
    /// gtpush would write), or anything that is not a regular file. Folders on the way are
    /// followed as the system follows them: a linked `swift/` folder is the user's choice.
    static func inTheWay(_ files: [GeneratedFile], in destination: String) -> [InTheWay] {
        let previous = manifest(in: destination)
        var result: [InTheWay] = []
        for file in files {
            let path = PathText.appending(destination, file.path)
            var info = stat()
            guard FileSystemName.withCPath(path, { lstat($0, &info) }) == 0 else {
                if errno != ENOENT {
                    result.append(InTheWay(path: file.path, reason: Message("cli.file.cannotRead", ["reason": .verbatim(String(cString: strerror(errno)))])))
                }
                continue
            }
            guard info.isRegularFile else {
                result.append(InTheWay(path: file.path, reason: Message("cli.generate.notAFile")))
                continue
            }
            if previous?.digests[file.path] != nil { continue }
            guard let bytes = existing(path) else {
                result.append(InTheWay(path: file.path, reason: Message("cli.generate.notOurs", ["manifest": .verbatim(GenerationManifest.path)])))
                continue
            }
            if bytes == file.contents || GenerationManifest.hasGeneratedHeader(bytes) { continue }
            result.append(InTheWay(path: file.path, reason: Message("cli.generate.notOurs", ["manifest": .verbatim(GenerationManifest.path)])))
        }
        return result
    }

    /// The bytes of a file in the output folder, read as any input is (at most 64 MiB, never
    /// from a device); nil when there is none or it cannot be read.
    static func existing(_ path: String) -> [UInt8]? {
        try? InputFiles.read(path).get()
    }

    /// The manifest an earlier run left in `destination`, if any.
    private static func manifest(in destination: String) -> GenerationManifest? {
        existing(PathText.appending(destination, GenerationManifest.path)).map(GenerationManifest.init(parsing:))
    }

    private enum Entry { case missing, throughLink, notARegularFile, regular }

    /// What `path` is, looking at every part below `destination` without following links.
    private static func entry(_ path: String, in destination: String) -> Entry {
        var current = destination
        let parts = path.split(separator: "/").map(String.init)
        for (position, part) in parts.enumerated() {
            current = PathText.appending(current, part)
            var status = stat()
            guard lstat(current, &status) == 0 else { return .missing }
            let type = status.st_mode & S_IFMT
            if type == S_IFLNK { return .throughLink }
            let isLast = position == parts.count - 1
            if isLast { return type == S_IFREG ? .regular : .notARegularFile }
            if type != S_IFDIR { return .missing }
        }
        return .missing
    }
}
