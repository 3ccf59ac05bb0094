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

    /// `$value[$key]` read: an array's element, a string's byte, null otherwise (after PHP's warning).
    public subscript(key: PHPValue) -> PHPValue {
        get { element(at: key) ?? .null }
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
