/// PHP's ordered array: integer and string keys in insertion order.
///
/// A value type, so assigning an array copies it, as in PHP. Numeric-string keys are normalised
/// to integers on the way in (`"10"` → 10, but not `"010"` or `"1.5"`), as PHP does.
public struct PHPArray: Sendable, Hashable {
    public enum Key: Sendable, Hashable {
        case int(Int)
        case string([UInt8])

        /// The key PHP uses for `$array[$value]`; nil for unknowns and for the types PHP refuses as
        /// keys (arrays, objects). Floats are cut to ints as `(int)` cuts them.
        public init?(_ value: PHPValue) {
            switch value {
            case .int(let number): self = .int(number)
            case .string(let bytes): self = .normalized(bytes)
            case .bool(let flag): self = .int(flag ? 1 : 0)
            case .null: self = .string([])
            case .float(let number): self = .int(PHPValue.floatToIntModular(number))
            case .array, .object, .unknown: return nil
            }
        }

        /// The key PHP stores for `bytes`: a canonical decimal integer string becomes an int key.
        public static func normalized(_ bytes: [UInt8]) -> Key {
            if let number = canonicalInteger(bytes) { return .int(number) }
            return .string(bytes)
        }

        public var asValue: PHPValue {
            switch self {
            case .int(let number): .int(number)
            case .string(let bytes): .string(bytes)
            }
        }

        private static func canonicalInteger(_ bytes: [UInt8]) -> Int? {
            guard let first = bytes.first, bytes.count <= 20 else { return nil }
            let digits = first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
            guard let lead = digits.first, digits.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
            if lead == 48 && digits.count > 1 { return nil }
            if first == UInt8(ascii: "-") && digits.count == 1 && lead == 48 { return nil }  // "-0" stays a string
            return Int(String(decoding: bytes, as: UTF8.self))
        }
    }

    public private(set) var keys: [Key] = []
    public private(set) var values: [PHPValue] = []
    private var index: [Key: Int] = [:]
    /// The key `$a[] = …` uses next: one more than the largest integer key so far (never below 0).
    public private(set) var nextIndex: Int = 0

    public init() {}

    /// A list: keys 0…n-1.
    public init(list: [PHPValue]) {
        for value in list { append(value) }
    }

    public init(pairs: [(Key, PHPValue)]) {
        for (key, value) in pairs { self[key] = value }
    }

    /// How deeply arrays nest in this one: 1 when it holds no array. An upper bound: removing
    /// the deepest element does not lower it.
    public private(set) var depth = 1

    /// Arrays are not nested deeper than this. Every walk over a value (comparison, hashing,
    /// `json_encode`) recurses once per level, so an unbounded nesting built in a loop would
    /// overflow the stack; `json_encode` already refuses anything past 512 levels.
    public static let maximumDepth = 1_000

    /// About how many bytes this array holds, nested arrays and strings included (each element
    /// counts 64 bytes, what its key, value and index entry take, and a string its length as well), saturating at `Int.max`. A nested array
    /// counts each time it appears, as a walk over the value meets it: `$a = [$a, $a]` doubles it.
    public private(set) var weight = 0

    /// Arrays weigh no more than this. Every walk over a value (comparison, `json_encode`, the
    /// unknowns inside it) costs its weight, so a value doubled in a loop would take forever.
    public static let maximumWeight = 64 << 20

    /// How many unknowns this array holds, nested ones included (saturating).
    public private(set) var unknownCount = 0

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    public subscript(key: Key) -> PHPValue? {
        get { index[key].map { values[$0] } }
        set {
            var newValue = newValue
            if case .array(let inner)? = newValue {
                if inner.depth >= Self.maximumDepth {
                    newValue = .unknown(UnknownValue(expression: "an array nested deeper than \(Self.maximumDepth) levels"))
                } else if Self.add(weight, inner.weight) >= Self.maximumWeight {
                    newValue = .unknown(UnknownValue(expression: "an array larger than \(Self.maximumWeight >> 20) MiB"))
                } else {
                    depth = max(depth, inner.depth + 1)
                }
            }
            if let position = index[key] {
                if let newValue {
                    account(values[position], sign: -1)
                    account(newValue, sign: 1)
                    values[position] = newValue
                } else {
                    remove(at: position)
                }
            } else if let newValue {
                account(newValue, sign: 1)
                index[key] = keys.count
                keys.append(key)
                values.append(newValue)
                if case .int(let number) = key, number >= nextIndex {
                    nextIndex = number == Int.max ? number : number + 1
                }
            }
        }
    }

    /// `$a[] = value`.
    public mutating func append(_ value: PHPValue) {
        self[.int(nextIndex)] = value
    }

    /// True when the keys are exactly 0…n-1 in order: what `json_encode` writes as a JSON list.
    public var isList: Bool {
        for (position, key) in keys.enumerated() {
            guard case .int(let number) = key, number == position else { return false }
        }
        return true
    }

    public var entries: [(key: Key, value: PHPValue)] {
        Array(zip(keys, values)).map { (key: $0.0, value: $0.1) }
    }

    private mutating func remove(at position: Int) {
        account(values[position], sign: -1)
        index[keys[position]] = nil
        keys.remove(at: position)
        values.remove(at: position)
        for shifted in position..<keys.count { index[keys[shifted]] = shifted }
    }

    /// Adds or takes away what one element weighs and the unknowns it holds.
    private mutating func account(_ value: PHPValue, sign: Int) {
        var elementWeight = 64
        var unknowns = 0
        switch value {
        case .string(let bytes): elementWeight = Self.add(elementWeight, bytes.count)
        case .array(let inner): elementWeight = Self.add(elementWeight, inner.weight); unknowns = inner.unknownCount
        case .unknown: unknowns = 1
        default: break
        }
        // A saturated total stays saturated: what it lost track of cannot be taken away again.
        if weight != Int.max { weight = sign > 0 ? Self.add(weight, elementWeight) : max(0, weight - elementWeight) }
        if unknownCount != Int.max { unknownCount = sign > 0 ? Self.add(unknownCount, unknowns) : max(0, unknownCount - unknowns) }
    }

    static func add(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }

    public static func == (lhs: PHPArray, rhs: PHPArray) -> Bool {
        lhs.keys == rhs.keys && lhs.values == rhs.values
    }

    /// Hashes the count and the first elements, nested arrays by their count only: equal arrays
    /// still hash alike, and hashing never walks a large or deeply shared value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys.count)
        for (key, value) in zip(keys, values).prefix(8) {
            hasher.combine(key)
            if case .array(let inner) = value { hasher.combine(inner.count) } else { hasher.combine(value) }
        }
    }
}
