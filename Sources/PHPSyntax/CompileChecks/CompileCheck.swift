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
    /// Where PHP meets the error as it compiles, when that is not where it says it is: a class
    /// is checked as a whole after its members, but the error names the class's line.
    public var order: Int

    public init(_ message: String, at offset: Int, orderedAt order: Int? = nil) {
        self.message = message
        self.offset = offset
        self.order = order ?? offset
    }
}

/// Every compile-time check, run in one walk over a tree that parsed.
public enum CompileChecks {
    public static let all: [any CompileCheck.Type] = [
        ThisReassignmentCheck.self, ModifierRepetitionCheck.self, LoopControlCheck.self, ReservedNameCheck.self,
        RedeclarationCheck.self, AppendReadCheck.self, ParameterTypeCheck.self, AbstractMethodCheck.self, MemberModifierCheck.self,
        MagicMethodCheck.self, EnumCaseCheck.self, PropertyCheck.self,
    ]

    /// The compile errors of `tree`, as diagnostics; none when the tree has syntax errors (PHP
    /// stops at those before compiling).
    public static func diagnostics(_ tree: SyntaxTree) -> [Diagnostic] {
        guard tree.diagnostics.isEmpty, !tree.statements.isEmpty else { return [] }
        var all = AllChecks(file: tree.source)
        all.walksExpressions = ExpressionNeeds.present(tree)
        all = SyntaxWalker.walk(tree.statements, all)
        // Errors met at one place keep the order of `all.errors`: the order PHP checks in.
        let ordered = all.errors.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
        return ordered.map { error in
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
        var memberModifiers: MemberModifierCheck
        var magicMethods: MagicMethodCheck
        var enumCases: EnumCaseCheck
        var properties: PropertyCheck
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
            memberModifiers = MemberModifierCheck(file: file)
            magicMethods = MagicMethodCheck(file: file)
            enumCases = EnumCaseCheck(file: file)
            properties = PropertyCheck(file: file)
        }

        /// Listed in the order PHP meets errors that share a line. PHP refuses repeated modifiers
        /// while it parses, so one of those is the only error it reports.
        var errors: [CompileError] {
            if !modifiers.errors.isEmpty { return modifiers.errors }
            return this.errors + memberModifiers.errors + properties.errors + loops.errors + reserved.errors + redeclarations.errors
                + appends.errors + abstracts.errors + parameters.errors + magicMethods.errors + enumCases.errors
        }

        mutating func visit(_ statement: Stmt) -> WalkAction {
            _ = this.visit(statement)
            _ = loops.visit(statement)
            _ = reserved.visit(statement)
            _ = redeclarations.visit(statement)
            _ = appends.visit(statement)
            _ = abstracts.visit(statement)
            // These follow namespaces and imports only, and this runs for every statement.
            if NameResolution.changes(statement) {
                _ = parameters.visit(statement)
                _ = magicMethods.visit(statement)
                _ = enumCases.visit(statement)
                _ = properties.visit(statement)
            }
            return .visitChildren
        }

        mutating func leave(_ statement: Stmt) {
            loops.leave(statement)
            redeclarations.leave(statement)
        }

        mutating func visit(_ expression: Expr) -> WalkAction {
            guard walksExpressions else { return .skipChildren }
            _ = this.visit(expression)
            _ = appends.visit(expression)
            return .visitChildren
        }

        mutating func visit(_ function: FunctionDeclaration) -> WalkAction {
            _ = this.visit(function)
            _ = loops.visit(function)
            _ = redeclarations.visit(function)
            _ = parameters.visit(function)
            _ = appends.visit(function)
            return .visitChildren
        }

        mutating func leave(_ function: FunctionDeclaration) {
            loops.leave(function)
            appends.leave(function)
        }

        mutating func visit(_ declaration: ClassDeclaration) -> WalkAction {
            _ = modifiers.visit(declaration)
            _ = reserved.visit(declaration)
            _ = redeclarations.visit(declaration)
            _ = abstracts.visit(declaration)
            _ = memberModifiers.visit(declaration)
            _ = magicMethods.visit(declaration)
            _ = enumCases.visit(declaration)
            _ = properties.visit(declaration)
            _ = parameters.visit(declaration)
            return .visitChildren
        }

        mutating func leave(_ declaration: ClassDeclaration) {
            parameters.leave(declaration)
        }
    }
}

/// What the tokens say about a file's expressions: only `$this`, `[]`, and closures, arrow
/// functions or anonymous classes (which hold statements and parameters) can make an expression
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
            case .fn:
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
