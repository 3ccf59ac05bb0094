import Emitters
import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// `gtpush preview FILE`: the JSON each payload becomes.
struct PreviewCommand {
    static let help = """
    USAGE: gtpush preview FILE... [--exact] [--function NAME] [--include-sdk] [--set NAME=LITERAL]... [--apns BUNDLE_ID]

    Prints the JSON of every payload the PHP builds.
      (default)          pretty-printed, UTF-8 unescaped, keys in the SDK's order;
                         an unknown value appears as "{{expression}}"
      --exact            one line per payload, byte for byte what the SDK sends; exits 1 naming
                         the unknowns if any, or with the SDK's own message where it would throw
      --include-sdk      analyse in-tree copies of GeTui's SDK as the project's code
      --function NAME    only payloads built by that function (its parameters bound with --set)
      --set NAME=LIT     bind $variable or CONSTANT to a PHP literal (repeatable)
      --apns BUNDLE_ID   a push file for the iOS Simulator (adds "Simulator Target Bundle")
    \(ProjectSettings.help)
    """

    static func run(_ arguments: [String], _ output: Output) -> ExitCode {
        let options: ArgumentList
        let bindings: Bindings
        let project: ProjectSettings
        do {
            options = try ArgumentList(arguments, valued: ProjectSettings.valued.union(["--function", "--set", "--apns"]), flags: ["--include-sdk", "--exact", "--help"])
            bindings = try Bindings.parse(options.all("--set"))
            project = try ProjectSettings(options)
        } catch {
            output.error("gtpush preview: \(error.description)")
            return .usage
        }
        if options.flag("--help") { output.print(help); return .success }
        let paths = project.inputs(options.positional)
        guard !paths.isEmpty else {
            output.error("gtpush preview: no input file (see gtpush preview --help)")
            return .usage
        }

        let program = LoadedProgram(paths: paths, exclude: project.exclude)
        for message in program.messages { output.error(message) }
        if program.unreadable > 0 && program.units.isEmpty { return .usage }

        var analyzer = Analyzer(units: program.units, bindings: bindings, autoload: program.autoload)
        analyzer.includeSDKCopies = options.flag("--include-sdk")
        let result = analyzer.analyze(function: options.value("--function"))
        if let name = result.missingFunctions.first {
            output.error("gtpush preview: no function named '\(name)' in the given files")
            return .usage
        }
        var failed = !program.syntaxErrors.isEmpty
        // What the interpreter had to assume or give up on explains the placeholders in the output.
        for note in result.notes {
            output.error(Diagnostic(file: note.file, offset: note.range.start, severity: .note, message: note.message).formatted)
        }
        if result.records.isEmpty {
            output.error("gtpush preview: no IGtAPNPayload is built in the given files")
        }
        for record in result.records where !record.isUnsent {
            let location = "\(OneLine.escaped(record.file.path)):\(record.location)"
            switch record.outcome {
            case .thrown(let failure):
                if case .phpError = failure.reason {
                    output.error("\(location): error: PHP stops before the push is sent: \(failure.message)")
                } else {
                    output.error("\(location): error: the SDK throws: \(failure.message)")
                }
                failed = true
            case .dropped(let reason):
                output.error("\(location): error: the SDK sends no APNs payload: \(reason)")
                failed = true
            case .sent(let json):
                if options.flag("--exact") {
                    guard let bytes = json.exactBytes else {
                        let names = json.unknowns.flatMap(\.sources).uniqued().joined(separator: ", ")
                        output.error("\(location): error: the payload depends on unknown values: \(names); bind them with --set")
                        failed = true
                        continue
                    }
                    output.write(bytes + [10])
                } else {
                    var map = json.map
                    if let bundle = options.value("--apns") {
                        map[.string(Array("Simulator Target Bundle".utf8))] = .string(bundle)
                    } else {
                        output.print("// \(location)\(describe(record))")
                    }
                    output.write(PreviewJSON.pretty(.array(map)) + [10])
                }
            }
        }
        return failed ? .findings : .success
    }

    /// ` in function NAME, when `$kind === "silent"` is false`
    private static func describe(_ record: PayloadRecord) -> String {
        var parts: [String] = []
        if let function = record.function { parts.append(" in \(function)()") }
        if !record.assumptions.isEmpty { parts.append(" when " + record.assumptions.joined(separator: " and ")) }
        return parts.joined(separator: ",")
    }
}
