import PHPSyntax

/// How a file's names resolve: its namespace and its `use` imports, as PHP resolves class and
/// function names at compile time.
struct NameContext: Sendable {
    /// `App\Push` for `namespace App\Push;`, empty in the global namespace.
    var namespace = ""
    /// Class imports by lowercased alias: `Builder` → `Lib\Push\Builder`.
    var classImports: [String: String] = [:]
    /// Function imports by lowercased alias (`use function Lib\build;`).
    var functionImports: [String: String] = [:]

    /// The fully qualified name of a class reference, without a leading backslash.
    func qualifiedClassName(_ name: Name) -> String {
        switch name.kind {
        case .fullyQualified:
            return name.joined
        case .relative:
            return join(namespace, name.joined)
        case .qualified:
            if let imported = classImports[name.first.phpLowercased] {
                return name.replacingFirstPart(with: imported)
            }
            return join(namespace, name.joined)
        case .unqualified:
            return classImports[name.last.phpLowercased] ?? join(namespace, name.last)
        }
    }

    /// The names a function call may mean, in the order PHP tries them: the namespaced function,
    /// then (for an unqualified name) the global one.
    func functionCandidates(_ name: Name) -> [String] {
        switch name.kind {
        case .fullyQualified:
            return [name.joined]
        case .relative:
            return [join(namespace, name.joined)]
        case .qualified:
            if let imported = classImports[name.first.phpLowercased] {
                return [name.replacingFirstPart(with: imported)]
            }
            return [join(namespace, name.joined)]
        case .unqualified:
            if let imported = functionImports[name.last.phpLowercased] { return [imported] }
            return namespace.isEmpty ? [name.last] : [join(namespace, name.last), name.last]
        }
    }

    private func join(_ prefix: String, _ name: String) -> String {
        prefix.isEmpty ? name : prefix + "\\" + name
    }

    /// Adds a `use` statement's imports.
    mutating func add(_ use: UseDeclaration) {
        for clause in use.clauses {
            let alias = (clause.alias ?? clause.name.last).phpLowercased
            switch clause.kind {
            case .normal: classImports[alias] = clause.name.joined
            case .function: functionImports[alias] = clause.name.joined
            case .constant: break
            }
        }
    }
}
