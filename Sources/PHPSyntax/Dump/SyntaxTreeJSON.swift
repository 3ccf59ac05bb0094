import Platform

/// `gtpush parse --tree`: the syntax tree as one line of JSON, for tools and for eyes (`| jq`).
///
/// Written by reflection over the tree types, so a new node kind needs no code here, and in
/// declaration order, so the same file always gives the same bytes:
/// - a node (`Stmt`, `Expr`, a class member) is an object whose `"node"` is its kind's case name,
///   followed by the case's values (by label; one unlabelled value is `"value"`, several are
///   `"values"`) and the node's other fields; a byte range is `[start, end]`;
/// - any other struct is an object of its fields; an enum case without values is its name;
/// - PHP strings (bytes) are JSON strings, a byte that is not UTF-8 written as `\u00XX`
///   (as `--tokens` writes them); nil is `null`.
public enum SyntaxTreeJSON {
    public static func json(_ tree: SyntaxTree) -> String {
        var output = "{\"path\":"
        JSONText.append(Array(tree.source.path.utf8)[...], to: &output)
        output += ",\"statements\":"
        write(tree.statements, to: &output)
        output += ",\"errors\":["
        for (index, diagnostic) in tree.diagnostics.enumerated() {
            if index > 0 { output += "," }
            JSONText.append(Array("\(diagnostic.location): \(diagnostic.message)".utf8)[...], to: &output)
        }
        output += "]}\n"
        return output
    }

    static func write(_ value: Any, to output: inout String) {
        // An empty array of any element type would cast to [UInt8]: the type is compared instead.
        if type(of: value) == [UInt8].self, let bytes = value as? [UInt8] {
            JSONText.append(bytes[...], to: &output)
            return
        }
        switch value {
        case let text as String: JSONText.append(Array(text.utf8)[...], to: &output); return
        case let flag as Bool: output += flag ? "true" : "false"; return
        case let number as Int: output += String(number); return
        case let number as Double:
            // JSON has no infinity or NaN; PHP's INF and NAN literals are names, so only an
            // overflowing literal (`1e999`) reaches here as a non-finite value.
            if number.isFinite { output += "\(number)" } else { JSONText.append(Array("\(number)".utf8)[...], to: &output) }
            return
        case let range as SourceRange: output += "[\(range.start),\(range.end)]"; return
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let some = mirror.children.first { write(some.value, to: &output) } else { output += "null" }
        case .collection, .set:
            output += "["
            for (index, child) in mirror.children.enumerated() {
                if index > 0 { output += "," }
                write(child.value, to: &output)
            }
            output += "]"
        case .enum:
            guard let payload = mirror.children.first else {
                JSONText.append(Array(String(describing: value).utf8)[...], to: &output)
                return
            }
            output += "{"
            writeCase(payload, to: &output)
            output += "}"
        case .struct, .class, .tuple:
            output += "{"
            var first = true
            for child in mirror.children {
                if !first { output += "," }
                first = false
                // A node's kind is spelled inline: {"node":"assign",…,"range":[…]}.
                if child.label == "kind", value is Stmt || value is Expr || value is ClassMember {
                    if let payload = Mirror(reflecting: child.value).children.first {
                        writeCase(payload, to: &output)
                    } else {
                        output += "\"node\":"
                        write(child.value, to: &output)
                    }
                    continue
                }
                JSONText.append(Array((child.label ?? "value").utf8)[...], to: &output)
                output += ":"
                write(child.value, to: &output)
            }
            output += "}"
        default:
            JSONText.append(Array(String(describing: value).utf8)[...], to: &output)
        }
    }

    /// `"node":"case"` and the case's values, without the braces.
    private static func writeCase(_ payload: Mirror.Child, to output: inout String) {
        output += "\"node\":"
        JSONText.append(Array((payload.label ?? "?").utf8)[...], to: &output)
        let values = Mirror(reflecting: payload.value)
        if values.displayStyle == .tuple {
            let isUnlabelled = { (child: Mirror.Child) in (child.label ?? ".").hasPrefix(".") }
            let unlabelled = values.children.filter(isUnlabelled).count
            if unlabelled < values.children.count {
                // Labels where the case has them; an unlabelled value is `value` (`valueN` if several).
                for (index, child) in values.children.enumerated() {
                    let label = !isUnlabelled(child) ? child.label! : unlabelled == 1 ? "value" : "value\(index + 1)"
                    output += ","
                    JSONText.append(Array(label.utf8)[...], to: &output)
                    output += ":"
                    write(child.value, to: &output)
                }
            } else {
                output += ",\"values\":["
                for (index, child) in values.children.enumerated() {
                    if index > 0 { output += "," }
                    write(child.value, to: &output)
                }
                output += "]"
            }
        } else {
            output += ",\"value\":"
            write(payload.value, to: &output)
        }
    }
}
