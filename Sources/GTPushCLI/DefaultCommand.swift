import Platform

/// `gtpush` alone. In a project (a `Templates/` folder here) it runs `generate` and says what it
/// wrote or that `Generated/` is fresh, so `swift run gtpush` is never silent. Anywhere else it
/// prints the help and exits 0, as PHPStan and SwiftLint do: asking what a tool does is not an error.
enum DefaultCommand {
    static func run(_ output: Output, current: String = ProjectPath.currentDirectory) -> ExitCode {
        guard InputFiles.isDirectory(current + "/" + GenerateCommand.defaultTemplates) else {
            output.print(GTPush.help)
            return .success
        }
        return GenerateCommand.run([], output, sayWhenFresh: true)
    }
}
