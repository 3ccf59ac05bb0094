import PHPRuntime

// What builders do with values, each the PHPRuntime operation `preview` uses.
extension PHPValue {
    /// `(bool)$value`.
    public var isTruthy: Bool { truthiness ?? false }

    /// `$value === null`.
    public var isNull: Bool { self == .null }

    /// `$value == $other`.
    public func looselyEquals(_ other: PHPValue) -> Bool {
        PHPComparison.looseEquals(self, other) ?? false
    }

    /// `$value ?? $other`: the right side only when the left is null.
    public func coalesced(with other: @autoclosure () throws(GTPushError) -> PHPValue) throws(GTPushError) -> PHPValue {
        isNull ? try other() : self
    }

    /// `$value ?: $other`: the right side only when the left is falsy.
    public func orElse(_ other: @autoclosure () throws(GTPushError) -> PHPValue) throws(GTPushError) -> PHPValue {
        isTruthy ? self : try other()
    }

    /// `$value[$key]` read as `mode` says (`isset`, `??` or a plain read): an array's element, a
    /// string's byte, null otherwise (after PHP's warning); PHP's `TypeError` for a string read
    /// at a string that is no offset.
    public func element(_ key: PHPValue, _ mode: ElementRead = .read) throws(GTPushError) -> PHPValue {
        try known { () throws(PHPError) in try element(at: key, mode) }
    }

    /// `$value[$key]` where PHP gives null rather than an error (a nested write's container).
    public subscript(key: PHPValue) -> PHPValue {
        get { ((try? element(at: key, .coalesce)) ?? nil) ?? .null }
        set {
            if isNull { self = .array(PHPArray()) }
            modifyArray { $0[PHPValue.arrayKey(key)] = newValue }
        }
    }

    /// `unset($value[$key])`.
    public mutating func removeElement(_ key: PHPValue) {
        modifyArray { $0[PHPValue.arrayKey(key)] = nil }
    }

    /// `$value[] = $element`; null becomes an array first, as in PHP.
    public mutating func append(_ element: PHPValue) {
        if isNull { self = .array(PHPArray()) }
        modifyArray { $0.append(element) }
    }

    public static func < (left: PHPValue, right: PHPValue) -> Bool { PHPComparison.lessThan(left, right) ?? false }
    public static func <= (left: PHPValue, right: PHPValue) -> Bool { PHPComparison.lessOrEqual(left, right) ?? false }
    public static func > (left: PHPValue, right: PHPValue) -> Bool { PHPComparison.greaterThan(left, right) ?? false }
    public static func >= (left: PHPValue, right: PHPValue) -> Bool { PHPComparison.greaterOrEqual(left, right) ?? false }
}
