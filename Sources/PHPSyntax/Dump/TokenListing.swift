import Platform

/// `gtpush parse --tokens`: one line per token, as `token_get_all` names them, so a token stream
/// can be diffed against PHP's with text tools.
///
/// Each line is `NAME<TAB>line<TAB>text`: NAME is PHP's `T_*` name, or the character itself for a
/// one-character token (PHP returns those as bare strings); text is a JSON string literal.
public enum TokenListing {
    public static func lines(_ tokens: [Token], in bytes: [UInt8]) -> String {
        var output = ""
        output.reserveCapacity(tokens.count * 24)
        for token in tokens {
            let text = bytes[token.start..<token.end]
            output += token.kind.phpName ?? String(decoding: text, as: UTF8.self)
            output += "\t"
            output += String(token.line)
            output += "\t"
            JSONText.append(text, to: &output)
            output += "\n"
        }
        return output
    }
}
