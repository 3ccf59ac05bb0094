import Emitters
import PHPSyntax
import PushAnalysis
import PushRules

/// `gtpush check PATH...`: every payload's kind and every rule hit, for people and for CI.
struct CheckCommand {
    static let help = """
    USAGE: gtpush check PATH... [--format text|json|sarif] [--intent silent|normal|mixed]
                                [--disable GTnnn]... [--sounds DIR] [--set NAME=LITERAL]...
                                [--function NAME] [--include-vendor] [--include-sdk] [--fail-on error|warning|note]

    Decides the kind of every payload (silent, normal, mixed, audible-background, badge-only,
    sound-only, rejected) on the bytes the SDK would send, and reports every rule GT101–GT502.
      --format text      path:line:column: severity: message [GTnnn], then a summary (default)
      --format json      one JSON document: {"payloads":[…]}
      --format sarif     SARIF 2.1.0, for code-scanning services
      --intent KIND      what every payload is meant to be, unless a `gtpush:` comment or a silent name says otherwise
      --disable GTnnn    switch a rule off for this run (repeatable); `gtpush: disable GTnnn` in a
                         comment above a payload switches it off there
      --sounds DIR       the app's sound files, to check sound names (GT502)
      --set NAME=LIT     bind $variable or CONSTANT to a PHP literal (repeatable)
      --function NAME    only payloads built by that function
      --include-vendor   also walk vendor/ directories (hidden folders are always skipped)
      --include-sdk      analyse in-tree copies of GeTui's SDK as the project's code (GT004 skips them)
      --fail-on LEVEL    exit 1 on findings of LEVEL or worse: error (default), warning or note
    \(CheckBaseline.help)
    \(ProjectSettings.help)
    `// gtpush-ignore GTnnn[,GTmmm]` at the end of a line or alone on the line above silences those
    rules there; `// gtpush-ignore-file GTnnn` silences them in the file.
    Exit 0: no findings at the --fail-on level; 1: findings at that level; 2: bad usage or unreadable input.
    """

    static func run(_ arguments: [String], _ output: Output) -> ExitCode {
        let options: ArgumentList
        var ruleOptions: RuleOptions
        let project: ProjectSettings
        let baseline: CheckBaseline.Plan
        do {
            options = try ArgumentList(arguments, valued: RuleOptions.valued.union(["--format", "--function", "--fail-on"]).union(ProjectSettings.valued).union(CheckBaseline.valued), flags: ["--include-sdk", "--help", "--include-vendor"])
            ruleOptions = try RuleOptions(options)
            project = try ProjectSettings(options)
            try ruleOptions.apply(project, flags: options)
            baseline = try CheckBaseline.plan(options, project)
        } catch {
            output.error("gtpush check: \(error.description)")
            return .usage
        }
        if options.flag("--help") { output.print(help); return .success }
        let format = options.value("--format") ?? "text"
        guard ["text", "json", "sarif"].contains(format) else {
            output.error("gtpush check: --format takes text, json or sarif, not '\(format)'")
            return .usage
        }
        let failOn = options.value("--fail-on") ?? "error"
        guard let failLevel = Diagnostic.Severity(rawValue: failOn) else {
            output.error("gtpush check: --fail-on takes error, warning or note, not '\(failOn)'")
            return .usage
        }
        let paths = project.inputs(options.positional)
        guard !paths.isEmpty else {
            output.error("gtpush check: no input path (see gtpush check --help)")
            return .usage
        }

        let program = LoadedProgram(paths: paths, includeVendor: options.flag("--include-vendor"), exclude: project.exclude, skipIrrelevant: true, progress: output)
        for problem in program.problems { output.error(problem) }
        var analyzer = Analyzer(units: program.units, bindings: ruleOptions.bindings, autoload: program.autoload)
        analyzer.includeSDKCopies = options.flag("--include-sdk")
        let result = analyzer.analyze(function: options.value("--function"))
        if let name = result.missingFunctions.first {
            output.error("gtpush check: no function named '\(name)' in the given files")
            return .usage
        }
        var report = RuleEngine.check(result, options: ruleOptions.checkOptions)
        switch baseline {
        case .none:
            break
        case .generate(let path):
            // Syntax errors and unreadable files cannot be accepted: they still fail the run.
            for diagnostic in program.syntaxErrors { output.error(diagnostic.formatted) }
            if program.unreadable > 0 { return .usage }
            let written = CheckBaseline.generate(report, to: path, current: project.current, output)
            return written == .success && !program.syntaxErrors.isEmpty ? .findings : written
        case .hide(let path, let file):
            report = CheckBaseline.hide(file, path: path, in: report, read: program.paths, current: project.current, output)
        }

        switch format {
        case "json":
            output.print(CheckFormatter.json(report))
            for diagnostic in program.syntaxErrors { output.error(diagnostic.formatted) }
        case "sarif":
            output.print(CheckFormatter.sarif(report, toolVersion: GTPush.version))
            for diagnostic in program.syntaxErrors { output.error(diagnostic.formatted) }
        default:
            for diagnostic in program.syntaxErrors { output.print(diagnostic.formatted) }
            output.write(Array(CheckFormatter.text(report).utf8))
        }
        if program.unreadable > 0 { return .usage }
        return report.hasFindings(atLeast: failLevel) || !program.syntaxErrors.isEmpty ? .findings : .success
    }
}
