import Emitters
import Foundation
import PHPSyntax
import PushAnalysis

/// `gtpush swift FILE... --output DIR`: Swift builders for every payload the PHP builds.
struct SwiftCommand {
    static let help = """
    USAGE: gtpush swift FILE... --output DIR [--set NAME=LITERAL]...

    Writes one Swift builder per payload-building function and top-level snippet, and one support
    file (GTPushSupport.swift), into DIR. Each builder's jsonData() returns the SDK's exact bytes.
      --output DIR       where to write (created if missing)
      --set NAME=LIT     a default for $variable or CONSTANT in the builders' initialisers (repeatable)
    """

    static func run(_ arguments: [String], _ output: Output) -> ExitCode {
        let options: ArgumentList
        let bindings: Bindings
        do {
            options = try ArgumentList(arguments, valued: ["--output", "--set"], flags: ["--help"])
            bindings = try Bindings.parse(options.all("--set"))
        } catch {
            output.error("gtpush swift: \(error.description)")
            return .usage
        }
        if options.flag("--help") { output.print(help); return .success }
        guard let directory = options.value("--output") else {
            output.error("gtpush swift: --output DIR is required (see gtpush swift --help)")
            return .usage
        }
        guard !options.positional.isEmpty else {
            output.error("gtpush swift: no input file (see gtpush swift --help)")
            return .usage
        }
        let program = LoadedProgram(paths: options.positional)
        for message in program.messages { output.error(message) }
        if program.unreadable > 0 && program.units.isEmpty { return .usage }

        let result = SwiftBuilderGenerator.generate(units: program.units, bindings: bindings, sourceName: { $0.path })
        for diagnostic in result.diagnostics { output.error(diagnostic.formatted) }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            output.error("gtpush swift: cannot create \(directory): \(error.localizedDescription)")
            return .usage
        }
        var failed = !result.diagnostics.isEmpty || !program.syntaxErrors.isEmpty
        for file in result.files {
            let path = (directory as NSString).appendingPathComponent(file.name)
            do {
                // Written to a temporary file and renamed, so a reader never sees half a file.
                try Data(file.contents).write(to: URL(fileURLWithPath: path), options: .atomic)
                output.error("wrote \(path)")
            } catch {
                output.error("gtpush swift: cannot write \(path): \(error.localizedDescription)")
                failed = true
            }
        }
        return failed ? .findings : .success
    }
}
