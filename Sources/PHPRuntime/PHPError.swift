/// An error PHP 8.2 would throw, with its message exactly as PHP words it, so the analysis can
/// quote it ("Unsupported operand types: array + int").
public struct PHPError: Error, Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case typeError = "TypeError"
        case divisionByZero = "DivisionByZeroError"
        case arithmeticError = "ArithmeticError"
        case valueError = "ValueError"
        case argumentCountError = "ArgumentCountError"
        /// A plain `Error` (e.g. "Object of class X could not be converted to string").
        case error = "Error"
        /// Not a PHP error: the analysis refused to build an absurdly large value.
        case limit = "Limit"
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The PHP class name of the thrown error (`TypeError`, `ValueError`, ...).
    public var className: String { kind.rawValue }

    /// Strings beyond this size are refused rather than allocated.
    public static let maxStringBytes = 64 * 1024 * 1024

    static func checkSize(_ count: Int, _ what: String) throws(PHPError) {
        if count > maxStringBytes {
            throw PHPError(.limit, "\(what) would produce a string of \(count) bytes, more than the 64 MiB the analysis allows")
        }
    }

    static func unsupported(_ a: PHPValue, _ op: String, _ b: PHPValue) -> PHPError {
        PHPError(.typeError, "Unsupported operand types: \(a.typeName) \(op) \(b.typeName)")
    }
}
