import PushRules

/// A run that found no file to read is not a green run (issue 53): an empty folder, or an
/// exclusion that matches everything, is a usage error saying what was given and what was left
/// out, in every command. Only when every file named on the command line is one `gtpush.json`
/// excludes, as a pre-commit hook passing the changed files names them, is it a one-line note
/// and exit 0.
enum NoInput {
    enum Verdict {
        /// Exit 0, with this note.
        case excludedByConfig(Message)
        /// Exit 2, with this message.
        case nothing(Message)
    }

    /// Nil when the inputs hold a file to read, or a problem that is reported on its own.
    /// `named` says whether the paths came from the command line (not `gtpush.json`'s `paths`).
    static func verdict(_ inputs: InputFiles, named: Bool, config: ProjectConfig?) -> Verdict? {
        guard inputs.paths.isEmpty, inputs.problems.isEmpty else { return nil }
        let given = inputs.given.map { "`\($0)`" }.joined(separator: ", ")
        // Every path named was a file (a hook names files, not folders) that the file excludes.
        let hookFiles = inputs.excludedNamed.count == inputs.given.count
            && inputs.excludedNamed.allSatisfy { $0.by.contains(where: \.fromConfig) && InputFiles.isRegularFile($0.path) }
        if named, let config, !inputs.given.isEmpty, hookFiles {
            return .excludedByConfig(Message("cli.noInput.excludedByConfig", ["config": .verbatim(config.path), "given": .verbatim(given)]))
        }
        let excluded = inputs.excludedNamed.count + inputs.excludedWalked
        guard excluded > 0 else { return .nothing(Message("cli.noInput.empty", ["given": .verbatim(given)])) }
        let globs = inputs.exclusions.entries.map { entry in
            entry.fromConfig ? "\(config?.path ?? "gtpush.json") `\(entry.glob.text)`" : "--exclude `\(entry.glob.text)`"
        }
        let key = excluded == 1 ? "cli.noInput.excluded.one" : "cli.noInput.excluded.other"
        return .nothing(Message(key, ["given": .verbatim(given), "count": .number(excluded), "exclusions": .verbatim(globs.joined(separator: ", "))]))
    }

    /// Says the verdict as `command` and gives the exit code: nil when the run goes on.
    static func report(_ inputs: InputFiles, named: Bool, config: ProjectConfig?, command: String, _ output: Output) -> ExitCode? {
        switch verdict(inputs, named: named, config: config) {
        case nil:
            return nil
        case .excludedByConfig(let note):
            output.error(command, note)
            return .success
        case .nothing(let message):
            output.error(command, message)
            return .usage
        }
    }
}
