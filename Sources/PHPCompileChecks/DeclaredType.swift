import PHPSyntax

/// A declared type as PHP compiles it: which literals it admits, and how PHP writes it in
/// messages (classes first as written, then builtins in PHP's order, then null).
struct DeclaredType {
    /// Builtin type words, lowercased; `bool` is kept as `true` and `false`.
    private(set) var builtins: Set<String> = []
    /// Class names as PHP resolves them, and intersections as `A&B` (`(A&B)` inside a union).
    private(set) var classes: [String] = []
    private(set) var nullable = false
    /// `A&B` alone: PHP never lets such a type take null.
    private(set) var isIntersection = false
    private var keepsScopeWords = false

    /// Nil for types we do not word with certainty (`self`, `parent`, `static`, a reserved name
    /// in an intersection) or that PHP refuses for other reasons first (`?mixed`). With
    /// `keepingScopeWords`, `self` and `parent` are kept as written and `static` as a builtin,
    /// as PHP writes a type it has not resolved yet (while it compiles the declaration).
    init?(_ type: TypeNode, names: NameResolution, keepingScopeWords: Bool = false) {
        if case .intersection = type.kind { isIntersection = true }
        self.keepsScopeWords = keepingScopeWords
        guard add(type, inGroup: false, names: names) else { return nil }
        if builtins.contains("mixed") && (builtins.count > 1 || nullable || !classes.isEmpty) { return nil }
    }

    private mutating func add(_ type: TypeNode, inGroup: Bool, names: NameResolution) -> Bool {
        switch type.kind {
        case .name(let name):
            let word = name.kind == .unqualified ? name.lastWord.string.phpLowercased : ""
            switch word {
            case "int", "float", "string", "array", "object", "callable", "false", "true", "void", "never", "mixed": builtins.insert(word)
            case "bool": builtins.formUnion(["true", "false"])
            case "null": nullable = true
            case "iterable": classes.append("Traversable"); builtins.insert("array")
            case "self", "parent":
                guard keepsScopeWords else { return false }
                classes.append(name.lastWord.string)
            case "static":
                guard keepsScopeWords else { return false }
                builtins.insert(word)
            default: classes.append(names.className(name.name))
            }
            return true
        case .nullable(let inner):
            nullable = true
            return add(inner, inGroup: inGroup, names: names)
        case .union(let members):
            for member in members where !add(member, inGroup: true, names: names) { return false }
            return true
        case .intersection(let members):
            var parts: [String] = []
            for member in members {
                guard case .name(let name) = member.kind, name.kind != .unqualified || !ReservedNameCheck.reservedClassNames.contains(name.lastWord) else { return false }
                parts.append(names.className(name.name))
            }
            classes.append(inGroup ? "(" + parts.joined(separator: "&") + ")" : parts.joined(separator: "&"))
            return true
        }
    }

    /// The type as PHP writes it.
    var written: String { written(nullable: nullable) }

    /// As PHP writes it with null added (what it suggests for a property defaulting to null).
    var writtenNullable: String { written(nullable: true) }

    private func written(nullable: Bool) -> String {
        if builtins.contains("mixed") { return "mixed" }
        var words = classes + ["static", "callable", "object", "array", "string", "int", "float"].filter(builtins.contains)
        if builtins.isSuperset(of: ["true", "false"]) { words.append("bool") } else if builtins.contains("false") { words.append("false") } else if builtins.contains("true") { words.append("true") }
        words += ["void", "never"].filter(builtins.contains)
        let text = words.joined(separator: "|")
        guard nullable else { return text }
        return text.isEmpty ? "null" : text.contains("|") || text.contains("&") ? text + "|null" : "?" + text
    }

    /// Whether `type` surely admits null as written: `?T`, or `mixed` or `null` alone.
    static func plainlyNullable(_ type: TypeNode) -> Bool {
        switch type.kind {
        case .nullable: return true
        case .name(let name): return name.kind == .unqualified && nullableWords.contains(name.lastWord)
        case .union, .intersection: return false
        }
    }

    private static let nullableWords = ShortWords(["mixed", "null"])

    /// Whether a literal of type `literal` (not null) surely fits `type` when that is one plain
    /// builtin name: the common case, told by the name's type words without building a
    /// `DeclaredType`.
    static func plainlyAdmits(_ type: TypeNode, _ literal: Literal) -> Bool {
        guard case .name(let name) = type.kind, name.kind == .unqualified, let words = name.lastWord.withBytes(TypeForm.builtinWords) else { return false }
        return !words.isDisjoint(with: literal.admittedBy)
    }

    /// Whether a literal of type `literal` (other than null) fits.
    func admits(_ literal: Literal) -> Bool {
        literal.admittedBy.names.contains(where: builtins.contains)
    }

    /// Whether null fits without the type saying so (a parameter's null default makes the type
    /// nullable instead).
    var admitsNull: Bool { nullable || builtins.contains("mixed") }

    /// The type of a literal as PHP sees it at compile time (`int`, `float`, `string`, `true`,
    /// `false`, `array`, `null`), nil for anything else: a constant (`FOO`) or an expression is
    /// worked out only when the code runs.
    static func literalType(_ value: ExprNode) -> Literal? {
        switch value.kind {
        case .integer: return .int
        case .float: return .float
        case .string: return .string
        case .array(_, let syntax) where syntax != .list: return .array
        case .unary(.minus, let inner), .unary(.plus, let inner):
            switch inner.kind {
            case .integer: return .int
            case .float: return .float
            default: return nil
            }
        case .constantFetch(let name) where name.kind == .unqualified || name.kind == .fullyQualified:
            // The word first: most constants are none of the three, and need no look for a `\`.
            guard let index = ShortWords.literalWords.index(of: name.lastWord), name.isSinglePart else { return nil }
            switch index {
            case 0: return .true
            case 1: return .false
            default: return .null
            }
        default:
            return nil
        }
    }

    /// A literal's type. A value, not its name: the checks ask it of every default value, and
    /// the names were made and compared as strings for each.
    enum Literal {
        case int, float, string, array, `true`, `false`, null

        /// As PHP writes it in a type.
        var name: String {
            switch self {
            case .int: "int"
            case .float: "float"
            case .string: "string"
            case .array: "array"
            case .true: "true"
            case .false: "false"
            case .null: "null"
            }
        }

        /// How PHP names it in "Cannot use bool as default value…".
        var word: String { self == .true || self == .false ? "bool" : name }

        /// The builtin type words that admit it (`bool` is `true` and `false`, `iterable` reads
        /// as `array`).
        fileprivate var admittedBy: TypeWords {
            switch self {
            case .int: [.int, .float, .mixed]
            case .float: [.float, .mixed]
            case .string: [.string, .mixed]
            case .array: [.array, .mixed]
            case .true: [.true, .mixed]
            case .false: [.false, .mixed]
            case .null: [.null, .mixed]
            }
        }
    }

    /// Where PHP says a declaration with this type is: the type's first name.
    static func firstNameOffset(_ type: TypeNode) -> Int? {
        switch type.kind {
        case .name(let name): return name.range.start
        case .nullable(let inner): return firstNameOffset(inner)
        case .union(let members), .intersection(let members): return members.first.flatMap(firstNameOffset)
        }
    }
}
