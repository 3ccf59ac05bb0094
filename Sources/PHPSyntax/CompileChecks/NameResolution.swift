/// How names turn into the full names PHP compiles them to at a point of a file: the current
/// namespace, and the classes and constants it imports with `use` (`Other\Thing` for `T` after
/// `use Other\Thing as T;`).
struct NameResolution {
    private(set) var namespace = ""
    /// Imported classes by lowercased alias (class aliases are case-insensitive; a later import wins).
    private var classes: [String: String] = [:]
    /// Aliases of `use const` imports, lowercased: a constant of such a name is left unresolved.
    private var constants: Set<String> = []

    /// Whether `statement` can change what names mean (a namespace or a use statement): the
    /// checks that follow names need to see only these.
    static func changes(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .namespace, .use: return true
        default: return false
        }
    }

    /// Follows the file's statements as the walk meets them.
    mutating func note(_ statement: Stmt) {
        switch statement.kind {
        case .namespace(let name, _): enter(namespace: name?.joined ?? "")
        case .use(let declaration): add(declaration)
        default: break
        }
    }

    /// Entering `namespace N;` or `namespace N { … }`: imports end with the namespace.
    mutating func enter(namespace name: String) {
        namespace = name
        classes = [:]
        constants = []
    }

    mutating func add(_ use: UseDeclaration) {
        for clause in use.clauses {
            let kind = use.kind == .normal ? clause.kind : use.kind
            let alias = clause.alias ?? clause.name.last
            switch kind {
            case .normal: classes[alias.lowercased()] = clause.name.joined
            case .constant: constants.insert(alias.lowercased())
            case .function: break
            }
        }
    }

    /// A class name as PHP spells it after resolution (`N\Foo`, without a leading backslash).
    func className(_ name: Name) -> String {
        switch name.kind {
        case .fullyQualified:
            return name.joined
        case .relative:
            return qualified(name.joined)
        case .qualified, .unqualified:
            if let imported = classes[name.parts[0].lowercased()] {
                return ([imported] + name.parts.dropFirst()).joined(separator: "\\")
            }
            return qualified(name.joined)
        }
    }

    /// A constant's name as PHP keeps it for a default value it cannot evaluate yet (`N\FOO`);
    /// nil for names whose resolution this model does not follow.
    func constantName(_ name: Name) -> String? {
        switch name.kind {
        case .fullyQualified:
            return name.joined
        case .unqualified:
            if constants.contains(name.last.lowercased()) { return nil }
            return qualified(name.joined)
        case .relative, .qualified:
            return nil
        }
    }

    /// The full name of a class, function or constant declared here as `name`.
    func qualifiedDeclaration(_ name: String) -> String {
        qualified(name)
    }

    private func qualified(_ name: String) -> String {
        namespace.isEmpty ? name : namespace + "\\" + name
    }
}
