/// PHP 8 comparisons: `==`, `===` and `<=>` (which `<`, `<=`, `>`, `>=` are built on).
///
/// PHP 8 compares a number with a string numerically only when the string is numeric; otherwise
/// the number is turned into a string and the two are compared as strings. That is why
/// `0 == "abc"` is false and `"abc" > 0` is true.
public enum PHPComparison {
    /// `$a == $b`; nil when either side is or contains an unknown, or PHP's answer depends on an
    /// object's class (objects against strings).
    public static func looseEquals(_ a: PHPValue, _ b: PHPValue) -> Bool? {
        if a.containsUnknown || b.containsUnknown { return nil }
        switch (a, b) {
        case (.array(let x), .array(let y)):
            // Same key/value pairs, in any order.
            guard x.count == y.count else { return false }
            for (key, value) in x.entries {
                guard let other = y[key] else { return false }
                guard let same = looseEquals(value, other) else { return nil }
                if !same { return false }
            }
            return true
        case (.object(let x), .object(let y)):
            return x == y ? true : nil
        case (.float(let x), .float(let y)):
            return x == y  // NAN is never equal
        case (.float(let x), .int), (.int, .float(let x)):
            if x.isNaN { return false }
            return compare(a, b).map { $0 == 0 }
        default:
            return compare(a, b).map { $0 == 0 }
        }
    }

    /// `$a === $b`: same type and same value; arrays with the same pairs in the same order.
    public static func strictEquals(_ a: PHPValue, _ b: PHPValue) -> Bool? {
        if a.containsUnknown || b.containsUnknown { return nil }
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.int(let x), .int(let y)): return x == y
        case (.float(let x), .float(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.object(let x), .object(let y)): return x == y
        case (.array(let x), .array(let y)):
            guard x.count == y.count, x.keys == y.keys else { return false }
            for (p, q) in zip(x.values, y.values) where strictEquals(p, q) != true { return false }
            return true
        default: return false
        }
    }

    /// `$a <=> $b`: -1, 0 or 1. Nil for unknowns and for objects PHP would compare by property.
    public static func compare(_ a: PHPValue, _ b: PHPValue) -> Int? {
        if a.containsUnknown || b.containsUnknown { return nil }
        switch (a, b) {
        case (.null, .null): return 0
        case (.bool(let x), _):
            guard let y = b.truthiness else { return nil }
            return order(x ? 1 : 0, y ? 1 : 0)
        case (_, .bool(let y)):
            guard let x = a.truthiness else { return nil }
            return order(x ? 1 : 0, y ? 1 : 0)
        case (.null, .string(let s)): return s.isEmpty ? 0 : -1
        case (.string(let s), .null): return s.isEmpty ? 0 : 1
        case (.null, _):
            guard let y = b.truthiness else { return nil }
            return y ? -1 : 0
        case (_, .null):
            guard let x = a.truthiness else { return nil }
            return x ? 1 : 0
        // PHP answers 1 for any ordering of NAN against a number or string, in both directions.
        case (.float(let x), .int), (.float(let x), .float), (.float(let x), .string),
             (.int, .float(let x)), (.string, .float(let x)):
            if x.isNaN { return 1 }
            return compareNumbers(a, b)
        case (.int(let x), .int(let y)): return order(x, y)
        case (.string(let x), .string(let y)): return compareStrings(x, y)
        case (.int, .string(let s)):
            return compareNumberString(a, s)
        case (.string(let s), .int):
            return compareNumberString(b, s).map { -$0 }
        case (.array(let x), .array(let y)): return compareArrays(x, y)
        case (.array, _): return 1
        case (_, .array): return -1
        case (.object(let x), .object(let y)): return x == y ? 0 : nil
        case (.object, .int), (.object, .float):
            // The object converts to 1 (with a warning).
            return compare(.int(1), b)
        case (.int, .object), (.float, .object):
            return compare(a, .int(1))
        default:
            return nil
        }
    }

    /// Ints and floats, and numbers against strings, once NAN is ruled out.
    static func compareNumbers(_ a: PHPValue, _ b: PHPValue) -> Int? {
        switch (a, b) {
        case (.int(let x), .float(let y)): return compareDoubles(Double(x), y)
        case (.float(let x), .int(let y)): return compareDoubles(x, Double(y))
        case (.float(let x), .float(let y)): return compareDoubles(x, y)
        case (.float, .string(let s)): return compareNumberString(a, s)
        case (.string(let s), .float): return compareNumberString(b, s).map { -$0 }
        default: return nil
        }
    }

    static func order<T: Comparable>(_ x: T, _ y: T) -> Int {
        x < y ? -1 : (x == y ? 0 : 1)
    }

    /// PHP's ZEND_THREEWAY_COMPARE on doubles: NAN makes every comparison "greater" (1).
    static func compareDoubles(_ x: Double, _ y: Double) -> Int {
        if x == y { return 0 }
        return x < y ? -1 : 1
    }

    /// Exact int/float ordering (PHP converts the int to double, and so do we).
    static func compareIntFloat(_ x: Int, _ y: Double) -> Int {
        compareDoubles(Double(x), y)
    }

    static func compareNumberString(_ number: PHPValue, _ s: [UInt8]) -> Int? {
        if let parsed = NumericString.wholeNumber(s) {
            switch (number, parsed.number) {
            case (.int(let x), .int(let y)): return order(x, y)
            case (.int(let x), .float(let y)): return compareIntFloat(x, y)
            case (.float(let x), .int(let y)): return compareDoubles(x, Double(y))
            case (.float(let x), .float(let y)): return compareDoubles(x, y)
            default: return nil
            }
        }
        guard let text = number.toPHPString() else { return nil }
        return compareBytes(text, s)
    }

    /// Two strings: numerically when both are numeric, else byte by byte.
    static func compareStrings(_ x: [UInt8], _ y: [UInt8]) -> Int {
        if x == y { return 0 }
        if let p = NumericString.wholeNumber(x), let q = NumericString.wholeNumber(y) {
            // Two integer strings too large for Int that round to the same double are told
            // apart as strings, as PHP does.
            if p.integerOverflow && q.integerOverflow && p.number.asDouble == q.number.asDouble {
                return compareBytes(x, y)
            }
            switch (p.number, q.number) {
            case (.int(let a), .int(let b)): return order(a, b)
            case (.int(let a), .float(let b)): return compareIntFloat(a, b)
            case (.float(let a), .int(let b)): return compareDoubles(a, Double(b))
            case (.float(let a), .float(let b)): return compareDoubles(a, b)
            }
        }
        return compareBytes(x, y)
    }

    static func compareBytes(_ x: [UInt8], _ y: [UInt8]) -> Int {
        for (p, q) in zip(x, y) where p != q { return p < q ? -1 : 1 }
        return order(x.count, y.count)
    }

    /// Arrays: the smaller count is smaller; with equal counts, walk the left array's keys; a key
    /// missing on the right makes them uncomparable, which PHP reports as 1.
    static func compareArrays(_ x: PHPArray, _ y: PHPArray) -> Int? {
        if x.count != y.count { return order(x.count, y.count) }
        for (key, value) in x.entries {
            guard let other = y[key] else { return 1 }
            guard let result = compare(value, other) else { return nil }
            if result != 0 { return result }
        }
        return 0
    }
}

extension PHPComparison {
    // PHP evaluates `$a > $b` as `$b < $a` (and `>=` likewise), which matters for NAN and for
    // uncomparable arrays, where `<=>` answers 1 in both directions. Use these for the operators.
    public static func lessThan(_ a: PHPValue, _ b: PHPValue) -> Bool? { compare(a, b).map { $0 < 0 } }
    public static func lessOrEqual(_ a: PHPValue, _ b: PHPValue) -> Bool? { compare(a, b).map { $0 <= 0 } }
    public static func greaterThan(_ a: PHPValue, _ b: PHPValue) -> Bool? { compare(b, a).map { $0 < 0 } }
    public static func greaterOrEqual(_ a: PHPValue, _ b: PHPValue) -> Bool? { compare(b, a).map { $0 <= 0 } }
}
