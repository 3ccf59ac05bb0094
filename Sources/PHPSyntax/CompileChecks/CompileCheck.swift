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
        InterfaceMemberCheck.self, EarlyBindingCheck.self, GeneratorReturnTypeCheck.self,
    ]

    /// The compile errors of `tree`, as diagnostics; none when the tree has syntax errors (PHP
    /// stops at those before compiling).
    public static func diagnostics(_ tree: SyntaxTree) -> [Diagnostic] {
        guard tree.diagnostics.isEmpty, !tree.statements.isEmpty else { return [] }
        var all = AllChecks(file: tree.source)
        all.walksExpressions = ExpressionNeeds.present(tree)
        all = SyntaxWalker.walk(tree.statements, all)
        return all.errors.sorted { $0.offset < $1.offset }.map { error in
            Diagnostic(path: tree.source.path, location: tree.source.location(of: error.offset), severity: .error, message: error.message)
        }
    }

    /// The checks side by side, so the tree is walked once. Stored one by one, not as an array
    /// of existentials: the walk calls them directly, and expressions go only to the checks that
    /// look at expressions (the pass runs on every file, so this is most of its cost). A check
    /// left out here fails its own examples, which parse through this runner.
    struct AllChecks: SyntaxVisitor {
        var this: ThisReassignmentCheck
        var modifiers: ModifierRepetitionCheck
        var loops: LoopControlCheck
        var reserved: ReservedNameCheck
        var redeclarations: RedeclarationCheck
        var appends: AppendReadCheck
        var parameters: ParameterTypeCheck
        var abstracts: AbstractMethodCheck
        var interfaces: InterfaceMemberCheck
        var binding: EarlyBindingCheck
        var generators: GeneratorReturnTypeCheck
        /// False when the tokens show no expression can hold an error (`ExpressionNeeds`): the
        /// walk then stays at statements and declarations, which is most of a file's nodes saved.
        var walksExpressions = true

        init(file: SourceFile) {
            this = ThisReassignmentCheck(file: file)
            modifiers = ModifierRepetitionCheck(file: file)
            loops = LoopControlCheck(file: file)
            reserved = ReservedNameCheck(file: file)
            redeclarations = RedeclarationCheck(file: file)
            appends = AppendReadCheck(file: file)
            parameters = ParameterTypeCheck(file: file)
            abstracts = AbstractMethodCheck(file: file)
            interfaces = InterfaceMemberCheck(file: file)
            binding = EarlyBindingCheck(file: file)
            generators = GeneratorReturnTypeCheck(file: file)
        }

        var errors: [CompileError] {
            // Interface errors first: PHP reports them before others on the same method.
            interfaces.errors + this.errors + modifiers.errors + loops.errors + reserved.errors + redeclarations.errors + appends.errors + parameters.errors + abstracts.errors + binding.errors + generators.errors
        }

        mutating func visit(_ statement: Stmt) -> WalkAction {
            _ = this.visit(statement)
            _ = loops.visit(statement)
            _ = reserved.visit(statement)
            _ = redeclarations.visit(statement)
            _ = appends.visit(statement)
            _ = abstracts.visit(statement)
            _ = interfaces.visit(statement)
            _ = binding.visit(statement)
            _ = generators.visit(statement)
            return .visitChildren
        }

        mutating func leave(_ statement: Stmt) {
            loops.leave(statement)
            redeclarations.leave(statement)
            binding.leave(statement)
        }

        mutating func visit(_ expression: Expr) -> WalkAction {
            guard walksExpressions else { return .skipChildren }
            _ = this.visit(expression)
            _ = appends.visit(expression)
            _ = generators.visit(expression)
            return .visitChildren
        }

        mutating func visit(_ function: FunctionDeclaration) -> WalkAction {
            _ = this.visit(function)
            _ = loops.visit(function)
            _ = redeclarations.visit(function)
            _ = parameters.visit(function)
            _ = generators.visit(function)
            _ = appends.visit(function)
            return .visitChildren
        }

        mutating func leave(_ function: FunctionDeclaration) {
            loops.leave(function)
            appends.leave(function)
            generators.leave(function)
        }

        mutating func visit(_ declaration: ClassDeclaration) -> WalkAction {
            _ = modifiers.visit(declaration)
            _ = reserved.visit(declaration)
            _ = redeclarations.visit(declaration)
            _ = abstracts.visit(declaration)
            _ = interfaces.visit(declaration)
            return .visitChildren
        }
    }
}

/// What the tokens say about a file's expressions: only `$this`, `[]`, `yield`, and closures,
/// arrow functions or anonymous classes (which hold statements and parameters) can make an expression
/// a compile error, so a file without any of them needs no walk below its statements.
enum ExpressionNeeds {
    static func present(_ tree: SyntaxTree) -> Bool {
        let bytes = tree.source.bytes
        var previous: TokenKind?
        var previousStart = 0
        for token in tree.tokens {
            switch token.kind {
            case .whitespace, .comment, .docComment:
                continue
            case .variable where token.end - token.start == 5 && bytes[token.start + 1] == UInt8(ascii: "t") && bytes[token.start + 2] == UInt8(ascii: "h")
                && bytes[token.start + 3] == UInt8(ascii: "i") && bytes[token.start + 4] == UInt8(ascii: "s"):
                return true
            case .fn, .yield, .yieldFrom:
                return true
            case .char where bytes[token.start] == UInt8(ascii: "]") && previous == .char && bytes[previousStart] == UInt8(ascii: "["):
                return true
            case .char where bytes[token.start] == UInt8(ascii: "(") && previous == .function:
                return true  // `function (` : a closure
            case .char where bytes[token.start] == UInt8(ascii: "&") && previous == .function:
                return true  // `function &(` or `function &name(`: walk to be sure
            case .class where previous == .new:
                return true
            default:
                break
            }
            previous = token.kind
            previousStart = token.start
        }
        return false
    }
}
