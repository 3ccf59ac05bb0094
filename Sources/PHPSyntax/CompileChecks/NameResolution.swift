/// The namespace and class imports in force at a point of a file, so a check can name a class
/// as PHP does in a message (`Other\Thing` for `T` after `use Other\Thing as T;`).
struct NameResolution {
    private(set) var namespace = ""
    /// The use statements in force, kept as written: they are read only to word a message,
    /// which few files need, while most files have many of them.
    private var uses: [UseDeclaration] = []

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
        if case .namespace(let name, _) = statement.kind {
            namespace = name?.joined ?? ""
            uses = []
        } else if case .use(let declaration) = statement.kind {
            uses.append(declaration)
        }
    }

    /// The class `name` means here.
    func className(_ name: Name) -> String {
        switch name.kind {
        case .fullyQualified:
            return name.joined
        case .relative:
            return qualified(name.joined)
        case .unqualified, .qualified:
            if let imported = imported(name.parts.first ?? "") {
                return ([imported] + name.parts.dropFirst()).joined(separator: "\\")
            }
            return qualified(name.joined)
        }
    }

    /// The class a use statement imports as `alias` (case-insensitive; a later import wins).
    private func imported(_ alias: String) -> String? {
        let wanted = alias.lowercased()
        var found: String?
        for declaration in uses where declaration.kind == .normal {
            for clause in declaration.clauses where clause.kind == .normal && (clause.alias ?? clause.name.last).lowercased() == wanted {
                found = clause.name.joined
            }
        }
        return found
    }

    /// The full name of a class, function or constant declared here as `name`.
    func qualifiedDeclaration(_ name: String) -> String {
        qualified(name)
    }

    private func qualified(_ name: String) -> String {
        namespace.isEmpty ? name : namespace + "\\" + name
    }
}
