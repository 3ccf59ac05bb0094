import PHPSyntax
import Platform

/// Where the analysed code may make gtpush read a file. An include names any path the code likes
/// (`include "/etc/shadow"`, `"../../../../etc/passwd"`, `/proc/self/environ`), and on a CI runner
/// checking a pull request that code is the pull request's: what gtpush reads to follow includes
/// (and the classes Composer would load) stays inside the project root and the folders
/// `--allow-include` or `gtpush.json`'s `"allowInclude"` name. Files named on the command line are
/// read wherever they are: the user chose them.
struct IncludeRoots {
    /// The project root: the folder of `gtpush.json`, else the repository's (the first folder
    /// with a `.git` above the inputs), else the folder the inputs have in common.
    let projectRoot: String
    /// Every folder includes may resolve in, absolute, as written and with links resolved.
    private let folders: [(written: String, real: String)]
    private let current: String

    init(projectRoot: String, allowed: [String], current: String) {
        self.projectRoot = projectRoot
        self.current = current
        folders = ([projectRoot] + allowed).map { folder in (folder, Self.realPath(folder) ?? folder) }
    }

    /// The roots for a run over `inputs` (as the command line names them).
    init(_ project: ProjectSettings, inputs: [String]) {
        let root = project.config?.folder ?? Self.repositoryRoot(above: Self.commonFolder(of: inputs, current: project.current))
        self.init(projectRoot: root, allowed: project.allowInclude, current: project.current)
    }

    /// Whether following an include may read `path` (in the form files are read by: relative to
    /// the current folder, or absolute). It must lie inside an allowed folder as written, and
    /// again once its links are resolved, so a link inside the project cannot lead out of it. A
    /// path that names nothing is allowed: reading it fails quietly, as for any missing include.
    func allows(_ path: String) -> Bool {
        let absolute = ProjectPath.absolute(path, from: current)
        guard folders.contains(where: { Self.isInside(absolute, $0.written) }) else { return false }
        guard let real = Self.realPath(absolute) else { return true }
        return folders.contains { Self.isInside(real, $0.real) }
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    /// The folder every input is in (a directory input counts as itself); the current folder
    /// for standard input or none.
    static func commonFolder(of inputs: [String], current: String) -> String {
        var common: [Substring]?
        for input in inputs where input != "-" {
            let absolute = ProjectPath.absolute(input, from: current)
            let folder = InputFiles.isDirectory(absolute) ? absolute : PathText.deletingLastComponent(absolute)
            let parts = folder.split(separator: "/")
            guard let sofar = common else { common = parts; continue }
            common = Array(zip(sofar, parts).prefix { $0 == $1 }.map(\.0))
        }
        guard let common else { return current }
        return "/" + common.joined(separator: "/")
    }

    /// The first folder at or above `folder` holding a `.git` (a folder, or a worktree's file);
    /// `folder` itself outside any repository.
    static func repositoryRoot(above folder: String) -> String {
        var candidate = folder
        while true {
            var info = stat()
            if lstat(candidate == "/" ? "/.git" : candidate + "/.git", &info) == 0 { return candidate }
            if candidate == "/" { return folder }
            candidate = PathText.deletingLastComponent(candidate)
        }
    }

    /// `path` with every link resolved; nil when it names nothing.
    static func realPath(_ path: String) -> String? {
        FileSystemName.withCPath(path) { cPath in
            guard let real = realpath(cPath, nil) else { return nil }
            defer { free(real) }
            return FileSystemName.string(UnsafeBufferPointer(start: real, count: strlen(real)).map { UInt8(bitPattern: $0) })
        }
    }
}
