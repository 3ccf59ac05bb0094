import CLibrary

/// How PHP writes doubles. Two modes matter:
/// - `precision` = 14 (string conversion, interpolation, `echo`): 14 significant digits,
///   exponent form with "E" when the exponent is below -4 or at/above 15: `1.0E+25`.
/// - `serialize_precision` = -1 (`json_encode`, `var_export`): the shortest digits that read back,
///   exponent form (lowercase "e" for JSON) when the exponent is below -4 or above 16.
enum FloatFormatting {
    /// Significant digits (no leading/trailing zeros, "0" for zero) and the decimal point
    /// position: value = 0.DIGITS × 10^decimalPoint.
    struct Digits {
        var digits: [UInt8]
        var decimalPoint: Int
    }

    /// Shortest round-trip digits of a finite, non-negative value (Swift's description is
    /// shortest round-trip, which is what PHP's mode-0 conversion produces).
    static func shortestDigits(_ value: Double) -> Digits {
        normalize(Array(value.description.utf8))
    }

    /// `significant` correctly rounded digits of a finite, non-negative value (C's %e is exact).
    static func roundedDigits(_ value: Double, significant: Int) -> Digits {
        let text = CFormat.string("%.\(max(significant, 1) - 1)e", value)
        return normalize(Array(text.utf8))
    }

    /// Reads "d.ddde+XX", "0.0001", "1e-05" ... into digits and decimal point.
    private static func normalize(_ text: [UInt8]) -> Digits {
        var mantissa = text[...]
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == 0x65 || $0 == 0x45 }) {
            mantissa = text[..<e]
            exponent = Int(String(decoding: text[(e + 1)...], as: UTF8.self)) ?? 0
        }
        var digits: [UInt8] = []
        var integerCount = 0
        var seenDot = false
        for byte in mantissa {
            if byte == 0x2E { seenDot = true; continue }
            guard NumericString.isDigit(byte) else { continue }
            digits.append(byte)
            if !seenDot { integerCount += 1 }
        }
        var point = integerCount + exponent
        while let first = digits.first, first == 0x30, digits.count > 1 {
            digits.removeFirst()
            point -= 1
        }
        while let last = digits.last, last == 0x30, digits.count > 1 { digits.removeLast() }
        if digits == [0x30] { point = 1 }
        return Digits(digits: digits, decimalPoint: point)
    }

    /// PHP's general format: fixed notation unless the point is far out, then `d.ddd[e]±x`.
    static func general(_ d: Digits, negative: Bool, threshold: Int, exponentChar: UInt8) -> [UInt8] {
        var out: [UInt8] = negative ? [0x2D] : []
        let digits = d.digits
        let point = d.decimalPoint
        if point < 0 ? point < -3 : point > threshold {
            var exponent = point - 1
            let expNegative = exponent < 0
            if expNegative { exponent = -exponent }
            out.append(digits[0])
            out.append(0x2E)
            if digits.count == 1 { out.append(0x30) } else { out.append(contentsOf: digits[1...]) }
            out.append(exponentChar)
            out.append(expNegative ? 0x2D : 0x2B)
            out.append(contentsOf: Array(String(exponent).utf8))
        } else if point <= 0 {
            out.append(contentsOf: [0x30, 0x2E])
            out.append(contentsOf: [UInt8](repeating: 0x30, count: -point))
            out.append(contentsOf: digits)
        } else {
            for i in 0..<point { out.append(i < digits.count ? digits[i] : 0x30) }
            if digits.count > point {
                out.append(0x2E)
                out.append(contentsOf: digits[point...])
            }
        }
        return out
    }

    /// `(string)$float` with precision=14.
    static func phpString(_ value: Double) -> [UInt8] {
        if value.isNaN { return Array("NAN".utf8) }
        if value.isInfinite { return Array((value < 0 ? "-INF" : "INF").utf8) }
        let digits = roundedDigits(abs(value), significant: 14)
        return general(digits, negative: value.sign == .minus, threshold: 14, exponentChar: 0x45)
    }

    /// Shortest round-trip form used by json_encode (exponent 'e') and var_export ('E').
    /// Nil for INF and NAN, which json_encode refuses.
    static func serialized(_ value: Double, exponentChar: UInt8 = 0x65) -> [UInt8]? {
        guard value.isFinite else { return nil }
        let digits = shortestDigits(abs(value))
        return general(digits, negative: value.sign == .minus, threshold: 17, exponentChar: exponentChar)
    }
}
