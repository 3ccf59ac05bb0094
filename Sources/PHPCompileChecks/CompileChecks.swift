import PHPSyntax
import Platform
import SourceRanges

/// Every compile-time check, run in one walk over a tree that parsed.
public enum CompileChecks {
    /// Parses as `Parser.parse` does, then adds the first error PHP finds when it compiles a
    /// file that parsed: `php -l`'s verdict.
    public static func parse(_ source: SourceFile, region: SourceRange? = nil, startingIn mode: LexerStartMode = .inlineHTML) -> SyntaxTree {
        Parser.parse(source, region: region, startingIn: mode, then: pass)
    }

    /// The checks as the parser's hook, for the loaders that parse with it.
    package static let pass: any ParsedTreePass = Pass()

    private struct Pass: ParsedTreePass {
        func diagnostics(of tree: SyntaxTree, tokens: SignificantTokens) -> [Diagnostic] {
            CompileChecks.diagnostics(tree, tokens: tokens)
        }
    }

    /// The compile error PHP reports for `tree`, as a diagnostic: PHP stops at its first, so
    /// there is at most one. None when the tree has syntax errors (PHP stops at those before
    /// compiling).
    /// `tokens` are the parser's tokens of the tree.
    static func diagnostics(_ tree: SyntaxTree, tokens: SignificantTokens) -> [Diagnostic] {
        guard tree.diagnostics.isEmpty, !tree.isEmpty, let arena = tree.arena else { return [] }
        let runner = runners.take() ?? Runner(file: tree.source)
        defer { runners.put(runner) }
        let errors = runner.withWalker { Self.errors(of: tree, arena: arena, tokens: tokens, walker: &$0) }
        // Errors met at one place keep the order of `errors`: the order PHP checks in.
        guard let first = errors.indices.min(by: { Self.precedes(errors[$0], $0, errors[$1], $1) }).map({ errors[$0] }) else { return [] }
        return [Diagnostic(path: tree.source.path, location: tree.source.location(of: first.offset), severity: .error, message: first.message)]
    }

    /// What the checks find in `tree`, in the order of `AllChecks.errors`, walked by `walker`
    /// after it is reset (the checks live in the walker: copying thirty of them in and out cost
    /// more than most walks).
    static func errors(of tree: SyntaxTree, arena: SyntaxArena, tokens: SignificantTokens, walker: inout NodeWalker<AllChecks>) -> [CompileError] {
        walker.restart()
        walker.visitor.reset(for: tree.source)
        walker.visitor.triggers.refill(tokens, in: tree.source)
        walker.visitor.triggers.add(writes: arena.nestedWrites)
        walker.visitor.watchesJumps = arena.containsJumps
        // The walk reads the arena through views that do not keep it.
        return withExtendedLifetime(arena) {
            walker.visitor.checks.appendReadCheck.fileStatements = arena.statements
            walker.walk(arena.statements)
            return walker.visitor.errors
        }
    }

    /// Each thread's runner, kept from file to file: reset, the checks keep the room they grew
    /// and free nothing. Between files it holds the last file's source and views of its freed
    /// arena, never read: a run starts with `reset(for:)`.
    private static let runners = ThreadSlot<Runner>()

    /// The walker with every check, in a box a thread keeps.
    final class Runner {
        private var walker: NodeWalker<AllChecks>

        init(file: SourceFile) {
            walker = NodeWalker(AllChecks(file: file))
        }

        /// One access to the walker for the whole run (each access to a class's property is
        /// checked for exclusivity as the program runs).
        func withWalker<Result>(_ body: (inout NodeWalker<AllChecks>) -> Result) -> Result {
            body(&walker)
        }
    }

    /// What PHP meets first: its parser's errors, then by where it compiles, then by where it
    /// says the error is, then the order of the checks.
    private static func precedes(_ a: CompileError, _ aIndex: Int, _ b: CompileError, _ bIndex: Int) -> Bool {
        (a.whileParsing ? 0 : 1, a.order, a.offset, aIndex) < (b.whileParsing ? 0 : 1, b.order, b.offset, bIndex)
    }
}
