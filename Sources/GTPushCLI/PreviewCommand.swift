import Emitters
import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis
import PushRules

/// `gtpush preview FILE`: the JSON each payload becomes.
struct PreviewCommand {
    static let help = """
    USAGE: gtpush preview FILE... [--exact] [--function NAME] [--include-sdk] [--set NAME=LITERAL]... [--apns BUNDLE_ID [--apns-dir DIR]]

    Prints the JSON of every payload the PHP builds.
      (default)          pretty-printed, UTF-8 unescaped, keys in the SDK's order;
                         an unknown value appears as "{{expression}}"
      --exact            one line per payload, byte for byte what the SDK sends; exits 1 naming
                         the unknowns if any, or with the SDK's own message where it would throw
      --include-sdk      analyse in-tree copies of GeTui's SDK as the project's code
      --function NAME    only payloads built by that function (its parameters bound with --set)
      --set NAME=LIT     bind $variable or CONSTANT to a PHP literal (repeatable)
      --apns BUNDLE_ID   a push file for the iOS Simulator (adds "Simulator Target Bundle"); one
                         payload only, and no unknown values (bind them with --set)
      --apns-dir DIR     with --apns: one FILE-LINE.apns per payload in DIR
    \(ProjectSettings.help)
    """

    static func run(_ arguments: [String], _ output: Output) -> ExitCode {
        let options: ArgumentList
        let bindings: Bindings
        let project: ProjectSettings
        do {
            options = try ArgumentList(arguments, valued: ProjectSettings.valued.union(["--function", "--set", "--apns", "--apns-dir"]), flags: ["--include-sdk", "--exact", "--help"])
            bindings = try Bindings.parse(options.all("--set"))
            project = try ProjectSettings(options)
        } catch {
            output.error("preview", error.message)
            return .usage
        }
        if options.flag("--help") { output.print(CommandHelp.text("preview", english: help, output.language)); return .success }
        if options.value("--apns-dir") != nil && options.value("--apns") == nil {
            output.error("preview", Message("cli.apnsDirNeedsApns"))
            return .usage
        }
        let program: LoadedProgram
        do {
            let paths = try CommandInputs.paths(options, project, command: "preview", output)
            program = try CommandInputs.program(paths, options, project, command: "preview", output)
        } catch {
            return error.exit
        }

        var analyzer = Analyzer(units: program.units, bindings: bindings, autoload: program.autoload)
        analyzer.includeSDKCopies = options.flag("--include-sdk")
        analyzer.readingNotes = program.readingNotes
        analyzer.parameterDefaults = options.flag("--exact")
        let result = analyzer.analyze(function: options.value("--function"))
        defer { output.leaveToProcessEnd((program, analyzer, result)) }
        if let name = result.missingFunctions.first {
            output.error("preview", Message("cli.noFunction", ["name": .verbatim(name)]))
            return .usage
        }
        var failed = !program.syntaxErrors.isEmpty
        // What the interpreter had to assume or give up on explains the placeholders in the output.
        for note in result.notes {
            output.error(Diagnostic(file: note.file, offset: note.range.start, severity: .note, message: note.localized.text(output.language)).formatted)
        }
        if result.records.isEmpty, !result.stopsBeforePayload.isEmpty {
            // The code would build a push, but PHP stops first: that error is what it gives.
            for stop in result.stopsBeforePayload {
                guard case .runtimeError(let message) = stop.kind else { continue }
                let location = "\(OneLine.escaped(stop.file.path)):\(stop.file.location(of: stop.range.start))"
                output.error("\(location): error: " + Message("cli.preview.phpStops", ["message": .verbatim(message)]).text(output.language))
            }
            failed = true
        } else if result.records.isEmpty {
            output.error("preview", Message("cli.noPayload"))
        }
        if let bundle = options.value("--apns") {
            let files = SimulatorPushFiles(bundle: bundle, directory: options.value("--apns-dir"), exact: options.flag("--exact"))
            let code = files.write(result.records, output)
            return code == .success && failed ? .findings : code
        }
        for record in result.records where !record.isUnsent && record.v2?.printsBody != false {
            let location = "\(OneLine.escaped(record.file.path)):\(record.location)"
            switch record.outcome {
            case .thrown(let failure):
                if case .phpError = failure.reason {
                    output.error("\(location): error: " + Message("cli.preview.phpStops", ["message": .verbatim(failure.message)]).text(output.language))
                } else {
                    output.error("\(location): error: " + Message("cli.preview.sdkThrows", ["message": .verbatim(failure.message)]).text(output.language))
                }
                failed = true
            case .dropped(let reason):
                let key = record.api == .v1 ? "cli.preview.dropped" : "cli.preview.noBody"
                output.error("\(location): error: " + Message(key, ["reason": .message(Message.dropReason(reason))]).text(output.language))
                failed = true
            case .sent(let json):
                if options.flag("--exact") {
                    guard let bytes = json.exactBytes else {
                        let names = json.unknowns.flatMap(\.sources).uniqued().joined(separator: ", ")
                        output.error("\(location): error: " + Message("cli.preview.unknowns", ["names": .verbatim(names)]).text(output.language))
                        failed = true
                        continue
                    }
                    output.write(bytes + [10])
                } else {
                    output.print("// \(location)\(describe(record).text(output.language))")
                    output.write(PreviewJSON.pretty(.array(json.map)) + [10])
                    // GeTui's server builds the APNs JSON from each request's iOS channel.
                    for part in iosParts(record, json) {
                        output.print("// " + Message("cli.preview.iosPart", ["path": .verbatim(part.path.joined(separator: "."))]).text(output.language))
                        output.write(PreviewJSON.pretty(part.value) + [10])
                    }
                }
            }
        }
        return failed ? .findings : .success
    }

    /// The iOS channel of each request in a v2 body that is not the body itself.
    private static func iosParts(_ record: PayloadRecord, _ json: PayloadJSON) -> [(path: [String], value: PHPValue)] {
        guard let push = record.v2, push.rootClass != .ios else { return [] }
        let parts = push.requestPath.isEmpty ? [push] : Analyzer.bodyParts(json.map).map { part in
            var copy = push
            copy.iosPath = part.ios
            return copy
        }
        return parts.compactMap { part in
            guard let path = part.iosPath, !path.isEmpty, let value = V2Push.value(at: path, in: json.map) else { return nil }
            return (path, value)
        }
    }

    /// ` in function NAME, when `$kind === "silent"` is false`
    private static func describe(_ record: PayloadRecord) -> Message {
        // The assumptions are conditions written as code (`$kind === "silent"` is false).
        let when = record.assumptions.isEmpty ? Message("empty") : Message("cli.preview.when", ["assumptions": .verbatim(record.assumptions.joined(separator: " and "))])
        guard let function = record.function else { return when }
        return Message(record.assumptions.isEmpty ? "cli.preview.in" : "cli.preview.inWhen", ["function": .verbatim(function), "when": .message(when)])
    }
}
