import PushRules

/// The options every command takes, wherever they stand before `--`: `--lang en|zh-Hans` and
/// `--no-color`. They are taken out of the line before the command reads it, so no command has
/// to list them.
struct GlobalOptions {
    var language: Language
    /// The language `--lang` gave, nil when it came from the locale: a setting from elsewhere
    /// (gtpush.json's `lang`) wins over the locale but not over `--lang`.
    var explicitLanguage: Language?
    var colors: Bool
    /// The command line without them.
    var remaining: [String] = []

    init(_ arguments: [String], output: Output) throws(ArgumentList.UsageError) {
        var languageWord: String?
        var noColor = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                remaining += arguments[(index - 1)...]
                break
            } else if argument == "--lang" {
                guard index < arguments.count else { throw ArgumentList.UsageError("cli.needsValue", ["option": .verbatim("--lang")]) }
                languageWord = arguments[index]
                index += 1
            } else if argument.hasPrefix("--lang=") {
                languageWord = String(argument.dropFirst("--lang=".count))
            } else if argument == "--no-color" {
                noColor = true
            } else {
                remaining.append(argument)
            }
        }
        if let languageWord {
            guard let language = Language(argument: languageWord) else {
                throw ArgumentList.UsageError("cli.langTakes", ["value": .verbatim(languageWord)])
            }
            self.language = language
            explicitLanguage = language
        } else {
            language = Language.fromEnvironment(output.environment)
        }
        // https://no-color.org: NO_COLOR set to anything but the empty string turns colours off;
        // TERM=dumb is a terminal that shows escape codes as they are.
        colors = !noColor && (output.environment["NO_COLOR"] ?? "").isEmpty && output.environment["TERM"] != "dumb" && output.outputIsTerminal
    }
}
