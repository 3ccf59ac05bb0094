/// PHP 8 conversions between types: (bool), (string), (int), (float), is_numeric.
extension PHPValue {
    /// `(bool)$x`. An array's truthiness depends only on its count, so it is known even when
    /// its elements are not.
    public var truthiness: Bool? {
        switch self {
        case .null: false
        case .bool(let b): b
        case .int(let n): n != 0
        case .float(let d): d != 0  // NAN is true
        case .string(let s): !(s.isEmpty || s == [0x30])
        case .array(let a): !a.isEmpty
        case .object: true
        case .unknown(let unknown): unknown.isTruthy ? true : nil
        }
    }

    /// `(string)$x`, string interpolation and `.`: nil for unknowns and objects (whether an
    /// object converts depends on its class, which the interpreter knows).
    public func toPHPString() -> [UInt8]? {
        switch self {
        case .null: []
        case .bool(let b): b ? [0x31] : []
        case .int(let n): Array(String(n).utf8)
        case .float(let d): FloatFormatting.phpString(d)
        case .string(let s): s
        case .array: Array("Array".utf8)  // with an "Array to string conversion" warning
        case .object, .unknown: nil
        }
    }

    /// `(int)$x` / `intval($x)`.
    public var toInt: Int? {
        switch self {
        case .null: 0
        case .bool(let b): b ? 1 : 0
        case .int(let n): n
        case .float(let d): PHPValue.floatToIntModular(d)
        case .string(let s): PHPValue.stringToInt(s)
        case .array(let a): a.isEmpty ? 0 : 1
        case .object: 1  // with a warning: objects convert to 1
        case .unknown: nil
        }
    }

    /// `(float)$x` / `floatval($x)`.
    public var toFloat: Double? {
        switch self {
        case .null: 0
        case .bool(let b): b ? 1 : 0
        case .int(let n): Double(n)
        case .float(let d): d
        case .string(let s): PHPValue.stringToFloat(s)
        case .array(let a): a.isEmpty ? 0 : 1
        case .object: 1
        case .unknown: nil
        }
    }

    /// The leading number of a string as a float; "-0" keeps its sign, as strtod does.
    static func stringToFloat(_ s: [UInt8]) -> Double {
        guard let parsed = NumericString.parse(s) else { return 0 }
        if case .int(0) = parsed.number, s.first(where: { !NumericString.isWhitespace($0) }) == 0x2D {
            return -0.0
        }
        return parsed.number.asDouble
    }

    /// PHP 8 `is_numeric`: ints and floats, and strings that are wholly a decimal number
    /// (surrounding whitespace allowed).
    public var isNumericString: Bool {
        switch self {
        case .int, .float: true
        case .string(let s): NumericString.wholeNumber(s) != nil
        default: false
        }
    }

    /// A float becomes an int the way PHP 8.2 does on 64-bit: NAN and ±INF give 0, values out of
    /// range wrap around modulo 2^64.
    static func floatToIntModular(_ d: Double) -> Int {
        guard d.isFinite else { return 0 }
        if d >= -9.223372036854775808e18 && d < 9.223372036854775808e18 { return Int(d) }
        let two64 = 18446744073709551616.0
        var m = d.truncatingRemainder(dividingBy: two64)
        if m < 0 { m += two64 }
        // m is an exact integer in [0, 2^64); split to avoid overflow when converting.
        if m >= 9.223372036854775808e18 {
            return Int(bitPattern: UInt(m))
        }
        return Int(m)
    }

    /// A float from a numeric string saturates instead (PHP's "cap" conversion).
    static func floatToIntCapped(_ d: Double) -> Int {
        guard d.isFinite else { return 0 }
        if d >= 9.223372036854775808e18 { return Int.max }
        if d < -9.223372036854775808e18 { return Int.min }
        return Int(d)
    }

    /// The leading number of a string, saturating: "12abc" → 12, "1e3" → 1000, "abc" → 0.
    static func stringToInt(_ s: [UInt8]) -> Int {
        guard let parsed = NumericString.parse(s) else { return 0 }
        switch parsed.number {
        case .int(let n): return n
        case .float(let d): return floatToIntCapped(d)
        }
    }
}
