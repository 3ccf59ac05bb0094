import PHPRuntime
import PHPCompileChecks
import PHPSyntax
import Platform

/// Values bound from the command line with `--set`: `$name` binds a variable or parameter,
/// `NAME` a constant, and any other expression as written (`$this->sound`, `Push::$category`,
/// `Push::SOUND`, `config('getui.sound')`) binds the value gtpush would otherwise leave unknown.
public struct Bindings: Sendable {
    public var variables: [String: PHPValue] = [:]
    public var constants: [String: PHPValue] = [:]
    /// By the expression's text with white space folded, as unknowns are named.
    public var expressions: [String: PHPValue] = [:]

    public init() {}

    public enum ParseError: Error, Equatable, CustomStringConvertible {
        case missingEquals(String)
        case badName(String)
        case notALiteral(String, reason: String)

        public var description: String {
            switch self {
            case .missingEquals(let text): "--set expects NAME=LITERAL, got '\(text)'"
            case .badName(let name): "--set: '\(name)' is not a variable (\"$name\"), constant or PHP expression"
            case .notALiteral(let text, let reason): "--set: '\(text)' is not a PHP literal: \(reason)"
            }
        }
    }

    /// Adds one `NAME=LITERAL` binding. The literal is parsed as PHP and must be a constant expression.
    public mutating func add(_ text: String) throws(ParseError) {
        guard let equals = Self.separator(in: text) else { throw .missingEquals(text) }
        let name = String(text[..<equals]).trimmingWhitespaces
        let literal = String(text[text.index(after: equals)...])
        let value = try Self.literalValue(literal)
        if name.hasPrefix("$"), Self.isIdentifier(String(name.dropFirst())) {
            variables[String(name.dropFirst())] = value
        } else if Self.isIdentifier(name) {
            constants[name] = value
        } else {
            let source = SourceFile(path: "--set", text: name + ";")
            let tree = CompileChecks.parse(source, startingIn: .php)
            guard tree.diagnostics.isEmpty, tree.statements.count == 1, case .expression = tree.statements[0].kind else { throw .badName(name) }
            expressions[Self.folded(name)] = value
        }
    }

    /// The first `=` outside quotes and brackets: `config('a=b')="x"` binds `config('a=b')`.
    static func separator(in text: String) -> String.Index? {
        var quote: Character?
        var depth = 0
        var escaped = false
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == open { quote = nil }
                continue
            }
            switch character {
            case "'", "\"": quote = character
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "=" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// Runs of white space folded to one space, as the interpreter names an unknown.
    public static func folded(_ text: String) -> String {
        folded(Array(text.utf8)[...])
    }

    /// `folded` on source bytes, decoded once (invalid UTF-8 becomes U+FFFD, as in
    /// `SourceFile.string`). The interpreter names every unknown this way, so a name with nothing
    /// to fold, the usual case, is decoded straight from the bytes.
    public static func folded(_ bytes: ArraySlice<UInt8>) -> String {
        var previousWasSpace = false
        var needsFolding = false
        for byte in bytes {
            let isSpace = isWhiteSpace(byte)
            if isSpace && (byte != 0x20 || previousWasSpace) {
                needsFolding = true
                break
            }
            previousWasSpace = isSpace
        }
        guard needsFolding else { return String(decoding: bytes, as: UTF8.self) }
        // White space is ASCII, which never sits inside a multi-byte sequence, so folding bytes
        // before decoding gives what folding the decoded text would.
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        previousWasSpace = false
        for byte in bytes {
            let isSpace = isWhiteSpace(byte)
            if !isSpace {
                result.append(byte)
            } else if !previousWasSpace {
                result.append(0x20)
            }
            previousWasSpace = isSpace
        }
        return String(decoding: result, as: UTF8.self)
    }

    @inline(__always)
    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    static func literalValue(_ literal: String) throws(ParseError) -> PHPValue {
        let source = SourceFile(path: "--set", text: literal + ";")
        let tree = CompileChecks.parse(source, startingIn: .php)
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
            switch name.joined.phpLowercased {
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
