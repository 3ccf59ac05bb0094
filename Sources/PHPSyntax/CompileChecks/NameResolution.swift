/// The namespace and class imports in force at a point of a file, so a check can name a class
/// as PHP does in a message (`Other\Thing` for `T` after `use Other\Thing as T;`).
struct NameResolution {
    private(set) var namespace = ""
    /// Lowercased alias to the imported name.
    private var imports: [String: String] = [:]

    /// Follows the file's statements as the walk meets them.
    mutating func note(_ statement: Stmt) {
        switch statement.kind {
        case .namespace(let name, _):
            namespace = name?.joined ?? ""
            imports = [:]
        case .use(let declaration) where declaration.kind == .normal:
            for clause in declaration.clauses where clause.kind == .normal {
                imports[(clause.alias ?? clause.name.last).lowercased()] = clause.name.joined
            }
        default:
            break
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
            if let imported = imports[name.parts.first?.lowercased() ?? ""] {
                return ([imported] + name.parts.dropFirst()).joined(separator: "\\")
            }
            return qualified(name.joined)
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
