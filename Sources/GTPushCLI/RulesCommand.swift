import Emitters
import Platform
import PushRules

/// `gtpush rules`: every rule; `gtpush rules GTnnn` (and `gtpush explain GTnnn`): one rule's
/// documentation with its examples; `gtpush rules --docs DIR [--check]`: the committed
/// `docs/rules/GTnnn.md` files, written or compared.
struct RulesCommand {
    static let help = """
    USAGE: gtpush rules [GTnnn] [--docs DIR [--check]]

    Lists every rule: id, severity, name and summary. With a rule id, prints the rule's
    documentation: what it finds, its triggering and non-triggering examples, and what
    `gtpush fix` writes. --docs DIR writes one GTnnn.md per rule into DIR (English, as committed
    in docs/rules); with --check it writes nothing and exits 1 if a file there is stale.
    """

    static func run(_ arguments: [String], _ output: Output) -> ExitCode {
        let options: ArgumentList
        do {
            options = try ArgumentList(arguments, valued: ["--docs"], flags: ["--help", "--check"])
        } catch {
            output.error("rules", error.message)
            return .usage
        }
        if options.flag("--help") { output.print(CommandHelp.text("rules", english: help, output.language)); return .success }
        if let directory = options.value("--docs") {
            return writeDocuments(into: directory, check: options.flag("--check"), output)
        }
        guard let id = options.positional.first else {
            output.write(Array(RuleList.text(output.language).utf8))
            return .success
        }
        return document(id, output, command: "rules")
    }

    /// One rule's documentation; an unknown id is a usage error.
    static func document(_ id: String, _ output: Output, command: String) -> ExitCode {
        guard let info = RuleRegistry.documentedInfos.first(where: { $0.id == id.uppercased() }) else {
            output.error(command, Message("cli.notARule", ["id": .verbatim(id)]))
            return .usage
        }
        output.write(Array(RuleDocument(info).markdown(output.language).utf8))
        return .success
    }

    /// The documents are written in English: they are committed, and one language keeps them one set.
    static func writeDocuments(into directory: String, check: Bool, _ output: Output) -> ExitCode {
        var stale = false
        for info in RuleRegistry.documentedInfos {
            let document = RuleDocument(info)
            let path = PathText.appending(directory, document.fileName)
            let text = Array(document.markdown(.english).utf8)
            if OwnedOutputs.existing(path) == text { continue }
            if check {
                output.error("\(path): " + Message("cli.stale", ["command": .verbatim("gtpush rules --docs \(directory)")]).text(output.language))
                stale = true
                continue
            }
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                try Data(text).write(to: URL(fileURLWithPath: path))
                output.error(Message("cli.wrote", ["path": .verbatim(path)]).text(output.language))
            } catch {
                output.error("rules", Message("cli.cannotWritePath", ["path": .verbatim(path), "reason": .verbatim(WriteFailure.reason(error))]))
                return .usage
            }
        }
        return stale ? .findings : .success
    }
}
