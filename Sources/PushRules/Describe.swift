import PHPRuntime

/// Values as a backend developer reads them in a message.
enum Describe {
    static func value(_ value: PHPValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .float(let number): return String(number)
        case .string(let bytes):
            let text = String(decoding: bytes, as: UTF8.self)
            return "\"" + (text.count > 40 ? String(text.prefix(37)) + "..." : text) + "\""
        case .array(let array): return array.isEmpty ? "[]" : "an array"
        case .object(let handle): return "a \(handle.className)"
        case .unknown(let unknown): return "`\(unknown.expression)`"
        }
    }
}
