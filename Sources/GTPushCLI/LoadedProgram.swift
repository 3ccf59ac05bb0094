import PHPSyntax
import PushAnalysis

/// The inputs of a command, read and parsed: units to analyse, and everything that went wrong
/// on the way (unreadable files, syntax errors), already formatted for standard error.
struct LoadedProgram {
    var units: [SourceUnit] = []
    var problems: [String] = []
    var syntaxErrors: [Diagnostic] = []
    var unreadable = 0

    init(paths: [String], includeVendor: Bool = false) {
        let inputs = InputFiles(paths, includeVendor: includeVendor)
        for problem in inputs.problems {
            problems.append(problem.formatted)
            unreadable += 1
        }
        for path in inputs.paths {
            switch InputFiles.read(path) {
            case .failure(let problem):
                problems.append(problem.formatted)
                unreadable += 1
            case .success(let bytes):
                let display = path == "-" ? "<stdin>" : path
                if BinaryDetector.isBinary(bytes) {
                    problems.append("\(display): error: not a text file (it holds NUL bytes); skipped")
                    unreadable += 1
                    continue
                }
                let fileUnits = SourceLoader.units(path: display, bytes: bytes)
                for unit in fileUnits { syntaxErrors += unit.tree.diagnostics }
                units += fileUnits
            }
        }
    }

    /// Problems and syntax errors, in input order, as lines for standard error.
    var messages: [String] { problems + syntaxErrors.map(\.formatted) }
}

/// A file whose first 8 KiB hold a NUL byte is binary: PHP source never does.
enum BinaryDetector {
    static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.prefix(8192).contains(0)
    }
}

extension Bindings {
    /// Bindings from `--set` arguments; the first malformed one is a usage error.
    static func parse(_ arguments: [String]) throws(ArgumentList.UsageError) -> Bindings {
        var bindings = Bindings()
        for argument in arguments {
            do {
                try bindings.add(argument)
            } catch {
                throw ArgumentList.UsageError(description: error.description)
            }
        }
        return bindings
    }
}
