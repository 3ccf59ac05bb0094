import Emitters
import PushAnalysis
import PushRules

/// `gtpush explain FILE`: what the phone does with each payload, and why.
struct ExplainCommand {
    static let help = """
    USAGE: gtpush explain FILE... [--intent silent|normal|mixed] [--set NAME=LITERAL]... [--function NAME] [--include-sdk]

    For every payload: its kind, the facts that decide it, and what the phone does with it in the
    foreground, in the background and when the app is not running (banner, sound, which app
    callback runs, when the transmission content arrives).
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
            output.error("gtpush explain: \(error.description)")
            return .usage
        }
        if options.flag("--help") { output.print(help); return .success }
        let paths = project.inputs(options.positional)
        guard !paths.isEmpty else {
            output.error("gtpush explain: no input file (see gtpush explain --help)")
            return .usage
        }
        let program = LoadedProgram(paths: paths, exclude: project.exclude)
        for message in program.messages { output.error(message) }
        if program.unreadable > 0 && program.units.isEmpty { return .usage }
        var analyzer = Analyzer(units: program.units, bindings: ruleOptions.bindings, autoload: program.autoload)
        analyzer.includeSDKCopies = options.flag("--include-sdk")
        let result = analyzer.analyze(function: options.value("--function"))
        if let name = result.missingFunctions.first {
            output.error("gtpush explain: no function named '\(name)' in the given files")
            return .usage
        }
        let report = RuleEngine.check(result, options: ruleOptions.checkOptions)
        if report.payloads.isEmpty {
            output.error("gtpush explain: no IGtAPNPayload is built in the given files")
        }
        output.write(Array(ExplainFormatter.text(report).utf8))
        return .success
    }
}
