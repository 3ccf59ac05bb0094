/// Whether a parameter's literal default fits its declared type: PHP refuses `string $s = 0`
/// when it compiles. Only literals are judged; a constant (`= FOO`) or an expression is left
/// for PHP to work out when it runs, and `null` always fits (it makes the type nullable).
enum DefaultValueType {
    /// PHP's message when `value` cannot be a default for `type`, nil when it can or we cannot tell.
    static func problem(_ value: Expr, parameter: String, type: TypeHint, names: NameResolution) -> String? {
        guard let valueType = literalType(value), valueType != "null", let accepted = Accepted(type, names: names) else { return nil }
        let fits: Bool
        switch valueType {
        case "int": fits = accepted.builtins.contains("int") || accepted.builtins.contains("float")
        default: fits = accepted.builtins.contains(valueType)
        }
        guard !fits else { return nil }
        let word = valueType == "true" || valueType == "false" ? "bool" : valueType
        return "Cannot use \(word) as default value for parameter $\(parameter) of type \(accepted.written)"
    }

    /// The type of a literal as PHP sees it at compile time, nil for anything else.
    static func literalType(_ value: Expr) -> String? {
        switch value.kind {
        case .integer: return "int"
        case .float: return "float"
        case .string: return "string"
        case .array(_, let syntax) where syntax != .list: return "array"
        case .unary(.minus, let inner), .unary(.plus, let inner):
            switch inner.kind {
            case .integer: return "int"
            case .float: return "float"
            default: return nil
            }
        case .constantFetch(let name) where name.parts.count == 1 && (name.kind == .unqualified || name.kind == .fullyQualified):
            let word = name.last.lowercased()
            return ["true", "false", "null"].contains(word) ? word : nil
        default:
            return nil
        }
    }

    /// What a declared type accepts of literals, and how PHP writes it in messages: classes
    /// first as written, then builtins in PHP's order, then null.
    struct Accepted {
        var builtins: Set<String> = []
        var written = ""

        /// Nil for types we do not word with certainty (`self`, `static`, `mixed`, `void`…).
        init?(_ type: TypeHint, names: NameResolution) {
            var classes: [String] = []
            var nullable = false
            func add(_ type: TypeHint, inGroup: Bool) -> Bool {
                switch type {
                case .name(let name):
                    let word = name.kind == .unqualified ? name.last.lowercased() : ""
                    switch word {
                    case "int", "float", "string", "array", "object", "callable", "false", "true": builtins.insert(word)
                    case "bool": builtins.formUnion(["true", "false"])
                    case "null": nullable = true
                    case "iterable": classes.append("Traversable"); builtins.insert("array")
                    case "self", "parent", "static", "mixed", "void", "never": return false
                    default: classes.append(names.className(name))
                    }
                    return true
                case .nullable(let inner):
                    nullable = true
                    return add(inner, inGroup: inGroup)
                case .union(let members):
                    return members.allSatisfy { add($0, inGroup: true) }
                case .intersection(let members):
                    var parts: [String] = []
                    for member in members {
                        guard case .name(let name) = member, name.kind != .unqualified || !ReservedNameCheck.reservedClassNames.contains(name.last.lowercased()) else { return false }
                        parts.append(names.className(name))
                    }
                    classes.append(inGroup ? "(" + parts.joined(separator: "&") + ")" : parts.joined(separator: "&"))
                    return true
                }
            }
            guard add(type, inGroup: false) else { return nil }
            let order = ["callable", "object", "array", "string", "int", "float"]
            var words = classes + order.filter(builtins.contains)
            if builtins.isSuperset(of: ["true", "false"]) { words.append("bool") } else if builtins.contains("false") { words.append("false") } else if builtins.contains("true") { words.append("true") }
            written = words.joined(separator: "|")
            if nullable {
                written = written.isEmpty ? "null" : written.contains("|") || written.contains("&") ? written + "|null" : "?" + written
            }
        }
    }
}
