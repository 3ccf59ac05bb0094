import PHPSyntax
import PushRules

/// Everything a reporter writes about one `check` run: the rule findings, the findings of the
/// front end (GT001 syntax errors, GT002 unreadable or binary files), and how the run was made.
public struct CheckRun: Sendable {
    /// The rules' findings, and the front end's (GT001 syntax errors, GT002 unreadable or binary
    /// files) in `report.frontEndFindings`: one type, so every format places them alike.
    public var report: CheckReport
    public var toolVersion: String
    /// The command line after `gtpush`, for SARIF's `invocations`.
    public var arguments: [String]
    public var exitCode: Int32
    public var language: Language
    /// ANSI colours in the text format (a terminal, no `NO_COLOR`, no `--no-color`).
    public var colors: Bool
    /// The folder relative paths are relative to: SARIF's `%SRCROOT%`.
    public var rootDirectory: String
    /// False for `--quiet`: the formats for people leave out the summary line.
    public var showsSummary: Bool

    public init(report: CheckReport, toolVersion: String, arguments: [String] = [], exitCode: Int32 = 0,
                language: Language = .english, colors: Bool = false, rootDirectory: String = "", showsSummary: Bool = true) {
        self.report = report
        self.toolVersion = toolVersion
        self.arguments = arguments
        self.exitCode = exitCode
        self.language = language
        self.colors = colors
        self.rootDirectory = rootDirectory
        self.showsSummary = showsSummary
    }

    /// Every finding and file problem in the run's language, sorted by file, position and rule.
    public var entries: [ReportEntry] {
        report.countedFindings.map { ReportEntry(finding: $0, language: language) }.sorted(by: ReportEntry.sortedOrder)
    }

    /// The entries that belong to no payload (GT001–GT004, and notes outside any payload),
    /// grouped by file in path order.
    public var fileEntries: [(file: String, entries: [ReportEntry])] {
        let entries = (report.frontEndFindings + report.fileFindings).map { ReportEntry(finding: $0, language: language) }.sorted(by: ReportEntry.sortedOrder)
        var groups: [(file: String, entries: [ReportEntry])] = []
        for entry in entries {
            if groups.last?.file == entry.path { groups[groups.count - 1].entries.append(entry) } else { groups.append((entry.path, [entry])) }
        }
        return groups
    }
}

/// One line of a report, whatever produced it: a rule finding or a front-end problem.
public struct ReportEntry: Sendable {
    public var rule: String
    public var severity: Diagnostic.Severity
    public var path: String
    public var line: Int
    public var column: Int
    /// The column counted in Unicode code points, as SARIF's `unicodeCodePoints` wants; `column`
    /// counts bytes, as compilers do. Counted when asked, from the line's start
    /// (`codePointColumns` counts a line's findings in one pass).
    public var codePointColumn: Int {
        // A place the loader reported in bytes it did not keep (GT002) is counted as it was given.
        isReportedPlace ? column : Self.codePointColumn(line: line, byteColumn: column, in: source)
    }
    private let isReportedPlace: Bool
    /// In the run's language; PHP's and the SDK's own words inside it stay as they are.
    public var message: String
    /// The edits `fix` would make for it, when it would make any.
    public var fix: Fix?
    /// The source line's text, without its indentation: what fingerprints hash, so a finding keeps
    /// its fingerprint when lines are added above it. Read when asked (only fingerprints ask): a
    /// line of a megabyte holding thousands of findings was read and kept once per finding.
    public var lineText: String { Self.text(ofLine: line, in: source) }
    private let source: SourceFile

    init(finding: Finding, language: Language) {
        rule = finding.rule
        severity = finding.severity
        path = finding.path
        let location = finding.location
        line = location.line
        column = location.column
        isReportedPlace = finding.reportedLocation != nil
        message = finding.text(language)
        // A fix the rule refused has no edits to offer.
        fix = finding.fix?.refusal == nil ? finding.fix : nil
        source = finding.file
    }

    static func text(ofLine line: Int, in file: SourceFile) -> String {
        guard line >= 1, line <= file.lineStarts.count else { return "" }
        let start = file.lineStarts[line - 1]
        let end = line < file.lineStarts.count ? file.lineStarts[line] : file.bytes.count
        let text = String(decoding: file.bytes[start..<end], as: UTF8.self)
        return text.trimmingBlanks()
    }

    /// `codePointColumn` of each entry, in order. Entries sorted by place share the counting of
    /// their line: a line of a megabyte with thousands of findings was counted from its start
    /// for each.
    static func codePointColumns(_ entries: [ReportEntry]) -> [Int] {
        var last: (path: String, line: Int, byteColumn: Int, codePoints: Int)?
        return entries.map { entry in
            guard !entry.isReportedPlace, entry.line >= 1, entry.line <= entry.source.lineStarts.count else { return entry.codePointColumn }
            guard let previous = last, previous.path == entry.path, previous.line == entry.line, previous.byteColumn <= entry.column else {
                let counted = entry.codePointColumn
                last = (entry.path, entry.line, entry.column, counted)
                return counted
            }
            let lineStart = entry.source.lineStarts[entry.line - 1]
            let start = min(lineStart + previous.byteColumn - 1, entry.source.bytes.count)
            let end = min(lineStart + entry.column - 1, entry.source.bytes.count)
            let counted = previous.codePoints + (start < end ? entry.source.bytes[start..<end].filter { $0 & 0xC0 != 0x80 }.count : 0)
            last = (entry.path, entry.line, entry.column, counted)
            return counted
        }
    }

    static func codePointColumn(line: Int, byteColumn: Int, in file: SourceFile) -> Int {
        guard line >= 1, line <= file.lineStarts.count else { return byteColumn }
        let start = file.lineStarts[line - 1]
        let end = min(start + byteColumn - 1, file.bytes.count)
        guard start <= end else { return byteColumn }
        // Continuation bytes (10xxxxxx) do not start a code point.
        return file.bytes[start..<end].filter { $0 & 0xC0 != 0x80 }.count + 1
    }

    static func sortedOrder(_ lhs: ReportEntry, _ rhs: ReportEntry) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        if lhs.column != rhs.column { return lhs.column < rhs.column }
        return lhs.rule < rhs.rule
    }

    /// `path:line:column: severity: message [GTnnn]`, one line whatever the message holds.
    public var formatted: String {
        guard line > 0 else { return "\(OneLine.escaped(path)): \(severity.rawValue): \(OneLine.escaped(message)) [\(rule)]" }
        return Diagnostic(path: path, location: SourceLocation(line: line, column: column), severity: severity, message: message, code: rule).formatted
    }
}

extension String {
    /// Without the spaces, tabs and line endings at either end.
    func trimmingBlanks() -> String {
        let blanks: Set<Character> = [" ", "\t", "\r", "\n", "\r\n"]
        var slice = self[...]
        while let first = slice.first, blanks.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, blanks.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
