import PHPSyntax
import PushRules

/// What a baseline remembers of a finding: its file, its rule, the function that builds its
/// payload and the code of the line it points at with spacing normalised. No line number, so
/// code added or removed above it does not bring it back; changing the line itself does.
struct BaselineKey: Hashable, Comparable {
    /// Relative to the baseline file's folder, so the file reads the same from any current folder.
    var file: String
    var rule: String
    var function: String?
    var code: String

    init(file: String, rule: String, function: String?, code: String) {
        self.file = file
        self.rule = rule
        self.function = function
        self.code = code
    }

    /// The key of `finding`, built by `function`'s payload, with its path made relative to
    /// `folder` (the baseline's) from `current` (the folder the run names paths from).
    init(_ finding: Finding, function: String?, folder: String, current: String) {
        file = ProjectPath.relative(ProjectPath.absolute(finding.path, from: current), from: folder)
        rule = finding.rule
        self.function = function
        code = Self.lineCode(finding.file, at: finding.offset)
    }

    /// The line holding `offset`, its runs of spaces and tabs made one space, trimmed.
    static func lineCode(_ file: SourceFile, at offset: Int) -> String {
        let line = file.location(of: offset).line
        let start = file.lineStarts[line - 1]
        let end = line < file.lineStarts.count ? file.lineStarts[line] : file.bytes.count
        let text = String(decoding: file.bytes[start..<end], as: UTF8.self)
        return text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }).joined(separator: " ")
    }

    static func < (lhs: BaselineKey, rhs: BaselineKey) -> Bool {
        (lhs.file, lhs.rule, lhs.function ?? "", lhs.code) < (rhs.file, rhs.rule, rhs.function ?? "", rhs.code)
    }
}
