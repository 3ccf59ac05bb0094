/// What `--exclude` and `gtpush.json`'s `exclude` leave out of a run. Each glob is read from its
/// own folder: the command line's from the current folder, the file's from the file's folder.
struct ExcludeList: Sendable {
    struct Entry: Sendable {
        var glob: PathGlob
        /// The absolute folder the glob is relative to.
        var base: String
    }

    private(set) var entries: [Entry] = []

    static let none = ExcludeList()

    mutating func add(_ globs: [String], base: String) {
        entries += globs.map { Entry(glob: PathGlob($0), base: base) }
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Whether `path` (as the run names it: relative to `current`, or absolute) is left out.
    func excludes(_ path: String, current: String) -> Bool {
        guard !entries.isEmpty, path != "-" else { return false }
        let absolute = ProjectPath.absolute(path, from: current)
        return entries.contains { entry in
            entry.glob.matches(ProjectPath.relative(absolute, from: entry.base))
        }
    }
}
