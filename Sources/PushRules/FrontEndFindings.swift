import PHPSyntax

/// The front end's problems (GT001 syntax errors, GT002 files it could not read) as findings,
/// the type every rule reports with: the reporters, ignore comments, `--disable` and columns treat
/// them as they treat the rules' findings.
extension SyntaxErrorRule {
    /// GT001 for a syntax error the parser reported in `file`, at the byte its line and column name.
    public static func finding(_ error: Diagnostic, in file: SourceFile) -> Finding {
        let line = min(max(error.location.line, 1), file.lineStarts.count)
        let offset = min(file.lineStarts[line - 1] + max(error.location.column, 1) - 1, file.bytes.count)
        // PHP's own words: the same in every language.
        return Finding(rule: id, severity: error.severity, file: file, offset: offset, Message("verbatim", ["text": .verbatim(error.message)]))
    }
}

extension UnreadableFileRule {
    /// GT002 for a file at `path`: an error when it cannot be read, a warning when it is not text.
    /// `location`: where in its bytes, if the problem is there; nil for the file as a whole.
    public static func finding(path: String, _ message: Message, location: SourceLocation?, isBinary: Bool) -> Finding {
        var finding = Finding(rule: id, severity: isBinary ? .warning : .error, file: SourceFile(path: path, bytes: []), offset: 0, message)
        finding.reportedLocation = location ?? SourceLocation(line: 0, column: 0)
        return finding
    }
}
