/// `$base[$index]` read, shared by the interpreter and the builders' runtime.
extension PHPValue {
    /// How the code reads an element: PHP is stricter with a string's offsets where a plain read
    /// may fail than where `??` reads, and stricter again under `isset` and `empty`.
    public enum ElementRead: Sendable {
        /// `$s[$i]`: a string offset that is no integer is a `TypeError`.
        case read
        /// `$s[$i] ?? …`: null for an offset past the end or a string that is none; an array
        /// as the offset is still PHP's `TypeError`.
        case coalesce
        /// `isset($s[$i])`, `empty($s[$i])`: null unless the offset is a whole integer string; an
        /// array as an array's key is still a `TypeError`.
        case isset
    }

    /// An array's element or a string's byte at `index`; null for a missing key or for a base
    /// that has no elements. Nil when the base or the index is unknown.
    public func element(at index: PHPValue, _ mode: ElementRead = .read) throws(PHPError) -> PHPValue? {
        switch self {
        case .array(let array):
            if index.isUnknown { return nil }
            if case .array = index { throw PHPError(.typeError, mode == .isset ? "Illegal offset type in isset or empty" : "Illegal offset type") }
            guard let key = PHPArray.Key(index) else { return .null }
            return array[key] ?? .null
        case .string(let bytes):
            if index.isUnknown { return nil }
            guard let offset = try Self.stringOffset(index, mode) else { return .null }
            let position = offset < 0 ? bytes.count + offset : offset
            guard position >= 0 && position < bytes.count else { return mode == .read ? .string([]) : .null }
            return .string([bytes[position]])
        case .unknown:
            return nil
        default:
            return .null
        }
    }

    /// The offset PHP reads a string at (`zend_fetch_dimension_str`, `zend_isset_dim_slow`): an
    /// int; a string that starts with one (a whole one under `isset`); null, a bool or a float cut
    /// to an int. Nil where `??` or `isset` give null.
    private static func stringOffset(_ index: PHPValue, _ mode: ElementRead) throws(PHPError) -> Int? {
        switch index {
        case .int(let number):
            return number
        case .string(let bytes):
            let parsed = mode == .isset ? NumericString.wholeNumber(bytes) : NumericString.parse(bytes)
            if let parsed, case .int(let number) = parsed.number, !parsed.integerOverflow { return number }
            guard mode == .read else { return nil }
            throw PHPError(.typeError, "Cannot access offset of type string on string")
        case .array:
            guard mode != .isset else { return nil }
            throw PHPError(.typeError, "Cannot access offset of type array on string")
        default:
            return index.toInt
        }
    }
}
