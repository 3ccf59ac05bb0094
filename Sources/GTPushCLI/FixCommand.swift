import PushRules
import Emitters
import PHPSyntax

/// `gtpush fix PATH...`: applies the rules' safe fixes as small byte edits and writes each file
/// atomically, or with `--dry-run` prints them as a unified diff.
///
/// Exit codes: 0 when nothing is left to fix; 1 when something could not be fixed (an error with
/// no safe fix, a refused or unwritable fix, a read-only or binary file, a syntax error) or, with
/// `--dry-run`, when it would change something;
/// 2 for bad usage or an input that cannot be read (missing, unreadable) — as `check` does.
struct FixCommand {
    static let help = """
    USAGE: gtpush fix PATH... [--dry-run] [--intent silent|normal|mixed] [--silent-badge N]
                              [--set NAME=LITERAL]... [--function NAME] [--include-vendor]

    Repairs silent-push configurations in place with the rules' safe fixes (GT101, GT102, GT103,
    GT201, GT202, GT402, GT601, GT602): each fix rewrites one right-hand side or inserts one
    statement, and every other byte of the file stays as it was (comments, indentation, CRLF, BOM,
    encoding, mode). Only a plain assignment statement's right-hand side is replaced; a reference
    (`= &`) or an assignment inside a larger expression is reported and left alone. v2 code is
    fixed in its own form: a setter's argument or an array item's value rewritten, a `setAlert`
    call statement or an `alert` item removed (with its line, or its comma), a
    `setContentAvailable(1)` statement or a `"content-available" => 1` item added, a misspelt key
    renamed; a call whose result is used, or an item a comment is stuck to, is reported instead.
    A file that does not parse is never changed, and a fix is written only if the fixed code
    parses and re-checks clean of the errors it targeted. A file with other names (hard links) is
    written in place, its old content kept in NAME.gtpush-backup until the new content is on disk;
    a fix that finds such a file says so and leaves both alone (exit 1): keep the right content in
    the file, then delete NAME.gtpush-backup.
      --dry-run          print a unified diff (git apply accepts it) and write nothing
      --intent KIND      what every payload is meant to be, unless a `gtpush:` comment or a silent name says otherwise
      --silent-badge N   the badge added where a silent payload would make the SDK throw (default 1)
      --set NAME=LIT     bind $variable or CONSTANT to a PHP literal (repeatable)
      --function NAME    only payloads built by that function
      --disable ID, --sounds DIR   as for check: a switched-off rule is not fixed either
      --include-vendor   also walk vendor/ directories
    \(ProjectSettings.help)
    `-` reads standard input and writes the fixed code to standard output.
    A payload is changed only when its intent is declared (`// gtpush: silent`), named (a function
    or variable with `silent`, `silence`, `quiet` or `jingmo` in its name), given with --intent, or
    attempted on every path; an alert with text is removed only when silence is declared, named or
    given. Every payload left alone on purpose gets a `left alone:` line saying why.
    Exit 0 when nothing is left to fix, 1 when something could not be fixed, 2 bad usage or unreadable input;
    with --dry-run, 1 also when it would change something.
    """

    static func run(_ arguments: [String], _ output: Output) -> ExitCode {
        let options: ArgumentList
        var ruleOptions: RuleOptions
        let project: ProjectSettings
        do throws(ArgumentList.UsageError) {
            options = try ArgumentList(arguments, valued: RuleOptions.valued.union(["--function"]).union(ProjectSettings.valued),
                                       flags: ["--dry-run", "--include-vendor", "--help"])
            ruleOptions = try RuleOptions(options)
            project = try ProjectSettings(options)
            try ruleOptions.apply(project, flags: options)
        } catch {
            output.error("fix", error.message)
            return .usage
        }
        if options.flag("--help") { output.print(CommandHelp.text("fix", english: help, output.language)); return .success }
        let inputs: InputFiles
        do {
            inputs = try CommandInputs.files(options, project, command: "fix", output)
        } catch {
            return error.exit
        }

        var status = ExitCode.success
        func raise(_ code: ExitCode) { if code.rawValue > status.rawValue { status = code } }
        if !inputs.problems.isEmpty { raise(.usage) }
        // One file named twice (`a.php ./a.php`, a link) is fixed once.
        var seen: Set<FileIdentity> = []
        let paths = inputs.paths.filter { path in path == "-" || FileIdentity.of(path).map { seen.insert($0).inserted } ?? true }
            .map(ProjectPath.withoutDotParts)
        var files: [(path: String, bytes: [UInt8])] = []
        for path in paths {
            if path != "-", let recovery = AtomicWriter.existingRecoveryFile(for: path) {
                output.error("\(OneLine.escaped(path)): error: " + Self.recoveryFileMessage(recovery).text(output.language))
                raise(.findings)
                continue
            }
            // Each file is open and locked only while it is read, and again while it is written
            // (`FixWrites`), so a tree of any size needs a few descriptors, and a run writing
            // the file now finishes before it is read.
            let lock = path == "-" ? nil : FileLock.acquire(path)
            let read = InputFiles.readText(path, refusal: Message("cli.file.notChanged"))
            withExtendedLifetime(lock) {}
            switch read {
            case .failure(let problem):
                output.error(problem.formatted(output.language))
                // A file that is there but not text (or a directory) is something fix could not
                // fix; one that cannot be read at all is bad input.
                raise(problem.location != nil || problem.message.hasPrefix("is a directory") ? .findings : .usage)
            case .success(let file):
                files.append((path, file.bytes))
            }
        }

        let fixer = FileFixer(bindings: ruleOptions.bindings, function: options.value("--function"), options: ruleOptions.checkOptions)
        let dryRun = options.flag("--dry-run")
        var writer = FixWrites(fixer: fixer, files: files)
        for (index, planned) in fixer.fix(files).enumerated() {
            guard !dryRun, planned.path != "-", planned.changed else {
                raise(report(planned, failure: nil, dryRun: dryRun, output: output))
                continue
            }
            for removed in writer.removeStaleTemporaryFiles(beside: planned.path) {
                output.error(Message("cli.removedStaleTemporary", ["path": .verbatim(OneLine.escaped(removed))]).text(output.language))
            }
            let (file, failure) = writer.write(planned, at: index)
            raise(report(file, failure: failure, dryRun: dryRun, output: output))
        }
        return status
    }

    /// Prints one file's fixes (or how writing them failed) and says what happened; returns the
    /// file's exit code.
    private static func report(_ file: FileFix, failure: AtomicWriter.Failure?, dryRun: Bool, output: Output) -> ExitCode {
        var status = ExitCode.success
        if let refusal = file.refusalMessage {
            output.error("\(OneLine.escaped(file.path)): error: \(refusal.text(output.language))")
            status = .findings
        }
        if file.changed {
            if file.path == "-" {
                if dryRun { output.write(UnifiedDiff.make(path: "stdin", old: file.original, new: file.fixed)) } else { output.write(file.fixed) }
            } else if dryRun {
                output.write(UnifiedDiff.make(path: file.path, old: file.original, new: file.fixed))
            } else if let failure {
                output.error("\(OneLine.escaped(file.path)): error: " + Self.writeFailure(failure).text(output.language))
                for finding in file.remaining { output.error(finding.formatted(output.language)) }
                return .findings
            }
            let rules = file.applied.map(\.rule).uniqued().sorted().joined(separator: ", ")
            let count = file.applied.count
            let key = "cli.fix.\(dryRun || file.path == "-" ? "wouldFix" : "fixed").\(count == 1 ? "one" : "other")"
            output.error("\(OneLine.escaped(file.path)): " + Message(key, ["count": .number(count), "rules": .verbatim(rules)]).text(output.language))
            for finding in file.applied {
                let location = finding.location
                output.error("\(OneLine.escaped(file.path)):\(location.line):\(location.column): note: \(finding.fix?.summary(output.language) ?? finding.text(output.language)) [\(finding.rule)]")
            }
        } else if file.path == "-" && !dryRun {
            output.write(file.original)
        }
        for (finding, reason) in file.declined {
            let location = finding.location
            output.error("\(OneLine.escaped(file.path)):\(location.line):\(location.column): note: " + Message("cli.fix.notFixed", ["reason": .message(reason)]).text(output.language) + " [\(finding.rule)]")
        }
        for line in file.leftAlone { output.error(line.text(output.language)) }
        for diagnostic in file.syntaxErrors { output.error(diagnostic.formatted) }
        for finding in file.remaining { output.error(finding.formatted(output.language)) }
        if !file.remaining.isEmpty || !file.syntaxErrors.isEmpty { status = .findings }
        // A dry run is a CI gate: a diff it would apply fails it as a left error does.
        if dryRun && file.changed { status = .findings }
        return status
    }

    /// Why the fixed file was not written, in the catalogue's words.
    static func writeFailure(_ failure: AtomicWriter.Failure) -> Message {
        switch failure {
        case .readOnly: Message("cli.write.readOnly")
        case .changedSinceRead: Message("cli.write.changedSinceRead")
        case .cannotWrite(let reason): Message("cli.write.cannotWrite", ["reason": .verbatim(reason)])
        case .recoveryFileExists(let recovery): recoveryFileMessage(recovery)
        case .cannotMakeRecoveryFile(let recovery, let reason):
            Message("cli.write.cannotMakeRecovery", ["recovery": .verbatim(OneLine.escaped(recovery)), "reason": .verbatim(reason)])
        case .halfWritten(let reason, let recovery):
            Message("cli.write.halfWritten", ["reason": .verbatim(reason), "recovery": .verbatim(OneLine.escaped(recovery))])
        }
    }

    /// What a recovery file left by an interrupted write means, and what to do with it.
    static func recoveryFileMessage(_ recovery: String) -> Message {
        Message("cli.fix.recoveryFile", ["recovery": .verbatim(OneLine.escaped(recovery))])
    }
}
