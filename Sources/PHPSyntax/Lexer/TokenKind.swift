/// Every token PHP 8.2's lexer produces, named after PHP's own `T_*` constants in lowerCamelCase
/// (`T_CONSTANT_ENCAPSED_STRING` → `.constantEncapsedString`, `T_STRING` → `.string`), plus `.char`
/// for the single-character tokens that `token_get_all` returns as plain strings (`;`, `(`, `"`…).
public enum TokenKind: UInt8, Sendable, Hashable, CaseIterable {
    // Text outside PHP and the tags around PHP.
    case inlineHTML, openTag, openTagWithEcho, closeTag
    // Trivia.
    case whitespace, comment, docComment
    // Names and variables.
    case variable, string, nameQualified, nameFullyQualified, nameRelative
    // Numbers and strings.
    case lnumber, dnumber, constantEncapsedString, encapsedAndWhitespace
    case startHeredoc, endHeredoc, dollarOpenCurlyBraces, curlyOpen, stringVarname, numString
    // Keywords.
    case abstract, array, `as`, `break`, callable, `case`, `catch`, `class`, clone, const, `continue`
    case declare, `default`, `do`, echo, `else`, elseif, empty, enddeclare, endfor, endforeach, endif
    case endswitch, endwhile, `enum`, eval, exit, `extends`, final, finally, fn, `for`, foreach, function
    case global, goto, haltCompiler, `if`, implements, include, includeOnce, instanceof, insteadof
    case interface, isset, list, logicalAnd, logicalOr, logicalXor, match, namespace, new, print
    case `private`, protected, `public`, readonly, require, requireOnce, `return`, `static`, `switch`
    case `throw`, trait, `try`, unset, use, `var`, `while`, yield, yieldFrom
    // Magic constants, the last of the keywords (`identifierLike` and `TriggerCandidates` take
    // the keywords as one range, `abstract` to `__TRAIT__`).
    case classC, dir, file, funcC, line, methodC, nsC, traitC
    // Casts.
    case intCast, doubleCast, stringCast, arrayCast, objectCast, boolCast, unsetCast
    // Multi-character operators.
    case andEqual, booleanAnd, booleanOr, coalesce, coalesceEqual, concatEqual, dec, divEqual
    case doubleArrow, paamayimNekudotayim, ellipsis, inc, isEqual, isGreaterOrEqual, isIdentical
    case isNotEqual, isNotIdentical, isSmallerOrEqual, minusEqual, modEqual, mulEqual, nsSeparator
    case nullsafeObjectOperator, objectOperator, orEqual, plusEqual, pow, powEqual, sl, slEqual
    case spaceship, sr, srEqual, xorEqual, attribute
    case ampersandFollowedByVarOrVararg, ampersandNotFollowedByVarOrVararg
    // Anything PHP's lexer cannot place (a stray byte).
    case badCharacter
    /// A single-character token; its byte is the token's text.
    case char

    /// Whitespace and comments: what a parser skips and a printer keeps.
    public var isTrivia: Bool {
        self == .whitespace || self == .comment || self == .docComment
    }

    /// PHP's name for the kind (`T_VARIABLE`), or nil for `.char`, which PHP returns as a bare string.
    public var phpName: String? {
        switch self {
        case .char: return nil
        case .haltCompiler: return "T_HALT_COMPILER"
        // PHP 8 renamed the constant; `token_name` now answers T_DOUBLE_COLON.
        case .paamayimNekudotayim: return "T_DOUBLE_COLON"
        case .inlineHTML: return "T_INLINE_HTML"
        case .openTagWithEcho: return "T_OPEN_TAG_WITH_ECHO"
        case .lnumber: return "T_LNUMBER"
        case .dnumber: return "T_DNUMBER"
        case .classC: return "T_CLASS_C"
        case .funcC: return "T_FUNC_C"
        case .methodC: return "T_METHOD_C"
        case .nsC: return "T_NS_C"
        case .traitC: return "T_TRAIT_C"
        default:
            var name = "T_"
            for character in String(describing: self) {
                if character.isUppercase { name.append("_") }
                name.append(contentsOf: character.uppercased())
            }
            return name
        }
    }

    /// Every keyword spelling, lowercase, with its kind (`die` is T_EXIT). PHP keywords are
    /// case-insensitive; `KeywordTable` matches them on bytes.
    static let keywordSpellings: [(String, TokenKind)] = [
        ("abstract", .abstract), ("array", .array), ("as", .as), ("break", .break), ("callable", .callable),
        ("case", .case), ("catch", .catch), ("class", .class), ("clone", .clone), ("const", .const),
        ("continue", .continue), ("declare", .declare), ("default", .default), ("do", .do), ("echo", .echo),
        ("else", .else), ("elseif", .elseif), ("empty", .empty), ("enddeclare", .enddeclare),
        ("endfor", .endfor), ("endforeach", .endforeach), ("endif", .endif), ("endswitch", .endswitch),
        ("endwhile", .endwhile), ("enum", .enum), ("eval", .eval), ("exit", .exit), ("die", .exit), ("extends", .extends),
        ("final", .final), ("finally", .finally), ("fn", .fn), ("for", .for), ("foreach", .foreach),
        ("function", .function), ("global", .global), ("goto", .goto), ("__halt_compiler", .haltCompiler),
        ("if", .if), ("implements", .implements), ("include", .include), ("include_once", .includeOnce),
        ("instanceof", .instanceof), ("insteadof", .insteadof), ("interface", .interface), ("isset", .isset),
        ("list", .list), ("and", .logicalAnd), ("or", .logicalOr), ("xor", .logicalXor), ("match", .match),
        ("namespace", .namespace), ("new", .new), ("print", .print), ("private", .private),
        ("protected", .protected), ("public", .public), ("readonly", .readonly), ("require", .require),
        ("require_once", .requireOnce), ("return", .return), ("static", .static), ("switch", .switch),
        ("throw", .throw), ("trait", .trait), ("try", .try), ("unset", .unset), ("use", .use), ("var", .var),
        ("while", .while), ("yield", .yield),
        ("__class__", .classC), ("__dir__", .dir), ("__file__", .file), ("__function__", .funcC),
        ("__line__", .line), ("__method__", .methodC), ("__namespace__", .nsC), ("__trait__", .traitC),
    ]
}
