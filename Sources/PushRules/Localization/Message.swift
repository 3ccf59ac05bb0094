/// A user-facing sentence before it is put into words: a catalogue key and typed arguments.
///
/// Messages are built by the typed constructors in `Messages+*.swift` (`.summaryErrors(3)`), never
/// by joining translated pieces, so a language can reorder the arguments as its grammar needs.
public struct Message: Sendable, Hashable {
    public indirect enum Argument: Sendable, Hashable {
        /// Code, names, paths, and PHP's and the SDK's own words: the same in every language.
        case verbatim(String)
        case number(Int)
        /// A phrase of its own, worded in the same language.
        case message(Message)
    }

    public let key: String
    public let arguments: [String: Argument]

    public init(_ key: String, _ arguments: [String: Argument] = [:]) {
        self.key = key
        self.arguments = arguments
    }

    /// The sentence in `language`: the catalogue's template with every `%{name}` replaced.
    public func text(_ language: Language) -> String {
        Self.fill(Catalogue.template(key, in: language), arguments, language)
    }

    static func fill(_ template: String, _ arguments: [String: Argument], _ language: Language) -> String {
        var out = ""
        var rest = template[...]
        while let open = placeholderStart(rest), let close = rest[open.upperBound...].firstIndex(of: "}") {
            out += rest[..<open.lowerBound]
            let name = String(rest[open.upperBound..<close])
            switch arguments[name] {
            case .verbatim(let text)?: out += text
            case .number(let number)?: out += String(number)
            case .message(let message)?: out += message.text(language)
            case nil: out += "%{\(name)}"
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// Where the next `%{` is, found byte by byte: Foundation's `range(of:)` compares as Unicode
    /// text and cost more than the rest of filling a message, which every finding does.
    private static func placeholderStart(_ text: Substring) -> Range<Substring.Index>? {
        let utf8 = text.utf8
        var from = utf8.startIndex
        while let percent = utf8[from...].firstIndex(of: UInt8(ascii: "%")) {
            let next = utf8.index(after: percent)
            if next < utf8.endIndex && utf8[next] == UInt8(ascii: "{") { return percent..<utf8.index(after: next) }
            from = next
        }
        return nil
    }

    /// The `%{name}` placeholders of a template, for the test that both languages take the same.
    public static func placeholders(_ template: String) -> Set<String> {
        var names: Set<String> = []
        var rest = template[...]
        while let open = placeholderStart(rest), let close = rest[open.upperBound...].firstIndex(of: "}") {
            names.insert(String(rest[open.upperBound..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}

/// One table of templates per language; a key missing from one falls back to English.
public enum Catalogue {
    public static func entries(_ language: Language) -> [String: String] {
        switch language {
        case .english: english
        case .simplifiedChinese: chinese
        }
    }

    /// The shared entries and every rule's own (`PushRule.messages`), merged once.
    private static let english = merged(EnglishCatalogue.entries, \.english)
    private static let chinese = merged(ChineseCatalogue.entries, \.chinese)

    private static func merged(_ shared: [String: String], _ language: KeyPath<RuleMessages, [String: String]>) -> [String: String] {
        RuleRegistry.documented.reduce(into: shared) { entries, rule in
            entries.merge(rule.messages[keyPath: language]) { _, _ in preconditionFailure("a rule's message key is also the catalogue's") }
        }
    }

    static func template(_ key: String, in language: Language) -> String {
        entries(language)[key] ?? english[key] ?? key
    }
}
