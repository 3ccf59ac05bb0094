import PHPSyntax

/// The exact test at one token of a file, reading its neighbours by index (`ExpressionTriggers`).
struct TriggerScan {
    let bytes: UnsafeBufferPointer<UInt8>
    let codes: UnsafeBufferPointer<UInt16>
    let starts: UnsafeBufferPointer<Int32>
    let ends: UnsafeBufferPointer<Int32>

    private func code(_ index: Int) -> UInt16 { index >= 0 && index < codes.count ? codes[index] : 0 }
    private func start(_ index: Int) -> Int { Int(starts[index]) }

    /// Where the token at `index` makes the walk look, if it does.
    func trigger(at index: Int) -> Int? {
        let count = codes.count
        let previous = code(index - 1)
        switch codes[index] {
        case Code.equals:
            // `$this =` inside an expression (at a statement's top it is seen anyway).
            if previous == Code.variable, ends[index - 1] - starts[index - 1] == 5 {
                let at = start(index - 1)
                if bytes[at + 1] == UInt8(ascii: "t") && bytes[at + 2] == UInt8(ascii: "h") && bytes[at + 3] == UInt8(ascii: "i") && bytes[at + 4] == UInt8(ascii: "s") {
                    return start(index)
                }
            }
        case Code.openBrace:
            if previous == Code.objectOperator || previous == Code.nullsafeObjectOperator || previous == Code.paamayimNekudotayim {
                return start(index)  // `->{…}`: a method named by an expression
            }
        case Code.comma:
            if previous == Code.openBracket || previous == Code.openParen || previous == Code.comma {
                return start(index)  // a skipped element: `[,`, `(,`, `,,`
            }
        case Code.closeBracket:
            // `[] =` is the usual append; `[]` before anything else may be a read, unless the
            // `[` stands where an operand starts (`= []`, `f([])`, `=> []`): an empty array.
            if previous == Code.openBracket, code(index + 1) != Code.equals, !Code.startsOperand(after: code(index - 2)) { return start(index) }
        case Code.function:
            // `function (`: a closure; `function &(` or `function &name(`: walk to be sure.
            // After a modifier it is a method, which no expression holds.
            guard previous != Code.public, previous != Code.protected, previous != Code.private,
                  previous != Code.abstract, previous != Code.final else { break }
            // PHP's lexer names `&` before `(` or a name as not followed by a variable. At the
            // keyword, where the runner tells the closure's own trigger from those in its body.
            let next = code(index + 1)
            if next == Code.openParen || next == Code.ampersandNotFollowedByVarOrVararg { return start(index) }
        case Code.ellipsis:
            // `...$a)` ends a variadic parameter list or a call; any other `...` may unpack an
            // argument before another, or be `(...)`, a first-class callable (`new` may not be one).
            if code(index + 1) != Code.variable {
                return start(index + 1)
            } else if index + 2 < count, code(index + 2) != Code.closeParen {
                return start(index + 2)
            }
        case Code.isset:
            if code(index + 1) == Code.openParen, index + 2 < count { return issetOperandNotVariable(from: index + 2) }
        case Code.colon:
            // `name:` after `(` or `,`: a named argument, which no positional or unpacked one may follow
            if identifierLike[Int(previous)], code(index - 2) == Code.openParen || code(index - 2) == Code.comma {
                return argumentAfterNamed(valueAt: index + 1)
            }
        case Code.ampersandNotFollowedByVarOrVararg:
            let next = code(index + 1)
            if next == Code.string || next == Code.nameFullyQualified { return start(index + 1) }  // `= &name(…)`: a reference to a call's result
        case Code.nullsafeObjectOperator:
            // `$a?->b = 1`, `$a?->b()->c++`: a `?->` chain written to
            let end = chain(from: index)
            if end.index < 0 || Code.writes(code(end.index)) { return start(index) }
        case Code.ampersandFollowedByVarOrVararg, Code.inc, Code.dec:
            // `&$a?->b`, `++$a?->b`, `[&$a->b()]`: a reference to, or a write through, a
            // `?->` chain or a call
            guard code(index + 1) == Code.variable || code(index + 1) == Code.dollar else { break }
            let end = chain(from: index + 1)
            if end.index < 0 || end.nullsafe || code(end.index - 1) == Code.closeParen { return start(index) }
        case Code.default:
            // `default =>`: a match's default arm, a trigger when another follows
            if code(index + 1) == Code.doubleArrow { return secondDefaultArm(after: index + 2) }
        case Code.fn, Code.yield, Code.yieldFrom:
            return start(index)
        case Code.variable:
            let at = start(index)
            if Int(ends[index]) - at == 8 && bytes[at + 1] == UInt8(ascii: "G") && bytes[at + 2] == UInt8(ascii: "L")
                && bytes[at + 3] == UInt8(ascii: "O") && bytes[at + 7] == UInt8(ascii: "S") {
                return at  // $GLOBALS
            }
        case Code.paamayimNekudotayim:
            // `[1]::`, `array(1)::`, `(0)::`, `((true))::`: a value as a class, which PHP may
            // know as it compiles
            if previous == Code.closeParen || previous == Code.closeBracket, let value = valueBefore(index - 1) {
                return value
            }
            if previous == Code.class && code(index - 2) == Code.paamayimNekudotayim {
                return start(index)  // `A::class::`: a class's name as a class
            }
        case Code.openParen:
            if previous == Code.new { return start(index) }  // `new (…)`: a value as a class
        case Code.class, Code.attribute:
            if previous == Code.new { return start(index) }  // an anonymous class, or its attributes
        default:
            break
        }
        return nil
    }

    /// How many tokens the scans below follow before leaving the rest to the walk: they start
    /// at rare tokens and mostly end within a few, and the bound keeps a file of a thousand
    /// named arguments or nested `isset`s linear.
    private static let scanLimit = 256

    /// From the first operand of `isset(`: where an operand may not be a variable, element,
    /// property or static property (PHP asks `isset()` about places only). An operand passes
    /// when it is a variable followed by `[…]`, `{…}`, `->name` and `::$name` steps only;
    /// a call, an operator or anything else at its top is the walk's to look at.
    private func issetOperandNotVariable(from first: Int) -> Int? {
        var depth = 0
        var operandStarts = true
        var index = first
        while index < codes.count {
            if index - first == Self.scanLimit { return start(first) }
            let token = codes[index]
            if depth > 0 {
                if Code.opens(token) { depth += 1 } else if Code.closes(token) { depth -= 1 }
            } else if operandStarts {
                guard token == Code.variable || token == Code.dollar else { return start(index) }
                operandStarts = false
            } else {
                switch token {
                case Code.closeParen:
                    return nil
                case Code.comma:
                    if code(index + 1) == Code.closeParen { return nil }
                    operandStarts = true
                case Code.openBracket, Code.openBrace:
                    depth = 1
                case Code.variable, Code.dollar, Code.objectOperator, Code.nullsafeObjectOperator:
                    break
                case Code.paamayimNekudotayim:
                    let next = code(index + 1)
                    guard next == Code.variable || next == Code.dollar else { return start(index) }
                default:
                    // A property's name; any other word (a class constant, `instanceof`) is not a place.
                    let before = code(index - 1)
                    guard identifierLike[Int(token)], before == Code.objectOperator || before == Code.nullsafeObjectOperator else { return start(index) }
                }
            }
            index += 1
        }
        return nil
    }

    /// Where the walk looks for the value closed by the bracket at `closer`, when it may be one
    /// PHP knows as it compiles: an array literal (`[…]` where an operand starts, or
    /// `array(…)`), or anything in parentheses that are not a call's (`(-1)`, `((null))`), at
    /// the `::` after them, which the access's range holds.
    private func valueBefore(_ closer: Int) -> Int? {
        var depth = 0
        var at = closer
        while at >= 0 && closer - at < Self.scanLimit {
            if Code.closes(codes[at]) {
                depth += 1
            } else if Code.opens(codes[at]) {
                depth -= 1
                if depth == 0 { break }
            }
            at -= 1
        }
        guard at >= 0, depth == 0 else { return nil }
        let before = code(at - 1)
        if codes[closer] == Code.closeBracket {
            return Code.startsOperand(after: before) || before == Code.semicolon || before == Code.openTag ? start(at) : nil
        }
        if before == Code.array { return start(at - 1) }
        return Code.endsCallee(before) ? nil : start(closer + 1)
    }

    /// From a match arm's value after `default =>`: where another `default =>` stands among
    /// the same match's arms, if one does.
    private func secondDefaultArm(after value: Int) -> Int? {
        firstAtItsDepth(from: value) { at in
            codes[at] == Code.default && code(at + 1) == Code.doubleArrow ? .trigger(start(at)) : nil
        }
    }

    /// Follows the chain of a variable from its token at `index` (its `$a`, or a `->`, `?->`
    /// or `::` in it) past its members, elements and calls: the index of the first token
    /// after it (-1 past `scanLimit`), and whether a `?->` lies in it.
    private func chain(from index: Int) -> (index: Int, nullsafe: Bool) {
        var nullsafe = false
        var at = index
        while at < codes.count {
            if at - index >= Self.scanLimit { return (-1, nullsafe) }
            let token = codes[at]
            switch token {
            case Code.variable, Code.dollar:
                at += 1
            case Code.objectOperator, Code.nullsafeObjectOperator, Code.paamayimNekudotayim:
                if token == Code.nullsafeObjectOperator { nullsafe = true }
                at += 1
                // The member's name; `{…}` is skipped as a group below.
                if identifierLike[Int(code(at))] || code(at) == Code.variable { at += 1 }
            case Code.openBracket, Code.openBrace, Code.openParen:
                guard let closer = closer(of: at, within: index + Self.scanLimit) else { return (-1, nullsafe) }
                at = closer + 1
            default:
                return (at, nullsafe)
            }
        }
        return (at, nullsafe)
    }

    /// The index of the token that closes the bracket at `index`, if it comes before `limit`.
    private func closer(of index: Int, within limit: Int) -> Int? {
        var depth = 0
        var at = index
        while at < min(limit, codes.count) {
            if Code.opens(codes[at]) {
                depth += 1
            } else if Code.closes(codes[at]) {
                depth -= 1
                if depth == 0 { return at }
            }
            at += 1
        }
        return nil
    }

    /// From a named argument's value: where the next argument starts when it is positional or
    /// unpacked (PHP refuses both after a named one); nil when it is named too (its own `:`
    /// looks further) or the list ends.
    private func argumentAfterNamed(valueAt value: Int) -> Int? {
        firstAtItsDepth(from: value) { at in
            guard codes[at] == Code.comma else { return nil }
            let next = code(at + 1)
            if next == Code.closeParen || identifierLike[Int(next)] && code(at + 2) == Code.colon { return Stop.none }
            return at + 1 < codes.count ? .trigger(start(at + 1)) : Stop.none
        }
    }

    /// What a scan of `firstAtItsDepth` does at a token: stops with a trigger, or with none.
    private enum Stop {
        case trigger(Int)
        case none
    }

    /// Goes from `first` over bracketed groups, at the depth it starts at, to the first token
    /// `stops` stops at (the trigger it gives, if any), or to the bracket closing the group
    /// around (nil). Past `scanLimit` tokens it gives `first`'s offset: the walk decides.
    private func firstAtItsDepth(from first: Int, _ stops: (Int) -> Stop?) -> Int? {
        var depth = 0
        var at = first
        while at < codes.count {
            if at - first == Self.scanLimit { return start(first) }
            let token = codes[at]
            if Code.opens(token) {
                depth += 1
            } else if Code.closes(token) {
                if depth == 0 { return nil }
                depth -= 1
            } else if depth == 0, let stop = stops(at) {
                if case .trigger(let offset) = stop { return offset }
                return nil
            }
            at += 1
        }
        return nil
    }

    /// `self`, `parent` or `static` naming a class, as the word (an error only in some scopes)
    /// or fully qualified (`\self`: an error wherever it stands).
    enum ClassWord {
        case inScope(offset: Int, isParent: Bool)
        case qualified(offset: Int)
    }

    /// The class word the token at `index` makes: the token before it when it is `::`, or
    /// itself after `new` or `instanceof`.
    func classWord(at index: Int) -> ClassWord? {
        let word: Int
        switch codes[index] {
        case Code.paamayimNekudotayim:
            word = index - 1
        case Code.string, Code.static, Code.nameFullyQualified:
            let previous = code(index - 1)
            guard previous == Code.new || previous == Code.instanceof else { return nil }
            word = index
        default:
            return nil
        }
        switch code(word) {
        case Code.static:
            return .inScope(offset: start(word), isParent: false)
        case Code.string:
            // The third word, `static`, is a keyword of its own, never an identifier.
            switch ShortWords.classScopeWords.index(of: UnsafeBufferPointer(rebasing: bytes[start(word)..<Int(ends[word])])) {
            case 0?: return .inScope(offset: start(word), isParent: false)
            case 1?: return .inScope(offset: start(word), isParent: true)
            default: return nil
            }
        case Code.nameFullyQualified:
            let afterSlash = UnsafeBufferPointer(rebasing: bytes[start(word) + 1..<Int(ends[word])])
            return ShortWords.classScopeWords.contains(afterSlash) ? .qualified(offset: start(word)) : nil
        default:
            return nil
        }
    }
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
    static let ampersandNotFollowedByVarOrVararg = K(.ampersandNotFollowedByVarOrVararg)
    static let abstract = K(.abstract)
    static let final = K(.final)
    static let `private` = K(.private)
    static let protected = K(.protected)
    static let `public` = K(.public)
    static let `class` = K(.class)
    static let ellipsis = K(.ellipsis)
    static let fn = K(.fn)
    static let function = K(.function)
    static let instanceof = K(.instanceof)
    static let isset = K(.isset)
    static let nameFullyQualified = K(.nameFullyQualified)
    static let `new` = K(.new)
    static let nullsafeObjectOperator = K(.nullsafeObjectOperator)
    static let objectOperator = K(.objectOperator)
    static let paamayimNekudotayim = K(.paamayimNekudotayim)
    static let `static` = K(.static)
    static let string = K(.string)
    static let variable = K(.variable)
    static let yield = K(.yield)
    static let yieldFrom = K(.yieldFrom)
    static let question = C("?")
    static let colon = C(":")
    static let doubleArrow = K(.doubleArrow)
    static let `return` = K(.return)
    static let coalesce = K(.coalesce)
    static let dollar = C("$")
    static let closeBrace = C("}")
    static let curlyOpen = K(.curlyOpen)
    static let dollarOpenCurlyBraces = K(.dollarOpenCurlyBraces)
    static let attribute = K(.attribute)

    static let ampersandFollowedByVarOrVararg = K(.ampersandFollowedByVarOrVararg)
    static let `default` = K(.default)
    static let semicolon = C(";")
    static let openTag = K(.openTag)
    static let array = K(.array)
    static let inc = K(.inc)
    static let dec = K(.dec)

    /// An assignment's operator, or `++` or `--` after what they write to.
    static func writes(_ code: UInt16) -> Bool {
        switch code {
        case equals, inc, dec, K(.plusEqual), K(.minusEqual), K(.mulEqual), K(.divEqual), K(.concatEqual), K(.modEqual),
             K(.andEqual), K(.orEqual), K(.xorEqual), K(.slEqual), K(.srEqual), K(.powEqual), K(.coalesceEqual): true
        default: false
        }
    }

    /// Whether a `(` after token `code` opens a call's arguments (after a name, a keyword, a
    /// variable or a bracket), not parentheses around a value.
    static func endsCallee(_ code: UInt16) -> Bool {
        switch code {
        case variable, dollar, closeParen, closeBracket, closeBrace, nameFullyQualified, K(.nameQualified), K(.nameRelative): true
        default: identifierLike[Int(code)]
        }
    }

    /// Tokens a `)`, `]` or `}` closes: brackets, and `{$`, `${` and `#[`.
    static func opens(_ code: UInt16) -> Bool {
        switch code {
        case openParen, openBracket, openBrace, curlyOpen, dollarOpenCurlyBraces, attribute: true
        default: false
        }
    }

    static func closes(_ code: UInt16) -> Bool {
        code == closeParen || code == closeBracket || code == closeBrace
    }

    /// Whether an operand starts after token `code`: one of those an empty array `[]` mostly
    /// follows (any other leaves it a trigger).
    static func startsOperand(after code: UInt16) -> Bool {
        switch code {
        case equals, openParen, comma, openBracket, question, colon, doubleArrow, `return`, coalesce: true
        default: false
        }
    }
}
