/// A JSON document as read, with booleans, whole numbers and strings kept apart, so that a
/// config key of the wrong type can be named instead of converted: what gtpush reads of
/// `gtpush.json`, baselines and `composer.json`, where `JSONSerialization` is not at hand.
public enum JSONValue: Decodable, Equatable, Sendable {
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int.self) { self = .int(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    /// The document in `bytes`, or nil when it is not JSON.
    public static func parse(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    /// What a message calls a value of this type: "a string", "a list".
    public var typeName: String {
        switch self {
        case .bool: "true or false"
        case .int, .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        case .null: "null"
        }
    }
}
