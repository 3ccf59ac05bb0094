/// A PHP name as written: `Foo`, `NS\Foo`, `\NS\Foo`, `namespace\Foo`.
public struct Name: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case unqualified, qualified, fullyQualified, relative
    }

    /// The parts between backslashes, as written (PHP names are case-insensitive for classes and functions).
    public var parts: [String]
    public var kind: Kind
    public var range: SourceRange

    public init(parts: [String], kind: Kind, range: SourceRange) {
        self.parts = parts
        self.kind = kind
        self.range = range
    }

    /// The last part: `DictionaryAlertMsg` for `\Igetui\DictionaryAlertMsg`.
    public var last: String { parts.last ?? "" }

    /// The name as written, without a leading backslash.
    public var joined: String { parts.joined(separator: "\\") }
}
