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

    /// One pass over the parser's tokens (trivia left out, a one-character token coded with its
    /// byte), looking at each and the two before it: one branch on the code, as this runs on
    /// every file.
    init(_ tokens: SignificantTokens, in source: SourceFile) {
        var offsets: [Int] = []
        let watched = Self.watched
        let this = Array("this".utf8)
        source.bytes.withUnsafeBufferPointer { bytes in
            tokens.codes.withUnsafeBufferPointer { codes in
                tokens.starts.withUnsafeBufferPointer { starts in
                    tokens.ends.withUnsafeBufferPointer { ends in
                        // 0 stands for "none": no token is coded 0 but inline HTML, which ends expressions anyway.
                        var previous: UInt16 = 0
                        var previousKeyword: UInt16 = 0  // the token before `previous`
                        var previousStart = 0
                        var previousLength = 0
                        var appendAt = -1
                        for index in 0..<codes.count {
                            let kind = codes[index]
                            let start = Int(starts[index])
                            // The triggers that depend on the token after another, looked at only after one.
                            if appendAt >= 0 || previous == Code.ellipsis || previousKeyword == Code.ellipsis || previousKeyword == Code.isset {
                                // `[] =` is the usual append; `[]` before anything else may be a read.
                                if appendAt >= 0 {
                                    if kind != Code.equals { offsets.append(appendAt) }
                                    appendAt = -1
                                }
                                // `...$a)` ends a variadic parameter list or a call; any other `...` may unpack an
                                // argument before another, or be `(...)`, a first-class callable (`new` may not be one).
                                if previous == Code.ellipsis, kind != Code.variable {
                                    offsets.append(start)
                                } else if previousKeyword == Code.ellipsis, previous == Code.variable, kind != Code.closeParen {
                                    offsets.append(start)
                                }
                                if previousKeyword == Code.isset, previous == Code.openParen, kind != Code.variable {
                                    offsets.append(start)  // isset of something that is not a variable
                                }
                            }
                            if Int(kind) < watched.count && watched[Int(kind)] { switch kind {
                            case Code.equals:
                                if previous == Code.variable && previousLength == 5 && bytes[previousStart + 1] == this[0] && bytes[previousStart + 2] == this[1]
                                    && bytes[previousStart + 3] == this[2] && bytes[previousStart + 4] == this[3] {
                                    offsets.append(start)  // `$this =` inside an expression (at a statement's top it is seen anyway)
                                }
                            case Code.openBrace:
                                if previous == Code.objectOperator || previous == Code.nullsafeObjectOperator || previous == Code.paamayimNekudotayim {
                                    offsets.append(start)  // `->{…}`: a method named by an expression
                                }
                            case Code.comma:
                                if previous == Code.openBracket || previous == Code.openParen || previous == Code.comma {
                                    offsets.append(start)  // a skipped element: `[,`, `(,`, `,,`
                                }
                            case Code.closeBracket:
                                if previous == Code.openBracket { appendAt = start }  // `[]`: judged by the token after it
                            case Code.openParen, Code.ampersand:
                                // `function (`: a closure; `function &(` or `function &name(`: walk to be sure.
                                if previous == Code.function { offsets.append(start) }
                            case Code.fn, Code.yield, Code.yieldFrom:
                                offsets.append(start)
                            case Code.variable:
                                if Int(ends[index]) - start == 8 && bytes[start + 1] == UInt8(ascii: "G") && bytes[start + 2] == UInt8(ascii: "L")
                                    && bytes[start + 3] == UInt8(ascii: "O") && bytes[start + 7] == UInt8(ascii: "S") {
                                    offsets.append(start)  // $GLOBALS
                                }
                            case Code.string, Code.nameFullyQualified:
                                if previous == Code.ampersandNotFollowedByVarOrVararg { offsets.append(start) }  // `= &name(…)`: a reference to a call's result
                            case Code.paamayimNekudotayim:
                                if previous == Code.closeParen && (previousKeyword == Code.lnumber || previousKeyword == Code.dnumber) {
                                    offsets.append(start)  // `(0)::`: a number as a class
                                }
                            case Code.`class`:
                                if previous == Code.`new` { offsets.append(start) }
                            default:
                                break
                            } }
                            previousKeyword = previous
                            previous = kind
                            previousStart = start
                            previousLength = Int(ends[index]) - start
                        }
                    }
                }
            }
        }
        self.offsets = offsets
    }

    /// The codes the pass looks at once they come (the others only become the tokens before);
    /// the end-of-file code lies past it.
    private static let watched: [Bool] = {
        var table = [Bool](repeating: false, count: Int(charBase) + 256)
        for byte in "={,](&".utf8 { table[Int(charBase) + Int(byte)] = true }
        for kind: TokenKind in [.fn, .yield, .yieldFrom, .variable, .string, .nameFullyQualified, .paamayimNekudotayim, .class] {
            table[Int(kind.rawValue)] = true
        }
        return table
    }()
}

/// The codes of the parser's tokens the pass compares, worked out once (a pattern that calls a
/// function is evaluated at every comparison).
private enum Code {
    static let equals = charBase + UInt16(UInt8(ascii: "="))
    static let openBrace = charBase + UInt16(UInt8(ascii: "{"))
    static let comma = charBase + UInt16(UInt8(ascii: ","))
    static let closeBracket = charBase + UInt16(UInt8(ascii: "]"))
    static let openBracket = charBase + UInt16(UInt8(ascii: "["))
    static let openParen = charBase + UInt16(UInt8(ascii: "("))
    static let closeParen = charBase + UInt16(UInt8(ascii: ")"))
    static let ampersand = charBase + UInt16(UInt8(ascii: "&"))
    static let ampersandNotFollowedByVarOrVararg = UInt16(TokenKind.ampersandNotFollowedByVarOrVararg.rawValue)
    static let `class` = UInt16(TokenKind.class.rawValue)
    static let dnumber = UInt16(TokenKind.dnumber.rawValue)
    static let ellipsis = UInt16(TokenKind.ellipsis.rawValue)
    static let fn = UInt16(TokenKind.fn.rawValue)
    static let function = UInt16(TokenKind.function.rawValue)
    static let isset = UInt16(TokenKind.isset.rawValue)
    static let lnumber = UInt16(TokenKind.lnumber.rawValue)
    static let nameFullyQualified = UInt16(TokenKind.nameFullyQualified.rawValue)
    static let `new` = UInt16(TokenKind.new.rawValue)
    static let nullsafeObjectOperator = UInt16(TokenKind.nullsafeObjectOperator.rawValue)
    static let objectOperator = UInt16(TokenKind.objectOperator.rawValue)
    static let paamayimNekudotayim = UInt16(TokenKind.paamayimNekudotayim.rawValue)
    static let string = UInt16(TokenKind.string.rawValue)
    static let variable = UInt16(TokenKind.variable.rawValue)
    static let yield = UInt16(TokenKind.yield.rawValue)
    static let yieldFrom = UInt16(TokenKind.yieldFrom.rawValue)
}
