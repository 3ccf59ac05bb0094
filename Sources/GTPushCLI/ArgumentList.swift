import PushRules

/// A small command-line option reader: `--flag`, `--name value`, `--name=value`, repeatable
/// options, and positional arguments; `--` ends the options.
struct ArgumentList {
    struct UsageError: Error, CustomStringConvertible {
        /// What was wrong, in the catalogue's words.
        var message: Message

        /// A message from elsewhere (a `--set` literal PHP would not accept), as it is.
        init(description: String) {
            message = Message("verbatim", ["text": .verbatim(description)])
        }

        init(message: Message) {
            self.message = message
        }

        init(_ key: String, _ arguments: [String: Message.Argument] = [:]) {
            message = Message(key, arguments)
        }

        var description: String { message.text(.english) }

        func text(_ language: Language) -> String { message.text(language) }
    }

    private(set) var positional: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Options given at most once: a second `--format` or `--output` would silently replace the
    /// first (the GitHub Action's `args` replacing its SARIF output), so it is a usage error.
    static let once: Set<String> = ["--format", "--output"]

    /// `valued` names the options that take a value; every other `--option` is a flag, and an
    /// option not in `valued ∪ known flags` is a usage error that names the option probably meant.
    init(_ arguments: [String], valued: Set<String>, flags knownFlags: Set<String>) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if name == "-h" { name = "--help" }
            if valued.contains(name) {
                if Self.once.contains(name), values[name] != nil {
                    throw UsageError("cli.repeatedOption", ["option": .verbatim(name)])
                }
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else {
                    guard index < arguments.count else { throw UsageError("cli.needsValue", ["option": .verbatim(name)]) }
                    values[name, default: []].append(arguments[index])
                    index += 1
                }
            } else if knownFlags.contains(name) && inlineValue == nil {
                flags.insert(name)
            } else {
                // Every option this command takes, and the two every command does.
                let known = (valued.union(knownFlags).union(["--lang", "--no-color"])).sorted()
                let meant = name.hasPrefix("--") ? EditDistance.nearest(name, among: known) : nil
                throw UsageError("cli.unknownOption", ["option": .verbatim(argument), "meant": .message(.didYouMean(meant))])
            }
        }
    }

    func flag(_ name: String) -> Bool { flags.contains(name) }
    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
}
