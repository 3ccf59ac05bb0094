/// What PHP refuses in a declared type on its own, wherever it is declared (parameter, return,
/// property, enum backing): a builtin name qualified, a builtin written twice, `true|false`,
/// `void`, `never` or `mixed` with company, `mixed` or `null` marked nullable.
enum TypeForm {
    /// PHP's builtin type names: written with a namespace, they are refused rather than read as classes.
    static let builtinTypeNames: Set<String> = ["bool", "int", "float", "string", "void", "never", "iterable", "object", "mixed", "null", "false", "true"]

    /// PHP's first complaint about `type`, member by member as it compiles them, then about the whole.
    static func problem(_ type: TypeHint) -> String? {
        // Most types are one plain name: nothing to refuse there.
        if case .name(let name) = type {
            guard name.kind != .unqualified, name.parts.count == 1, builtinTypeNames.contains(name.last.lowercased()) else { return nil }
            return "Type declaration '\(name.last.lowercased())' must be unqualified"
        }
        let members: [TypeHint]
        switch type {
        case .union(let all): members = all
        case .nullable(let inner): members = [inner]
        case .name: members = [type]
        case .intersection(let parts): return parts.lazy.compactMap(problem).first
        }
        var seen: Set<String> = []
        var standalone: [String] = []
        for member in members {
            if let message = problem(member) { return message }
            guard case .name(let name) = member, name.kind == .unqualified, let words = builtinWords(name.last) else { continue }
            if words == ["mixed"] && members.count > 1 { return "Type mixed can only be used as a standalone type" }
            let repeated = seen.intersection(words)
            if !repeated.isEmpty { return "Duplicate type \(repeated.isSuperset(of: ["true", "false"]) ? "bool" : repeated.sorted().joined(separator: "|")) is redundant" }
            seen.formUnion(words)
            if (words == ["true"] || words == ["false"]) && seen.isSuperset(of: ["true", "false"]) { return "Type contains both true and false, bool should be used instead" }
            if words == ["void"] || words == ["never"] { standalone += words }
        }
        if case .nullable = type {
            if seen == ["mixed"] { return "Type mixed cannot be marked as nullable since mixed already includes null" }
            if seen == ["null"] { return "null cannot be marked as nullable" }
        }
        if standalone.contains("void") { return "Void can only be used as a standalone type" }
        if standalone.contains("never") { return "never can only be used as a standalone type" }
        return nil
    }

    /// The builtin types a written word stands for, as PHP counts repeats (`bool` is `true`
    /// and `false`, `iterable` includes `array`); nil for a class name.
    static func builtinWords(_ word: String) -> Set<String>? {
        guard word.utf8.count <= 8 else { return nil }
        switch word.lowercased() {
        case "bool": return ["true", "false"]
        case "iterable": return ["array"]
        case let lowered where builtinTypeNames.contains(lowered) || lowered == "array" || lowered == "callable": return [lowered]
        default: return nil
        }
    }

    /// `void` or `never`, lowercased, if `word` is one of them. (Most names are neither and
    /// are not lowercased: this runs for every typed parameter.)
    static func voidOrNever(_ word: String) -> String? {
        let length = word.utf8.count
        guard length == 4 || length == 5 else { return nil }
        let lowered = word.lowercased()
        return lowered == "void" || lowered == "never" ? lowered : nil
    }
}
