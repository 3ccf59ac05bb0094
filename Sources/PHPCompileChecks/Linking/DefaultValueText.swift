import PHPSyntax
import Platform

/// A parameter's default value as PHP prints it in a declaration: `null`, `1`, `0.5`,
/// `'abcdefghij...'` (ten bytes at most), `[]` or `[...]`, a constant by its name (`N\FOO`,
/// `self::X`). Values PHP folds or spells in other ways (`1+2`, `__LINE__`, `X::class`, floats
/// in exponent form) are left out: nil.
enum DefaultValueText {
    static func isNull(_ value: ExprNode) -> Bool {
        guard case .constantFetch(let name) = value.kind, name.kind == .unqualified || name.kind == .fullyQualified, name.isSinglePart else { return false }
        return name.last.phpLowercased == "null"
    }

    static func spell(_ value: ExprNode, names: NameResolution) -> String? {
        switch value.kind {
        case .integer(let number):
            return String(number)
        case .float(let number):
            return spell(number)
        case .unary(.minus, let operand):
            switch operand.kind {
            case .integer(let number) where number > 0: return "-" + String(number)
            case .float(let number): return spell(-number)
            default: return nil
            }
        case .string(let literal):
            let bytes = literal.bytes
            // Control and non-ASCII bytes are printed raw; such messages are not followed here.
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
            let shown = String(decoding: bytes.prefix(10), as: UTF8.self)
            return "'" + shown + (bytes.count > 10 ? "...'" : "'")
        case .array(let items, syntax: let syntax):
            guard syntax != .list, items.allSatisfy({ $0.map(isLiteralItem) ?? false }) else { return nil }
            return items.isEmpty ? "[]" : "[...]"
        case .constantFetch(let name):
            if name.isSinglePart, name.kind == .unqualified || name.kind == .fullyQualified {
                switch name.last.phpLowercased {
                case "null", "true", "false": return name.last.phpLowercased
                default: break
                }
            }
            return names.constantName(name.name)
        case .classConstantFetch(.name(let name), let fetched):
            let constant = fetched.string
            guard constant.phpLowercased != "class" else { return nil }
            if name.kind == .unqualified, name.last == "self" || name.last == "parent" { return name.last + "::" + constant }
            if name.kind == .unqualified, ["self", "parent", "static"].contains(name.last.phpLowercased) { return nil }
            return names.className(name.name) + "::" + constant
        default:
            return nil
        }
    }

    /// `%.14G`, PHP's `precision`; exponent forms and infinities are spelled differently by PHP.
    private static func spell(_ number: Double) -> String? {
        guard number.isFinite else { return nil }
        let text = CFormat.string("%.14G", number)
        return text.contains("E") ? nil : text
    }

    private static func isLiteralItem(_ item: ArrayItemNode) -> Bool {
        guard !item.byReference, !item.unpack else { return false }
        if let key = item.key, !isLiteral(key) { return false }
        return isLiteral(item.value)
    }

    private static func isLiteral(_ value: ExprNode) -> Bool {
        switch value.kind {
        case .integer, .float, .string: return true
        case .unary(.minus, let operand):
            if case .integer = operand.kind { return true }
            if case .float = operand.kind { return true }
            return false
        case .constantFetch(let name):
            return name.isSinglePart && ["null", "true", "false"].contains(name.last.phpLowercased)
        case .array(let items, syntax: let syntax):
            return syntax != .list && items.allSatisfy { $0.map(isLiteralItem) ?? false }
        default:
            return false
        }
    }
}
