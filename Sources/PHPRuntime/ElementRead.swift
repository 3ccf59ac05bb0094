/// `$base[$index]` read, shared by the interpreter and the builders' runtime.
extension PHPValue {
    /// An array's element or a string's byte at `index`; null for a missing key or for a base
    /// that has no elements. Nil when the base or the index is unknown.
    public func element(at index: PHPValue) -> PHPValue? {
        switch self {
        case .array(let array):
            if index.isUnknown { return nil }
            guard let key = PHPArray.Key(index) else { return .null }
            return array[key] ?? .null
        case .string(let bytes):
            guard let offset = index.toInt, !index.isUnknown else { return nil }
            let position = offset < 0 ? bytes.count + offset : offset
            return position >= 0 && position < bytes.count ? .string([bytes[position]]) : .string([])
        case .unknown:
            return nil
        default:
            return .null
        }
    }
}
