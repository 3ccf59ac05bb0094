/// How PHP 8.2 names the token it did not expect, as its parser's error hook builds it from the
/// token aliases in the grammar: `token "{"` for punctuation, operators and keywords (spelled as
/// the alias, so `die` is `token "exit"` and `(integer)` is `token "(int)"`), and for tokens
/// with a text, the alias and the text cut at the first newline, stripped of one quote at each
/// end and shortened to 30 bytes and `...` past 33: `identifier "Page"`, `double-quoted string "a"`.
enum UnexpectedToken {
    static func describe(kind: TokenKind, char: UInt8, text: ArraySlice<UInt8>) -> String {
        if kind == .char {
            switch char {
            case UInt8(ascii: "\""): return "double-quote mark"
            default: return "token \"\(String(UnicodeScalar(char)))\""
            }
        }
        if let alias = fixedAlias(kind) { return "token \"\(alias)\"" }
        let category: String
        switch kind {
        case .variable: category = "variable"
        case .string: category = "identifier"
        case .nameQualified: category = "namespaced name"
        case .nameFullyQualified: category = "fully qualified name"
        case .nameRelative: category = "namespace-relative name"
        case .lnumber: category = "integer"
        case .dnumber: category = "floating-point number"
        case .constantEncapsedString:
            category = text.first == UInt8(ascii: "'") ? "single-quoted string" : "double-quoted string"
        case .encapsedAndWhitespace: category = "string content"
        case .stringVarname: category = "variable name"
        case .numString: category = "number"
        case .startHeredoc: category = "heredoc start"
        case .endHeredoc: category = "heredoc end"
        case .inlineHTML: category = "T_INLINE_HTML"
        case .badCharacter:
            if text.count == 1 { return "character 0x" + hexByte(text[text.startIndex]) }
            category = "invalid character"
        default: category = "token"
        }
        var content = text
        if let newline = content.firstIndex(of: UInt8(ascii: "\n")) { content = content[content.startIndex..<newline] }
        // Binary strings keep their `b` (PHP strips a quote only at the very start).
        if let first = content.first, first == UInt8(ascii: "'") || first == UInt8(ascii: "\"") { content = content.dropFirst() }
        if let last = content.last, last == UInt8(ascii: "'") || last == UInt8(ascii: "\"") { content = content.dropLast() }
        if content.count > 33 {
            return "\(category) \"\(String(decoding: content.prefix(30), as: UTF8.self))...\""
        }
        return "\(category) \"\(String(decoding: content, as: UTF8.self))\""
    }

    /// The grammar's one-form alias for tokens that always read the same.
    private static func fixedAlias(_ kind: TokenKind) -> String? {
        switch kind {
        case .openTag: return nil
        // PHP's parser is handed `<?=` as `echo` and `?>` as `;`, and names them so.
        case .openTagWithEcho: return "echo"
        case .closeTag: return ";"
        case .exit: return "exit"
        case .haltCompiler: return "__halt_compiler"
        case .classC: return "__CLASS__"
        case .dir: return "__DIR__"
        case .file: return "__FILE__"
        case .funcC: return "__FUNCTION__"
        case .line: return "__LINE__"
        case .methodC: return "__METHOD__"
        case .nsC: return "__NAMESPACE__"
        case .traitC: return "__TRAIT__"
        case .includeOnce: return "include_once"
        case .requireOnce: return "require_once"
        case .logicalAnd: return "and"
        case .logicalOr: return "or"
        case .logicalXor: return "xor"
        case .yieldFrom: return "yield from"
        case .intCast: return "(int)"
        case .doubleCast: return "(double)"
        case .stringCast: return "(string)"
        case .arrayCast: return "(array)"
        case .objectCast: return "(object)"
        case .boolCast: return "(bool)"
        case .unsetCast: return "(unset)"
        case .dollarOpenCurlyBraces: return "${"
        case .curlyOpen: return "{$"
        case .attribute: return "#["
        case .ampersandFollowedByVarOrVararg, .ampersandNotFollowedByVarOrVararg: return "&"
        default:
            if let spelling = operatorSpellings[kind] { return spelling }
            if let keyword = TokenKind.keywordSpellings.first(where: { $0.1 == kind }) { return keyword.0 }
            return nil
        }
    }

    private static let operatorSpellings: [TokenKind: String] = [
        .andEqual: "&=", .booleanAnd: "&&", .booleanOr: "||", .coalesce: "??", .coalesceEqual: "??=",
        .concatEqual: ".=", .dec: "--", .divEqual: "/=", .doubleArrow: "=>", .paamayimNekudotayim: "::",
        .ellipsis: "...", .inc: "++", .isEqual: "==", .isGreaterOrEqual: ">=", .isIdentical: "===",
        .isNotEqual: "!=", .isNotIdentical: "!==", .isSmallerOrEqual: "<=", .minusEqual: "-=", .modEqual: "%=",
        .mulEqual: "*=", .nsSeparator: "\\", .nullsafeObjectOperator: "?->", .objectOperator: "->", .orEqual: "|=",
        .plusEqual: "+=", .pow: "**", .powEqual: "**=", .sl: "<<", .slEqual: "<<=", .spaceship: "<=>", .sr: ">>",
        .srEqual: ">>=", .xorEqual: "^=",
    ]

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}
