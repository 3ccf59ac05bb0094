import PHPSyntax

/// One byte-range replacement in a source file. An insertion has an empty range.
public struct TextEdit: Sendable, Hashable {
    public var range: SourceRange
    public var replacement: [UInt8]

    public init(range: SourceRange, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }
}

/// A safe repair for one finding: the edits, and a sentence saying what they replace.
public struct Fix: Sendable, Hashable {
    public var edits: [TextEdit]
    /// What the edits do, as a catalogue message: each language words it from the one message.
    public var summary: Message
    /// True when the fix takes away an alert with text: `fix` applies it only when silence was
    /// declared, named or given by `--intent` (RULES.md, "What a fix must be").
    public var removesAlertText: Bool
    /// Why the rule wrote no edits: the change it would make is not certain (the code to change
    /// is in another file, or is not the literal or the statement a fix can rewrite). `fix`
    /// reports it as not fixed, with this reason; nil for a fix that has its edits.
    public var refusal: Message?

    public init(edits: [TextEdit], summary: Message, removesAlertText: Bool = false) {
        self.edits = edits
        self.summary = summary
        self.removesAlertText = removesAlertText
    }

    /// The fix a rule would make, and why it cannot: no edits, and `fix` says why.
    public static func refused(_ reason: Message, summary: Message, removesAlertText: Bool = false) -> Fix {
        var fix = Fix(edits: [], summary: summary, removesAlertText: removesAlertText)
        fix.refusal = reason
        return fix
    }

    /// The summary in `language`.
    public func summary(_ language: Language) -> String { summary.text(language) }
}

/// One rule hit: which rule, where the code to change is, and what it means for the push.
public struct Finding: Sendable {
    public var rule: String
    public var severity: Diagnostic.Severity
    public var file: SourceFile
    /// Byte offset of the statement to change; `location` is derived from it.
    public var offset: Int
    /// What it means for the push, as a catalogue key with arguments: each language words it
    /// from the one message (a syntax error's PHP text is `verbatim`, the same in all).
    public var message: Message
    public var fix: Fix?
    /// Findings with the same rule and key are one problem, reported once (an unknown used twice,
    /// an alert object that several paths leave unattached).
    public var dedupeKey: String?
    /// Where the loader found a problem in a file whose bytes it did not keep (a binary file's
    /// NUL byte), or line and column 0 for a file as a whole (GT002); nil for a place in `file`,
    /// found from `offset`.
    public var reportedLocation: SourceLocation?

    public init(rule: String, severity: Diagnostic.Severity, file: SourceFile, offset: Int, _ message: Message, fix: Fix? = nil, dedupeKey: String? = nil) {
        self.dedupeKey = dedupeKey
        self.rule = rule
        self.severity = severity
        self.file = file
        self.offset = offset
        self.message = message
        self.fix = fix
    }

    public var path: String { file.path }

    /// The message in `language`.
    public func text(_ language: Language) -> String { message.text(language) }
    public var location: SourceLocation { reportedLocation ?? file.location(of: offset) }

    /// The compiler-style form: `path:line:col: severity: message [GTnnn]`.
    public var diagnostic: Diagnostic {
        Diagnostic(path: file.path, location: location, severity: severity, message: message.text(.english), code: rule)
    }

    /// File, then position, then rule id: the order every output format uses.
    public static func sortedOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.offset != rhs.offset { return lhs.offset < rhs.offset }
        return lhs.rule < rhs.rule
    }
}
