import Platform

/// A number literal's value: PHP makes an integer too large for `Int` a float.
enum NumberLiteral {
    case integer(Int)
    case float(Double)
}

/// Literals: numbers, quoted strings, interpolation (`"…"`, heredoc, backticks) and nowdoc.
extension PHPParser {
    // MARK: Numbers

    /// Decimal, `0x`, `0b`, `0o`, legacy octal `017`, with `_` separators; too large → float.
    func integerLiteral(at index: Int) -> NumberLiteral {
        var cursor = Int(starts[index])
        let end = Int(ends[index])
        var radix = 10
        if end - cursor >= 2 && bytes[cursor] == UInt8(ascii: "0") {
            switch bytes[cursor + 1] | 0x20 {
            case UInt8(ascii: "x"): radix = 16; cursor += 2
            case UInt8(ascii: "b"): radix = 2; cursor += 2
            case UInt8(ascii: "o"): radix = 8; cursor += 2
            default: radix = 8; cursor += 1
            }
        }
        var value = 0
        var overflowed = false
        var approximate = 0.0
        for offset in cursor..<end {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "_") { continue }
            let digit: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Int(byte - UInt8(ascii: "A")) + 10
            default: digit = 99
            }
            if digit >= radix {
                report("Invalid numeric literal", at: Int(starts[index]))
                return .integer(0)
            }
            approximate = approximate * Double(radix) + Double(digit)
            if !overflowed {
                let (shifted, o1) = value.multipliedReportingOverflow(by: radix)
                let (sum, o2) = shifted.addingReportingOverflow(digit)
                if o1 || o2 { overflowed = true } else { value = sum }
            }
        }
        return overflowed ? .float(approximate) : .integer(value)
    }

    func floatLiteral(at index: Int) -> Double {
        var text = ""
        text.unicodeScalars.reserveCapacity(Int(ends[index] - starts[index]))
        for offset in Int(starts[index])..<Int(ends[index]) where bytes[offset] != UInt8(ascii: "_") {
            text.unicodeScalars.append(Unicode.Scalar(bytes[offset]))
        }
        // A legacy octal too long for an integer (`0777…7`) is still octal: its digits are checked.
        let isLegacyOctal = text.count > 1 && text.first == "0" && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
        if !isLegacyOctal, let value = Double(text) { return value }
        // Hex/binary/octal literals that overflowed Int may arrive as T_DNUMBER.
        if case .float(let value) = integerLiteral(at: index) { return value }
        return strtod(text, nil)
    }

    // MARK: Quoted strings

    /// `'…'` or `"…"` without interpolation (optionally `b`-prefixed), as a byte string of the
    /// tree: its body, decoded when asked for. An invalid `\u{…}` is reported now.
    func constantStringLiteral(at index: Int) -> UInt32 {
        var first = Int(starts[index])
        let end = Int(ends[index])
        if bytes[first] | 0x20 == UInt8(ascii: "b") { first += 1 }
        let quote = bytes[first]
        let bodyEnd = end > first + 1 && bytes[end - 1] == quote ? end - 1 : end
        let body = (first + 1)..<max(bodyEnd, first + 1)
        // Only an escape can be an invalid `\u{…}`, and most strings have none: the slice the
        // check reads retains the file's bytes, which the literal itself never needs.
        if quote != UInt8(ascii: "'") && body.contains(where: { bytes[$0] == UInt8(ascii: "\\") }) {
            reportInvalidUnicodeEscape(bytes[body], stringStart: Int(starts[index]))
        }
        return arena.quoted(body.lowerBound, body.upperBound, quote: quote)
    }

    /// PHP refuses a file with an invalid `\u{…}`; it names the line the string starts on.
    func reportInvalidUnicodeEscape(_ body: ArraySlice<UInt8>, stringStart: Int) {
        if let message = StringEscapes.invalidUnicodeEscape(body) { report(message, at: stringStart) }
    }

    /// `"…"` or `` `…` `` containing interpolation; the current token is the opening quote.
    func parseInterpolatedString(closing: Unicode.Scalar) throws(ParseFailure) -> UInt32 {
        let startOffset = start
        let mark = arena.mark
        advance()
        let quote = UInt8(closing.value)
        var parts = InterpolationParts()
        while !at(closing) {
            if atEnd { throw fail(expecting: Self.unclosedStringTail(parts, closing: closing)) }
            if at(.encapsedAndWhitespace) {
                // Two literal parts in a row come only from a string left open (the lexer splits
                // the rest at each `$`): PHP's grammar needs a variable between them.
                if parts.lastIsLiteral {
                    throw fail(expecting: parts.count == 1 ? "variable" : nil)
                }
                let body = bytes[start..<Int(ends[pos])]
                reportInvalidUnicodeEscape(body, stringStart: start)
                parts.literal(arena.bytes(StringEscapes.decodeDoubleQuoted(body, quote: quote)), currentRange, in: arena)
                advance()
            } else {
                parts.expression(try parseInterpolation(), in: arena)
            }
        }
        advance()
        let shell = closing == "`"
        return parts.string(shell: shell, range(from: startOffset), since: mark, in: arena)
    }

    /// What PHP's parser lists when a `"…` or `` `… `` string runs into the end of the file: its
    /// grammar needs a variable after a first literal part, and lists nothing past a variable.
    static func unclosedStringTail(_ parts: InterpolationParts, closing: Unicode.Scalar) -> String? {
        if parts.count == 0 { return closing == "`" ? nil : "variable or string content or '${' or '{$'" }
        guard parts.count == 1, parts.lastIsLiteral else { return nil }
        return closing == "`" ? "'`'" : "variable or '${' or '{$'"
    }

    /// One embedded expression: `$a`, `$a[…]`, `$a->b`, `$a?->b`, `{$expr}`, `${name}`, `${expr}`.
    func parseInterpolation() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        switch code {
        case K(.variable):
            let name = variableText(at: pos)
            advance()
            let variable = arena.make(.variable, range(from: startOffset), name)
            if accept("[") {
                let index = try parseStringOffset()
                try expect("]")
                return arena.make(.arrayDimFetch, range(from: startOffset), variable, index)
            }
            if (at(.objectOperator) || at(.nullsafeObjectOperator)) && peek() == K(.string) {
                let nullsafe: UInt8 = at(.nullsafeObjectOperator) ? 1 : 0
                advance()
                let member = arena.make(.identifier, currentRange, tokenText(at: pos))
                advance()
                return arena.make(.propertyFetch, range(from: startOffset), variable, member, flags: nullsafe)
            }
            return variable
        case K(.curlyOpen):
            advance()
            // PHP's grammar takes a variable here (`{$a::B}` is a constant, `{$a = 1}` an assignment).
            let inner = try parseVariable(endingBefore: C("}"), or: C("}"))
            advance()
            return inner
        case K(.dollarOpenCurlyBraces):
            advance()
            if at(.stringVarname) {
                let nameStart = start
                let name = tokenText(at: pos)
                advance()
                var variable = arena.make(.variable, range(from: nameStart), name)
                if accept("[") {
                    let index = try parseExpression()
                    try expect("]")
                    variable = arena.make(.arrayDimFetch, range(from: nameStart), variable, index)
                }
                try expect("}")
                return variable
            }
            let inner = try parseExpression()
            try expect("}")
            return arena.make(.variableVariable, range(from: startOffset), inner)
        default:
            throw fail()
        }
    }

    /// The offset in `"$a[…]"`: a number, a bare key (a string), `$var`, or `-number`.
    private func parseStringOffset() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        switch code {
        case K(.numString):
            let value = numericStringKey(negative: false)
            advance()
            return stringKeyNode(value, range(from: startOffset))
        case C("-") where peek() == K(.numString):
            advance()
            let value = numericStringKey(negative: true)
            advance()
            return stringKeyNode(value, range(from: startOffset))
        case K(.string):
            let key = arena.bytes(Array(bytes[start..<Int(ends[pos])]))
            advance()
            return arena.make(.string, range(from: startOffset), key)
        case K(.variable):
            let name = variableText(at: pos)
            advance()
            return arena.make(.variable, range(from: startOffset), name)
        case C("-"):
            // Only a number may follow: PHP names what came instead.
            advance()
            throw fail(expecting: "number")
        default:
            throw fail(expecting: "'-' or identifier or variable or number")
        }
    }

    private func stringKeyNode(_ key: StringKey, _ range: SourceRange) -> UInt32 {
        switch key {
        case .integer(let value): numberNode(.integer(value), range)
        case .string(let text): arena.make(.string, range, arena.bytes(text))
        }
    }

    /// An offset inside a string: an integer key or a string one.
    private enum StringKey {
        case integer(Int)
        case string([UInt8])
    }

    /// PHP makes `"$a[12]"` an integer key only for canonical decimals (`0`, `12`, `-3`); `"$a[012]"`
    /// and `"$a[0x1]"` are string keys.
    private func numericStringKey(negative: Bool) -> StringKey {
        let digits = bytes[start..<Int(ends[pos])]
        var text = negative ? [UInt8(ascii: "-")] : []
        text.append(contentsOf: digits)
        let canonical = digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            && (digits.count == 1 ? !(negative && digits.first == UInt8(ascii: "0")) : digits.first != UInt8(ascii: "0"))
        if canonical, let value = Int(String(decoding: text, as: UTF8.self)) { return .integer(value) }
        return .string(text)
    }

    // MARK: Heredoc and nowdoc

    /// `<<<ID … ID` / `<<<'ID' … ID`. The closing marker's indentation is removed from every body
    /// line and the newline before the marker is dropped (PHP 7.3 flexible heredoc).
    func parseHeredoc() throws(ParseFailure) -> UInt32 {
        let startOffset = start
        let isNowdoc = bytes[start..<Int(ends[pos])].contains(UInt8(ascii: "'"))
        let bodyStart = Int(ends[pos])
        advance()
        // Find the closing marker first: its indentation shapes every literal part.
        // A heredoc may nest in an interpolation (`{$f(<<<B … B)}`): the marker is this one's own.
        var closing = pos
        var nested = 0
        while closing < count {
            if codes[closing] == K(.startHeredoc) { nested += 1 }
            if codes[closing] == K(.endHeredoc) {
                if nested == 0 { break }
                nested -= 1
            }
            closing += 1
        }
        // The lexer starts the end marker's token at the beginning of its line, indentation included.
        let markerStart = Int(starts[closing])
        var indentation = 0
        while markerStart + indentation < regionEnd && (bytes[markerStart + indentation] == 0x20 || bytes[markerStart + indentation] == 0x09) {
            indentation += 1
        }
        // The line break before the marker is not text: `\n`, `\r\n` or a bare `\r`.
        var bodyEnd = markerStart
        if bodyEnd > bodyStart && bytes[bodyEnd - 1] == UInt8(ascii: "\n") { bodyEnd -= 1 }
        if bodyEnd > bodyStart && bytes[bodyEnd - 1] == UInt8(ascii: "\r") { bodyEnd -= 1 }
        let (usesSpaces, markerRefused) = checkMarkerIndentation(markerStart: markerStart, indentation: indentation, bodyStart: bodyStart)
        // PHP's lexer stops at the first refused line; later parts are not checked again.
        var indentationChecked = indentation == 0 || closing == count || markerRefused

        let mark = arena.mark
        var parts = InterpolationParts()
        while pos < closing {
            if at(.encapsedAndWhitespace) {
                let literalStart = start
                let literalEnd = min(Int(ends[pos]), bodyEnd)
                advance()
                guard literalEnd > literalStart else { continue }
                if !indentationChecked {
                    indentationChecked = !checkBodyIndentation(literalStart..<literalEnd, bodyStart: bodyStart, bodyEnd: bodyEnd, indentation: indentation, usesSpaces: usesSpaces)
                }
                let raw = removeIndentation(literalStart..<literalEnd, bodyStart: bodyStart, indentation: indentation)
                if raw.isEmpty { continue }
                if !isNowdoc { reportInvalidUnicodeEscape(raw[...], stringStart: literalStart) }
                let decoded = isNowdoc ? raw : StringEscapes.decodeDoubleQuoted(raw[...], quote: nil)
                parts.literal(arena.bytes(decoded), SourceRange(start: literalStart, end: literalEnd), in: arena)
            } else {
                parts.expression(try parseInterpolation(), in: arena)
            }
        }
        if !at(.endHeredoc) {
            // PHP lists what may follow only after a lone literal part; past a variable it has too many.
            throw fail(expecting: parts.count == 1 && parts.lastIsLiteral ? "variable or heredoc end or '${' or '{$'" : nil)
        }
        advance()
        if parts.count == 0 { return arena.make(.string, range(from: startOffset), arena.bytes([])) }
        return parts.string(shell: false, range(from: startOffset), since: mark, in: arena)
    }

    private func removeIndentation(_ range: Range<Int>, bodyStart: Int, indentation: Int) -> [UInt8] {
        if indentation == 0 { return Array(bytes[range]) }
        var result: [UInt8] = []
        result.reserveCapacity(range.count)
        var offset = range.lowerBound
        while offset < range.upperBound {
            if offset == bodyStart || bytes[offset - 1] == UInt8(ascii: "\n") || bytes[offset - 1] == UInt8(ascii: "\r") {
                var removed = 0
                while removed < indentation && offset < range.upperBound && (bytes[offset] == 0x20 || bytes[offset] == 0x09) {
                    offset += 1
                    removed += 1
                }
                if offset >= range.upperBound { break }
            }
            result.append(bytes[offset])
            offset += 1
        }
        return result
    }
}

/// The parts of an interpolated string as they are pushed: a string of one literal part and no
/// expression is a plain string, which needs that part's bytes once the string ends.
struct InterpolationParts {
    private(set) var count = 0
    private(set) var lastIsLiteral = false
    /// The first literal part's bytes, in the arena's table.
    private var firstBytes = SyntaxArena.none

    mutating func literal(_ bytes: UInt32, _ range: SourceRange, in arena: ArenaBuilder) {
        if count == 0 { firstBytes = bytes }
        arena.push(arena.make(.literalPart, range, bytes))
        count += 1
        lastIsLiteral = true
    }

    mutating func expression(_ node: UInt32, in arena: ArenaBuilder) {
        arena.push(node)
        count += 1
        lastIsLiteral = false
    }

    /// The string node: plain when its one part is literal, else interpolated (a backtick
    /// command is always a command).
    func string(shell: Bool, _ range: SourceRange, since mark: Int, in arena: ArenaBuilder) -> UInt32 {
        if !shell && count == 1 && lastIsLiteral {
            arena.discard(since: mark)
            return arena.make(.string, range, firstBytes)
        }
        return arena.make(.interpolatedString, range, since: mark, flags: shell ? 1 : 0)
    }
}
