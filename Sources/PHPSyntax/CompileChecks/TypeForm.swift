/// What PHP refuses in a declared type on its own, wherever it is declared (parameter, return,
/// property, enum backing): a builtin name qualified, a builtin or a class written twice,
/// `true|false`, `object` with a class, `void`, `never` or `mixed` with company, `mixed` or `null`
/// marked nullable, and anything but a class in an intersection.
enum TypeForm {
    /// PHP's builtin type names: written with a namespace, they are refused rather than read as classes.
    static let builtinTypeNames = ShortWords(["bool", "int", "float", "string", "void", "never", "iterable", "object", "mixed", "null", "false", "true"])

    /// PHP's first complaint about `type`, member by member as it compiles them, then about the
    /// whole; class names are resolved through `names`.
    static func problem(_ type: TypeNode, names: NameResolution) -> String? {
        switch type.kind {
        case .name(let name):
            // Most types are one plain name: nothing to refuse there but a qualified builtin.
            guard name.kind != .unqualified, name.isSinglePart, builtinTypeNames.contains(name.lastWord) else { return nil }
            return "Type declaration '\(name.lastWord.string.phpLowercased)' must be unqualified"
        case .intersection(let parts): return problem(intersection: parts, names: names)
        case .union(let members): return problem(members: members, nullable: false, of: type, names: names)
        case .nullable(let inner): return problem(members: CollectionOfOne(inner), nullable: true, of: type, names: names)
        }
    }

    /// An intersection holds classes only, each once (`self` and `parent` are no class here).
    private static func problem(intersection parts: NodeList<TypeNode>, names: NameResolution) -> String? {
        var classes = ClassNames()
        for part in parts {
            if let message = problem(part, names: names) { return message }
            guard case .name(let name) = part.kind else { continue }
            if name.kind == .unqualified {
                if let spelled = name.lastWord.withBytes(builtinSpelling) { return "Type \(spelled) cannot be part of an intersection type" }
                if ShortWords.classScopeWords.contains(name.lastWord) { return "Type \(name.lastWord.string) cannot be part of an intersection type" }
            }
            if let repeated = classes.add(.name(name), names: names) { return "Duplicate type \(repeated) is redundant" }
        }
        return nil
    }

    /// `problem` of a union's members, or of the one type marked nullable (`whole`).
    private static func problem(members: some Collection<TypeNode>, nullable: Bool, of whole: TypeNode, names: NameResolution) -> String? {
        var seen = TypeWords()
        var standalone = TypeWords()
        var classes = ClassNames()
        var hasClass = false
        for member in members {
            if let message = problem(member, names: names) { return message }
            guard case .name(let name) = member.kind else {
                hasClass = true  // an intersection of classes
                continue
            }
            guard name.kind == .unqualified, let words = name.lastWord.withBytes(builtinWords) else {
                hasClass = true
                if let repeated = classes.add(.name(name), names: names) { return "Duplicate type \(repeated) is redundant" }
                continue
            }
            if words == .mixed && members.count > 1 { return "Type mixed can only be used as a standalone type" }
            let repeated = seen.intersection(words)
            if !repeated.isEmpty { return "Duplicate type \(repeated.isSuperset(of: .bool) ? "bool" : repeated.names.joined(separator: "|")) is redundant" }
            seen.formUnion(words)
            if (words == .true || words == .false) && seen.isSuperset(of: .bool) { return "Type contains both true and false, bool should be used instead" }
            if words == .void || words == .never { standalone.formUnion(words) }
            // `iterable` is `Traversable|array`.
            if NameFolding.matches(name.lastWord, "iterable"), let repeated = classes.add(.written("Traversable"), names: names) { return "Duplicate type \(repeated) is redundant" }
        }
        if hasClass && seen.contains(.object), let type = DeclaredType(whole, names: names, keepingScopeWords: true) {
            return "Type \(type.written) contains both object and a class type, which is redundant"
        }
        if nullable {
            if seen == .mixed { return "Type mixed cannot be marked as nullable since mixed already includes null" }
            if seen == .null { return "null cannot be marked as nullable" }
        }
        if standalone.contains(.void) { return "Void can only be used as a standalone type" }
        if standalone.contains(.never) { return "never can only be used as a standalone type" }
        return nil
    }

    /// The class names of one type, compared as PHP compares them (resolved, in any case; `self`,
    /// `parent` and `static` as written). Resolved only from the second on: most types name one.
    private struct ClassNames {
        enum Entry {
            case name(NodeName)
            /// A class a builtin stands for (`iterable`'s `Traversable`).
            case written(String)
        }

        private var first: Entry?
        private var resolved: [String] = []

        /// Notes `entry`; the class as PHP prints it when it was noted before.
        mutating func add(_ entry: Entry, names: NameResolution) -> String? {
            guard let first else {
                first = entry
                return nil
            }
            if resolved.isEmpty { resolved.append(Self.resolve(first, names)) }
            let name = Self.resolve(entry, names)
            if resolved.contains(where: { NameFolding.equal($0, name) }) { return name }
            resolved.append(name)
            return nil
        }

        private static func resolve(_ entry: Entry, _ names: NameResolution) -> String {
            switch entry {
            case .written(let text): return text
            case .name(let name):
                if name.kind == .unqualified && ShortWords.classScopeWords.contains(name.lastWord) { return name.lastWord.string }
                return names.className(name.name)
            }
        }
    }

    /// How PHP writes a builtin type named `word` (`iterable` is `Traversable|array`), or nil
    /// for a class name.
    private static func builtinSpelling(_ word: UnsafeBufferPointer<UInt8>) -> String? {
        switch typeWords.index(of: word) {
        case nil: nil
        case 0: "bool"
        case 1: "Traversable|array"
        case let index?: TypeWords.names[index - 2]
        }
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
    static let object = TypeWords(rawValue: 1 << 8)
    static let string = TypeWords(rawValue: 1 << 9)
    static let `true` = TypeWords(rawValue: 1 << 10)
    static let void = TypeWords(rawValue: 1 << 11)
    static let bool: TypeWords = [.true, .false]

    /// The words, sorted.
    var names: [String] {
        Self.names.indices.filter { rawValue & (1 << $0) != 0 }.map { Self.names[$0] }
    }
}
