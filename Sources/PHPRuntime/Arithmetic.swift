import CLibrary

/// PHP 8 arithmetic and bitwise operators. Each returns nil when an operand is unknown and throws
/// what PHP 8.2 throws: TypeError for arrays, objects and non-numeric strings ("Unsupported operand
/// types: string + int"), DivisionByZeroError, ArithmeticError for negative shifts. Warnings
/// (leading-numeric strings like "12abc") are not errors and are ignored.
public enum PHPArithmetic {
    /// A number operand after PHP's implicit conversion.
    enum Number {
        case int(Int)
        case float(Double)
    }

    static func number(_ v: PHPValue, _ a: PHPValue, _ op: String, _ b: PHPValue) throws(PHPError) -> Number {
        switch v {
        case .null: return .int(0)
        case .bool(let x): return .int(x ? 1 : 0)
        case .int(let x): return .int(x)
        case .float(let x): return .float(x)
        case .string(let s):
            guard let parsed = NumericString.parse(s) else { throw PHPError.unsupported(a, op, b) }
            switch parsed.number {
            case .int(let x): return .int(x)
            case .float(let x): return .float(x)
            }
        default: throw PHPError.unsupported(a, op, b)
        }
    }

    /// Integer operand for %, bitwise operators and shifts.
    static func integer(_ v: PHPValue, _ a: PHPValue, _ op: String, _ b: PHPValue) throws(PHPError) -> Int {
        switch v {
        case .float(let d): return PHPValue.floatToIntModular(d)
        case .string(let s):
            guard NumericString.parse(s) != nil else { throw PHPError.unsupported(a, op, b) }
            return PHPValue.stringToInt(s)
        default:
            switch try number(v, a, op, b) {
            case .int(let x): return x
            case .float(let d): return PHPValue.floatToIntModular(d)
            }
        }
    }

    private static func unknown(_ a: PHPValue, _ b: PHPValue) -> Bool { a.containsUnknown || b.containsUnknown }

    private static func numeric(
        _ a: PHPValue, _ b: PHPValue, _ op: String,
        int: (Int, Int) -> (Int, Bool), float: (Double, Double) -> Double
    ) throws(PHPError) -> PHPValue {
        let x = try number(a, a, op, b)
        let y = try number(b, a, op, b)
        switch (x, y) {
        case (.int(let p), .int(let q)):
            let (r, overflow) = int(p, q)
            return overflow ? .float(float(Double(p), Double(q))) : .int(r)
        case (.int(let p), .float(let q)): return .float(float(Double(p), q))
        case (.float(let p), .int(let q)): return .float(float(p, Double(q)))
        case (.float(let p), .float(let q)): return .float(float(p, q))
        }
    }

    /// `+`: numbers, or the union of two arrays (left keys win).
    public static func add(_ a: PHPValue, _ b: PHPValue) throws(PHPError) -> PHPValue? {
        if case .array(let x) = a, case .array(let y) = b {
            var result = x
            for (key, value) in y.entries where result[key] == nil { result[key] = value }
            return .array(result)
        }
        if unknown(a, b) { return nil }
        return try numeric(a, b, "+", int: { $0.addingReportingOverflow($1) }, float: +)
    }

    public static func subtract(_ a: PHPValue, _ b: PHPValue) throws(PHPError) -> PHPValue? {
        if unknown(a, b) { return nil }
        return try numeric(a, b, "-", int: { $0.subtractingReportingOverflow($1) }, float: -)
    }

    public static func multiply(_ a: PHPValue, _ b: PHPValue) throws(PHPError) -> PHPValue? {
        if unknown(a, b) { return nil }
        return try numeric(a, b, "*", int: { $0.multipliedReportingOverflow(by: $1) }, float: *)
    }

    /// `/`: an int when both are ints and it divides exactly, else a float.
    public static func divide(_ a: PHPValue, _ b: PHPValue) throws(PHPError) -> PHPValue? {
        if unknown(a, b) { return nil }
        let x = try number(a, a, "/", b)
        let y = try number(b, a, "/", b)
        switch y {
        case .int(0): throw PHPError(.divisionByZero, "Division by zero")
        case .float(let q) where q == 0: throw PHPError(.divisionByZero, "Division by zero")
        default: break
        }
        if case .int(let p) = x, case .int(let q) = y {
            if !(p == Int.min && q == -1) && p % q == 0 { return .int(p / q) }
            return .float(Double(p) / Double(q))
        }
        return .float(asDouble(x) / asDouble(y))
    }

    static func asDouble(_ n: Number) -> Double {
        switch n {
        case .int(let x): Double(x)
        case .float(let x): x
        }
    }

    /// `%`: integer remainder with the dividend's sign.
    public static func modulo(_ a: PHPValue, _ b: PHPValue) throws(PHPError) -> PHPValue? {
        if unknown(a, b) { return nil }
        let x = try integer(a, a, "%", b)
        let y = try integer(b, a, "%", b)
        if y == 0 { throw PHPError(.divisionByZero, "Modulo by zero") }
        if y == -1 { return .int(0) }
        return .int(x % y)
    }

    /// `**`: exact integer powers while they fit, float otherwise.
    public static func power(_ a: PHPValue, _ b: PHPValue) throws(PHPError) -> PHPValue? {
        if unknown(a, b) { return nil }
        let x = try number(a, a, "**", b)
        let y = try number(b, a, "**", b)
        if case .int(let base) = x, case .int(let exponent) = y, exponent >= 0 {
            return integerPower(base, exponent)
        }
        return .float(CMath.pow(asDouble(x), asDouble(y)))
    }

    /// Square-and-multiply on ints. On overflow PHP finishes in floating point from where it
    /// stopped (not with a fresh pow()), which decides the last bits of the result.
    static func integerPower(_ base: Int, _ exponent: Int) -> PHPValue {
        if exponent == 0 { return .int(1) }
        if base == 0 { return .int(0) }
        var result = 1
        var factor = base
        var remaining = exponent
        while remaining >= 1 {
            if remaining % 2 == 1 {
                remaining -= 1
                let (r, overflow) = result.multipliedReportingOverflow(by: factor)
                if overflow {
                    return .float(Double(result) * Double(factor) * CMath.pow(Double(factor), Double(remaining)))
                }
                result = r
            } else {
                remaining /= 2
                let (f, overflow) = factor.multipliedReportingOverflow(by: factor)
                if overflow {
                    return .float(Double(result) * CMath.pow(Double(factor) * Double(factor), Double(remaining)))
                }
                factor = f
            }
        }
        return .int(result)
    }

    /// `.`: both sides as strings; nil when a side is unknown or an object.
    public static func concat(_ a: PHPValue, _ b: PHPValue) throws(PHPError) -> PHPValue? {
        guard let x = a.toPHPString(), let y = b.toPHPString() else { return nil }
        try PHPError.checkSize(x.count + y.count, "Concatenation")
        return .string(x + y)
    }

    public static func bitwiseAnd(_ a: PHPValue, _ b: PHPValue) throws(PHPError) -> PHPValue? {
        try bitwise(a, b, "&", &, shortest: true)
    }

    public static func bitwiseOr(_ a: PHPValue, _ b: PHPValue) throws(PHPError) -> PHPValue? {
        try bitwise(a, b, "|", |, shortest: false)
    }

    public static func bitwiseXor(_ a: PHPValue, _ b: PHPValue) throws(PHPError) -> PHPValue? {
        try bitwise(a, b, "^", ^, shortest: true)
    }

    /// Two strings combine byte by byte (`&` and `^` to the shorter length, `|` to the longer);
    /// anything else as integers.
    private static func bitwise(
        _ a: PHPValue, _ b: PHPValue, _ op: String, _ f: (Int, Int) -> Int, shortest: Bool
    ) throws(PHPError) -> PHPValue? {
        if unknown(a, b) { return nil }
        if case .string(let x) = a, case .string(let y) = b {
            let common = min(x.count, y.count)
            var out = [UInt8](repeating: 0, count: shortest ? common : max(x.count, y.count))
            for i in 0..<common { out[i] = UInt8(truncatingIfNeeded: f(Int(x[i]), Int(y[i]))) }
            if !shortest {
                let longer = x.count > y.count ? x : y
                for i in common..<longer.count { out[i] = longer[i] }
            }
            return .string(out)
        }
        let x = try integer(a, a, op, b)
        let y = try integer(b, a, op, b)
        return .int(f(x, y))
    }

    public static func shiftLeft(_ a: PHPValue, _ b: PHPValue) throws(PHPError) -> PHPValue? {
        if unknown(a, b) { return nil }
        let x = try integer(a, a, "<<", b)
        let y = try integer(b, a, "<<", b)
        if y < 0 { throw PHPError(.arithmeticError, "Bit shift by negative number") }
        return .int(y >= Int.bitWidth ? 0 : x << y)
    }

    public static func shiftRight(_ a: PHPValue, _ b: PHPValue) throws(PHPError) -> PHPValue? {
        if unknown(a, b) { return nil }
        let x = try integer(a, a, ">>", b)
        let y = try integer(b, a, ">>", b)
        if y < 0 { throw PHPError(.arithmeticError, "Bit shift by negative number") }
        return .int(y >= Int.bitWidth ? (x < 0 ? -1 : 0) : x >> y)
    }

    /// Unary `-`: PHP computes `$a * -1`, and its errors say so.
    public static func negate(_ a: PHPValue) throws(PHPError) -> PHPValue? {
        try multiply(a, .int(-1))
    }

    /// Unary `+`: PHP computes `$a * 1`.
    public static func plus(_ a: PHPValue) throws(PHPError) -> PHPValue? {
        try multiply(a, .int(1))
    }

    /// `~`: ints, floats (truncated first) and strings (byte by byte).
    public static func bitwiseNot(_ a: PHPValue) throws(PHPError) -> PHPValue? {
        switch a {
        case .int(let x): return .int(~x)
        case .float(let d): return .int(~PHPValue.floatToIntModular(d))
        case .string(let s): return .string(s.map { ~$0 })
        case .unknown: return nil
        default: throw PHPError(.typeError, "Cannot perform bitwise not on \(a.typeName)")
        }
    }
}
