import PHPSyntax
import PushRules

/// The front half of every command that reads PHP: the paths to read (the command line's, else
/// `gtpush.json`'s), what they hold, and the stops before any work — no path given, no file left
/// to read (`NoInput`) — with each path that cannot be read said on standard error.
enum CommandInputs {
    /// What a command says when no path is given: the commands that walk folders say "path".
    enum Noun {
        case file, path
    }

    /// Why the run stops before the command's own work, everything already said.
    struct Stop: Error {
        let exit: ExitCode
    }

    /// The paths to read; stops with a usage error when there are none.
    static func paths(_ options: ArgumentList, _ project: ProjectSettings, command: String, noun: Noun = .file, _ output: Output) throws(Stop) -> [String] {
        let paths = project.inputs(options.positional)
        guard paths.isEmpty else { return paths }
        let key = noun == .path ? "cli.noInputPath" : "cli.noInputFile"
        output.error(command, Message(key, ["command": .verbatim(command)]))
        throw Stop(exit: .usage)
    }

    /// The files the paths hold, for the commands that read them one by one; the paths that
    /// cannot be read are said (`problems`).
    static func files(_ options: ArgumentList, _ project: ProjectSettings, command: String, noun: Noun = .file, _ output: Output) throws(Stop) -> InputFiles {
        let paths = try self.paths(options, project, command: command, noun: noun, output)
        let inputs = InputFiles(paths, includeVendor: options.flag("--include-vendor"), exclude: project.exclude)
        try stopIfEmpty(inputs, options, project, command: command, output)
        for problem in inputs.problems { output.error(problem.formatted(output.language)) }
        return inputs
    }

    /// The program `paths` make, with their includes, for the commands that analyse it whole; what
    /// could not be read is said, and when nothing could, the run stops.
    static func program(_ paths: [String], _ options: ArgumentList, _ project: ProjectSettings, command: String, _ output: Output) throws(Stop) -> LoadedProgram {
        let program = LoadedProgram(paths: paths, includeRoots: project.includeRoots(for: paths), exclude: project.exclude)
        try stopIfEmpty(program.inputs, options, project, command: command, output)
        for message in program.messages(output.language) { output.error(message) }
        if program.unreadable > 0 && program.units.isEmpty { throw Stop(exit: .usage) }
        return program
    }

    private static func stopIfEmpty(_ inputs: InputFiles, _ options: ArgumentList, _ project: ProjectSettings, command: String, _ output: Output) throws(Stop) {
        if let exit = NoInput.report(inputs, named: !options.positional.isEmpty, config: project.config, command: command, output) { throw Stop(exit: exit) }
    }
}
