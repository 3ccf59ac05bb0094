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
    /// PHP raises it from its parser, before compiling anything: it comes before every error
    /// found while compiling, wherever that is in the file.
    public var whileParsing: Bool

    public init(_ message: String, at offset: Int, whileParsing: Bool = false) {
        self.message = message
        self.offset = offset
        self.whileParsing = whileParsing
    }
}

/// Every compile-time check, run in one walk over a tree that parsed.
public enum CompileChecks {
    public static let all: [any CompileCheck.Type] = [
        ThisReassignmentCheck.self, ModifierRepetitionCheck.self, LoopControlCheck.self, ReservedNameCheck.self,
        RedeclarationCheck.self, AppendReadCheck.self, ParameterTypeCheck.self, AbstractMethodCheck.self,
        NamespacePlacementCheck.self, DeclarePlacementCheck.self, ImportConflictCheck.self, NestedClassCheck.self, IllegalClassNameCheck.self,
    ]

    /// The compile error PHP reports for `tree`, as a diagnostic: PHP stops at its first, so
    /// there is at most one. None when the tree has syntax errors (PHP stops at those before
    /// compiling).
    public static func diagnostics(_ tree: SyntaxTree) -> [Diagnostic] {
        guard tree.diagnostics.isEmpty, !tree.statements.isEmpty else { return [] }
        var all = AllChecks(file: tree.source)
        all.walksExpressions = ExpressionNeeds.present(tree)
        all = SyntaxWalker.walk(tree.statements, all)
        guard let first = all.errors.min(by: { ($0.whileParsing ? 0 : 1, $0.offset) < ($1.whileParsing ? 0 : 1, $1.offset) }) else { return [] }
        return [Diagnostic(path: tree.source.path, location: tree.source.location(of: first.offset), severity: .error, message: first.message)]
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
        var namespaces: NamespacePlacementCheck
        var declares: DeclarePlacementCheck
        var imports: ImportConflictCheck
        var nestedClasses: NestedClassCheck
        var classNames: IllegalClassNameCheck
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
            namespaces = NamespacePlacementCheck(file: file)
            declares = DeclarePlacementCheck(file: file)
            imports = ImportConflictCheck(file: file)
            nestedClasses = NestedClassCheck(file: file)
            classNames = IllegalClassNameCheck(file: file)
        }

        var errors: [CompileError] {
            // At one offset the first listed wins: PHP finds a class nested before its reserved
            // name, and both before an import clash.
            this.errors + modifiers.errors + loops.errors + nestedClasses.errors + reserved.errors + redeclarations.errors + appends.errors + parameters.errors + abstracts.errors
                + namespaces.errors + declares.errors + imports.errors + classNames.errors
        }

        mutating func visit(_ statement: Stmt) -> WalkAction {
            _ = this.visit(statement)
            _ = loops.visit(statement)
            _ = reserved.visit(statement)
            _ = redeclarations.visit(statement)
            _ = appends.visit(statement)
            _ = abstracts.visit(statement)
            _ = namespaces.visit(statement)
            _ = declares.visit(statement)
            _ = imports.visit(statement)
            _ = nestedClasses.visit(statement)
            return .visitChildren
        }

        mutating func leave(_ statement: Stmt) {
            loops.leave(statement)
            redeclarations.leave(statement)
            namespaces.leave(statement)
            declares.leave(statement)
            imports.leave(statement)
            reserved.leave(statement)
            nestedClasses.leave(statement)
        }

        mutating func visit(_ expression: Expr) -> WalkAction {
            guard walksExpressions else { return .skipChildren }
            _ = this.visit(expression)
            _ = appends.visit(expression)
            _ = classNames.visit(expression)
            return .visitChildren
        }

        mutating func visit(_ function: FunctionDeclaration) -> WalkAction {
            _ = this.visit(function)
            _ = loops.visit(function)
            _ = redeclarations.visit(function)
            _ = parameters.visit(function)
            _ = appends.visit(function)
            _ = reserved.visit(function)
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
            _ = imports.visit(declaration)
            _ = nestedClasses.visit(declaration)
            return .visitChildren
        }

        mutating func leave(_ declaration: ClassDeclaration) {
            nestedClasses.leave(declaration)
        }
    }
}

/// What the tokens say about a file's expressions: only `$this`, `[]`, a number before `)::`,
/// and closures, arrow functions or anonymous classes (which hold statements and parameters) can
/// make an expression a compile error, so a file without any of them needs no walk below its
/// statements.
enum ExpressionNeeds {
    static func present(_ tree: SyntaxTree) -> Bool {
        let bytes = tree.source.bytes
        var previous: TokenKind?
        var previousStart = 0
        var beforePrevious: TokenKind?
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
            case .paamayimNekudotayim where previous == .char && bytes[previousStart] == UInt8(ascii: ")")
                && (beforePrevious == .lnumber || beforePrevious == .dnumber):
                return true  // `(0)::`: a number as a class
            default:
                break
            }
            beforePrevious = previous
            previous = token.kind
            previousStart = token.start
        }
        return false
    }
}

extension Stmt {
    /// The `#!…` line that opens a script: PHP skips it, so it is no statement before others.
    var isHashbangLine: Bool {
        guard range.start == 0, case .inlineHTML(let text) = kind, text.count >= 2, text[0] == UInt8(ascii: "#"), text[1] == UInt8(ascii: "!") else { return false }
        return text.firstIndex(of: UInt8(ascii: "\n")).map { $0 == text.count - 1 } ?? true
    }
}
