import PushRules

/// One output format of `gtpush check`. The list below is the only place formats are named:
/// `--format`'s validation, its help lines and the dispatch all read it.
public protocol Reporter: Sendable {
    /// The word `--format` takes.
    static var identifier: String { get }
    /// The help line's key in the catalogue.
    static var description: Message { get }
    /// The whole document for standard output, ending with a newline.
    static func report(_ run: CheckRun) -> String
}

public enum Reporters {
    public static let all: [any Reporter.Type] = [
        TextReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self,
        CheckstyleReporter.self, JUnitReporter.self, GitLabReporter.self,
    ]

    public static func reporter(identifier: String) -> (any Reporter.Type)? {
        all.first { $0.identifier == identifier }
    }

    /// `text|json|sarif|…`, for usage lines.
    public static var identifiers: String { all.map { $0.identifier }.joined(separator: "|") }
}
