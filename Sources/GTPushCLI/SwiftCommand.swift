import Emitters
import PushRules
import PHPSyntax
import Platform
import PushAnalysis

/// `gtpush swift FILE... --output DIR`: Swift builders for every payload the PHP builds.
struct SwiftCommand {
    static let help = """
    USAGE: gtpush swift FILE... (--output DIR | --combined FILE) [--root DIR] [--access public|package|internal]
                     [--set NAME=LITERAL]...

    Writes one Swift builder per payload-building function, method and top-level snippet into DIR;
    each imports GTPushRuntime. Each builder's jsonData() returns the SDK's exact bytes. Code it
    cannot translate skips that builder with a warning (the others are written, exit 0);
    `// gtpush: no-swift` before a function leaves it out.
      --output DIR       where to write (created if missing)
      --combined FILE    everything in one file instead, whose name is known before the run
                         (what the SwiftPM build plugin uses)
      --root DIR         name sources in headers relative to DIR (default: the project root; the
                         build plugin passes the package): the same output on every machine
      --access LEVEL     public (default), package or internal builders (--access-level too)
      --set NAME=LIT     a default for $variable or CONSTANT in the builders' initialisers (repeatable)
    \(ProjectSettings.help)
    """

    static func run(_ arguments: [String], _ output: Output) -> ExitCode {
        let options: ArgumentList
        let bindings: Bindings
        let project: ProjectSettings
        do {
            options = try ArgumentList(arguments, valued: ProjectSettings.valued.union(["--output", "--combined", "--set", "--root", "--access", "--access-level"]),
                                       flags: ["--help"])
            bindings = try Bindings.parse(options.all("--set"))
            project = try ProjectSettings(options)
        } catch {
            output.error("swift", error.message)
            return .usage
        }
        if options.flag("--help") { output.print(CommandHelp.text("swift", english: help, output.language)); return .success }
        // `--access-level`, the first spelling, is still read.
        let accessFlag = options.value("--access") != nil ? "--access" : "--access-level"
        let accessValue = options.value(accessFlag) ?? "public"
        guard let accessLevel = SwiftBuilderGenerator.AccessLevel(rawValue: accessValue) else {
            output.error("swift", Message("cli.accessTakes", ["flag": .verbatim(accessFlag), "value": .verbatim(accessValue)]))
            return .usage
        }
        let combined = options.value("--combined")
        // `--combined out.swift` is written in the current directory.
        guard let directory = options.value("--output") ?? combined.map({ path in
            let parent = PathText.deletingLastComponent(path)
            return parent.isEmpty ? "." : parent
        }) else {
            output.error("swift", Message("cli.outputRequired"))
            return .usage
        }
        let paths: [String]
        let program: LoadedProgram
        do {
            paths = try CommandInputs.paths(options, project, command: "swift", output)
            program = try CommandInputs.program(paths, options, project, command: "swift", output)
        } catch {
            return error.exit
        }
        for note in program.readingNotes {
            output.error(Diagnostic(file: note.file, offset: note.range.start, severity: .note, message: note.localized.text(output.language)).formatted)
        }

        // Without --root, sources are named from the project root (gtpush.json's folder, else the
        // repository's, else the inputs' common folder): a header never holds a machine's path.
        let root = URL(fileURLWithPath: options.value("--root") ?? project.includeRoots(for: paths).projectRoot).standardizedFileURL.path
        let result = SwiftBuilderGenerator.generate(units: program.units, bindings: bindings, accessLevel: accessLevel) { file in
            Self.relative(file.path, to: root)
        }
        for diagnostic in result.diagnostics { output.error(diagnostic.formatted) }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            output.error("swift", Message("cli.cannotCreate", ["path": .verbatim(directory), "reason": .verbatim(WriteFailure.reason(error))]))
            return .usage
        }
        var failed = !program.syntaxErrors.isEmpty
        var files = result.files
        if let combined {
            files = [(name: PathText.lastComponent(combined), contents: result.combined)]
        }
        for file in files {
            let path = PathText.appending(directory, file.name)
            do {
                // Written to a temporary file and renamed, so a reader never sees half a file.
                try Data(file.contents).write(to: URL(fileURLWithPath: path), options: .atomic)
                if combined == nil { output.error(Message("cli.wrote", ["path": .verbatim(path)]).text(output.language)) }
            } catch {
                output.error("swift", Message("cli.cannotWritePath", ["path": .verbatim(path), "reason": .verbatim(WriteFailure.reason(error))]))
                failed = true
            }
        }
        return failed ? .findings : .success
    }

    /// `path` relative to `root` (absolute): `src/push.php` inside it, `../shared/push.php` beside it.
    static func relative(_ path: String, to root: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path.split(separator: "/")
        let base = root.split(separator: "/")
        var common = 0
        while common < min(absolute.count - 1, base.count), absolute[common] == base[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + absolute[common...].map(String.init)).joined(separator: "/")
    }
}
