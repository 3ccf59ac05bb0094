/// A PHP 8 value as the analysis sees it: the eight runtime types PHP has, plus `unknown` for a
/// value the analysis cannot know (a parameter, `$this->x`, a call it does not evaluate).
///
/// Strings are bytes, as in PHP: a GBK-encoded backend string is kept exactly, and only
/// `json_encode` decides whether it is valid UTF-8.
public enum PHPValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case float(Double)
    case string([UInt8])
    case array(PHPArray)
    /// An object lives in the interpreter's heap; the value is a handle to it, which gives PHP's
    /// object semantics (assignment shares, `clone` copies).
    case object(PHPObjectHandle)
    case unknown(UnknownValue)

    public static func string(_ text: String) -> PHPValue { .string(Array(text.utf8)) }

    /// PHP's name for the type, as `gettype`-like error messages use it (`string`, `int`, `bool`…).
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .int: "int"
        case .float: "float"
        case .string: "string"
        case .array: "array"
        case .object(let handle): handle.className
        case .unknown: "unknown"
        }
    }

    public var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    /// True when this value or anything inside it is unknown.
    public var containsUnknown: Bool {
        switch self {
        case .unknown: return true
        case .array(let array): return array.unknownCount > 0
        default: return false
        }
    }

    /// Every unknown inside this value, in order of appearance.
    public var unknowns: [UnknownValue] {
        switch self {
        case .unknown(let unknown): return [unknown]
        case .array(let array): return array.unknownCount == 0 ? [] : array.values.flatMap(\.unknowns)
        default: return []
        }
    }
}

/// A handle to an object in the interpreter's heap.
public struct PHPObjectHandle: Sendable, Hashable {
    public var id: Int
    /// The class name without namespace, as PHP's error messages and the SDK model use it.
    public var className: String

    public init(id: Int, className: String) {
        self.id = id
        self.className = className
    }
}

/// A value the analysis cannot know, named after the code that produces it.
public struct UnknownValue: Sendable, Hashable {
    /// How the value is written in the source: `$client_notice`, `$this->title`, `getTitle($id)`.
    public var expression: String
    /// The named unknowns it is computed from; `[expression]` for a plain unknown. Messages use
    /// these to say which input decides a payload ("unless `$client_notice` is …").
    public var sources: [String]
    /// True when the code guarantees the value is truthy though not which value it is
    /// (`$title ?: 'Notice'`): not null, false, 0, "", "0" or an empty array.
    public var isTruthy = false

    public init(expression: String, sources: [String]? = nil, isTruthy: Bool = false) {
        self.expression = expression
        self.sources = sources ?? [expression]
        self.isTruthy = isTruthy
    }
}

extension PHPValue {
    /// Runs `body` on the array this value holds, in place, and returns true; false when it holds
    /// no array. The value lets go of the array first, so a uniquely held array is not copied:
    /// appending in a loop stays linear.
    @discardableResult
    public mutating func modifyArray(_ body: (inout PHPArray) -> Void) -> Bool {
        guard case .array(var array) = self else { return false }
        self = .null
        body(&array)
        self = .array(array)
        return true
    }
}
