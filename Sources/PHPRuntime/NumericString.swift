/// PHP 8's reading of a string as a number ("saner numeric strings"): optional leading
/// whitespace, a sign, decimal digits with an optional fraction and exponent, optional trailing
/// whitespace. No hex, octal or binary. Shared by comparisons, arithmetic and casts so they all
/// agree on what "numeric" means.
enum NumericString {
    enum Number: Equatable {
        case int(Int)
        case float(Double)
        var value: PHPValue {
            switch self {
            case .int(let n): .int(n)
            case .float(let d): .float(d)
            }
        }
        var asDouble: Double {
            switch self {
            case .int(let n): Double(n)
            case .float(let d): d
            }
        }
    }

    struct Parsed {
        var number: Number
        /// Bytes other than whitespace follow the number ("12abc"): a leading-numeric string.
        var hasTrailingGarbage: Bool
        /// An integer-looking string too large for Int.
        var integerOverflow: Bool
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The numeric prefix of `bytes`, or nil when it does not start with a number at all.
    static func parse(_ bytes: [UInt8]) -> Parsed? {
        var i = 0
        let n = bytes.count
        while i < n && isWhitespace(bytes[i]) { i += 1 }
        var negative = false
        if i < n && (bytes[i] == 0x2B || bytes[i] == 0x2D) {
            negative = bytes[i] == 0x2D
            i += 1
        }
        let intStart = i
        while i < n && isDigit(bytes[i]) { i += 1 }
        let intDigits = bytes[intStart..<i]
        var fracDigits = bytes[i..<i]
        var isFloat = false
        if i < n && bytes[i] == 0x2E {
            let fracStart = i + 1
            var j = fracStart
            while j < n && isDigit(bytes[j]) { j += 1 }
            if !intDigits.isEmpty || j > fracStart {
                fracDigits = bytes[fracStart..<j]
                isFloat = true
                i = j
            }
        }
        guard !intDigits.isEmpty || !fracDigits.isEmpty else { return nil }
        var exponent: ArraySlice<UInt8> = []
        if i < n && (bytes[i] == 0x65 || bytes[i] == 0x45) {
            var j = i + 1
            if j < n && (bytes[j] == 0x2B || bytes[j] == 0x2D) { j += 1 }
            let expDigitsStart = j
            while j < n && isDigit(bytes[j]) { j += 1 }
            if j > expDigitsStart {
                exponent = bytes[(i + 1)..<j]
                isFloat = true
                i = j
            }
        }
        var end = i
        while end < n && isWhitespace(bytes[end]) { end += 1 }
        let garbage = end < n

        if !isFloat {
            var value = 0
            var overflow = false
            for digit in intDigits {
                let (m, o1) = value.multipliedReportingOverflow(by: 10)
                let d = Int(digit - 0x30)
                let (s, o2) = negative ? m.subtractingReportingOverflow(d) : m.addingReportingOverflow(d)
                if o1 || o2 { overflow = true; break }
                value = s
            }
            if !overflow {
                return Parsed(number: .int(value), hasTrailingGarbage: garbage, integerOverflow: false)
            }
        }
        // Rebuild a plain decimal text that Swift's parser accepts ("1." and ".5" included).
        var text = negative ? "-" : ""
        text += intDigits.isEmpty ? "0" : String(decoding: intDigits, as: UTF8.self)
        text += "."
        text += fracDigits.isEmpty ? "0" : String(decoding: fracDigits, as: UTF8.self)
        if !exponent.isEmpty { text += "e" + String(decoding: exponent, as: UTF8.self) }
        let value = Double(text) ?? (negative ? -Double.infinity : Double.infinity)
        return Parsed(number: .float(value), hasTrailingGarbage: garbage, integerOverflow: !isFloat)
    }

    /// PHP 8 `is_numeric` on a string: the whole string (apart from surrounding whitespace) is a number.
    static func wholeNumber(_ bytes: [UInt8]) -> Parsed? {
        guard let parsed = parse(bytes), !parsed.hasTrailingGarbage else { return nil }
        return parsed
    }
}
