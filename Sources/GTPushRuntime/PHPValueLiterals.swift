import PHPRuntime

// Swift literals and Swift values as PHP values, so a builder writes `apn.badge = 1` and
// `PHPValue(orderID)`.
extension PHPValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral {
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .float(value) }
    public init(stringLiteral value: String) { self = .string(Array(value.utf8)) }
    public init(arrayLiteral elements: PHPValue...) { self = .array(PHPArray(list: elements)) }

    /// `[$key => $value, …]`; a later equal key replaces the value and keeps the first position.
    public init(dictionaryLiteral elements: (PHPValue, PHPValue)...) {
        var array = PHPArray()
        for (key, value) in elements { array[PHPValue.arrayKey(key)] = value }
        self = .array(array)
    }

    public init(_ text: String) { self = .string(Array(text.utf8)) }
    public init(_ number: Int) { self = .int(number) }
    public init(_ number: Double) { self = .float(number) }
    public init(_ flag: Bool) { self = .bool(flag) }

    /// The key PHP makes of a value in `[$key => …]` and `$a[$key]`; an array or object (a
    /// TypeError in PHP) is used by its string form.
    static func arrayKey(_ value: PHPValue) -> PHPArray.Key {
        PHPArray.Key(value) ?? .string(value.toPHPString() ?? [])
    }
}
