/// What PHP refuses in a declared type on its own, wherever it is declared (parameter, return,
/// property, enum backing): a builtin name qualified, a builtin written twice, `true|false`,
/// `void`, `never` or `mixed` with company, `mixed` or `null` marked nullable.
enum TypeForm {
    /// PHP's builtin type names: written with a namespace, they are refused rather than read as classes.
    static let builtinTypeNames = ShortWords(["bool", "int", "float", "string", "void", "never", "iterable", "object", "mixed", "null", "false", "true"])

    /// PHP's first complaint about `type`, member by member as it compiles them, then about the whole.
    static func problem(_ type: TypeNode) -> String? {
        switch type.kind {
        case .name(let name):
            // Most types are one plain name: nothing to refuse there but a qualified builtin.
            guard name.kind != .unqualified, name.isSinglePart, builtinTypeNames.contains(name.lastWord) else { return nil }
            return "Type declaration '\(name.lastWord.string.phpLowercased)' must be unqualified"
        case .intersection(let parts): return parts.lazy.compactMap(problem).first
        case .union(let members): return problem(members: members, nullable: false)
        case .nullable(let inner): return problem(members: CollectionOfOne(inner), nullable: true)
        }
    }

    /// `problem` of a union's members, or of the one type marked nullable.
    private static func problem(members: some Collection<TypeNode>, nullable: Bool) -> String? {
        var seen = TypeWords()
        var standalone = TypeWords()
        for member in members {
            if let message = problem(member) { return message }
            guard case .name(let name) = member.kind, name.kind == .unqualified, let words = name.lastWord.withBytes(builtinWords) else { continue }
            if words == .mixed && members.count > 1 { return "Type mixed can only be used as a standalone type" }
            let repeated = seen.intersection(words)
            if !repeated.isEmpty { return "Duplicate type \(repeated.isSuperset(of: .bool) ? "bool" : repeated.names.joined(separator: "|")) is redundant" }
            seen.formUnion(words)
            if (words == .true || words == .false) && seen.isSuperset(of: .bool) { return "Type contains both true and false, bool should be used instead" }
            if words == .void || words == .never { standalone.formUnion(words) }
        }
        if nullable {
            if seen == .mixed { return "Type mixed cannot be marked as nullable since mixed already includes null" }
            if seen == .null { return "null cannot be marked as nullable" }
        }
        if standalone.contains(.void) { return "Void can only be used as a standalone type" }
        if standalone.contains(.never) { return "never can only be used as a standalone type" }
        return nil
    }

    /// The builtin types `word` names (`bool` is `true` and `false`, `iterable` is `array`), or
    /// nil for a class name.
    static func builtinWords(_ word: UnsafeBufferPointer<UInt8>) -> TypeWords? {
        switch typeWords.index(of: word) {
        case nil: return nil
        case 0: return .bool
        case 1: return .array  // iterable
        case let index?: return TypeWords(rawValue: 1 << (index - 2))
        }
    }

    /// `bool`, `iterable`, then `TypeWords.spelled` in their order (a word's bit is its place there).
    private static let typeWords = ShortWords(["bool", "iterable"] + TypeWords.spelled)

    /// Whether `type` names `keyword` (given in lowercase) anywhere in it, unqualified, as PHP
    /// reads a name (`?Parent`, `A|Callable`).
    static func mentions(_ type: TypeNode, _ keyword: String) -> Bool {
        mentions(type) { NameFolding.matches($0, keyword) }
    }

    /// `mentions` for several words at once, each name read once.
    static func mentions(_ type: TypeNode, anyOf words: ShortWords) -> Bool {
        mentions(type) { words.contains($0) }
    }

    /// Whether a name of `type` that is one unqualified word is a word `matches` takes.
    private static func mentions(_ type: TypeNode, where matches: (NodeWord) -> Bool) -> Bool {
        switch type.kind {
        case .name(let name): return name.kind == .unqualified && name.isSinglePart && matches(name.lastWord)
        case .nullable(let inner): return mentions(inner, where: matches)
        case .union(let members), .intersection(let members): return members.contains { mentions($0, where: matches) }
        }
    }

    /// "void" or "never" for a type that is that one unqualified name.
    static func voidOrNever(_ type: TypeNode) -> String? {
        guard case .name(let name) = type.kind, name.kind == .unqualified else { return nil }
        return name.lastWord.withBytes(voidOrNever)
    }

    static func voidOrNever(_ word: UnsafeBufferPointer<UInt8>) -> String? {
        switch voidAndNever.index(of: word) {
        case 0: "void"
        case 1: "never"
        default: nil
        }
    }

    private static let voidAndNever = ShortWords(["void", "never"])
}

/// Builtin type words, one bit each, in alphabetical order (so a set of them lists sorted, as
/// PHP's duplicate-type message does): a type's words are compared for every declared type.
struct TypeWords: OptionSet {
    let rawValue: UInt16

    static let spelled: [StaticString] = ["array", "callable", "false", "float", "int", "mixed", "never", "null", "object", "string", "true", "void"]
    static let names = spelled.map(\.description)
    static let array = TypeWords(rawValue: 1 << 0)
    static let `false` = TypeWords(rawValue: 1 << 2)
    static let float = TypeWords(rawValue: 1 << 3)
    static let int = TypeWords(rawValue: 1 << 4)
    static let mixed = TypeWords(rawValue: 1 << 5)
    static let never = TypeWords(rawValue: 1 << 6)
    static let null = TypeWords(rawValue: 1 << 7)
    static let string = TypeWords(rawValue: 1 << 9)
    static let `true` = TypeWords(rawValue: 1 << 10)
    static let void = TypeWords(rawValue: 1 << 11)
    static let bool: TypeWords = [.true, .false]

    /// The words, sorted.
    var names: [String] {
        Self.names.indices.filter { rawValue & (1 << $0) != 0 }.map { Self.names[$0] }
    }
}
