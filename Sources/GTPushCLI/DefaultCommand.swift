import Platform
import PushRules

/// `gtpush` alone. In a project (a `Templates/` folder, or `gtpush.json`'s `templates`, holding
/// PHP that builds a payload) it runs `generate` and says what it wrote or that `Generated/` is
/// fresh, so `swift run gtpush` is never silent. Anywhere else it prints the help and a one-line
/// hint and exits 0, as PHPStan and SwiftLint do: asking what a tool does is not an error, and a
/// project that happens to have a `Templates/` folder gets no `Generated/` written into it.
enum DefaultCommand {
    static func run(_ output: Output, current: String = ProjectPath.currentDirectory) -> ExitCode {
        let config: ProjectConfig?
        do {
            config = try ProjectSettings.load(nil, current: current)
        } catch {
            output.error("gtpush: \(error.text(output.language))")
            return .usage
        }
        let templates = GenerateCommand.templatesFolder(config, current: current)
        let folder = ProjectPath.absolute(templates, from: current)
        guard InputFiles.isDirectory(folder) else {
            output.print(GTPush.helpText(output.language))
            output.print(Message("cli.default.noTemplates", ["folder": .verbatim(templates)]).text(output.language))
            return .success
        }
        guard holdsPayloadPHP(folder) else {
            output.print(GTPush.helpText(output.language))
            output.print(Message("cli.default.noPayloads", ["folder": .verbatim(templates)]).text(output.language))
            return .success
        }
        return GenerateCommand.run([], output, sayWhenFresh: true)
    }

    /// Whether a `.php` file directly in `folder` builds a payload (its bytes name the SDK's
    /// payload, a v2 request or a REST body), as generate reads them.
    static func holdsPayloadPHP(_ folder: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return names.contains { name in
            guard name.hasSuffix(".php"), let bytes = try? InputFiles.read(PathText.appending(folder, name)).get() else { return false }
            return PayloadPrefilter.relevance(bytes) == .payload
        }
    }
}
