/// Numeric literals. PHP decides T_LNUMBER vs T_DNUMBER in the lexer: an integer literal whose
/// value does not fit in a signed 64-bit integer becomes a float token.
extension LexerCore {
    /// Digits of `radix` starting at `index`, with single `_` allowed only between two digits
    /// (`1_000`; `1__0` and `1_` stop before the underscore). Returns the end and whether the
    /// value, ignoring underscores, still fits in Int64.
    private func digitRun(from index: Int, radix: UInt64) -> (end: Int, fits: Bool) {
        var cursor = index
        var value: UInt64 = 0
        var fits = true
        while cursor < end {
            let byte = buf[cursor]
            if byte == .ascii("_") {
                guard cursor + 1 < end, digitValue(buf[cursor + 1], radix: radix) != nil else { break }
                cursor += 1
                continue
            }
            guard let digit = digitValue(byte, radix: radix) else { break }
            if fits {
                let (product, overflow1) = value.multipliedReportingOverflow(by: radix)
                let (sum, overflow2) = product.addingReportingOverflow(digit)
                if overflow1 || overflow2 || sum > UInt64(Int64.max) { fits = false } else { value = sum }
            }
            cursor += 1
        }
        return (cursor, fits)
    }

    /// The value of an ASCII digit in `radix`. Decimal literals with a leading 0 are octal, yet
    /// PHP still lexes `089` as one T_LNUMBER (then reports it), so radix 8 accepts 8 and 9 here.
    @inline(__always)
    private func digitValue(_ byte: UInt8, radix: UInt64) -> UInt64? {
        if byte >= .ascii("0") && byte <= .ascii("9") {
            let digit = UInt64(byte - .ascii("0"))
            if radix == 2 && digit > 1 { return nil }
            return digit
        }
        guard radix == 16 else { return nil }
        let folded = byte | 0x20
        return folded >= .ascii("a") && folded <= .ascii("f") ? UInt64(folded - .ascii("a") + 10) : nil
    }

    /// Scans at a digit, or at `.` followed by a digit.
    mutating func scanNumber() {
        if let (tokenEnd, fits) = prefixedInteger(at: pos) {
            emitFlat(fits ? .lnumber : .dnumber, to: tokenEnd)
            return
        }
        var cursor = pos
        var isFloat = false
        var fits = true
        if buf[cursor] != .ascii(".") {
            let octal = buf[cursor] == .ascii("0")
            (cursor, fits) = digitRun(from: cursor, radix: octal ? 8 : 10)
        }
        if at(cursor) == .ascii(".") {
            // `1.` and `1.5` are floats; so is `.5` (we only get here with a digit after the dot).
            isFloat = true
            cursor += 1
            if ByteClass.isDigit(at(cursor)) { cursor = digitRun(from: cursor, radix: 10).end }
        }
        let marker = at(cursor) | 0x20
        if marker == .ascii("e") {
            var digits = cursor + 1
            if at(digits) == .ascii("+") || at(digits) == .ascii("-") { digits += 1 }
            if ByteClass.isDigit(at(digits)) {
                isFloat = true
                cursor = digitRun(from: digits, radix: 10).end
            }
        }
        emitFlat(isFloat || !fits ? .dnumber : .lnumber, to: cursor)
    }

    /// `0x1F`, `0b101`, `0o17`: the prefix counts only when a digit of its radix follows, else
    /// `0x` is `0` then the name `x`. Returns nil when `index` does not start such a literal.
    func prefixedInteger(at index: Int) -> (end: Int, fits: Bool)? {
        guard buf[index] == .ascii("0") else { return nil }
        let radix: UInt64
        switch at(index + 1) | 0x20 {
        case 0x78: radix = 16 // x
        case 0x62: radix = 2 // b
        case 0x6F: radix = 8 // o
        default: return nil
        }
        guard index + 2 < end, digitValue(buf[index + 2], radix: radix) != nil,
              radix != 8 || buf[index + 2] < .ascii("8") else { return nil }
        if radix == 8 {
            return strictOctalRun(from: index + 2)
        }
        return digitRun(from: index + 2, radix: radix)
    }

    /// `0o` literals accept only 0–7 (unlike legacy `017`, where PHP lexes 8 and 9 too).
    private func strictOctalRun(from index: Int) -> (end: Int, fits: Bool) {
        var cursor = index
        var value: UInt64 = 0
        var fits = true
        func isOctal(_ byte: UInt8) -> Bool { byte >= .ascii("0") && byte <= .ascii("7") }
        while cursor < end {
            let byte = buf[cursor]
            if byte == .ascii("_") {
                guard cursor + 1 < end, isOctal(buf[cursor + 1]) else { break }
                cursor += 1
                continue
            }
            guard isOctal(byte) else { break }
            if fits {
                if value > UInt64(Int64.max) >> 3 { fits = false } else { value = value << 3 | UInt64(byte - .ascii("0")) }
            }
            cursor += 1
        }
        return (cursor, fits)
    }
}
