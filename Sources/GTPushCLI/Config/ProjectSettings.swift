import PushAnalysis
import Platform

/// What every command reads from `gtpush.json` and from the flags every command shares
/// (`--config`, `--exclude`, `--jobs`): the file, the paths to read and what to leave out.
struct ProjectSettings {
    static let valued: Set<String> = ["--config", "--exclude", "--jobs", "--allow-include"]

    /// The file in force, if any.
    var config: ProjectConfig?
    var exclude = ExcludeList.none
    /// The absolute current folder, which the command line's paths and globs are relative to.
    var current: String
    /// Folders outside the project that includes may read: `--allow-include`'s, then the file's
    /// (each relative to where it is written), absolute.
    var allowInclude: [String] = []

    init(_ options: ArgumentList, current: String = ProjectPath.currentDirectory) throws(ArgumentList.UsageError) {
        self.current = current
        config = try Self.load(options.value("--config"), current: current)
        if let jobs = options.value("--jobs") {
            guard let count = Int(jobs), count >= 1 else {
                throw ArgumentList.UsageError(description: "--jobs takes a whole number of 1 or more, not '\(jobs)'")
            }
            ParallelMap.jobs = count
        } else {
            ParallelMap.jobs = nil
        }
        // Both lists only take files away, so neither overrides the other: they add up.
        if let config { exclude.add(config.exclude, base: config.folder, fromConfig: true) }
        exclude.add(options.all("--exclude"), base: current)
        // Lists add up, as the exclusions do.
        allowInclude = options.all("--allow-include").map { ProjectPath.absolute($0, from: current) }
            + (config?.allowInclude ?? []).map { ProjectPath.absolute($0, from: config!.folder) }
    }

    /// Where includes in the code read over `inputs` may lead.
    func includeRoots(for inputs: [String]) -> IncludeRoots {
        IncludeRoots(self, inputs: inputs)
    }

    /// `--config FILE`, else the file found from the current folder, else none.
    static func load(_ given: String?, current: String) throws(ArgumentList.UsageError) -> ProjectConfig? {
        let absolute: String
        let shown: String
        if let given {
            absolute = ProjectPath.absolute(given, from: current)
            shown = given
        } else if let found = ConfigDiscovery.find(from: current) {
            absolute = found
            shown = ProjectPath.relative(found, from: current)
        } else {
            return nil
        }
        // Read as an input is: a gtpush.json that links to a device or is past 64 MiB is not read.
        guard let bytes = try? InputFiles.read(absolute).get() else {
            throw ArgumentList.UsageError("config.cannotRead", ["path": .verbatim(shown)])
        }
        do {
            return try ProjectConfig(path: shown, folder: PathText.deletingLastComponent(absolute), bytes: bytes)
        } catch {
            throw ArgumentList.UsageError(message: error.message)
        }
    }

    /// The paths a command reads: those on the command line, else the file's `paths`.
    func inputs(_ positional: [String]) -> [String] {
        guard positional.isEmpty, let config else { return positional }
        // A file without `paths` means its own folder (the GitHub Action passes no path then).
        return (config.paths ?? ["."]).map { display($0) }
    }

    /// A path written in the config file, as the current folder names it.
    func display(_ path: String) -> String {
        guard let config else { return path }
        return ProjectPath.display(path, writtenIn: config.folder, current: current)
    }
}

extension ProjectSettings {
    /// The help lines every command that reads paths shows for the shared flags.
    static let help = """
      --config FILE      read FILE instead of the gtpush.json found in this folder or above it
      --exclude GLOB     leave out matching files and folders (repeatable; `legacy`, `src/**/*.md`)
      --jobs N           read and analyse N files at once (default: one per core)
      --allow-include DIR  let includes read DIR too, outside the project (repeatable)
    """
}
