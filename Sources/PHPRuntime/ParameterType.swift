/// A user function's parameter type as PHP 8.2 checks an argument against it
/// (`zend_verify_arg_type`): the argument keeps its type when the declaration names it, an int
/// becomes a float where only a float is allowed, and otherwise, unless the calling file declares
/// `strict_types=1`, it is converted in PHP's order of preference — int, float, string, bool —
/// or PHP throws a `TypeError`. Only the scalar types, `array`, `null` and `mixed` are checked:
/// a class, `object`, `callable`, `iterable`, `self` or `static` makes the whole type one the
/// analysis does not check (nil from `init`).
public struct PHPParameterType: Sendable, Hashable {
    private struct Members: OptionSet, Hashable {
        let rawValue: Int
        static let null = Members(rawValue: 1)
        static let `false` = Members(rawValue: 2)
        static let `true` = Members(rawValue: 4)
        static let int = Members(rawValue: 8)
        static let float = Members(rawValue: 16)
        static let string = Members(rawValue: 32)
        static let array = Members(rawValue: 64)
        static let bool: Members = [.false, .true]
    }

    private let members: Members
    private let isMixed: Bool

    /// The type as written (`int`, `?string`, `int|float|null`, case as you like); `nullable`
    /// adds null, as a default of null does (`string $s = null`).
    public init?(_ written: String, nullable: Bool = false) {
        var text = Substring(written)
        var members: Members = nullable ? .null : []
        if text.hasPrefix("?") {
            members.insert(.null)
            text = text.dropFirst()
        }
        var isMixed = false
        for part in text.split(separator: "|") {
            switch part.lowercased() {
            case "null": members.insert(.null)
            case "false": members.insert(.false)
            case "true": members.insert(.true)
            case "bool": members.formUnion(.bool)
            case "int": members.insert(.int)
            case "float": members.insert(.float)
            case "string": members.insert(.string)
            case "array": members.insert(.array)
            case "mixed": isMixed = true
            default: return nil
            }
        }
        guard isMixed || !members.isEmpty else { return nil }
        self.members = members
        self.isMixed = isMixed
    }

    /// The value the parameter holds when `value` is passed as argument `position` (from 1) of
    /// `function` (`fa`, `Push::send`, `{closure}`). An unknown or an object is passed as it is:
    /// what it holds is not known here.
    public func coerce(_ value: PHPValue, position: Int, parameter: String, of function: String, strict: Bool = false) throws(PHPError) -> PHPValue {
        if isMixed { return value }
        switch value {
        case .unknown, .object: return value
        case .null where members.contains(.null): return value
        case .bool(let flag) where members.contains(flag ? .true : .false): return value
        case .int where members.contains(.int), .float where members.contains(.float),
             .string where members.contains(.string), .array where members.contains(.array):
            return value
        case .int(let number) where members.contains(.float):
            return .float(Double(number))
        default:
            break
        }
        if !strict, value != .null, let converted = weak(value) { return converted }
        throw PHPError(.typeError, "\(function)(): Argument #\(position) ($\(parameter)) must be of type \(spelled), \(value.typeName) given")
    }

    /// `zend_verify_weak_scalar_type_hint`: int, then float, then string, then bool.
    private func weak(_ value: PHPValue) -> PHPValue? {
        if case .array = value { return nil }
        if members.contains(.int) {
            if members.contains(.float), case .string(let bytes) = value {
                if let number = NumericString.wholeNumber(bytes)?.number { return number.value }
            } else if let number = Self.weakInt(value) {
                return .int(number)
            }
        }
        if members.contains(.float), let number = Self.weakFloat(value) { return .float(number) }
        if members.contains(.string), let text = value.toPHPString() { return .string(text) }
        if members.isSuperset(of: .bool) { return value.truthiness.map { .bool($0) } }
        return nil
    }

    /// `zend_parse_arg_long_weak`: a float or numeric string that fits an int (its fraction cut,
    /// which PHP only deprecates), a bool.
    private static func weakInt(_ value: PHPValue) -> Int? {
        func fitting(_ number: Double) -> Int? {
            number.isNaN || number < -9.223372036854775808e18 || number >= 9.223372036854775808e18 ? nil : Int(number)
        }
        switch value {
        case .bool(let flag): return flag ? 1 : 0
        case .float(let number): return fitting(number)
        case .string(let bytes):
            switch NumericString.wholeNumber(bytes)?.number {
            case .int(let number)?: return number
            case .float(let number)?: return fitting(number)
            case nil: return nil
            }
        default: return nil
        }
    }

    /// `zend_parse_arg_double_weak`: an int, a numeric string, a bool.
    private static func weakFloat(_ value: PHPValue) -> Double? {
        switch value {
        case .bool(let flag): return flag ? 1 : 0
        case .int(let number): return Double(number)
        case .string(let bytes): return NumericString.wholeNumber(bytes)?.number.asDouble
        default: return nil
        }
    }

    /// The type as PHP's messages spell it (`zend_type_to_string`): `array`, `string`, `int`,
    /// `float`, `bool` (or `false`, `true`) in that order, null as `?T` for one type, else `|null`.
    public var spelled: String {
        var names: [String] = []
        if members.contains(.array) { names.append("array") }
        if members.contains(.string) { names.append("string") }
        if members.contains(.int) { names.append("int") }
        if members.contains(.float) { names.append("float") }
        if members.isSuperset(of: .bool) {
            names.append("bool")
        } else if members.contains(.false) {
            names.append("false")
        } else if members.contains(.true) {
            names.append("true")
        }
        guard members.contains(.null) else { return names.joined(separator: "|") }
        if names.isEmpty { return "null" }
        return names.count == 1 ? "?" + names[0] : names.joined(separator: "|") + "|null"
    }
}
