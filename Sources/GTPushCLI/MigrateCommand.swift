import Emitters
import PHPSyntax
import Platform
import PushAnalysis
import PushRules

/// `gtpush migrate PATH...`: rewrites v1 push code as v2 in place, and proves per payload that
/// the phone receives the same (SDK-v2.md §10), or says what changes.
///
/// Exit codes: 0 when every payload was migrated with proof `same` or accepted changes (or
/// there was none); 1 when a payload was left unmigrated or, with `--dry-run`, something would
/// change; 2 for bad usage or an input that cannot be read.
struct MigrateCommand {
    static let help = """
    USAGE: gtpush migrate PATH... [--dry-run] [--to sdk|rest] [--accept CHANGE[,CHANGE]]
                                  [--set NAME=LITERAL]... [--include-vendor]

    Rewrites each v1 payload (IGtAPNPayload, its alert and template, the target and the send
    call) as v2 code: the v2 SDK's classes (--to sdk, the default) or a raw REST array (--to rest),
    in place, every other byte of the file as it was. Each payload is proved: gtpush previews the
    v1 payload and the migrated request and compares the aps the phone gets. A payload whose proof
    shows a change you did not accept is left as it was.
      --dry-run          print a unified diff and write nothing
      --to sdk|rest      what to write (default sdk)
      --accept CHANGES   changes to write anyway, comma-separated:
                           payload-keys  v1 custom keys move into ios.payload (the app reads userInfo["payload"])
                           sound         v1's silence string written as no sound
                           badge         a v1 badge that autoBadge overrides is not carried
                           lost          fields v2 cannot send kept as `// gtpush: lost` comments
                           all           every one of them
      --set NAME=LIT     bind $variable or CONSTANT to a PHP literal for the proof (repeatable)
      --include-vendor   also walk vendor/ directories
    \(ProjectSettings.help)
    request_id is written as bin2hex(random_bytes(16)): a new string of 32 characters for each push.
    Exit 0 when every payload was migrated, 1 when one was left (or, with --dry-run, when
    something would change), 2 bad usage or unreadable input.
    """

    static func run(_ arguments: [String], _ output: Output) -> ExitCode {
        let options: ArgumentList
        let bindings: Bindings
        let project: ProjectSettings
        let accepted: Set<String>
        do throws(ArgumentList.UsageError) {
            options = try ArgumentList(arguments, valued: ProjectSettings.valued.union(["--to", "--accept", "--set"]), flags: ["--dry-run", "--include-vendor", "--help"])
            bindings = try Bindings.parse(options.all("--set"))
            project = try ProjectSettings(options)
            accepted = try acceptedChanges(options.all("--accept"))
            if let target = options.value("--to"), !["sdk", "rest"].contains(target) {
                throw ArgumentList.UsageError(message: Message("cli.migrate.to", ["value": .verbatim(target)]))
            }
        } catch {
            output.error("migrate", error.message)
            return .usage
        }
        if options.flag("--help") { output.print(CommandHelp.text("migrate", english: help, output.language)); return .success }
        let inputs: InputFiles
        do {
            inputs = try CommandInputs.files(options, project, command: "migrate", output)
        } catch {
            return error.exit
        }

        var status = ExitCode.success
        func raise(_ code: ExitCode) { if code.rawValue > status.rawValue { status = code } }
        if !inputs.problems.isEmpty { raise(.usage) }
        var files: [(path: String, bytes: [UInt8])] = []
        for path in inputs.paths.map(ProjectPath.withoutDotParts) where path != "-" {
            switch InputFiles.readText(path, refusal: Message("cli.file.notChanged")) {
            case .failure(let problem):
                output.error(problem.formatted(output.language))
                raise(problem.location != nil ? .findings : .usage)
            case .success(let file):
                files.append((path, file.bytes))
            }
        }
        let migrator = FileMigrator(bindings: bindings, target: options.value("--to") ?? "sdk", accepted: accepted)
        let dryRun = options.flag("--dry-run")
        var counts = (migrated: 0, left: 0)
        let migrations = migrator.migrate(files)
        for file in migrations {
            raise(report(file, dryRun: dryRun, counts: &counts, output: output))
        }
        // Copies of the SDK, once for the run, as check's GT004 says them.
        let copies = migrations.filter { $0.sdkCopy != nil }
        if let first = copies.first, let sdkClass = first.sdkCopy {
            output.error("\(OneLine.escaped(first.path)): note: " + Message(copies.count == 1 ? "cli.migrate.sdkCopy.one" : "cli.migrate.sdkCopy.other",
                                                                             ["class": .verbatim(sdkClass), "count": .number(copies.count - 1)]).text(output.language))
        }
        if counts.migrated + counts.left > 0 {
            let key = dryRun ? "cli.migrate.summary.dryRun" : "cli.migrate.summary"
            output.error(Message(key, ["migrated": .number(counts.migrated), "left": .number(counts.left)]).text(output.language))
        }
        return status
    }

    /// `--accept payload-keys,badge` (repeatable; `all` is every change).
    static func acceptedChanges(_ values: [String]) throws(ArgumentList.UsageError) -> Set<String> {
        var accepted: Set<String> = []
        for word in values.flatMap({ $0.split(separator: ",").map { String($0).trimmingWhitespaces } }) {
            if word == "all" { accepted.formUnion(MigrationChange.acceptNames); continue }
            guard MigrationChange.acceptNames.contains(word) else {
                throw ArgumentList.UsageError(message: Message("cli.migrate.accept", ["value": .verbatim(word), "known": .verbatim((MigrationChange.acceptNames + ["all"]).joined(separator: ", "))]))
            }
            accepted.insert(word)
        }
        return accepted
    }

    /// Writes or prints one file's migration and says what became of each payload.
    private static func report(_ file: FileMigration, dryRun: Bool, counts: inout (migrated: Int, left: Int), output: Output) -> ExitCode {
        var status = ExitCode.success
        let path = OneLine.escaped(file.path)
        if let refusal = file.refusal {
            output.error("\(path): " + Message("cli.migrate.fileLeft", ["reason": .message(refusal)]).text(output.language))
        }
        if file.changed {
            if dryRun {
                output.write(UnifiedDiff.make(path: file.path, old: file.original, new: file.migrated))
                status = .findings
            } else {
                do {
                    let lock = FileLock.acquire(file.path)
                    defer { withExtendedLifetime(lock) {} }
                    try AtomicWriter.replace(file.path, with: file.migrated, expected: file.original)
                } catch {
                    output.error("\(path): error: " + FixCommand.writeFailure(error).text(output.language))
                    counts.left += file.payloads.count
                    return .findings
                }
            }
        }
        let source = file.file
        for payload in file.payloads {
            let place = "\(path):\(source.location(of: payload.offset))"
            if payload.migrated {
                counts.migrated += 1
                output.error("\(place): " + Message(dryRun ? "cli.migrate.wouldMigrate" : "cli.migrate.migrated", ["proof": .message(proof(payload, output.language))]).text(output.language))
            } else {
                counts.left += 1
                status = .findings
                output.error("\(place): " + Message("cli.migrate.left", ["reason": .message(reason(payload, output.language))]).text(output.language))
            }
        }
        for offset in file.sdkRequires {
            output.error("\(path):\(source.location(of: offset)): note: " + Message("cli.migrate.require").text(output.language))
        }
        return status
    }

    /// "same", or each accepted change.
    static func proof(_ payload: PayloadMigration, _ language: Language) -> Message {
        guard !payload.changes.isEmpty else { return Message("migrate.proof.same") }
        return Message("migrate.proof.accepted", ["changes": .verbatim(joined(payload.changes.map(describe), language))])
    }

    static func reason(_ payload: PayloadMigration, _ language: Language) -> Message {
        if let reason = payload.reason { return reason }
        if !payload.differences.isEmpty {
            return Message("migrate.proof.differs", ["differences": .verbatim(joined(payload.differences, language))])
        }
        return Message("migrate.proof.notAccepted", ["changes": .verbatim(joined(payload.unaccepted.map(describe), language)),
                                                     "accept": .verbatim(payload.unaccepted.map(\.acceptName).uniqued().joined(separator: ","))])
    }

    /// Several phrases in one sentence: each in the language, one after the other.
    static func joined(_ messages: [Message], _ language: Language) -> String {
        messages.map { $0.text(language) }.joined(separator: Message("migrate.separator").text(language))
    }

    static func describe(_ change: MigrationChange) -> Message {
        switch change {
        case .payloadKeys(let keys):
            guard !keys.isEmpty else { return Message("migrate.change.payloadKeys.unnamed") }
            return Message("migrate.change.payloadKeys", ["keys": .verbatim(keys.map { "userInfo[\"\($0)\"]" }.joined(separator: ", "))])
        case .badge(let written): return Message("migrate.change.badge", ["code": .verbatim(written)])
        case .lost(let field): return Message("migrate.change.lost", ["field": .verbatim(field)])
        case .sound: return Message("migrate.change.sound")
        }
    }
}
