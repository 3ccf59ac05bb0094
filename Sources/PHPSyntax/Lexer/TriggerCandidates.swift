/// Which tokens the compile-time pass looks at exactly for a trigger (`ExpressionTriggers`), told
/// where the lexer emits a kind that may be one (`SignificantTokens.Builder.keepIfTriggerCandidate`),
/// from its code and length and the token before it. There the code is fixed, and the test
/// folds to a compare or two; a pass of its own over every token of every file, a table lookup
/// a token, cost a sixth of the compile-time pass. (Made in the append every token goes
/// through, the test cost the lexer more than the pass saved: the lexer's code grew past what
/// the compiler inlines.)
///
/// A token is kept when its neighbour could make it a trigger; the exact test (`ExpressionTriggers`)
/// decides. Keeping too many only costs time: the tests hold the kept tokens to an exact test of
/// every token.
enum TriggerCandidates {
    /// Whether the token `code`, `length` bytes long, after a token of code `previous` (`eofCode`
    /// for the first token) `previousLength` bytes long, is kept.
    @_transparent
    static func keeps(_ code: UInt16, length: Int, after previous: UInt16, previousLength: Int) -> Bool {
        switch code {
        case C("="):
            // `$this =`
            return previous == K(.variable) && previousLength == 5
        case C("{"):
            // `->{`, `?->{`, `::{`: a member named by an expression
            return previous == K(.objectOperator) || previous == K(.nullsafeObjectOperator) || previous == K(.paamayimNekudotayim)
        case C(","):
            // a skipped element: `[,`, `(,`, `,,`
            return previous == C("[") || previous == C("(") || previous == C(",")
        case C("]"):
            return previous == C("[")
        case C("("):
            // `new (…)`: a value as a class
            return previous == K(.new)
        case K(.paamayimNekudotayim):
            // `)::`, `]::` and `class::` (a value as a class), and `static`, `self`, `parent`,
            // `\self`, `\parent` or `\static` before `::`, told here by their lengths
            switch previous {
            case C(")"), C("]"), K(.static), K(.class): return true
            case K(.string): return previousLength == 4 || previousLength == 6
            case K(.nameFullyQualified): return previousLength == 5 || previousLength == 7
            default: return false
            }
        case C(":"):
            // `name:`, a named argument: after a word or any keyword
            return previous == K(.string) || previous >= K(.abstract) && previous <= K(.traitC)
        case K(.class), K(.attribute):
            // an anonymous class, or its attributes
            return previous == K(.new)
        case K(.string), K(.static), K(.nameFullyQualified):
            // a class named after `new` or `instanceof`
            return previous == K(.new) || previous == K(.instanceof)
        case K(.function):
            // a closure, or a function returning by reference; after a modifier it is a method,
            // which is no expression
            return previous != K(.public) && previous != K(.protected) && previous != K(.private)
                && previous != K(.abstract) && previous != K(.final)
        case K(.variable):
            // `$GLOBALS`
            return length == 8
        case K(.inc), K(.dec):
            // `++` before what it writes to (after a variable or `]` it is mostly `$i++`; after `)`
            // or `}` a statement may start)
            return previous != K(.variable) && previous != C("]")
        case K(.nullsafeObjectOperator), K(.ampersandFollowedByVarOrVararg):
            // a `?->` chain written to or taken by reference
            return true
        case K(.default):
            // a match's default arm (a switch's `default` follows `;`, `{`, `}` or `:`, as the
            // first arm of a match follows `{`)
            return previous == C("{") || previous == C(",")
        case K(.ellipsis), K(.isset), K(.ampersandNotFollowedByVarOrVararg), K(.fn), K(.yield), K(.yieldFrom):
            return true
        default:
            return false
        }
    }
}
