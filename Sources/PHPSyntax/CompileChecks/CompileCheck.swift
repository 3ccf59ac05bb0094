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
        GotoCheck.self, SwitchDefaultCheck.self, ConstantExpressionCheck.self, ReturnCheck.self, ClosureUseCheck.self,
        CallFormCheck.self, WriteContextCheck.self, ArrayPatternCheck.self, IssetOperandCheck.self, ClassScopeTypeCheck.self,
        StatementFormCheck.self,
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
        var jumps: GotoCheck
        var switches: SwitchDefaultCheck
        var constants: ConstantExpressionCheck
        var returns: ReturnCheck
        var closureUses: ClosureUseCheck
        var calls: CallFormCheck
        var writes: WriteContextCheck
        var patterns: ArrayPatternCheck
        var issets: IssetOperandCheck
        var scopeTypes: ClassScopeTypeCheck
        var statementForms: StatementFormCheck
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
            jumps = GotoCheck(file: file)
            switches = SwitchDefaultCheck(file: file)
            constants = ConstantExpressionCheck(file: file)
            returns = ReturnCheck(file: file)
            closureUses = ClosureUseCheck(file: file)
            calls = CallFormCheck(file: file)
            writes = WriteContextCheck(file: file)
            patterns = ArrayPatternCheck(file: file)
            issets = IssetOperandCheck(file: file)
            scopeTypes = ClassScopeTypeCheck(file: file)
            statementForms = StatementFormCheck(file: file)
        }

        var errors: [CompileError] {
            this.errors + modifiers.errors + loops.errors + reserved.errors + redeclarations.errors + appends.errors + parameters.errors + abstracts.errors
                + jumps.errors + switches.errors + constants.errors + returns.errors + closureUses.errors + calls.errors + writes.errors
                + patterns.errors + issets.errors + scopeTypes.errors + statementForms.errors
        }

        mutating func visit(_ statement: Stmt) -> WalkAction {
            _ = this.visit(statement)
            _ = loops.visit(statement)
            _ = reserved.visit(statement)
            _ = redeclarations.visit(statement)
            _ = appends.visit(statement)
            _ = abstracts.visit(statement)
            _ = jumps.visit(statement)
            _ = switches.visit(statement)
            _ = constants.visit(statement)
            _ = returns.visit(statement)
            _ = writes.visit(statement)
            _ = patterns.visit(statement)
            _ = statementForms.visit(statement)
            // Most write errors stand at a statement's top (`f() = 1;`): those are seen even
            // when the walk does not go below statements.
            if !walksExpressions, case .expression(let expression) = statement.kind {
                _ = this.visit(expression)
                _ = writes.visit(expression)
                _ = patterns.visit(expression)
            }
            return .visitChildren
        }

        mutating func leave(_ statement: Stmt) {
            loops.leave(statement)
            redeclarations.leave(statement)
            jumps.leave(statement)
        }

        /// Each check looks at a few kinds of expression, and most of a tree is none of them, so
        /// the kind picks the checks (a check's examples fail if its kinds are missing here).
        mutating func visit(_ expression: Expr) -> WalkAction {
            guard walksExpressions else { return .skipChildren }
            switch expression.kind {
            case .assign, .assignByReference:
                _ = this.visit(expression)
                _ = appends.visit(expression)
                _ = writes.visit(expression)
                _ = patterns.visit(expression)
            case .compoundAssign, .increment, .decrement:
                _ = appends.visit(expression)
                _ = writes.visit(expression)
            case .call, .methodCall, .staticCall, .new:
                _ = appends.visit(expression)
                _ = calls.visit(expression)
            case .arrayDimFetch:
                _ = appends.visit(expression)
            case .array:
                _ = patterns.visit(expression)
            case .closure:
                _ = closureUses.visit(expression)
            case .arrowFunction, .yield, .yieldFrom:
                _ = returns.visit(expression)
            case .isset:
                _ = issets.visit(expression)
            default:
                break
            }
            return .visitChildren
        }

        mutating func visit(_ function: FunctionDeclaration) -> WalkAction {
            _ = this.visit(function)
            _ = loops.visit(function)
            _ = redeclarations.visit(function)
            _ = parameters.visit(function)
            _ = appends.visit(function)
            _ = jumps.visit(function)
            _ = constants.visit(function)
            _ = returns.visit(function)
            _ = scopeTypes.visit(function)
            return .visitChildren
        }

        mutating func leave(_ function: FunctionDeclaration) {
            loops.leave(function)
            appends.leave(function)
            jumps.leave(function)
            constants.leave(function)
            returns.leave(function)
            scopeTypes.leave(function)
        }

        mutating func visit(_ declaration: ClassDeclaration) -> WalkAction {
            _ = modifiers.visit(declaration)
            _ = reserved.visit(declaration)
            _ = redeclarations.visit(declaration)
            _ = abstracts.visit(declaration)
            _ = constants.visit(declaration)
            _ = scopeTypes.visit(declaration)
            return .visitChildren
        }

        mutating func leave(_ declaration: ClassDeclaration) {
            constants.leave(declaration)
            scopeTypes.leave(declaration)
        }
    }
}

/// What the tokens say about a file's expressions: only `$this =`, `[]` not before `=`, closures, arrow functions
/// or anonymous classes (which hold statements and parameters), `yield`, `...` other than `...$a)`, `$GLOBALS`, a
/// method named by an expression, a skipped array element, `isset` of something not a variable
/// and a reference to a call can make an expression a compile error (a write at the top of a
/// statement is seen without the walk), so a file without any of them needs no walk below its
/// statements. All are rare in most code.
enum ExpressionNeeds {
    static func present(_ tree: SyntaxTree) -> Bool {
        let bytes = tree.source.bytes
        var previous: TokenKind?
        var previousKeyword: TokenKind?  // the token before `previous`
        var previousStart = 0
        var previousEnd = 0
        var appendAt = -1
        for token in tree.tokens {
            // `[] =` is the usual append; `[]` before anything else may be a read.
            if appendAt >= 0, token.kind != .whitespace, token.kind != .comment, token.kind != .docComment, token.start > appendAt {
                if !(token.kind == .char && bytes[token.start] == UInt8(ascii: "=")) { return true }
                appendAt = -1
            }
            // `...$a)` ends a variadic parameter list or a call; any other `...` may unpack an
            // argument before another, or be `(...)`, a first-class callable (`new` may not be one).
            if previous == .ellipsis, token.kind != .whitespace, token.kind != .comment, token.kind != .docComment, token.kind != .variable {
                return true
            }
            if previousKeyword == .ellipsis, previous == .variable, token.kind != .whitespace, token.kind != .comment, token.kind != .docComment,
               !(token.kind == .char && bytes[token.start] == UInt8(ascii: ")")) {
                return true
            }
            if previousKeyword == .isset, previous == .char, bytes[previousStart] == UInt8(ascii: "("),
               token.kind != .variable, token.kind != .whitespace, token.kind != .comment, token.kind != .docComment {
                return true  // isset of something that is not a variable
            }
            switch token.kind {
            case .whitespace, .comment, .docComment:
                continue
            case .char where bytes[token.start] == UInt8(ascii: "=") && previous == .variable && previousEnd - previousStart == 5
                && bytes[previousStart + 1] == UInt8(ascii: "t") && bytes[previousStart + 2] == UInt8(ascii: "h")
                && bytes[previousStart + 3] == UInt8(ascii: "i") && bytes[previousStart + 4] == UInt8(ascii: "s"):
                return true  // `$this =` inside an expression (at a statement's top it is seen anyway)
            case .fn, .yield, .yieldFrom:
                return true
            case .variable where token.end - token.start == 8 && bytes[token.start + 1] == UInt8(ascii: "G") && bytes[token.start + 2] == UInt8(ascii: "L")
                && bytes[token.start + 3] == UInt8(ascii: "O") && bytes[token.start + 7] == UInt8(ascii: "S"):
                return true  // $GLOBALS
            case .char where bytes[token.start] == UInt8(ascii: "{") && (previous == .objectOperator || previous == .nullsafeObjectOperator || previous == .paamayimNekudotayim):
                return true  // `->{…}`: a method named by an expression
            case .char where bytes[token.start] == UInt8(ascii: ",") && previous == .char
                && (bytes[previousStart] == UInt8(ascii: "[") || bytes[previousStart] == UInt8(ascii: "(") || bytes[previousStart] == UInt8(ascii: ",")):
                return true  // a skipped element: `[,`, `(,`, `,,`
            case .string where previous == .ampersandNotFollowedByVarOrVararg, .nameFullyQualified where previous == .ampersandNotFollowedByVarOrVararg:
                return true  // `= &name(…)`: a reference to a call's result
            case .char where bytes[token.start] == UInt8(ascii: "]") && previous == .char && bytes[previousStart] == UInt8(ascii: "["):
                appendAt = token.start  // `[]`: judged by the token after it
            case .char where bytes[token.start] == UInt8(ascii: "(") && previous == .function:
                return true  // `function (` : a closure
            case .char where bytes[token.start] == UInt8(ascii: "&") && previous == .function:
                return true  // `function &(` or `function &name(`: walk to be sure
            case .class where previous == .new:
                return true
            default:
                break
            }
            previousKeyword = previous
            previous = token.kind
            previousStart = token.start
            previousEnd = token.end
        }
        return false
    }
}
