import Platform

/// Where `gtpush.json` is: in the current folder or the nearest folder above it, up to the
/// repository root (the first folder with a `.git`, a folder or a worktree's file). Outside a
/// repository only the current folder counts, so a stray file in `/tmp` or `$HOME` never
/// changes a run.
enum ConfigDiscovery {
    static let fileName = "gtpush.json"

    /// The absolute path of the file that applies in `directory` (absolute), or nil.
    static func find(from directory: String) -> String? {
        var folder = ProjectPath.absolute(directory, from: "/")
        var candidates: [String] = []
        while true {
            candidates.append(folder == "/" ? "/" + fileName : folder + "/" + fileName)
            if exists(folder == "/" ? "/.git" : folder + "/.git") { break }
            if folder == "/" { candidates = Array(candidates.prefix(1)); break }
            folder = PathText.deletingLastComponent(folder)
        }
        return candidates.first { InputFiles.isRegularFile($0) }
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
