import Emitters
import Platform
import PushAnalysis
import PushRules

/// `gtpush generate`: previews, fixed PHP, Swift builders and a report for every template.
struct GenerateCommand {
    static let help = """
    USAGE: gtpush generate [--templates DIR] [--output DIR] [--check]

    For every Templates/NAME.php writes Generated/json/NAME.json (the pretty preview),
    Generated/php/NAME.php (the fixed PHP, where a fix applies), Generated/swift/TYPE.swift (a
    Swift builder per payload-building function, importing GTPushRuntime) and
    Generated/REPORT.md (the check results as a table). Generated/.gtpush-manifest lists what
    it wrote: a file it no longer produces is removed only when the manifest names it and its
    bytes are unchanged; nothing else in the folder is touched. A file where an output goes
    that gtpush did not write (not in the manifest, no gtpush header) stops the run before
    anything is written, with exit 1.
      --templates DIR    the templates (default: Templates)
      --output DIR       where to write (default: Generated)
      --check            write nothing; exit 1 and list the files that are stale
      --config FILE      the gtpush.json to validate instead of the one found here or above
      --jobs N           analyse N templates at once (default: one per core)
    """

    static let defaultTemplates = "Templates"

    /// `gtpush.json`'s `templates` as the current folder names it, else `Templates`.
    static func templatesFolder(_ config: ProjectConfig?, current: String) -> String {
        guard let config, let templates = config.templates else { return defaultTemplates }
        return ProjectPath.display(templates, writtenIn: config.folder, current: current)
    }

    static func run(_ arguments: [String], _ output: Output) -> ExitCode {
        run(arguments, output, sayWhenFresh: false)
    }

    /// `sayWhenFresh`: `gtpush` alone also says so when there was nothing to write.
    static func run(_ arguments: [String], _ output: Output, sayWhenFresh: Bool) -> ExitCode {
        let options: ArgumentList
        let project: ProjectSettings
        do {
            options = try ArgumentList(arguments, valued: ["--templates", "--output", "--config", "--jobs"], flags: ["--check", "--help"])
            // gtpush.json's `templates`, and a broken file reported as every command reports it.
            project = try ProjectSettings(options)
        } catch {
            output.error("generate", error.message)
            return .usage
        }
        if options.flag("--help") { output.print(CommandHelp.text("generate", english: help, output.language)); return .success }
        guard options.positional.isEmpty else {
            output.error("generate", Message("cli.unexpectedArgument", ["argument": .verbatim(options.positional[0]), "command": .verbatim("generate")]))
            return .usage
        }
        let templates = options.value("--templates") ?? templatesFolder(project.config, current: project.current)
        let destination = options.value("--output") ?? "Generated"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: templates) else {
            output.error("generate", Message("cli.templatesUnreadable", ["directory": .verbatim(templates)]))
            return .usage
        }
        var sources: [TemplateSource] = []
        for name in names.sorted() where name.hasSuffix(".php") {
            switch InputFiles.read(PathText.appending(templates, name)) {
            case .success(let bytes):
                // Generated text names templates relative to their folder, so it is the same on every machine.
                sources.append(TemplateSource(name: String(name.dropLast(4)), displayPath: "\(PathText.lastComponent(templates))/\(name)", bytes: bytes))
            case .failure(let problem):
                output.error(problem.formatted)
                return .usage
            }
        }
        let (files, diagnostics) = TemplateOutputs.render(sources)
        for diagnostic in diagnostics { output.error(diagnostic.formatted) }
        if options.flag("--check") { return check(files, in: destination, output) }
        let (status, changes) = write(files, to: destination, output)
        if sayWhenFresh && changes == 0 && status == .success {
            output.error("\(destination)/ is fresh: \(sources.count) template\(sources.count == 1 ? "" : "s") in \(templates)/, nothing to write")
        }
        return status
    }

    /// Writes what changed; returns the exit code and how many files were written or removed.
    private static func write(_ files: [GeneratedFile], to destination: String, _ output: Output) -> (ExitCode, changes: Int) {
        // Everything is looked at before anything is written: a file in the way stops the whole
        // run, so no run is half written.
        let inTheWay = OwnedOutputs.inTheWay(files, in: destination)
        guard inTheWay.isEmpty else {
            for blocked in inTheWay { output.error("\(destination)/\(blocked.path): error: " + blocked.reason.text(output.language)) }
            let key = "cli.generate.nothingWritten.\(inTheWay.count == 1 ? "one" : "other")"
            output.error("generate", Message(key, ["count": .number(inTheWay.count)]))
            return (.findings, 0)
        }
        var failed = false
        var changes = 0
        var swept: Set<String> = []
        for leftover in OwnedOutputs.leftovers(files, in: destination) {
            if let reason = leftover.keptBecause {
                output.error(Message("cli.kept", ["path": .verbatim("\(destination)/\(leftover.path)"), "reason": .message(reason)]).text(output.language))
            } else if unlink(PathText.appending(destination, leftover.path)) == 0 {
                output.error(Message("cli.removed", ["path": .verbatim("\(destination)/\(leftover.path)")]).text(output.language))
                changes += 1
            } else {
                output.error("\(destination)/\(leftover.path): error: " + Message("cli.cannotRemove", ["reason": .verbatim(String(cString: strerror(errno)))]).text(output.language))
                failed = true
            }
        }
        for file in files {
            let path = PathText.appending(destination, file.path)
            if OwnedOutputs.existing(path) == file.contents { continue }
            let folder = PathText.deletingLastComponent(path)
            if swept.insert(folder).inserted {
                for removed in TemporaryFiles.removeStale(in: folder) {
                    output.error(Message("cli.removedStaleTemporary", ["path": .verbatim(removed)]).text(output.language))
                }
            }
            do {
                try FileWriting.write(file.contents, to: path)
                if file.path != GenerationManifest.path { output.error(Message("cli.wrote", ["path": .verbatim("\(destination)/\(file.path)")]).text(output.language)) }
                changes += 1
            } catch {
                output.error("\(path): error: " + Message("cli.cannotWrite", ["reason": .verbatim("\(error)")]).text(output.language))
                failed = true
            }
        }
        return (failed ? .findings : .success, changes)
    }

    private static func check(_ files: [GeneratedFile], in destination: String, _ output: Output) -> ExitCode {
        // A file in the way is said as `generate` would say it: running it would not help.
        let inTheWay = OwnedOutputs.inTheWay(files, in: destination)
        let blocked = Set(inTheWay.map(\.path))
        var stale: [String] = []
        for file in files where !blocked.contains(file.path) {
            let path = PathText.appending(destination, file.path)
            if OwnedOutputs.existing(path) != file.contents { stale.append(file.path) }
        }
        stale += OwnedOutputs.leftovers(files, in: destination).filter { $0.keptBecause == nil }.map(\.path)
        for path in stale.sorted() { output.error("\(destination)/\(path): " + Message("cli.stale", ["command": .verbatim("gtpush generate")]).text(output.language)) }
        for entry in inTheWay { output.error("\(destination)/\(entry.path): error: " + entry.reason.text(output.language)) }
        return stale.isEmpty && inTheWay.isEmpty ? .success : .findings
    }
}
