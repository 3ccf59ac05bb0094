import PHPSyntax
import Platform
import PushRules

/// The `gtpush` command line: one entry point that the executable and the tests both call.
public enum GTPush {
    public static let version = "0.1.0"

    static let help = """
    gtpush \(version): reads the PHP that builds GeTui (个推) iOS pushes (the v1 SDK, the v2 RestAPI
    SDK or raw REST bodies), previews the exact JSON it sends, checks that silent pushes are really
    silent, fixes them in place, moves v1 code to v2, and generates Swift builders.

    USAGE: gtpush <command> [options]

    COMMANDS:
      preview FILE...     the JSON of every payload (--exact: the SDK's bytes)
      check PATH...       every payload's kind and every rule hit (GT101–GT610)
      fix PATH...         repair silent-push configurations in place (--dry-run: a diff)
      explain FILE...     what the phone does with each payload
      migrate PATH...     rewrite v1 push code as v2, proving the phone receives the same
      swift FILE...       Swift builders (--output DIR)
      generate            previews, fixed PHP and Swift builders for Templates/ into Generated/
      parse PATH...       parse PHP files and report syntax errors
      rules [GTnnn]       every rule (id, severity, name, summary), or one rule's documentation

    With no command, gtpush runs `generate` where Templates/ (or gtpush.json's "templates") holds
    PHP that builds a payload, and prints this help elsewhere. `gtpush <command> --help` describes
    a command.
    A gtpush.json here or in a folder above (up to the repository root) gives every command its
    paths, exclusions, rules, intents and baseline; --config FILE names another.
    Every command takes --lang en|zh-Hans (default from LANG/LC_ALL) and --no-color.
    """

    /// The help in `language`.
    static func helpText(_ language: Language) -> String {
        CommandHelp.text("main", english: help, language, ["version": .verbatim(version)])
    }

    /// Runs one command line (without the program name) and returns the exit code.
    /// The process's arguments after the command name, each byte kept: a file name that is not
    /// UTF-8 still names its file (`FileSystemName`); `CommandLine.arguments` would repair it.
    public static func commandLineArguments() -> [String] {
        (1..<Int(CommandLine.argc)).compactMap { index in
            CommandLine.unsafeArgv[index].map { argument in
                FileSystemName.string(UnsafeBufferPointer(start: argument, count: strlen(argument)).map { UInt8(bitPattern: $0) })
            }
        }
    }

    /// gtpush.json's "lang", from `--config FILE` or the file found from the current folder.
    static func configuredLanguage(_ arguments: [String]) -> String? {
        var given: String?
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument == "--config", index + 1 < arguments.count { given = arguments[index + 1] }
            if argument.hasPrefix("--config=") { given = String(argument.dropFirst("--config=".count)) }
        }
        return (try? ProjectSettings.load(given, current: ProjectPath.currentDirectory))?.lang
    }

    public static func run(_ arguments: [String], output: Output) -> Int32 {
        let global: GlobalOptions
        do {
            global = try GlobalOptions(arguments, output: output)
        } catch {
            output.error("gtpush: \(error.text(Language.fromEnvironment(output.environment)))")
            return ExitCode.usage.rawValue
        }
        output.language = global.language
        output.colors = global.colors
        let arguments = global.remaining
        // `--lang` wins, then gtpush.json's "lang", then the locale (CLI.md). A file that cannot
        // be read is left to the command, which reports it.
        if global.explicitLanguage == nil, let word = Self.configuredLanguage(arguments), let language = Language(argument: word) {
            output.language = language
        }
        guard let command = arguments.first else {
            return DefaultCommand.run(output).rawValue
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "--help", "-h", "help":
            output.print(helpText(output.language))
            return ExitCode.success.rawValue
        case "--version":
            output.print("gtpush \(version)")
            return ExitCode.success.rawValue
        default:
            guard let handler = commands[command] else {
                output.error("gtpush: " + Message("cli.unknownCommand", ["command": .verbatim(command)]).text(output.language))
                return ExitCode.usage.rawValue
            }
            return handler(rest, output).rawValue
        }
    }

    static let commands: [String: @Sendable ([String], Output) -> ExitCode] = [
        "preview": PreviewCommand.run,
        "parse": ParseCommand.run,
        "check": CheckCommand.run,
        "explain": ExplainCommand.run,
        "generate": GenerateCommand.run,
        "fix": FixCommand.run,
        "migrate": MigrateCommand.run,
        "swift": SwiftCommand.run,
        "rules": RulesCommand.run,
    ]
}
