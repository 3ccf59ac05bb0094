/// A check PHP makes when it compiles a file that parsed: `php -l` reports these as fatal
/// errors ("Cannot re-assign $this"), after the grammar accepted the file. Each check is one
/// type carrying its own examples, which the tests run against `php -l`.
public protocol CompileCheck: SyntaxVisitor {
    /// A short name for the check (`this-reassignment`).
    static var name: String { get }
    /// Complete files it must report, each with the message PHP gives (one line each).
    static var triggeringExamples: [(code: String, message: String)] { get }
    /// Complete files PHP compiles, which it must not report.
    static var nonTriggeringExamples: [String] { get }
    /// What it found, in source order.
    var errors: [CompileError] { get }
    init(file: SourceFile)
}

/// One compile error: PHP's message and where PHP says it is.
public struct CompileError: Sendable, Hashable {
    public var message: String
    public var offset: Int

    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }
}

/// Every compile-time check, run in one walk over a tree that parsed.
public enum CompileChecks {
    public static let all: [any CompileCheck.Type] = [
        ThisReassignmentCheck.self, ModifierRepetitionCheck.self, LoopControlCheck.self, ReservedNameCheck.self,
        RedeclarationCheck.self, AppendReadCheck.self, ParameterTypeCheck.self, AbstractMethodCheck.self,
    ]

    /// The compile errors of `tree`, as diagnostics; none when the tree has syntax errors (PHP
    /// stops at those before compiling).
    public static func diagnostics(_ tree: SyntaxTree) -> [Diagnostic] {
        guard tree.diagnostics.isEmpty, !tree.statements.isEmpty else { return [] }
        var all = AllChecks(file: tree.source)
        all = SyntaxWalker.walk(tree.statements, all)
        return all.errors.sorted { $0.offset < $1.offset }.map { error in
            Diagnostic(path: tree.source.path, location: tree.source.location(of: error.offset), severity: .error, message: error.message)
        }
    }

    /// The checks side by side, so the tree is walked once.
    struct AllChecks: SyntaxVisitor {
        var checks: [any CompileCheck]

        init(file: SourceFile) {
            checks = CompileChecks.all.map { $0.init(file: file) }
        }

        var errors: [CompileError] { checks.flatMap(\.errors) }

        // A check that skips children skips them for itself only: the others still see them, so
        // every check here walks every node; checks keep their own depth instead of skipping.
        mutating func visit(_ statement: Stmt) -> WalkAction {
            for index in checks.indices { _ = checks[index].visit(statement) }
            return .visitChildren
        }
        mutating func leave(_ statement: Stmt) { for index in checks.indices { checks[index].leave(statement) } }
        mutating func visit(_ expression: Expr) -> WalkAction {
            for index in checks.indices { _ = checks[index].visit(expression) }
            return .visitChildren
        }
        mutating func leave(_ expression: Expr) { for index in checks.indices { checks[index].leave(expression) } }
        mutating func visit(_ function: FunctionDeclaration) -> WalkAction {
            for index in checks.indices { _ = checks[index].visit(function) }
            return .visitChildren
        }
        mutating func leave(_ function: FunctionDeclaration) { for index in checks.indices { checks[index].leave(function) } }
        mutating func visit(_ declaration: ClassDeclaration) -> WalkAction {
            for index in checks.indices { _ = checks[index].visit(declaration) }
            return .visitChildren
        }
        mutating func leave(_ declaration: ClassDeclaration) { for index in checks.indices { checks[index].leave(declaration) } }
    }
}
