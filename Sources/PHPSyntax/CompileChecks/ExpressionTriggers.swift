/// Where the tokens show an expression could hold a compile error: at `$this =`, `[]` not before
/// `=`, closures, arrow functions and anonymous classes (which hold statements and parameters),
/// `yield`, `...` other than `...$a)`, `$GLOBALS`, a method named by an expression, a skipped
/// array element, `isset` of something not a variable, a reference to a call, and a number
/// before `)::`. The walk goes
/// into an expression only when one of these offsets lies inside it (a write at the top of a
/// statement is looked at without the walk); all are rare in most code, so most expressions of
/// most files are never walked.
struct ExpressionTriggers {
    /// Offsets of the tokens, in source order.
    private(set) var offsets: [Int] = []

    init() {}

    /// Whether a trigger lies in `range`.
    func any(in range: SourceRange) -> Bool {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < range.start { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count && offsets[low] < range.end
    }

    init(_ tree: SyntaxTree) {
        let bytes = tree.source.bytes
        var previous: TokenKind?
        var previousKeyword: TokenKind?  // the token before `previous`
        var previousStart = 0
        var previousEnd = 0
        var appendAt = -1
        for token in tree.tokens {
            let kind = token.kind
            if kind == .whitespace || kind == .comment || kind == .docComment { continue }
            // The triggers that depend on the token after another, looked at only after one.
            if appendAt >= 0 || previous == .ellipsis || previousKeyword == .ellipsis || previousKeyword == .isset {
                let isEquals = kind == .char && bytes[token.start] == UInt8(ascii: "=")
                let isClosing = kind == .char && bytes[token.start] == UInt8(ascii: ")")
                // `[] =` is the usual append; `[]` before anything else may be a read.
                if appendAt >= 0 {
                    if !isEquals { offsets.append(appendAt) }
                    appendAt = -1
                }
                // `...$a)` ends a variadic parameter list or a call; any other `...` may unpack an
                // argument before another, or be `(...)`, a first-class callable (`new` may not be one).
                if previous == .ellipsis, kind != .variable {
                    offsets.append(token.start)
                } else if previousKeyword == .ellipsis, previous == .variable, !isClosing {
                    offsets.append(token.start)
                }
                if previousKeyword == .isset, previous == .char, bytes[previousStart] == UInt8(ascii: "("), kind != .variable {
                    offsets.append(token.start)  // isset of something that is not a variable
                }
            }
            switch kind {
            case .char where bytes[token.start] == UInt8(ascii: "=") && previous == .variable && previousEnd - previousStart == 5
                && bytes[previousStart + 1] == UInt8(ascii: "t") && bytes[previousStart + 2] == UInt8(ascii: "h")
                && bytes[previousStart + 3] == UInt8(ascii: "i") && bytes[previousStart + 4] == UInt8(ascii: "s"):
                offsets.append(token.start)  // `$this =` inside an expression (at a statement's top it is seen anyway)
            case .fn, .yield, .yieldFrom:
                offsets.append(token.start)
            case .variable where token.end - token.start == 8 && bytes[token.start + 1] == UInt8(ascii: "G") && bytes[token.start + 2] == UInt8(ascii: "L")
                && bytes[token.start + 3] == UInt8(ascii: "O") && bytes[token.start + 7] == UInt8(ascii: "S"):
                offsets.append(token.start)  // $GLOBALS
            case .char where bytes[token.start] == UInt8(ascii: "{") && (previous == .objectOperator || previous == .nullsafeObjectOperator || previous == .paamayimNekudotayim):
                offsets.append(token.start)  // `->{…}`: a method named by an expression
            case .char where bytes[token.start] == UInt8(ascii: ",") && previous == .char
                && (bytes[previousStart] == UInt8(ascii: "[") || bytes[previousStart] == UInt8(ascii: "(") || bytes[previousStart] == UInt8(ascii: ",")):
                offsets.append(token.start)  // a skipped element: `[,`, `(,`, `,,`
            case .string where previous == .ampersandNotFollowedByVarOrVararg, .nameFullyQualified where previous == .ampersandNotFollowedByVarOrVararg:
                offsets.append(token.start)  // `= &name(…)`: a reference to a call's result
            case .char where bytes[token.start] == UInt8(ascii: "]") && previous == .char && bytes[previousStart] == UInt8(ascii: "["):
                appendAt = token.start  // `[]`: judged by the token after it
            case .char where bytes[token.start] == UInt8(ascii: "(") && previous == .function:
                offsets.append(token.start)  // `function (` : a closure
            case .char where bytes[token.start] == UInt8(ascii: "&") && previous == .function:
                offsets.append(token.start)  // `function &(` or `function &name(`: walk to be sure
            case .paamayimNekudotayim where previous == .char && bytes[previousStart] == UInt8(ascii: ")")
                && (previousKeyword == .lnumber || previousKeyword == .dnumber):
                offsets.append(token.start)  // `(0)::`: a number as a class
            case .class where previous == .new:
                offsets.append(token.start)
            default:
                break
            }
            previousKeyword = previous
            previous = token.kind
            previousStart = token.start
            previousEnd = token.end
        }
    }
}
