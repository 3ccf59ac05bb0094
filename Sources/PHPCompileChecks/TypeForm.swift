import PHPSyntax

/// What PHP refuses in a declared type on its own, wherever it is declared (parameter, return,
/// property, enum backing): a builtin name qualified, a builtin or a class written twice, an
/// intersection a union holds anyway (`(A&B)|A`, `(A&B)|(B&A)`),
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
            if let message = classes.add(.name(name), names: names) { return message }
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
                hasClass = true
                if case .intersection(let parts) = member.kind, let message = classes.add(.intersection(parts), names: names) { return message }
                continue
            }
            guard name.kind == .unqualified, let words = name.lastWord.withBytes(builtinWords) else {
                hasClass = true
                if let message = classes.add(.name(name), names: names) { return message }
                continue
            }
            if words == .mixed && members.count > 1 { return "Type mixed can only be used as a standalone type" }
            let repeated = seen.intersection(words)
            if !repeated.isEmpty { return "Duplicate type \(repeated.isSuperset(of: .bool) ? "bool" : repeated.names.joined(separator: "|")) is redundant" }
            seen.formUnion(words)
            if (words == .true || words == .false) && seen.isSuperset(of: .bool) { return "Type contains both true and false, bool should be used instead" }
            if words == .void || words == .never { standalone.formUnion(words) }
            // `iterable` is `Traversable|array`.
            if NameFolding.matches(name.lastWord, "iterable"), let message = classes.add(.written("Traversable"), names: names) { return message }
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

    /// The classes of one type, and the intersections of classes of a union, compared as PHP
    /// compares them (resolved, in any case; `self`, `parent` and `static` as written). Resolved
    /// only from the second on: most types name one.
    private struct ClassNames {
        enum Entry {
            case name(NodeName)
            /// A class a builtin stands for (`iterable`'s `Traversable`).
            case written(String)
            case intersection(NodeList<TypeNode>)
        }

        /// A class (one name) or an intersection, resolved.
        private struct Resolved {
            var classes: [String]
            var isIntersection: Bool

            var written: String { classes.joined(separator: "&") }

            func contains(_ name: String) -> Bool {
                classes.contains { NameFolding.equal($0, name) }
            }
        }

        private var first: Entry?
        private var resolved: [Resolved] = []

        /// Notes `entry`; PHP's message when one noted before makes it or it makes one redundant.
        mutating func add(_ entry: Entry, names: NameResolution) -> String? {
            guard let first else {
                first = entry
                return nil
            }
            if resolved.isEmpty { resolved.append(Self.resolve(first, names)) }
            let added = Self.resolve(entry, names)
            for earlier in resolved {
                if let message = Self.redundancy(of: added, after: earlier) { return message }
            }
            resolved.append(added)
            return nil
        }

        /// What PHP says when `added` repeats `earlier`, or one of them is an intersection at
        /// least as narrow as the other, which the union holds anyway.
        private static func redundancy(of added: Resolved, after earlier: Resolved) -> String? {
            switch (added.isIntersection, earlier.isIntersection) {
            case (false, false):
                return NameFolding.equal(added.written, earlier.written) ? "Duplicate type \(added.written) is redundant" : nil
            case (false, true):
                return earlier.contains(added.written) ? narrower(earlier, than: added) : nil
            case (true, false):
                return added.contains(earlier.written) ? narrower(added, than: earlier) : nil
            case (true, true):
                // The one of fewer classes is in the other whole; of as many, the added one.
                let (smaller, larger) = earlier.classes.count < added.classes.count ? (earlier, added) : (added, earlier)
                guard smaller.classes.allSatisfy(larger.contains) else { return nil }
                if smaller.classes.count == larger.classes.count { return "Type \(smaller.written) is redundant with type \(larger.written)" }
                return narrower(larger, than: smaller)
            }
        }

        private static func narrower(_ larger: Resolved, than smaller: Resolved) -> String {
            "Type \(larger.written) is redundant as it is more restrictive than type \(smaller.written)"
        }

        private static func resolve(_ entry: Entry, _ names: NameResolution) -> Resolved {
            switch entry {
            case .written(let text):
                return Resolved(classes: [text], isIntersection: false)
            case .name(let name):
                return Resolved(classes: [resolve(name, names)], isIntersection: false)
            case .intersection(let parts):
                // Its own check has held each part to a class name.
                let classes = parts.compactMap { part -> String? in
                    guard case .name(let name) = part.kind else { return nil }
                    return resolve(name, names)
                }
                return Resolved(classes: classes, isIntersection: true)
            }
        }

        private static func resolve(_ name: NodeName, _ names: NameResolution) -> String {
            if name.kind == .unqualified && ShortWords.classScopeWords.contains(name.lastWord) { return name.lastWord.string }
            return names.className(name.name)
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
