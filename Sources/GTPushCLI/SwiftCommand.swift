import Emitters
import Foundation
import PushRules
import PHPSyntax
import PushAnalysis

/// `gtpush swift FILE... --output DIR`: Swift builders for every payload the PHP builds.
struct SwiftCommand {
    static let help = """
    USAGE: gtpush swift FILE... (--output DIR | --combined FILE) [--set NAME=LITERAL]...

    Writes one Swift builder per payload-building function and top-level snippet, and one support
    file (GTPushSupport.swift), into DIR. Each builder's jsonData() returns the SDK's exact bytes.
      --output DIR       where to write (created if missing)
      --combined FILE    everything in one file instead, whose name is known before the run
                         (what the SwiftPM build plugin uses)
      --set NAME=LIT     a default for $variable or CONSTANT in the builders' initialisers (repeatable)
    """

    static func run(_ arguments: [String], _ output: Output) -> ExitCode {
        let options: ArgumentList
        let bindings: Bindings
        do {
            options = try ArgumentList(arguments, valued: ["--output", "--combined", "--set"], flags: ["--help"])
            bindings = try Bindings.parse(options.all("--set"))
        } catch {
            output.error("gtpush swift: \(error.text(output.language))")
            return .usage
        }
        if options.flag("--help") { output.print(CommandHelp.text("swift", english: help, output.language)); return .success }
        let combined = options.value("--combined")
        guard let directory = options.value("--output") ?? combined.map({ ($0 as NSString).deletingLastPathComponent }) else {
            output.error("gtpush swift: " + Message("cli.outputRequired").text(output.language))
            return .usage
        }
        guard !options.positional.isEmpty else {
            output.error("gtpush swift: " + Message("cli.noInputFile", ["command": .verbatim("swift")]).text(output.language))
            return .usage
        }
        let program = LoadedProgram(paths: options.positional)
        for message in program.messages(output.language) { output.error(message) }
        if program.unreadable > 0 && program.units.isEmpty { return .usage }

        let result = SwiftBuilderGenerator.generate(units: program.units, bindings: bindings, sourceName: { $0.path })
        for diagnostic in result.diagnostics { output.error(diagnostic.formatted) }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            output.error("gtpush swift: " + Message("cli.cannotCreate", ["path": .verbatim(directory), "reason": .verbatim(error.localizedDescription)]).text(output.language))
            return .usage
        }
        var failed = !result.diagnostics.isEmpty || !program.syntaxErrors.isEmpty
        var files = result.files
        if let combined {
            files = [(name: (combined as NSString).lastPathComponent, contents: files.flatMap { $0.contents + [10] })]
        }
        for file in files {
            let path = (directory as NSString).appendingPathComponent(file.name)
            do {
                // Written to a temporary file and renamed, so a reader never sees half a file.
                try Data(file.contents).write(to: URL(fileURLWithPath: path), options: .atomic)
                if combined == nil { output.error(Message("cli.wrote", ["path": .verbatim(path)]).text(output.language)) }
            } catch {
                output.error("gtpush swift: " + Message("cli.cannotWritePath", ["path": .verbatim(path), "reason": .verbatim(error.localizedDescription)]).text(output.language))
                failed = true
            }
        }
        return failed ? .findings : .success
    }
}
