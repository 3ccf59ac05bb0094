/// Pure PHP built-ins evaluated on known values, with PHP 8.2's coercions and errors.
public enum PHPBuiltins {
    typealias Implementation = @Sendable ([PHPValue]) throws(PHPError) -> PHPValue?

    /// Lower-cased name → implementation. Each file adds its own group.
    static let table: [String: Implementation] = {
        var table: [String: Implementation] = [:]
        for (name, f) in stringFunctions { table[name] = f }
        for (name, f) in arrayFunctions { table[name] = f }
        for (name, f) in mathFunctions { table[name] = f }
        for (name, f) in lookupFunctions { table[name] = f }
        return table
    }()

    public static func isKnown(_ name: String) -> Bool {
        table[normalize(name)] != nil
    }

    /// Nil when `name` is not a known built-in or an argument is (or contains) unknown.
    public static func call(_ name: String, _ arguments: [PHPValue]) throws(PHPError) -> PHPValue? {
        let key = normalize(name)
        guard let f = table[key] else { return nil }
        if arguments.contains(where: { $0.containsUnknown }) { return nil }
        return try f(arguments)
    }

    /// Case-insensitive, and a leading `\` (global namespace) is ignored.
    static func normalize(_ name: String) -> String {
        var n = name.lowercased()
        if n.hasPrefix("\\") { n.removeFirst() }
        return n
    }
}

/// Argument checks and PHP's coercive typing for internal functions (non-strict mode).
struct Arguments {
    let function: String
    let values: [PHPValue]
    /// Parameter names, in order, for messages ("Argument #2 ($times)").
    let names: [String]
    let required: Int

    init(_ function: String, _ values: [PHPValue], _ names: [String], required: Int) throws(PHPError) {
        self.function = function
        self.values = values
        self.names = names
        self.required = required
        if values.count < required {
            let what = required == names.count ? "exactly" : "at least"
            throw PHPError(.argumentCountError, "\(function)() expects \(what) \(required) argument\(required == 1 ? "" : "s"), \(values.count) given")
        }
        if values.count > names.count && !(names.last?.hasPrefix("...") ?? false) {
            let what = required == names.count ? "exactly" : "at most"
            throw PHPError(.argumentCountError, "\(function)() expects \(what) \(names.count) argument\(names.count == 1 ? "" : "s"), \(values.count) given")
        }
    }

    func has(_ i: Int) -> Bool { i < values.count }

    func typeError(_ i: Int, _ type: String) -> PHPError {
        let name = i < names.count ? names[i] : (names.last ?? "value")
        let clean = name.hasPrefix("...") ? String(name.dropFirst(3)) : name
        return PHPError(.typeError, "\(function)(): Argument #\(i + 1) ($\(clean)) must be of type \(type), \(values[i].typeName) given")
    }

    /// A `string` parameter: scalars convert, null becomes "" (deprecated, still works).
    func string(_ i: Int) throws(PHPError) -> [UInt8] {
        switch values[i] {
        case .array, .object: throw typeError(i, "string")
        default: return values[i].toPHPString() ?? []
        }
    }

    /// An `int` parameter: numeric strings and integral floats convert; others are a TypeError.
    func int(_ i: Int) throws(PHPError) -> Int {
        switch values[i] {
        case .null: return 0
        case .bool(let b): return b ? 1 : 0
        case .int(let n): return n
        case .float(let d):
            guard d.isFinite, d >= -9.223372036854775808e18, d < 9.223372036854775808e18 else { throw typeError(i, "int") }
            return Int(d)
        case .string(let s):
            guard let parsed = NumericString.wholeNumber(s) else { throw typeError(i, "int") }
            switch parsed.number {
            case .int(let n): return n
            case .float(let d):
                guard d.isFinite, d >= -9.223372036854775808e18, d < 9.223372036854775808e18 else { throw typeError(i, "int") }
                return Int(d)
            }
        default: throw typeError(i, "int")
        }
    }

    /// A `float` parameter.
    func float(_ i: Int) throws(PHPError) -> Double {
        switch values[i] {
        case .null, .bool, .int, .float: return values[i].toFloat ?? 0
        case .string(let s):
            guard let parsed = NumericString.wholeNumber(s) else { throw typeError(i, "float") }
            return parsed.number.asDouble
        default: throw typeError(i, "float")
        }
    }

    /// An `int|float` parameter.
    func number(_ i: Int) throws(PHPError) -> PHPValue {
        switch values[i] {
        case .null: return .int(0)
        case .bool(let b): return .int(b ? 1 : 0)
        case .int, .float: return values[i]
        case .string(let s):
            guard let parsed = NumericString.wholeNumber(s) else { throw typeError(i, "int|float") }
            return parsed.number.value
        default: throw typeError(i, "int|float")
        }
    }

    func bool(_ i: Int) throws(PHPError) -> Bool {
        switch values[i] {
        case .array, .object: throw typeError(i, "bool")
        default: return values[i].truthiness ?? false
        }
    }

    func array(_ i: Int) throws(PHPError) -> PHPArray {
        guard case .array(let a) = values[i] else { throw typeError(i, "array") }
        return a
    }
}
