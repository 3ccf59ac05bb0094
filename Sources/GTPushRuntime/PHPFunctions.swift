import PHPRuntime

/// PHP's operators and built-in functions for builders: each calls the PHPRuntime code the
/// interpreter calls, and throws PHP's error as a `GTPushError`.
public enum PHP {
    /// `$a . $b . …`: every operand's PHP string form (floats as PHP prints them, `1.0E+14`).
    public static func concat(_ parts: PHPValue...) throws(GTPushError) -> PHPValue {
        var result: PHPValue = .string([])
        for part in parts {
            let sum = result
            result = try known { () throws(PHPError) in try PHPArithmetic.concat(sum, part) }
        }
        return result
    }

    /// `$a && $b` where `$b` may throw: Swift's `&&` takes an untyped throwing closure, so a
    /// builder's typed throws would become `any Error`. `$b` runs only when `$a` is true.
    public static func and(_ left: Bool, _ right: @autoclosure () throws(GTPushError) -> Bool) throws(GTPushError) -> Bool {
        left ? try right() : false
    }

    /// `$a || $b` where `$b` may throw; `$b` runs only when `$a` is false.
    public static func or(_ left: Bool, _ right: @autoclosure () throws(GTPushError) -> Bool) throws(GTPushError) -> Bool {
        left ? true : try right()
    }

    /// Argument `position` (from 1) of `function`, passed to its parameter `$name` declared as
    /// `type` (`string`, `?int`, `array|string`): PHP 8.2 converts it, or stops with a `TypeError`
    /// before the body runs (`strict` when the calling file declares `strict_types=1`).
    public static func parameter(_ value: PHPValue, _ type: String, position: Int, name: String, of function: String,
                                 strict: Bool = false) throws(GTPushError) -> PHPValue {
        guard let checked = PHPParameterType(type) else { return value }
        return try known { () throws(PHPError) in try checked.coerce(value, position: position, parameter: name, of: function, strict: strict) }
    }

    /// `throw new Exception($message)` (or another of PHP's own exception classes): the message as
    /// the constructor's `string $message` takes it.
    public static func exception(_ className: String, _ message: PHPValue = "") throws(GTPushError) -> GTPushError {
        let text = try parameter(message, "string", position: 1, name: "message", of: className + "::__construct")
        return GTPushError.php(type: className, message: String(decoding: text.toPHPString() ?? [], as: UTF8.self))
    }

    /// A built-in function by its PHP name (`mb_substr`, `implode`, `sprintf`…).
    public static func call(_ name: String, _ arguments: PHPValue...) throws(GTPushError) -> PHPValue {
        try known { () throws(PHPError) in try PHPBuiltins.call(name, arguments) }
    }

    /// `json_encode($value)`: false where PHP fails (it never throws without JSON_THROW_ON_ERROR).
    public static func jsonEncode(_ value: PHPValue) -> PHPValue {
        PHPJSON.encode(value).map { .string($0) } ?? .bool(false)
    }

    /// `(string)$value`.
    public static func strval(_ value: PHPValue) throws(GTPushError) -> PHPValue {
        try concat(value)
    }

    /// `Foo::BAR` where the class has no such constant: PHP stops with an Error.
    public static func undefinedConstant(_ name: String) throws(GTPushError) -> PHPValue {
        try error("Undefined constant \(name)")
        return .null
    }

    /// Where PHP stops with an Error (`Cannot access private property GTAps::$sound`).
    public static func error(_ message: String) throws(GTPushError) {
        throw GTPushError.php(type: "Error", message: message)
    }

    /// What `foreach ($value as $key => $element)` visits: an array's entries in order; nothing
    /// for any other value (PHP warns).
    public static func elements(_ value: PHPValue) -> [(key: PHPValue, value: PHPValue)] {
        guard case .array(let array) = value else { return [] }
        return array.entries.map { ($0.key.asValue, $0.value) }
    }

    /// `array_map($callback, $array)` with one array: the keys are kept.
    public static func arrayMap(_ value: PHPValue, _ transform: (PHPValue) throws(GTPushError) -> PHPValue) throws(GTPushError) -> PHPValue {
        guard case .array(let array) = value else {
            throw GTPushError.php(type: "TypeError", message: "array_map(): Argument #2 ($array) must be of type array, \(value.typeName) given")
        }
        var result = PHPArray()
        for (key, element) in array.entries { result[key] = try transform(element) }
        return .array(result)
    }

    /// An SDK object a branch may not have made, where PHP uses it: PHP's Error when it is null.
    public static func nonNull<T>(_ object: T?, _ message: String) throws(GTPushError) -> T {
        guard let object else { throw GTPushError.php(type: "Error", message: message) }
        return object
    }

    /// What `match` throws when no arm takes the subject, worded as PHP 8.2 words it with its
    /// default `zend.exception_string_param_max_len` of 15 (a longer string ends in `...`).
    public static func unhandledMatch(_ subject: PHPValue) -> GTPushError {
        let shown: String
        switch subject {
        case .null: shown = "NULL"
        case .bool(let flag): shown = flag ? "true" : "false"
        case .int, .float: shown = String(decoding: subject.toPHPString() ?? [], as: UTF8.self)
        case .string(let bytes):
            let kept = String(decoding: bytes.prefix(15), as: UTF8.self)
                .replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
            shown = "'" + kept + (bytes.count > 15 ? "...'" : "'")
        default: shown = "of type " + subject.typeName
        }
        return GTPushError.php(type: "UnhandledMatchError", message: "Unhandled match case " + shown)
    }

    /// `(int)$value`.
    public static func intval(_ value: PHPValue) -> Int {
        value.toInt ?? 0
    }

    public static func add(_ left: PHPValue, _ right: PHPValue) throws(GTPushError) -> PHPValue {
        try known { () throws(PHPError) in try PHPArithmetic.add(left, right) }
    }

    public static func subtract(_ left: PHPValue, _ right: PHPValue) throws(GTPushError) -> PHPValue {
        try known { () throws(PHPError) in try PHPArithmetic.subtract(left, right) }
    }

    public static func multiply(_ left: PHPValue, _ right: PHPValue) throws(GTPushError) -> PHPValue {
        try known { () throws(PHPError) in try PHPArithmetic.multiply(left, right) }
    }

    public static func divide(_ left: PHPValue, _ right: PHPValue) throws(GTPushError) -> PHPValue {
        try known { () throws(PHPError) in try PHPArithmetic.divide(left, right) }
    }

    public static func modulo(_ left: PHPValue, _ right: PHPValue) throws(GTPushError) -> PHPValue {
        try known { () throws(PHPError) in try PHPArithmetic.modulo(left, right) }
    }

    public static func power(_ left: PHPValue, _ right: PHPValue) throws(GTPushError) -> PHPValue {
        try known { () throws(PHPError) in try PHPArithmetic.power(left, right) }
    }

    public static func bitwiseAnd(_ left: PHPValue, _ right: PHPValue) throws(GTPushError) -> PHPValue {
        try known { () throws(PHPError) in try PHPArithmetic.bitwiseAnd(left, right) }
    }

    public static func bitwiseOr(_ left: PHPValue, _ right: PHPValue) throws(GTPushError) -> PHPValue {
        try known { () throws(PHPError) in try PHPArithmetic.bitwiseOr(left, right) }
    }

    public static func bitwiseXor(_ left: PHPValue, _ right: PHPValue) throws(GTPushError) -> PHPValue {
        try known { () throws(PHPError) in try PHPArithmetic.bitwiseXor(left, right) }
    }

    public static func shiftLeft(_ left: PHPValue, _ right: PHPValue) throws(GTPushError) -> PHPValue {
        try known { () throws(PHPError) in try PHPArithmetic.shiftLeft(left, right) }
    }

    public static func shiftRight(_ left: PHPValue, _ right: PHPValue) throws(GTPushError) -> PHPValue {
        try known { () throws(PHPError) in try PHPArithmetic.shiftRight(left, right) }
    }

    /// `$a <=> $b`: -1, 0 or 1 as PHP 8 compares (uncomparable arrays give 1).
    public static func spaceship(_ left: PHPValue, _ right: PHPValue) -> PHPValue {
        .int(PHPComparison.compare(left, right).map { $0 < 0 ? -1 : ($0 > 0 ? 1 : 0) } ?? 1)
    }

    /// `-$value`.
    public static func negate(_ value: PHPValue) throws(GTPushError) -> PHPValue {
        try known { () throws(PHPError) in try PHPArithmetic.negate(value) }
    }
}
