/// PHP's cast operators: `(int)`, `(float)`, `(string)`, `(bool)`, `(array)`, `(unset)`.
public enum PHPCast {
    public enum Target: String, Sendable, Hashable, CaseIterable {
        case int, float, string, bool, array, unset
    }

    /// Nil for unknowns, and for objects where the result depends on the class (string, array).
    public static func cast(_ v: PHPValue, to target: Target) -> PHPValue? {
        switch target {
        case .int: return v.toInt.map { .int($0) }
        case .float: return v.toFloat.map { .float($0) }
        case .string: return v.toPHPString().map { .string($0) }
        case .bool: return v.truthiness.map { .bool($0) }
        case .unset: return .null
        case .array:
            switch v {
            case .null: return .array(PHPArray())
            case .array: return v
            case .object, .unknown: return nil
            default: return .array(PHPArray(list: [v]))
            }
        }
    }
}
