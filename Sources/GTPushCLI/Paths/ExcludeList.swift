/// What `--exclude` and `gtpush.json`'s `exclude` leave out of a run. Each glob is read from its
/// own folder: the command line's from the current folder, the file's from the file's folder.
struct ExcludeList: Sendable {
    struct Entry: Sendable {
        var glob: PathGlob
        /// The absolute folder the glob is relative to.
        var base: String
        /// Written in `gtpush.json`, not given with `--exclude`.
        var fromConfig = false
    }

    private(set) var entries: [Entry] = []

    static let none = ExcludeList()

    mutating func add(_ globs: [String], base: String, fromConfig: Bool = false) {
        entries += globs.map { Entry(glob: PathGlob($0), base: base, fromConfig: fromConfig) }
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Whether `path` (as the run names it: relative to `current`, or absolute) is left out.
    func excludes(_ path: String, current: String) -> Bool {
        !matching(path, current: current).isEmpty
    }

    /// The entries that leave `path` out.
    func matching(_ path: String, current: String) -> [Entry] {
        guard !entries.isEmpty, path != "-" else { return [] }
        let absolute = ProjectPath.absolute(path, from: current)
        return entries.filter { entry in
            entry.glob.matches(ProjectPath.relative(absolute, from: entry.base))
        }
    }
}
