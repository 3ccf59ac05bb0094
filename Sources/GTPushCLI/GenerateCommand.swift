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
    bytes are unchanged; nothing else in the folder is touched.
      --templates DIR    the templates (default: Templates)
      --output DIR       where to write (default: Generated)
      --check            write nothing; exit 1 and list the files that are stale
      --config FILE      the gtpush.json to validate instead of the one found here or above
      --jobs N           analyse N templates at once (default: one per core)
    """

    static let defaultTemplates = "Templates"

    static func run(_ arguments: [String], _ output: Output) -> ExitCode {
        run(arguments, output, sayWhenFresh: false)
    }

    /// `sayWhenFresh`: `gtpush` alone also says so when there was nothing to write.
    static func run(_ arguments: [String], _ output: Output, sayWhenFresh: Bool) -> ExitCode {
        let options: ArgumentList
        do {
            options = try ArgumentList(arguments, valued: ["--templates", "--output", "--config", "--jobs"], flags: ["--check", "--help"])
            // Nothing in gtpush.json changes what generate writes, but a broken file is reported
            // by every command alike; this also sets --jobs.
            _ = try ProjectSettings(options)
        } catch {
            output.error("gtpush generate: \(error.text(output.language))")
            return .usage
        }
        if options.flag("--help") { output.print(CommandHelp.text("generate", english: help, output.language)); return .success }
        guard options.positional.isEmpty else {
            output.error("gtpush generate: " + Message("cli.unexpectedArgument", ["argument": .verbatim(options.positional[0]), "command": .verbatim("generate")]).text(output.language))
            return .usage
        }
        let templates = options.value("--templates") ?? defaultTemplates
        let destination = options.value("--output") ?? "Generated"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: templates) else {
            output.error("gtpush generate: " + Message("cli.templatesUnreadable", ["directory": .verbatim(templates)]).text(output.language))
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
        var failed = false
        var changes = 0
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
            if FileManager.default.contents(atPath: path).map(Array.init) == file.contents { continue }
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
        var stale: [String] = []
        for file in files {
            let path = PathText.appending(destination, file.path)
            if FileManager.default.contents(atPath: path).map(Array.init) != file.contents { stale.append(file.path) }
        }
        stale += OwnedOutputs.leftovers(files, in: destination).filter { $0.keptBecause == nil }.map(\.path)
        for path in stale.sorted() { output.error("\(destination)/\(path): " + Message("cli.stale", ["command": .verbatim("gtpush generate")]).text(output.language)) }
        return stale.isEmpty ? .success : .findings
    }
}

/// What an earlier `generate` wrote into the output folder and this one no longer produces.
/// Only a file its manifest names, still holding the bytes gtpush wrote, reached without a
/// symbolic link, is gtpush's to remove; everything else in the folder belongs to the user.
enum OwnedOutputs {
    struct Leftover: Equatable {
        var path: String
        /// Why it stays, or nil when it may be removed.
        var keptBecause: Message?
    }

    static func leftovers(_ files: [GeneratedFile], in destination: String) -> [Leftover] {
        guard let bytes = FileManager.default.contents(atPath: PathText.appending(destination, GenerationManifest.path)) else { return [] }
        let previous = GenerationManifest(parsing: Array(bytes))
        let produced = Set(files.map(\.path))
        var result: [Leftover] = []
        for path in previous.digests.keys.sorted() where !produced.contains(path) {
            switch entry(path, in: destination) {
            case .missing:
                continue
            case .throughLink:
                result.append(Leftover(path: path, keptBecause: Message("cli.kept.link")))
            case .notARegularFile:
                result.append(Leftover(path: path, keptBecause: Message("cli.kept.notRegular")))
            case .regular:
                let current = FileManager.default.contents(atPath: PathText.appending(destination, path)).map(Array.init)
                let owned = current.map { previous.owns(path, bytes: $0) } ?? false
                result.append(Leftover(path: path, keptBecause: owned ? nil : Message("cli.kept.changed")))
            }
        }
        return result
    }

    private enum Entry { case missing, throughLink, notARegularFile, regular }

    /// What `path` is, looking at every part below `destination` without following links.
    private static func entry(_ path: String, in destination: String) -> Entry {
        var current = destination
        let parts = path.split(separator: "/").map(String.init)
        for (position, part) in parts.enumerated() {
            current = PathText.appending(current, part)
            var status = stat()
            guard lstat(current, &status) == 0 else { return .missing }
            let type = status.st_mode & S_IFMT
            if type == S_IFLNK { return .throughLink }
            let isLast = position == parts.count - 1
            if isLast { return type == S_IFREG ? .regular : .notARegularFile }
            if type != S_IFDIR { return .missing }
        }
        return .missing
    }
}

/// Writes a file whole or not at all: a temporary file beside it, then a rename.
enum FileWriting {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        let directory = PathText.deletingLastComponent(path)
        try FileManager.default.createDirectory(atPath: directory.isEmpty ? "." : directory, withIntermediateDirectories: true)
        let temporary = (directory.isEmpty ? "." : directory) + "/.gtpush-\(UUID().uuidString).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw Failure(description: "cannot create a file in \(directory)")
        }
        guard rename(temporary, path) == 0 else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw Failure(description: String(cString: strerror(errno)))
        }
    }
}
