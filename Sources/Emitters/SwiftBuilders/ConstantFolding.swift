import PHPRuntime
import PHPSyntax

/// Arithmetic and concatenation on literals, worked out when the builder is written, with the
/// runtime's own operators: `$apn->badge = 1 + 2;` is `apn.badge = 3`. An operation PHP would
/// throw on is left for the builder to throw at run time.
enum ConstantFolding {
    /// `constants` gives a named constant's expression (`define('BRAND', 'Shop')`), followed a
    /// few levels deep.
    static func value(of expr: Expr, constants: (String) -> Expr? = { _ in nil }, depth: Int = 0) -> PHPValue? {
        guard depth < 8 else { return nil }
        func value(_ inner: Expr) -> PHPValue? { Self.value(of: inner, constants: constants, depth: depth + 1) }
        switch expr.kind {
        case .constantFetch(let name):
            switch name.joined.phpLowercased {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null": return .null
            default: return constants(name.joined).flatMap { value($0) }
            }
        case .integer(let number): return .int(number)
        case .float(let number): return .float(number)
        case .string(let bytes): return .string(bytes)
        case .unary(.minus, let operand):
            guard let inner = value(operand) else { return nil }
            return try? PHPArithmetic.negate(inner)
        case .binary(let op, let left, let right):
            guard let a = value(left), let b = value(right) else { return nil }
            switch op {
            case .add: return try? PHPArithmetic.add(a, b)
            case .subtract: return try? PHPArithmetic.subtract(a, b)
            case .multiply: return try? PHPArithmetic.multiply(a, b)
            case .divide: return try? PHPArithmetic.divide(a, b)
            case .modulo: return try? PHPArithmetic.modulo(a, b)
            case .concat: return try? PHPArithmetic.concat(a, b)
            case .power: return try? PHPArithmetic.power(a, b)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The folded value as a Swift literal, for an operation (not a bare literal); nil when it
    /// does not fold or has no exact literal (a float is written only when it reads back the same).
    static func literal(_ expr: Expr) -> (code: String, type: SwiftType)? {
        guard case .binary = expr.kind, let folded = value(of: expr) else { return nil }
        if case .float(let number) = folded, Double("\(number)") != number { return nil }
        return SwiftNames.literal(folded)
    }
}
