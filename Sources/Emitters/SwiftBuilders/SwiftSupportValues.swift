// The text of GTPushSupport.swift, part 1 of 5: values.
// Kept as Swift source in a raw string so it is compiled by the builders' users, not by gtpush.
extension SwiftSupportFile {
    static let values = #"""
/// A PHP value as the GeTui SDK sees it: what a builder's `PHPValue` parameters and locals hold.
public enum PHPValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case float(Double)
    case string(String)
    case array(PHPArray)

    public init(_ text: String) { self = .string(text) }
    public init(_ number: Int) { self = .int(number) }
    public init(_ flag: Bool) { self = .bool(flag) }
    public init(_ number: Double) { self = .float(number) }

    /// PHP's type name, as its error messages spell it.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .int: "int"
        case .float: "float"
        case .string: "string"
        case .array: "array"
        }
    }

    /// `(bool)$value`.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let flag): flag
        case .int(let number): number != 0
        case .float(let number): number != 0
        case .string(let text): !(text.isEmpty || text == "0")
        case .array(let array): !array.isEmpty
        }
    }

    public var isNull: Bool { self == .null }

    /// `$a ?? $b`: the right side only when the left is null.
    public func coalesced(with other: @autoclosure () throws -> PHPValue) rethrows -> PHPValue {
        isNull ? try other() : self
    }

    /// `$value[$key]` read: null when missing, as PHP gives after its warning.
    public subscript(key: PHPValue) -> PHPValue {
        get {
            switch self {
            case .array(let array): return array[PHPArray.Key(key)] ?? .null
            case .string(let text):
                let bytes = Array(text.utf8)
                guard case .int(let index) = PHPArray.Key(key), index >= -bytes.count, index < bytes.count else { return .null }
                return .string(String(decoding: [bytes[index < 0 ? bytes.count + index : index]], as: UTF8.self))
            default: return .null
            }
        }
        set {
            var array = arrayForWriting()
            array[PHPArray.Key(key)] = newValue
            self = .array(array)
        }
    }

    /// `$value[] = $element`.
    public mutating func append(_ element: PHPValue) {
        var array = arrayForWriting()
        array.append(element)
        self = .array(array)
    }

    private func arrayForWriting() -> PHPArray {
        if case .array(let array) = self { return array }
        return PHPArray()
    }
}

extension PHPValue: CustomStringConvertible {
    /// `(string)$value`: what `.` and `"$value"` make of it (floats with PHP's precision 14).
    public var description: String {
        switch self {
        case .null: ""
        case .bool(let flag): flag ? "1" : ""
        case .int(let number): String(number)
        case .float(let number): PHPNumberFormat.string(number)
        case .string(let text): text
        case .array: "Array"
        }
    }
}

extension PHPValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .float(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: PHPValue...) { self = .array(PHPArray(list: elements)) }
    public init(dictionaryLiteral elements: (PHPValue, PHPValue)...) {
        var array = PHPArray()
        for (key, value) in elements { array[PHPArray.Key(key)] = value }
        self = .array(array)
    }
}

/// A PHP array: an ordered map whose keys are integers or strings.
public struct PHPArray: Sendable, Hashable {
    public enum Key: Sendable, Hashable {
        case int(Int)
        case string(String)

        /// The key PHP makes of a value: `"10"` → 10, `true` → 1, `1.5` → 1, null → `""`.
        public init(_ value: PHPValue) {
            switch value {
            case .null: self = .string("")
            case .bool(let flag): self = .int(flag ? 1 : 0)
            case .int(let number): self = .int(number)
            case .float(let number): self = .int(number.isFinite && abs(number) < 9.2e18 ? Int(number) : 0)
            case .string(let text): self = Key.canonicalInteger(text).map(Key.int) ?? .string(text)
            case .array: self = .string("Array")
            }
        }

        /// `"10"` and `"-3"` are integer keys; `"010"`, `"-0"` and `" 1"` are not.
        private static func canonicalInteger(_ text: String) -> Int? {
            guard let number = Int(text), String(number) == text else { return nil }
            return number
        }

        var value: PHPValue {
            switch self {
            case .int(let number): .int(number)
            case .string(let text): .string(text)
            }
        }
    }

    public private(set) var keys: [Key] = []
    private var storage: [Key: PHPValue] = [:]
    private var nextIndex = 0

    public init() {}

    public init(list: [PHPValue]) {
        for element in list { append(element) }
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    /// A key already present keeps its position and takes the new value.
    public subscript(key: Key) -> PHPValue? {
        get { storage[key] }
        set {
            guard let newValue else {
                if storage.removeValue(forKey: key) != nil { keys.removeAll { $0 == key } }
                return
            }
            if storage.updateValue(newValue, forKey: key) == nil {
                keys.append(key)
                if case .int(let number) = key, number >= nextIndex { nextIndex = number &+ 1 }
            }
        }
    }

    public subscript(key: String) -> PHPValue? {
        get { self[Key(.string(key))] }
        set { self[Key(.string(key))] = newValue }
    }

    public mutating func append(_ value: PHPValue) {
        self[.int(nextIndex)] = value
    }

    public var entries: [(key: Key, value: PHPValue)] { keys.map { ($0, storage[$0]!) } }
    public var values: [PHPValue] { keys.map { storage[$0]! } }

    /// Keys exactly 0…n-1 in order: json_encode writes a list.
    public var isList: Bool {
        keys.enumerated().allSatisfy { $0.element == .int($0.offset) }
    }

    public static func == (lhs: PHPArray, rhs: PHPArray) -> Bool {
        lhs.keys == rhs.keys && lhs.storage == rhs.storage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys)
        for key in keys { hasher.combine(storage[key]) }
    }
}

/// A PHP error or SDK exception, with the message PHP prints.
public struct PHPError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
"""#
}
