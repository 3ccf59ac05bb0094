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
    /// byte, the last one the end of the file): a token looked at only when its code is one of
    /// the few the table marks, and then its neighbours by index. This runs on every file.
    init(_ tokens: SignificantTokens, in source: SourceFile) {
        var offsets: [Int] = []
        let actions = Self.actions
        source.bytes.withUnsafeBufferPointer { bytes in
            tokens.codes.withUnsafeBufferPointer { codes in
                tokens.starts.withUnsafeBufferPointer { starts in
                    tokens.ends.withUnsafeBufferPointer { ends in
                        let count = codes.count
                        func code(_ index: Int) -> UInt16 { index >= 0 && index < count ? codes[index] : 0 }
                        func start(_ index: Int) -> Int { Int(starts[index]) }
                        for index in 0..<count {
                            let kind = Int(codes[index])
                            guard kind < actions.count, actions[kind] != .none else { continue }
                            let previous = code(index - 1)
                            switch actions[kind] {
                            case .none:
                                break
                            case .equals:
                                // `$this =` inside an expression (at a statement's top it is seen anyway).
                                if previous == Code.variable, ends[index - 1] - starts[index - 1] == 5 {
                                    let at = start(index - 1)
                                    if bytes[at + 1] == UInt8(ascii: "t") && bytes[at + 2] == UInt8(ascii: "h") && bytes[at + 3] == UInt8(ascii: "i") && bytes[at + 4] == UInt8(ascii: "s") {
                                        offsets.append(start(index))
                                    }
                                }
                            case .openBrace:
                                if previous == Code.objectOperator || previous == Code.nullsafeObjectOperator || previous == Code.paamayimNekudotayim {
                                    offsets.append(start(index))  // `->{…}`: a method named by an expression
                                }
                            case .comma:
                                if previous == Code.openBracket || previous == Code.openParen || previous == Code.comma {
                                    offsets.append(start(index))  // a skipped element: `[,`, `(,`, `,,`
                                }
                            case .closeBracket:
                                // `[] =` is the usual append; `[]` before anything else may be a read.
                                if previous == Code.openBracket, code(index + 1) != Code.equals { offsets.append(start(index)) }
                            case .function:
                                // `function (`: a closure; `function &(` or `function &name(`: walk to be sure.
                                let next = code(index + 1)
                                if next == Code.openParen || next == Code.ampersand { offsets.append(start(index + 1)) }
                            case .ellipsis:
                                // `...$a)` ends a variadic parameter list or a call; any other `...` may unpack an
                                // argument before another, or be `(...)`, a first-class callable (`new` may not be one).
                                if code(index + 1) != Code.variable {
                                    offsets.append(start(index + 1))
                                } else if index + 2 < count, code(index + 2) != Code.closeParen {
                                    offsets.append(start(index + 2))
                                }
                            case .isset:
                                if code(index + 1) == Code.openParen, index + 2 < count, code(index + 2) != Code.variable {
                                    offsets.append(start(index + 2))  // isset of something that is not a variable
                                }
                            case .ampersand:
                                let next = code(index + 1)
                                if next == Code.string || next == Code.nameFullyQualified { offsets.append(start(index + 1)) }  // `= &name(…)`: a reference to a call's result
                            case .always:
                                offsets.append(start(index))
                            case .variable:
                                let at = start(index)
                                if Int(ends[index]) - at == 8 && bytes[at + 1] == UInt8(ascii: "G") && bytes[at + 2] == UInt8(ascii: "L")
                                    && bytes[at + 3] == UInt8(ascii: "O") && bytes[at + 7] == UInt8(ascii: "S") {
                                    offsets.append(at)  // $GLOBALS
                                }
                            case .paamayimNekudotayim:
                                if previous == Code.closeParen && (code(index - 2) == Code.lnumber || code(index - 2) == Code.dnumber) {
                                    offsets.append(start(index))  // `(0)::`: a number as a class
                                }
                            case .class:
                                if previous == Code.`new` { offsets.append(start(index)) }
                            }
                        }
                    }
                }
            }
        }
        // Offsets found ahead of the token that found them may come before later ones.
        offsets.sort()
        self.offsets = offsets
    }

    /// What the scan does at a token, by the token's code: most codes are `none` (their tokens
    /// are read only as neighbours); the end-of-file code lies past the table.
    private enum Action: UInt8 {
        case none, equals, openBrace, comma, closeBracket, function, ellipsis, isset, ampersand, variable, paamayimNekudotayim, `class`
        /// `fn`, `yield`, `yield from`: a trigger wherever they stand.
        case always
    }

    private static let actions: [Action] = {
        var table = [Action](repeating: .none, count: Int(charBase) + 256)
        let listed: [(UInt16, Action)] = [
            (Code.equals, .equals), (Code.openBrace, .openBrace), (Code.comma, .comma), (Code.closeBracket, .closeBracket),
            (Code.function, .function), (Code.ellipsis, .ellipsis), (Code.isset, .isset), (Code.ampersandNotFollowedByVarOrVararg, .ampersand),
            (Code.fn, .always), (Code.yield, .always), (Code.yieldFrom, .always), (Code.variable, .variable),
            (Code.paamayimNekudotayim, .paamayimNekudotayim), (Code.class, .class),
        ]
        for (code, action) in listed { table[Int(code)] = action }
        return table
    }()
}

/// The codes of the parser's tokens the pass compares, worked out once (a pattern that calls a
/// function is evaluated at every comparison).
private enum Code {
    static let equals = C("=")
    static let openBrace = C("{")
    static let comma = C(",")
    static let closeBracket = C("]")
    static let openBracket = C("[")
    static let openParen = C("(")
    static let closeParen = C(")")
    static let ampersand = C("&")
    static let ampersandNotFollowedByVarOrVararg = K(.ampersandNotFollowedByVarOrVararg)
    static let `class` = K(.class)
    static let dnumber = K(.dnumber)
    static let ellipsis = K(.ellipsis)
    static let fn = K(.fn)
    static let function = K(.function)
    static let isset = K(.isset)
    static let lnumber = K(.lnumber)
    static let nameFullyQualified = K(.nameFullyQualified)
    static let `new` = K(.new)
    static let nullsafeObjectOperator = K(.nullsafeObjectOperator)
    static let objectOperator = K(.objectOperator)
    static let paamayimNekudotayim = K(.paamayimNekudotayim)
    static let string = K(.string)
    static let variable = K(.variable)
    static let yield = K(.yield)
    static let yieldFrom = K(.yieldFrom)
}
