import Dispatch
import PushRules
import PHPCompileChecks
import PHPSyntax
import PushAnalysis
import Platform

/// `gtpush parse PATH...`: parses every PHP file and snippet and reports syntax errors.
struct ParseCommand {
    static let help = """
    USAGE: gtpush parse PATH... [--syntax-only] [--stats] [--include-vendor]
           gtpush parse --tokens FILE
           gtpush parse --tree FILE

    Parses every PHP file under the paths (directories recursively: *.php, *.md, *.txt; `-` for
    standard input) and prints syntax errors as path:line:column: error: message, and for a file
    that parses, the first error PHP finds when it compiles it (what `php -l` reports).
    Exits 1 if there is any, 2 if a path cannot be read, 0 otherwise.
      --syntax-only      report syntax errors only, not the errors PHP finds when it compiles
      --stats            print files, bytes, tokens and time on standard error
      --include-vendor   also walk vendor/ folders
      --tokens FILE      print FILE's tokens as token_get_all names them, one per line:
                         NAME<TAB>line<TAB>"text" (a one-character token is named by itself)
      --tree FILE        print FILE's syntax tree as one line of JSON: {"path", "statements",
                         "errors"}; each node is {"node": kind, …its parts, "range": [start, end]}
                         in bytes. Exits 1 if FILE has syntax errors.
    \(ProjectSettings.help)
    """

    private struct FileResult {
        var messages: [String] = []
        var syntaxErrors = 0
        var unreadable = false
        var bytes = 0
        var tokens = 0
    }

    static func run(_ arguments: [String], _ output: Output) -> ExitCode {
        let options: ArgumentList
        let project: ProjectSettings
        do {
            options = try ArgumentList(arguments, valued: ProjectSettings.valued.union(["--tokens", "--tree"]), flags: ["--stats", "--help", "--include-vendor", "--syntax-only"])
            project = try ProjectSettings(options)
        } catch {
            output.error("parse", error.message)
            return .usage
        }
        if options.flag("--help") { output.print(CommandHelp.text("parse", english: help, output.language)); return .success }
        if let path = options.value("--tokens") { return printTokens(path, output) }
        if let path = options.value("--tree") { return printTree(path, output) }
        let started = DispatchTime.now()
        let inputs: InputFiles
        do {
            inputs = try CommandInputs.files(options, project, command: "parse", noun: .path, output)
        } catch {
            return error.exit
        }

        // Files are parsed on all cores; results are kept by index so the output order is the input order.
        let paths = inputs.paths
        let progress = ProgressLine(output: output, total: paths.count, verb: .parsed)
        let compileChecks = !options.flag("--syntax-only")
        let results = ParallelMap.map(paths, progress: { progress.update($0) }) { path in parse(path, compileChecks: compileChecks) }
        progress.finish()
        var syntaxErrors = 0
        var unreadable = inputs.problems.count
        var bytes = 0
        var tokens = 0
        for result in results {
            for message in result.messages { output.error(message) }
            syntaxErrors += result.syntaxErrors
            unreadable += result.unreadable ? 1 : 0
            bytes += result.bytes
            tokens += result.tokens
        }
        if options.flag("--stats") {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            output.error(Message("cli.parseStats", ["files": .number(paths.count), "bytes": .number(bytes), "tokens": .number(tokens), "errors": .number(syntaxErrors), "seconds": .verbatim(CFormat.string("%.3f", seconds))]).text(output.language))
        }
        if unreadable > 0 { return .usage }
        return syntaxErrors > 0 ? .findings : .success
    }

    /// The whole file, lexed as PHP lexes a file (inline HTML until an open tag). Read as bytes,
    /// with no binary check: `token_get_all` reads a NUL or UTF-16 text too.
    private static func printTokens(_ path: String, _ output: Output) -> ExitCode {
        let bytes: [UInt8]
        switch InputFiles.read(path) {
        case .success(let read): bytes = read
        case .failure(let problem):
            output.error(problem.formatted(output.language))
            return .usage
        }
        output.write(Array(TokenListing.lines(Lexer.tokenize(bytes), in: bytes).utf8))
        return .success
    }

    /// The whole file, parsed as PHP parses a file (as `--tokens` lexes it: no binary check).
    private static func printTree(_ path: String, _ output: Output) -> ExitCode {
        let bytes: [UInt8]
        switch InputFiles.read(path) {
        case .success(let read): bytes = read
        case .failure(let problem):
            output.error(problem.formatted(output.language))
            return .usage
        }
        let tree = CompileChecks.parse(SourceFile(path: path, bytes: bytes))
        output.write(Array(SyntaxTreeJSON.json(tree).utf8))
        return tree.diagnostics.isEmpty ? .success : .findings
    }

    private static func parse(_ path: String, compileChecks: Bool) -> FileResult {
        var result = FileResult()
        switch InputFiles.readText(path) {
        case .failure(let problem):
            result.messages.append(problem.formatted)
            result.unreadable = !problem.isBinary
        case .success(let (display, bytes)):
            result.bytes = bytes.count
            for unit in SourceLoader.units(path: display, bytes: bytes, compileChecks: compileChecks) {
                result.tokens += unit.tree.tokenCount
                result.syntaxErrors += unit.tree.diagnostics.count
                result.messages += unit.tree.diagnostics.map(\.formatted)
            }
        }
        return result
    }
}
