import Emitters
import PushRules

/// Writes `fix`'s results one file at a time, each open and locked only while it is read again,
/// decided on and written: a run holds a few descriptors whatever the size of the tree (it held
/// one per file, and a tree of more than `ulimit -n` files fixed nothing).
///
/// The lock is what makes two runs on one file take turns. When the file no longer holds the
/// bytes this run read (another run wrote it meanwhile), what is there now is fixed instead,
/// with the rest of the run's files as this run knows them, so neither run's fixes are lost.
struct FixWrites {
    let fixer: FileFixer
    /// Every file as this run last knew it: as read, then as written.
    private var files: [(path: String, bytes: [UInt8])]
    /// The folders already cleared of stale temporary files in this run.
    private var swept: Set<String> = []

    init(fixer: FileFixer, files: [(path: String, bytes: [UInt8])]) {
        self.fixer = fixer
        self.files = files
    }

    /// The temporary files an interrupted run left in the folder `path` is written in, removed
    /// the first time this run writes there (`TemporaryFiles.removeStale`).
    mutating func removeStaleTemporaryFiles(beside path: String) -> [String] {
        let directory = AtomicWriter.directory(for: path)
        guard swept.insert(directory).inserted else { return [] }
        return TemporaryFiles.removeStale(in: directory)
    }

    /// Writes the `index`th file's fix, `planned`. Returns the fix written, or tried (a new one
    /// when the file had changed), and why it was not written.
    mutating func write(_ planned: FileFix, at index: Int) -> (FileFix, AtomicWriter.Failure?) {
        let lock = FileLock.acquire(planned.path)
        defer { withExtendedLifetime(lock) {} }
        var file = planned
        if case .success(let current) = InputFiles.read(planned.path), current != planned.original {
            var now = files
            now[index].bytes = current
            file = fixer.fix(now)[index]
            files[index].bytes = current
            guard file.changed else { return (file, nil) }
        }
        do {
            try AtomicWriter.replace(file.path, with: file.fixed, expected: file.original)
            files[index].bytes = file.fixed
            return (file, nil)
        } catch {
            return (file, error)
        }
    }
}
