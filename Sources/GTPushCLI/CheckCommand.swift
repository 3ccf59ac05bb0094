import Emitters
import PHPSyntax
import PushAnalysis
import PushRules
import Platform

/// `gtpush check PATH...`: every payload's kind and every rule hit, for people and for CI.
struct CheckCommand {
    static var help: String { helpText(.english) }

    /// The help, its `--format` lines from the reporters' list in `language`.
    static func helpText(_ language: Language) -> String {
        let width = Reporters.all.map { $0.identifier.count }.max() ?? 0
        let formats = Reporters.all.map { reporter in
            "      --format \(reporter.identifier.padded(to: width))  \(reporter.description.text(language))"
        }.joined(separator: "\n")
        guard language == .english else {
            return CommandHelp.text("check", english: "", language, ["identifiers": .verbatim(Reporters.identifiers), "formats": .verbatim(formats)])
        }
        return """
        USAGE: gtpush check PATH... [--format \(Reporters.identifiers)] [--intent silent|normal|mixed]
                                    [--disable GTnnn]... [--sounds DIR] [--set NAME=LITERAL]...
                                    [--function NAME] [--include-vendor] [--include-sdk] [--fail-on error|warning|note] [--quiet]

        Decides the kind of every payload (silent, normal, mixed, audible-background, badge-only,
        sound-only, rejected) on the bytes the SDK would send, and reports every rule GT001–GT502.
        \(formats)
          --intent KIND      what every payload is meant to be, unless a `gtpush:` comment or a silent name says otherwise
          --disable GTnnn    switch a rule off for this run (repeatable); `gtpush: disable GTnnn` in a
                             comment above a payload switches it off there
          --sounds DIR       the app's sound files, to check sound names (GT502)
          --set NAME=LIT     bind $variable or CONSTANT to a PHP literal (repeatable)
          --function NAME    only payloads built by that function
          --include-vendor   also walk vendor/ directories (hidden folders are always skipped)
          --include-sdk      analyse in-tree copies of GeTui's SDK as the project's code (GT004 skips them)
          --fail-on LEVEL    exit 1 on findings of LEVEL or worse: error (default), warning or note
          --quiet            errors only: no warnings, notes or summary line
        \(CheckBaseline.help)
        \(ProjectSettings.help)
        `// gtpush-ignore GTnnn[,GTmmm]` at the end of a line or alone on the line above silences those
        rules there; `// gtpush-ignore-file GTnnn` silences them in the file. `gtpush rules` lists the rules.
        Exit 0: no findings at the --fail-on level; 1: findings at that level; 2: bad usage or unreadable input.
        """
    }

    static func run(_ arguments: [String], _ output: Output) -> ExitCode {
        let options: ArgumentList
        var ruleOptions: RuleOptions
        let project: ProjectSettings
        let baseline: CheckBaseline.Plan
        do {
            options = try ArgumentList(arguments, valued: RuleOptions.valued.union(["--format", "--function", "--fail-on"]).union(ProjectSettings.valued).union(CheckBaseline.valued),
                                       flags: ["--help", "--include-vendor", "--include-sdk", "--quiet"])
            ruleOptions = try RuleOptions(options)
            project = try ProjectSettings(options)
            try ruleOptions.apply(project, flags: options)
            baseline = try CheckBaseline.plan(options, project)
        } catch {
            output.error("check", error.message)
            return .usage
        }
        if options.flag("--help") { output.print(helpText(output.language)); return .success }
        let format = options.value("--format") ?? TextReporter.identifier
        guard let reporter = Reporters.reporter(identifier: format) else {
            output.error("check", Message("cli.formatTakes", ["formats": .verbatim(Reporters.all.map { $0.identifier }.joined(separator: ", ")), "value": .verbatim(format)]))
            return .usage
        }
        let failOn = options.value("--fail-on") ?? "error"
        guard let failLevel = Diagnostic.Severity(rawValue: failOn) else {
            output.error("check", Message("cli.failOnTakes", ["value": .verbatim(failOn)]))
            return .usage
        }
        let paths: [String]
        do {
            paths = try CommandInputs.paths(options, project, command: "check", noun: .path, output)
        } catch {
            return error.exit
        }

        let quiet = options.flag("--quiet")
        let program = LoadedProgram(paths: paths, includeRoots: project.includeRoots(for: paths), includeVendor: options.flag("--include-vendor"), exclude: project.exclude, skipIrrelevant: true, progress: quiet ? nil : output)
        switch NoInput.verdict(program.inputs, named: !options.positional.isEmpty, config: project.config) {
        case nil:
            break
        case .nothing(let message):
            output.error("check", message)
            return .usage
        case .excludedByConfig(let note):
            output.error("check", note)
            // A report for the tools that read one (SARIF, JSON, …); text says the note alone.
            if format != TextReporter.identifier {
                let run = CheckRun(report: RuleEngine.check(Analyzer(units: [], bindings: ruleOptions.bindings).analyze(function: nil), options: ruleOptions.checkOptions),
                                   toolVersion: GTPush.version, arguments: ["check"] + arguments, exitCode: 0, language: output.language,
                                   colors: output.colors, rootDirectory: FileManager.default.currentDirectoryPath, showsSummary: !quiet)
                output.write(Array(reporter.report(run).utf8))
            }
            return .success
        }
        // Files that cannot be read go to standard error in every format, for the person reading the log.
        for problem in program.problemList where !quiet || !problem.isBinary {
            output.error(problem.formatted(output.language))
        }
        var analyzer = Analyzer(units: program.units, bindings: ruleOptions.bindings, autoload: program.autoload)
        analyzer.includeSDKCopies = options.flag("--include-sdk")
        analyzer.readingNotes = program.readingNotes
        let result = analyzer.analyze(function: options.value("--function"))
        defer { output.leaveToProcessEnd((program, analyzer, result)) }
        if let name = result.missingFunctions.first {
            output.error("check", Message("cli.noFunction", ["name": .verbatim(name)]))
            return .usage
        }
        var report = RuleEngine.check(result, options: ruleOptions.checkOptions, frontEnd: program.frontEndFindings)
        let frontEndErrors = report.frontEndFindings.contains { $0.severity == .error }
        switch baseline {
        case .none:
            break
        case .generate(let path):
            // Syntax errors and unreadable files cannot be accepted: they still fail the run.
            for finding in report.frontEndFindings where finding.rule == SyntaxErrorRule.id { output.error(finding.formatted(output.language)) }
            if program.unreadable > 0 { return .usage }
            let written = CheckBaseline.generate(report, to: path, current: project.current, output)
            return written == .success && frontEndErrors ? .findings : written
        case .hide(let path, let file):
            report = CheckBaseline.hide(file, path: path, in: report, read: program.paths, current: project.current, output)
        }
        // The exit code is decided on every finding: --quiet changes what is shown, not --fail-on.
        let exit: ExitCode = program.unreadable > 0 ? .usage
            : report.hasFindings(atLeast: failLevel) ? .findings : .success
        if quiet { report = report.keeping(atLeast: .error) }
        let run = CheckRun(report: report, toolVersion: GTPush.version, arguments: ["check"] + arguments,
                           exitCode: exit.rawValue, language: output.language, colors: output.colors,
                           rootDirectory: FileManager.default.currentDirectoryPath, showsSummary: !quiet)
        output.write(Array(reporter.report(run).utf8))
        return exit
    }
}
