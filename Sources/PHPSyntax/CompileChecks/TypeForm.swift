/// What PHP refuses in a declared type on its own, wherever it is declared (parameter, return,
/// property, enum backing): a builtin name qualified, a builtin written twice, `true|false`,
/// `void`, `never` or `mixed` with company, `mixed` or `null` marked nullable.
enum TypeForm {
    /// PHP's builtin type names: written with a namespace, they are refused rather than read as classes.
    static let builtinTypeNames = ShortWords(["bool", "int", "float", "string", "void", "never", "iterable", "object", "mixed", "null", "false", "true"])

    /// PHP's first complaint about `type`, member by member as it compiles them, then about the whole.
    static func problem(_ type: TypeHint) -> String? {
        // Most types are one plain name: nothing to refuse there.
        if case .name(let name) = type {
            guard name.kind != .unqualified, name.isSinglePart, builtinTypeNames.contains(name.last) else { return nil }
            return "Type declaration '\(name.last.phpLowercased)' must be unqualified"
        }
        let members: [TypeHint]
        switch type {
        case .union(let all): members = all
        case .nullable(let inner): members = [inner]
        case .name: members = [type]
        case .intersection(let parts): return parts.lazy.compactMap(problem).first
        }
        var seen = TypeWords()
        var standalone = TypeWords()
        for member in members {
            if let message = problem(member) { return message }
            guard case .name(let name) = member, name.kind == .unqualified, let words = builtinWords(name.last) else { continue }
            if words == .mixed && members.count > 1 { return "Type mixed can only be used as a standalone type" }
            let repeated = seen.intersection(words)
            if !repeated.isEmpty { return "Duplicate type \(repeated.isSuperset(of: .bool) ? "bool" : repeated.names.joined(separator: "|")) is redundant" }
            seen.formUnion(words)
            if (words == .true || words == .false) && seen.isSuperset(of: .bool) { return "Type contains both true and false, bool should be used instead" }
            if words == .void || words == .never { standalone.formUnion(words) }
        }
        if case .nullable = type {
            if seen == .mixed { return "Type mixed cannot be marked as nullable since mixed already includes null" }
            if seen == .null { return "null cannot be marked as nullable" }
        }
        if standalone.contains(.void) { return "Void can only be used as a standalone type" }
        if standalone.contains(.never) { return "never can only be used as a standalone type" }
        return nil
    }

    /// The builtin types `word` names (`bool` is `true` and `false`, `iterable` is `array`), or
    /// nil for a class name.
    static func builtinWords(_ word: String) -> TypeWords? {
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
    static func mentions(_ type: TypeHint, _ keyword: String) -> Bool {
        switch type {
        case .name(let name): return name.kind == .unqualified && name.isSinglePart && NameFolding.equal(name.last, keyword)
        case .nullable(let inner): return mentions(inner, keyword)
        case .union(let members), .intersection(let members): return members.contains { mentions($0, keyword) }
        }
    }

    /// "void" or "never" for a type that is that one unqualified name.
    static func voidOrNever(_ type: TypeHint) -> String? {
        guard case .name(let name) = type, name.kind == .unqualified else { return nil }
        return voidOrNever(name.last)
    }

    static func voidOrNever(_ word: String) -> String? {
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
    static let mixed = TypeWords(rawValue: 1 << 5)
    static let never = TypeWords(rawValue: 1 << 6)
    static let null = TypeWords(rawValue: 1 << 7)
    static let `true` = TypeWords(rawValue: 1 << 10)
    static let void = TypeWords(rawValue: 1 << 11)
    static let bool: TypeWords = [.true, .false]

    /// The words, sorted.
    var names: [String] {
        Self.names.indices.filter { rawValue & (1 << $0) != 0 }.map { Self.names[$0] }
    }
}
