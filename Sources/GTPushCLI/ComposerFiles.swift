import PushAnalysis
import Platform

/// Finds the `composer.json` files that govern the inputs: the nearest one above each input,
/// looking no higher than a folder holding `.git` (the repository root).
enum ComposerFiles {
    static func autoload(near paths: [String]) -> ComposerAutoload {
        var merged = ComposerAutoload()
        var seen: Set<String> = []
        for path in paths where path != "-" {
            guard let directory = nearestComposerDirectory(from: path), seen.insert(directory).inserted,
                  // Read as an input is: a composer.json that links to a device is not read.
                  let bytes = try? InputFiles.read(directory == "." ? "composer.json" : directory + "/composer.json").get(),
                  let autoload = ComposerAutoload(composerJSON: bytes, directory: directory) else { continue }
            merged.merge(autoload)
        }
        return merged
    }

    /// The folder (in the input's own path form) of the nearest `composer.json` at or above `path`.
    static func nearestComposerDirectory(from path: String) -> String? {
        guard let info = InputFiles.status(path) else { return nil }
        var directory = info.isDirectory ? path : FilePaths.directory(of: path)
        for _ in 0..<64 {
            let prefix = directory == "." ? "" : directory + "/"
            if FileManager.default.fileExists(atPath: prefix + "composer.json") { return directory }
            if FileManager.default.fileExists(atPath: prefix + ".git") { return nil }
            let absolute = URL(fileURLWithPath: directory).standardizedFileURL.path
            if absolute == "/" { return nil }
            directory = parent(of: directory)
        }
        return nil
    }

    /// The folder above `directory`, in the same relative or absolute form.
    static func parent(of directory: String) -> String {
        if directory == "." { return ".." }
        if directory == ".." || directory.hasSuffix("/..") { return directory + "/.." }
        return FilePaths.directory(of: directory)
    }
}
