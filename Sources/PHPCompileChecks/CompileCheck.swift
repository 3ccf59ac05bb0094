import PHPSyntax
import Platform

/// A check PHP makes when it compiles a file that parsed: `php -l` reports these as fatal
/// errors ("Cannot re-assign $this"), after the grammar accepted the file. Each check is one
/// type carrying its own examples, which the tests run against `php -l`.
public protocol CompileCheck: NodeVisitor {
    /// A short name for the check (`this-reassignment`).
    static var name: String { get }
    /// Where its errors stand among the other checks' when PHP could report several at one
    /// place: the lower first. The registry lists the checks by it (`CompileChecks.all`).
    static var reportOrder: Int { get }
    /// Complete files it must report, each with the message PHP gives (one line each).
    static var triggeringExamples: [(code: String, message: String)] { get }
    /// Complete files PHP compiles, which it must not report.
    static var nonTriggeringExamples: [String] { get }
    /// What it found, in source order.
    var errors: [CompileError] { get }
    init(file: SourceFile)
    /// Back to the state `init(file:)` gives for `file`, with the room it grew kept: each thread
    /// keeps one runner from file to file (`CompileChecks.runners`), and making and freeing the
    /// thirty checks' state was a tenth of the pass. A check that reads its file holds it
    /// `unowned(unsafe)`, read only while the file is walked: kept, the last file was freed at the
    /// next one's reset, a fortieth of the pass spent freeing a file the parser is done with.
    mutating func reset(for file: SourceFile)
}

/// One compile error: PHP's message and where PHP says it is.
public struct CompileError: Sendable, Hashable {
    public var message: String
    public var offset: Int
    /// Where PHP meets the error as it compiles, when that is not where it says it is: a class
    /// is checked as a whole after its members, but the error names the class's line.
    public var order: Int
    /// PHP raises it from its parser, before compiling anything: it comes before every error
    /// found while compiling, wherever that is in the file.
    public var whileParsing: Bool

    public init(_ message: String, at offset: Int, orderedAt order: Int? = nil, whileParsing: Bool = false) {
        self.message = message
        self.offset = offset
        self.order = order ?? offset
        self.whileParsing = whileParsing
    }
}
