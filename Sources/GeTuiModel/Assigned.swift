import PHPRuntime
import SourceRanges

/// A field's value and the statement that gave it, so a diagnostic can point at the line to
/// change and a fix can replace exactly the right-hand side.
public struct Assigned: Sendable, Hashable {
    public var value: PHPValue
    /// nil while the field still holds the SDK's default.
    public var origin: Origin?

    public init(_ value: PHPValue, origin: Origin? = nil) {
        self.value = value
        self.origin = origin
    }

    public var isDefault: Bool { origin == nil }
}

/// Where in the source a value was written.
public struct Origin: Sendable, Hashable {
    /// The whole statement (`$apn->sound = $client_notice;`), or the call that set the field.
    public var statement: SourceRange
    /// The right-hand side, which a fix rewrites; nil when the value came from a call argument
    /// that cannot be rewritten in place (e.g. `set_pushInfo`'s positional arguments).
    public var value: SourceRange?
    /// The source text of the right-hand side as written, for messages (`$client_notice`).
    public var expressionText: String?

    public init(statement: SourceRange, value: SourceRange? = nil, expressionText: String? = nil) {
        self.statement = statement
        self.value = value
        self.expressionText = expressionText
    }
}
