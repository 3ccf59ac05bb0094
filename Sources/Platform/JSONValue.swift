/// A JSON document as read, with booleans, whole numbers and strings kept apart, so that a
/// config key of the wrong type can be named instead of converted: what gtpush reads of
/// `gtpush.json`, baselines and `composer.json`, where `JSONSerialization` is not at hand.
/// `JSONReader` reads it, and keeps where each part was for the messages that need it.
public enum JSONValue: Equatable, Sendable {
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    /// The document in `bytes`, or nil when it is not JSON.
    public static func parse(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONReader.read(bytes).get().value
    }
}
