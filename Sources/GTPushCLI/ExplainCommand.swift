import Emitters
import Platform
import PushAnalysis
import PushRules

/// `gtpush explain FILE`: what the phone does with each payload, and why.
struct ExplainCommand {
    static let help = """
    USAGE: gtpush explain FILE... [--intent silent|normal|mixed] [--set NAME=LITERAL]... [--function NAME] [--include-sdk]
           gtpush explain GTnnn

    For every payload: its kind, the facts that decide it, and what the phone does with it in the
    foreground, in the background and when the app is not running (banner, sound, which app
    callback runs, when the transmission content arrives). With a rule id instead of a file, the
    rule's documentation (as `gtpush rules GTnnn`).

      --include-sdk      analyse in-tree copies of GeTui's SDK as the project's code
    \(ProjectSettings.help)
    """

    static func run(_ arguments: [String], _ output: Output) -> ExitCode {
        let options: ArgumentList
        var ruleOptions: RuleOptions
        let project: ProjectSettings
        do {
            options = try ArgumentList(arguments, valued: RuleOptions.valued.union(["--function"]).union(ProjectSettings.valued), flags: ["--include-sdk", "--help"])
            ruleOptions = try RuleOptions(options)
            project = try ProjectSettings(options)
            try ruleOptions.apply(project, flags: options)
        } catch {
            output.error("explain", error.message)
            return .usage
        }
        if options.flag("--help") { output.print(CommandHelp.text("explain", english: help, output.language)); return .success }
        if options.positional.count == 1, let id = options.positional.first, RuleIDs.looksLikeRuleID(id), !FileManager.default.fileExists(atPath: id) {
            return RulesCommand.document(id, output, command: "explain")
        }
        let program: LoadedProgram
        do {
            let paths = try CommandInputs.paths(options, project, command: "explain", output)
            program = try CommandInputs.program(paths, options, project, command: "explain", output)
        } catch {
            return error.exit
        }
        var analyzer = Analyzer(units: program.units, bindings: ruleOptions.bindings, autoload: program.autoload)
        analyzer.includeSDKCopies = options.flag("--include-sdk")
        analyzer.readingNotes = program.readingNotes
        let result = analyzer.analyze(function: options.value("--function"))
        if let name = result.missingFunctions.first {
            output.error("explain", Message("cli.noFunction", ["name": .verbatim(name)]))
            return .usage
        }
        let report = RuleEngine.check(result, options: ruleOptions.checkOptions)
        if report.payloads.isEmpty {
            output.error("explain", Message("cli.noPayload"))
        }
        output.write(Array(ExplainFormatter.text(report, language: output.language).utf8))
        return .success
    }
}
