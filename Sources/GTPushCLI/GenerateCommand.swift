import Emitters
import Foundation
import PushAnalysis
import PushRules

/// `gtpush generate`: previews, fixed PHP, Swift builders and a report for every template.
struct GenerateCommand {
    static let help = """
    USAGE: gtpush generate [--templates DIR] [--output DIR] [--check]

    For every Templates/NAME.php writes Generated/json/NAME.json (the pretty preview),
    Generated/php/NAME.php (the fixed PHP, where a fix applies), Generated/swift/TYPE.swift (a
    Swift builder per payload-building function, with GTPushSupport.swift) and
    Generated/REPORT.md (the check results as a table).
      --templates DIR    the templates (default: Templates)
      --output DIR       where to write (default: Generated)
      --check            write nothing; exit 1 and list the files that are stale
    """

    static func run(_ arguments: [String], _ output: Output) -> ExitCode {
        let options: ArgumentList
        do {
            options = try ArgumentList(arguments, valued: ["--templates", "--output"], flags: ["--check", "--help"])
        } catch {
            output.error("gtpush generate: \(error.description)")
            return .usage
        }
        if options.flag("--help") { output.print(help); return .success }
        guard options.positional.isEmpty else {
            output.error("gtpush generate: unexpected argument '\(options.positional[0])' (see gtpush generate --help)")
            return .usage
        }
        let templates = options.value("--templates") ?? "Templates"
        let destination = options.value("--output") ?? "Generated"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: templates) else {
            output.error("gtpush generate: cannot read the templates folder '\(templates)'")
            return .usage
        }
        var sources: [TemplateSource] = []
        for name in names.sorted() where name.hasSuffix(".php") {
            switch InputFiles.read((templates as NSString).appendingPathComponent(name)) {
            case .success(let bytes):
                // Generated text names templates relative to their folder, so it is the same on every machine.
                sources.append(TemplateSource(name: String(name.dropLast(4)), displayPath: "\((templates as NSString).lastPathComponent)/\(name)", bytes: bytes))
            case .failure(let problem):
                output.error(problem.formatted)
                return .usage
            }
        }
        let (files, diagnostics) = TemplateOutputs.render(sources)
        for diagnostic in diagnostics { output.error(diagnostic.formatted) }
        return options.flag("--check") ? check(files, in: destination, output) : write(files, to: destination, output)
    }

    private static func write(_ files: [GeneratedFile], to destination: String, _ output: Output) -> ExitCode {
        var failed = false
        for stale in staleFiles(files, in: destination) {
            try? FileManager.default.removeItem(atPath: (destination as NSString).appendingPathComponent(stale))
            output.error("removed \(destination)/\(stale)")
        }
        for file in files {
            let path = (destination as NSString).appendingPathComponent(file.path)
            if FileManager.default.contents(atPath: path).map(Array.init) == file.contents { continue }
            do {
                try FileWriting.write(file.contents, to: path)
                output.error("wrote \(destination)/\(file.path)")
            } catch {
                output.error("\(path): error: cannot write: \(error)")
                failed = true
            }
        }
        return failed ? .findings : .success
    }

    private static func check(_ files: [GeneratedFile], in destination: String, _ output: Output) -> ExitCode {
        var stale: [String] = []
        for file in files {
            let path = (destination as NSString).appendingPathComponent(file.path)
            if FileManager.default.contents(atPath: path).map(Array.init) != file.contents { stale.append(file.path) }
        }
        stale += staleFiles(files, in: destination)
        for path in stale.sorted() { output.error("\(destination)/\(path): stale; run `gtpush generate`") }
        return stale.isEmpty ? .success : .findings
    }

    /// Files in the output's subfolders that generation no longer produces.
    private static func staleFiles(_ files: [GeneratedFile], in destination: String) -> [String] {
        let produced = Set(files.map(\.path))
        var stale: [String] = []
        for folder in ["json", "php", "swift"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: (destination as NSString).appendingPathComponent(folder))) ?? []
            for name in names where !name.hasPrefix(".") && !produced.contains("\(folder)/\(name)") {
                stale.append("\(folder)/\(name)")
            }
        }
        return stale.sorted()
    }
}

/// Writes a file whole or not at all: a temporary file beside it, then a rename.
enum FileWriting {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
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
