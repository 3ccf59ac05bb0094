import PHPSyntax
import SourceRanges

/// Where the tokens show an expression could hold a compile error: at `$this =`, `[]` neither
/// before `=` nor where an operand starts (an empty array), closures, arrow functions and
/// anonymous classes (which hold statements, parameters and attributes), `yield`, `...` other
/// than `...$a)`, `$GLOBALS`, a method named by an expression, a skipped array element, `isset`
/// of something that may not be a variable, an argument after a named one, a `?->` chain
/// written to or taken by reference, a second `default` arm of a `match`, a reference to a
/// call, a value in parentheses or an array before `::` or after `new`, and `\self`, `\parent`
/// or `\static` naming a class (names PHP never resolves); and the writes inside expressions the
/// parser noted (`add(writes:)`). The walk goes into an expression only when one of these
/// offsets lies inside it (a write at the top of a statement is looked at without the walk); all
/// are rare in most code, so most expressions of most files are never walked.
///
/// Apart, `self`, `parent` and `static` naming a class in an expression (`self::X`, `new static`,
/// `instanceof parent`): common in methods, where they are right, so the runner asks for them
/// only where PHP refuses them (`ClassScopeTypeCheck.refusedClassNames`).
struct ExpressionTriggers {
    /// The triggers, in source order.
    var triggers = SortedOffsets()
    /// `self`, `parent` and `static` naming a class, in source order.
    var classScopeNames = SortedOffsets()
    /// Those of `classScopeNames` that are `parent`.
    var parentNames = SortedOffsets()

    init() {}

    /// Whether a trigger lies in `range`.
    mutating func any(in range: SourceRange) -> Bool {
        triggers.any(in: range)
    }

    /// The exact test (`trigger(at:)`) at each token the lexer kept as a candidate as it emitted
    /// them (`TriggerCandidates`): a few tokens in a hundred.
    init(_ tokens: SignificantTokens, in source: SourceFile) {
        refill(tokens, in: source)
    }

    /// The triggers of another file, in the lists this one grew (the runner keeps each thread's).
    mutating func refill(_ tokens: SignificantTokens, in source: SourceFile) {
        clear()
        Self.withScan(tokens, in: source) { scan in
            for index in tokens.triggerCandidates { note(Int(index), scan) }
        }
        // Offsets found ahead of the token that found them may come before later ones (seldom).
        triggers.sortIfNeeded()
    }

    /// Writes the parser noted inside expressions (`SyntaxArena.nestedWrites`), which no token
    /// tells: the walk goes into them too.
    mutating func add(writes offsets: [Int32]) {
        guard !offsets.isEmpty else { return }
        for offset in offsets { triggers.append(Int(offset)) }
        triggers.sortIfNeeded()
    }

    /// Every token looked at exactly. The tests hold the lexer's candidates to it.
    static func unfiltered(_ tokens: SignificantTokens, in source: SourceFile) -> ExpressionTriggers {
        var found = ExpressionTriggers()
        withScan(tokens, in: source) { scan in
            for index in 0..<scan.codes.count { found.note(index, scan) }
        }
        found.triggers.sortIfNeeded()
        return found
    }

    /// None, with the lists' room kept.
    mutating func clear() {
        triggers.clear()
        classScopeNames.clear()
        parentNames.clear()
    }

    /// What the exact tests find at the token at `index`.
    private mutating func note(_ index: Int, _ scan: TriggerScan) {
        if let offset = scan.trigger(at: index) {
            triggers.append(offset)
            return
        }
        switch scan.classWord(at: index) {
        case .qualified(let offset)?:
            triggers.append(offset)
        case .inScope(let offset, let isParent)?:
            classScopeNames.append(offset)
            if isParent { parentNames.append(offset) }
        case nil:
            break
        }
    }

    /// `body` with the file's bytes and the tokens' three columns in place.
    private static func withScan<Result>(_ tokens: SignificantTokens, in source: SourceFile, _ body: (TriggerScan) -> Result) -> Result {
        source.bytes.withUnsafeBufferPointer { bytes in
            withExtendedLifetime(tokens) {
                body(TriggerScan(bytes: bytes, codes: tokens.codes, starts: tokens.starts, ends: tokens.ends))
            }
        }
    }

}
