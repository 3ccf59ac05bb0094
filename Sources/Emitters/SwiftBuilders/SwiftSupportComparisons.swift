// The text of GTPushSupport.swift, part 2 of 5: comparisons.
// Kept as Swift source in a raw string so it is compiled by the builders' users, not by gtpush.
extension SwiftSupportFile {
    static let comparisons = #"""
/// PHP 8's loose comparisons, the ones the SDK's `!= null`, `== ''` and `>= 0` tests depend on.
extension PHPValue {
    /// `$a == $b`.
    public func looselyEquals(_ other: PHPValue) -> Bool {
        switch (self, other) {
        case (.string(let left), .string(let right)):
            if let a = PHPNumeric.parse(left), let b = PHPNumeric.parse(right) { return a.asDouble == b.asDouble }
            return left == right
        case (.array(let left), .array(let right)):
            guard left.count == right.count else { return false }
            return left.entries.allSatisfy { entry in right[entry.key].map { entry.value.looselyEquals($0) } ?? false }
        default:
            return PHPValue.compare(self, other) == 0
        }
    }

    /// `$a <=> $b`.
    public static func compare(_ left: PHPValue, _ right: PHPValue) -> Int {
        switch (left, right) {
        case (.null, .string(let text)): return text.isEmpty ? 0 : -1
        case (.string(let text), .null): return text.isEmpty ? 0 : 1
        case (.null, _), (_, .null), (.bool, _), (_, .bool):
            return order(left.isTruthy ? 1 : 0, right.isTruthy ? 1 : 0)
        case (.string(let a), .string(let b)):
            if let x = PHPNumeric.parse(a), let y = PHPNumeric.parse(b) { return order(x.asDouble, y.asDouble) }
            let x = Array(a.utf8), y = Array(b.utf8)
            return x == y ? 0 : (x.lexicographicallyPrecedes(y) ? -1 : 1)
        case (.array(let a), .array(let b)):
            if a.count != b.count { return order(a.count, b.count) }
            for (key, value) in a.entries {
                guard let other = b[key] else { return 1 }
                let result = compare(value, other)
                if result != 0 { return result }
            }
            return 0
        case (.array, _): return 1
        case (_, .array): return -1
        case (.string(let text), _):
            if let number = PHPNumeric.parse(text) { return compareNumbers(number, PHPNumeric(right)!) }
            return compare(left, .string(right.description))
        case (_, .string(let text)):
            if let number = PHPNumeric.parse(text) { return compareNumbers(PHPNumeric(left)!, number) }
            return compare(.string(left.description), right)
        default:
            return compareNumbers(PHPNumeric(left)!, PHPNumeric(right)!)
        }
    }

    private static func compareNumbers(_ a: PHPNumeric, _ b: PHPNumeric) -> Int {
        if case .int(let x) = a, case .int(let y) = b { return order(x, y) }
        return order(a.asDouble, b.asDouble)
    }

    private static func order<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (a == b ? 0 : 1) }

    public static func < (lhs: PHPValue, rhs: PHPValue) -> Bool { compare(lhs, rhs) < 0 }
    public static func <= (lhs: PHPValue, rhs: PHPValue) -> Bool { compare(lhs, rhs) <= 0 }
    public static func > (lhs: PHPValue, rhs: PHPValue) -> Bool { compare(lhs, rhs) > 0 }
    public static func >= (lhs: PHPValue, rhs: PHPValue) -> Bool { compare(lhs, rhs) >= 0 }
}

/// A number PHP reads from a value.
enum PHPNumeric {
    case int(Int)
    case float(Double)

    init?(_ value: PHPValue) {
        switch value {
        case .null: self = .int(0)
        case .bool(let flag): self = .int(flag ? 1 : 0)
        case .int(let number): self = .int(number)
        case .float(let number): self = .float(number)
        case .string(let text): self = PHPNumeric.leading(text)
        case .array: return nil
        }
    }

    var asDouble: Double {
        switch self {
        case .int(let number): Double(number)
        case .float(let number): number
        }
    }

    /// A whole numeric string (PHP 8: surrounding whitespace allowed), or nil.
    static func parse(_ text: String) -> PHPNumeric? {
        let bytes = Array(text.utf8)
        let (number, end) = scan(bytes)
        guard let number else { return nil }
        return bytes[end...].allSatisfy(isSpace) ? number : nil
    }

    /// The numeric prefix arithmetic uses (`"12abc"` → 12, `"abc"` → 0).
    static func leading(_ text: String) -> PHPNumeric {
        scan(Array(text.utf8)).0 ?? .int(0)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || (9...13).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }

    private static func scan(_ bytes: [UInt8]) -> (PHPNumeric?, Int) {
        var index = 0
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        let start = index
        if index < bytes.count, bytes[index] == 43 || bytes[index] == 45 { index += 1 }
        var digits = 0
        while index < bytes.count, isDigit(bytes[index]) { index += 1; digits += 1 }
        var isFloat = false
        if index < bytes.count, bytes[index] == 46 {
            var fraction = 0
            var cursor = index + 1
            while cursor < bytes.count, isDigit(bytes[cursor]) { cursor += 1; fraction += 1 }
            if digits + fraction > 0 { index = cursor; digits += fraction; isFloat = true }
        }
        guard digits > 0 else { return (nil, 0) }
        if index < bytes.count, bytes[index] == 101 || bytes[index] == 69 {
            var cursor = index + 1
            if cursor < bytes.count, bytes[cursor] == 43 || bytes[cursor] == 45 { cursor += 1 }
            if cursor < bytes.count, isDigit(bytes[cursor]) {
                while cursor < bytes.count, isDigit(bytes[cursor]) { cursor += 1 }
                index = cursor
                isFloat = true
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if !isFloat, let number = Int(text) { return (.int(number), index) }
        return (.float(Double(text) ?? 0), index)
    }
}

/// `+`, `-` and `*` on PHP values: integers until they overflow, then floats.
public enum PHPMath {
    public static func add(_ a: PHPValue, _ b: PHPValue) throws -> PHPValue {
        if case .array(let left) = a, case .array(let right) = b {
            var union = left
            for (key, value) in right.entries where union[key] == nil { union[key] = value }
            return .array(union)
        }
        return try apply(a, b, "+", Int.addingReportingOverflow, +)
    }

    public static func subtract(_ a: PHPValue, _ b: PHPValue) throws -> PHPValue {
        try apply(a, b, "-", Int.subtractingReportingOverflow, -)
    }

    public static func multiply(_ a: PHPValue, _ b: PHPValue) throws -> PHPValue {
        try apply(a, b, "*", Int.multipliedReportingOverflow, *)
    }

    private static func apply(_ a: PHPValue, _ b: PHPValue, _ symbol: String,
                              _ integer: (Int) -> (Int) -> (partialValue: Int, overflow: Bool),
                              _ real: (Double, Double) -> Double) throws -> PHPValue {
        guard let x = PHPNumeric(a), let y = PHPNumeric(b) else {
            throw PHPError("Unsupported operand types: \(a.typeName) \(symbol) \(b.typeName)")
        }
        if case .int(let i) = x, case .int(let j) = y {
            let result = integer(i)(j)
            if !result.overflow { return .int(result.partialValue) }
        }
        return .float(real(x.asDouble, y.asDouble))
    }
}
"""#
}
