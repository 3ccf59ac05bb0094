/// PHP 8's lexer keeps a stack of open `(`, `[` and `{` (with `{$`, `${` and `#[`) and stops the
/// file at the first closer that does not match, before the parser sees that token:
/// `Unmatched '}'`, `Unclosed '(' does not match ']'`, and `Unclosed '{'` at end of file.
/// Fed the significant tokens only after the parser found an error (`Parser.withBracketError`).
struct BracketBalance {
    /// Open brackets: the opening byte and the offset of its token.
    private var open: [(byte: UInt8, offset: Int)] = []
    /// The first error: PHP's message and where it stands (the closer, or the end of the region).
    private(set) var error: (message: String, offset: Int)?

    /// Feeds one significant token; `code` as the parser stores it.
    @inline(__always) mutating func feed(code: UInt16, offset: Int, source: SourceFile) {
        guard error == nil else { return }
        switch code {
        case C("("), C("["), C("{"):
            open.append((UInt8(code - charBase), offset))
        case K(.curlyOpen), K(.dollarOpenCurlyBraces):
            open.append((UInt8(ascii: "{"), offset))
        case K(.attribute):
            open.append((UInt8(ascii: "["), offset))
        case C(")"), C("]"), C("}"):
            let closer = UInt8(code - charBase)
            guard let last = open.popLast() else {
                error = ("Unmatched '\(Self.show(closer))'", offset)
                return
            }
            if Self.partner(of: last.byte) != closer {
                let openLine = source.location(of: last.offset).line
                let onLine = openLine == source.location(of: offset).line ? "" : " on line \(openLine)"
                error = ("Unclosed '\(Self.show(last.byte))'\(onLine) does not match '\(Self.show(closer))'", offset)
            }
        default:
            break
        }
    }

    /// Called once at the end of the region: the innermost bracket still open is PHP's complaint.
    mutating func finish(at endOffset: Int, source: SourceFile) {
        guard error == nil, let last = open.last else { return }
        let openLine = source.location(of: last.offset).line
        let onLine = openLine == source.location(of: endOffset).line ? "" : " on line \(openLine)"
        error = ("Unclosed '\(Self.show(last.byte))'\(onLine)", endOffset)
    }

    private static func partner(of opener: UInt8) -> UInt8 {
        switch opener {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        default: UInt8(ascii: "}")
        }
    }

    private static func show(_ byte: UInt8) -> String { String(UnicodeScalar(byte)) }
}
