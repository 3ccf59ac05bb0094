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

    /// How messages show a path the run was given or walked to: relative to the current folder
    /// with no `./` and no `x/..` (`check .` showed `./src/a.php` for walked files and
    /// `src/a.php` for included ones, and GitLab shows no `./` path in a merge request); an
    /// absolute path stays absolute, and `-` stays `-`.
    static func shown(_ path: String) -> String {
        guard !path.hasPrefix("/"), path != "-", mayHoldDotParts(path) else { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        // `../../app/a.php` run from `app/sub` is `../a.php`: only the current folder can tell.
        if parts.first == ".." {
            let current = currentDirectory
            return relative(absolute(path, from: current), from: current)
        }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether a part of `path` begins with `.` or is empty (`./a`, `a/../b`, `a//b`): the paths
    /// the two functions above may change. Read as bytes, once per file walked: String's
    /// `contains` searched by characters and was a tenth of `check` on a tree with no GeTui code.
    private static func mayHoldDotParts(_ path: String) -> Bool {
        var afterSlash = true
        for byte in path.utf8 {
            if afterSlash && (byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")) { return true }
            afterSlash = byte == UInt8(ascii: "/")
        }
        return false
    }

    /// `path` without its `.` parts and doubled slashes (`./app//a.php`: `app/a.php`): the same
    /// file however links lie, so `fix` and `migrate` write by it and show it.
    static func withoutDotParts(_ path: String) -> String {
        guard path != "-", mayHoldDotParts(path) else { return path }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// How a path written relative to `folder` is shown when gtpush runs in `current`: relative
    /// to the current folder, as paths given on the command line are; absolute ones stay absolute.
    static func display(_ path: String, writtenIn folder: String, current: String) -> String {
        if path.hasPrefix("/") { return path }
        return relative(absolute(path, from: folder), from: current)
    }
}
