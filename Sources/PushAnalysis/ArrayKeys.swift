import PHPRuntime

/// How PHP turns a value used as an array key into a key.
enum ArrayKeys {
    /// nil for unknowns and for types PHP refuses as keys (arrays, objects).
    static func key(_ value: PHPValue) -> PHPArray.Key? {
        switch value {
        case .int(let number): return .int(number)
        case .string(let bytes): return .normalized(bytes)
        case .bool(let flag): return .int(flag ? 1 : 0)
        case .null: return .string([])
        case .float(let number):
            guard number.isFinite, abs(number) < 9.2e18 else { return .int(0) }
            return .int(Int(number))
        case .array, .object, .unknown: return nil
        }
    }
}
