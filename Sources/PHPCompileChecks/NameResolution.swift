import PHPSyntax

/// How names turn into the full names PHP compiles them to at a point of a file: the current
/// namespace, and the classes and constants it imports with `use` (`Other\Thing` for `T` after
/// `use Other\Thing as T;`). Several checks follow a file's imports, and most files have many
/// while few need a name resolved, so imports are kept as written and searched only on demand.
struct NameResolution {
    private(set) var namespace = ""
    /// The imports, as the views of the tree the walk is in (which outlives this).
    private var uses: [UseNode] = []

    /// No namespace and no imports, as at a file's start. The checks' copies drop the imports;
    /// `keepingRoom` is for the runner's own, which no copy shares once the checks are reset.
    mutating func reset(keepingRoom: Bool = false) {
        namespace.clear()
        if keepingRoom { uses.clear() } else if !uses.isEmpty { uses = [] }
    }

    /// Follows the file's statements as the walk meets them.
    mutating func note(_ statement: StmtNode) {
        switch statement.kind {
        case .namespace(let name, _): enter(namespace: name?.joined ?? "")
        case .use(let declaration): add(declaration)
        default: break
        }
    }

    /// Entering `namespace N;` or `namespace N { … }`: imports end with the namespace. Their
    /// list keeps its room (only the runner's names enter a namespace, and a copy a check keeps
    /// gets a list of its own when the runner's changes): most files start with a namespace, and
    /// dropping the list made each file allocate one anew.
    mutating func enter(namespace name: String) {
        namespace = name
        uses.clear()
    }

    mutating func add(_ use: UseNode) {
        // Files import tens of names: room for them at once, not one reallocation per doubling.
        if uses.isEmpty { uses.reserveCapacity(16) }
        uses.append(use)
    }

    /// A class name as PHP spells it after resolution (`N\Foo`, without a leading backslash).
    func className(_ name: Name) -> String {
        switch name.kind {
        case .fullyQualified:
            return name.joined
        case .relative:
            return qualified(name.joined)
        case .qualified, .unqualified:
            if let imported = imported(name.first, kind: .normal) {
                return name.replacingFirstPart(with: imported.joined)
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
            if imported(name.last, kind: .constant) != nil { return nil }
            return qualified(name.joined)
        case .relative, .qualified:
            return nil
        }
    }

    /// The function a call by `name` calls, when PHP knows it while compiling: nil for an
    /// unqualified name in a namespace with no import of it (PHP tries the namespace's function,
    /// then the global one, when the call runs).
    func functionName(_ name: Name) -> String? {
        switch name.kind {
        case .fullyQualified:
            return name.joined
        case .relative:
            return qualified(name.joined)
        case .qualified:
            if let imported = imported(name.first, kind: .normal) { return name.replacingFirstPart(with: imported.joined) }
            return qualified(name.joined)
        case .unqualified:
            if let imported = imported(name.last, kind: .function) { return imported.joined }
            return namespace.isEmpty ? name.joined : nil
        }
    }

    /// The full name of a class, function or constant declared here as `name`.
    func qualifiedDeclaration(_ name: String) -> String {
        qualified(name)
    }

    /// What the last import of `kind` under `alias` names (aliases compare without case).
    private func imported(_ alias: String, kind wanted: UseDeclaration.Kind) -> Name? {
        alias.withUTF8Bytes { importedClause(named: $0, kind: wanted)?.name }
    }

    /// The last import of `kind` under `alias`, read in place.
    private func importedClause(named alias: UnsafeBufferPointer<UInt8>, kind wanted: UseDeclaration.Kind) -> UseClauseNode? {
        for use in uses.reversed() {
            let stated = use.kind
            for clause in use.clauses.reversed() {
                let kind = stated == .normal ? clause.kind : stated
                guard kind == wanted else { continue }
                if clause.withBoundName({ NameFolding.sameName($0, alias, folded: true) }) { return clause }
            }
        }
        return nil
    }

    /// `body` with the last part of `className(name)`, read in place and with no name made: an
    /// unqualified name that is imported ends as its import does, any other name as it is written
    /// (the imports and the namespace change only its first part).
    func withResolvedLastWord<Result>(ofClass name: NodeName, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let written = name.lastWord
        guard name.kind == .unqualified else { return written.withBytes(body) }
        return written.withBytes { word in
            if let clause = importedClause(named: word, kind: .normal) { return clause.lastWord.withBytes(body) }
            return body(word)
        }
    }

    private func qualified(_ name: String) -> String {
        Self.qualified(name, in: namespace)
    }

    /// `name` declared in `namespace` (`N\\f`; the name alone in the global namespace): the one
    /// place a full name is spelled, for the checks that keep only the namespace.
    static func qualified(_ name: String, in namespace: String) -> String {
        namespace.isEmpty ? name : namespace + "\\" + name
    }
}
