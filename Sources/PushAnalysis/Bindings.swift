import PHPRuntime
import PHPSyntax

/// Values bound from the command line with `--set`: `$name` binds a variable or parameter,
/// `NAME` a constant.
public struct Bindings: Sendable {
    public var variables: [String: PHPValue] = [:]
    public var constants: [String: PHPValue] = [:]

    public init() {}

    public enum ParseError: Error, Equatable, CustomStringConvertible {
        case missingEquals(String)
        case badName(String)
        case notALiteral(String, reason: String)

        public var description: String {
            switch self {
            case .missingEquals(let text): "--set expects NAME=LITERAL, got '\(text)'"
            case .badName(let name): "--set: '\(name)' is not a variable (\"$name\") or constant name"
            case .notALiteral(let text, let reason): "--set: '\(text)' is not a PHP literal: \(reason)"
            }
        }
    }

    /// Adds one `NAME=LITERAL` binding. The literal is parsed as PHP and must be a constant expression.
    public mutating func add(_ text: String) throws(ParseError) {
        guard let equals = text.firstIndex(of: "=") else { throw .missingEquals(text) }
        let name = String(text[..<equals]).trimmingCharacters(in: .whitespaces)
        let literal = String(text[text.index(after: equals)...])
        let value = try Self.literalValue(literal)
        if name.hasPrefix("$") {
            let bare = String(name.dropFirst())
            guard Self.isIdentifier(bare) else { throw .badName(name) }
            variables[bare] = value
        } else {
            guard Self.isIdentifier(name) else { throw .badName(name) }
            constants[name] = value
        }
    }

    static func literalValue(_ literal: String) throws(ParseError) -> PHPValue {
        let source = SourceFile(path: "--set", text: literal + ";")
        let tree = Parser.parse(source, startingIn: .php)
        guard tree.diagnostics.isEmpty, tree.statements.count == 1, case .expression(let expr) = tree.statements[0].kind else {
            throw .notALiteral(literal, reason: tree.diagnostics.first?.message ?? "expected one expression")
        }
        guard let value = ConstantFolder.fold(expr) else {
            throw .notALiteral(literal, reason: "only numbers, strings, true, false, null and arrays of them")
        }
        return value
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(48...57).contains(first) else { return false }
        return name.utf8.allSatisfy { $0 == 95 || (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) || $0 >= 0x80 }
    }
}

/// Evaluates literal-only expressions: numbers, strings, true/false/null, arrays of them, unary minus.
enum ConstantFolder {
    static func fold(_ expr: Expr) -> PHPValue? {
        switch expr.kind {
        case .integer(let number): return .int(number)
        case .float(let number): return .float(number)
        case .string(let bytes): return .string(bytes)
        case .constantFetch(let name):
            switch name.joined.lowercased() {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null": return .null
            default: return nil
            }
        case .unary(.minus, let operand):
            guard let value = fold(operand) else { return nil }
            return (try? PHPArithmetic.negate(value)) ?? nil
        case .unary(.plus, let operand):
            return fold(operand)
        case .array(let items, _):
            var array = PHPArray()
            for item in items {
                guard let item, !item.unpack, let value = fold(item.value) else { return nil }
                if let keyExpr = item.key {
                    guard let key = fold(keyExpr).flatMap(PHPArray.Key.init) else { return nil }
                    array[key] = value
                } else {
                    array.append(value)
                }
            }
            return .array(array)
        default:
            return nil
        }
    }
}
