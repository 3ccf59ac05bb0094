import Platform

/// Paths as the project files name them: relative to a folder (the current one, or the folder
/// of `gtpush.json` or of a baseline), turned into the names messages show and globs match.
enum ProjectPath {
    /// The process's current folder, as an absolute path.
    static var currentDirectory: String { FileManager.default.currentDirectoryPath }

    /// `path` made absolute against `base` with `.` and `..` resolved by text (no links are
    /// followed, so the result names the same place the user typed).
    static func absolute(_ path: String, from base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The relative path from the folder `base` to `target` (both absolute): `src/a.php`,
    /// `../a.php`, or `.` for the folder itself.
    static func relative(_ target: String, from base: String) -> String {
        let targetParts = target.split(separator: "/")
        let baseParts = base.split(separator: "/")
        var common = 0
        while common < min(targetParts.count, baseParts.count) && targetParts[common] == baseParts[common] { common += 1 }
        let ups = Array(repeating: "..", count: baseParts.count - common)
        let downs = targetParts[common...].map(String.init)
        let parts = ups + downs
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// How a path written relative to `folder` is shown when gtpush runs in `current`: relative
    /// to the current folder, as paths given on the command line are; absolute ones stay absolute.
    static func display(_ path: String, writtenIn folder: String, current: String) -> String {
        if path.hasPrefix("/") { return path }
        return relative(absolute(path, from: folder), from: current)
    }
}
