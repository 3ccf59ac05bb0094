import PushRules
import Platform

/// `check --generate-baseline FILE` and `check --baseline FILE` (or `gtpush.json`'s `baseline`):
/// what a legacy tree accepts for now, so that only new findings fail the build.
enum CheckBaseline {
    static let valued: Set<String> = ["--baseline", "--generate-baseline"]

    static let help = """
      --generate-baseline FILE  write every finding of this run to FILE and exit 0
      --baseline FILE    hide the findings FILE holds (default: gtpush.json's "baseline"); matched
                         by file, rule, function and the line's code, not its number
    """

    /// What the run does with a baseline: nothing, write one, or hide one's findings.
    enum Plan {
        case none
        case generate(path: String)
        case hide(path: String, BaselineFile)
    }

    /// The plan the flags and the file ask for; a baseline that cannot be read is a usage error.
    static func plan(_ options: ArgumentList, _ project: ProjectSettings) throws(ArgumentList.UsageError) -> Plan {
        if let path = options.value("--generate-baseline") { return .generate(path: path) }
        guard let path = options.value("--baseline") ?? project.config?.baseline.map({ project.display($0) }) else { return .none }
        guard let bytes = try? InputFiles.read(path).get() else {
            throw ArgumentList.UsageError(description: "\(path): cannot read the baseline (create it with --generate-baseline \(path))")
        }
        do {
            return .hide(path: path, try BaselineFile(path: path, bytes: bytes))
        } catch {
            throw ArgumentList.UsageError(description: String(describing: error))
        }
    }

    /// Writes the baseline; the exit code says whether it was written.
    static func generate(_ report: CheckReport, to path: String, current: String, _ output: Output) -> ExitCode {
        let file = Baseline.make(report, folder: folder(of: path, current: current), current: current)
        do {
            try FileWriting.write(file.bytes, to: path)
        } catch {
            output.error("check", Message("cli.cannotWritePath", ["path": .verbatim(path), "reason": .verbatim(WriteFailure.reason(error))]))
            return .usage
        }
        let count = file.counts.values.reduce(0, +)
        output.error("\(path): baseline written with \(count) finding\(count == 1 ? "" : "s")")
        return .success
    }

    /// The report without the baseline's findings, a line saying how many were hidden, and a
    /// GT005 note at each entry that matched nothing (unless GT005 is switched off).
    static func hide(_ baseline: BaselineFile, path: String, in report: CheckReport, read: [String], current: String, _ output: Output) -> CheckReport {
        let folder = folder(of: path, current: current)
        let readFiles = Set(read.map { ProjectPath.relative(ProjectPath.absolute($0, from: current), from: folder) })
        let applied = Baseline.apply(baseline, to: report, read: readFiles, folder: folder, current: current)
        output.error("\(path): \(applied.hidden) finding\(applied.hidden == 1 ? "" : "s") hidden by the baseline")
        var result = applied.report
        guard !report.options.disabled.contains(UnusedIgnoreRule.id) else { return result }
        let shown = ProjectPath.shown(path)
        for (key, count) in applied.stale {
            let place = baseline.places[key] ?? JSONReader.Place(line: 0, column: 0)
            result.fileFindings.append(UnusedIgnoreRule.baselineFinding(shown, line: place.line, column: place.column, rule: key.rule,
                                                                        file: key.file, code: key.code, count: count))
        }
        result.fileFindings.sort(by: Finding.sortedOrder)
        return result
    }

    private static func folder(of path: String, current: String) -> String {
        PathText.deletingLastComponent(ProjectPath.absolute(path, from: current))
    }
}
