import Platform

/// A small JSON tree with key order kept as built, so every output is byte-for-byte stable.
indirect enum JSONNode {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONNode])
    case object([(String, JSONNode)])

    /// Two-space indented JSON, non-ASCII left as UTF-8, `/` unescaped; ends without a newline.
    func render(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .string(let text): return Self.quote(text)
        case .int(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            if items.isEmpty { return "[]" }
            return "[\n" + items.map { inner + $0.render(indent: indent + 1) }.joined(separator: ",\n") + "\n" + pad + "]"
        case .object(let pairs):
            if pairs.isEmpty { return "{}" }
            return "{\n" + pairs.map { inner + Self.quote($0.0) + ": " + $0.1.render(indent: indent + 1) }.joined(separator: ",\n") + "\n" + pad + "}"
        }
    }

    static func quote(_ text: String) -> String { JSONText.quoted(text) }
}
