import PushRules

/// A command's `--help` in the run's language: the English kept beside the command's code, the
/// other languages from their catalogue (`help.COMMAND`).
enum CommandHelp {
    static func text(_ command: String, english: String, _ language: Language, _ arguments: [String: Message.Argument] = [:]) -> String {
        guard language != .english, Catalogue.entries(language)["help.\(command)"] != nil else { return english }
        return Message("help.\(command)", arguments).text(language)
    }
}
