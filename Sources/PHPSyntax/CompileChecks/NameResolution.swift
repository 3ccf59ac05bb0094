/// How names in declarations turn into the full names PHP compiles them to: the current
/// namespace, and the classes and constants it imports with `use`.
struct NameResolution {
    private(set) var namespace = ""
    /// Imported classes by lowercased alias (class aliases are case-insensitive).
    private var classes: [String: String] = [:]
    /// Aliases of `use const` imports, lowercased: a constant of such a name is left unresolved.
    private var constants: Set<String> = []

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
    func className(_ name: Name) -> String? {
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

    private func qualified(_ name: String) -> String {
        namespace.isEmpty ? name : namespace + "\\" + name
    }
}
