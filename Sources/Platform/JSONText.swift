/// JSON string quoting, one implementation for every JSON gtpush writes (reports, baselines,
/// `parse --tokens` and `--tree`): UTF-8 kept, `/` unescaped; quotes, backslashes, control
/// characters and DEL escaped.
public enum JSONText {
    /// `text` as a JSON string literal.
    public static func quoted(_ text: String) -> String {
        var output = ""
        append(Array(text.utf8)[...], to: &output)
        return output
    }

    /// `text` as a JSON string literal at the end of `output`. Valid UTF-8 is kept; a byte that is
    /// not part of valid UTF-8 is written as `\u00XX` (its Latin-1 reading), because PHP source is
    /// bytes and JSON has no byte escape.
    public static func append(_ text: ArraySlice<UInt8>, to output: inout String) {
        output += "\""
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            switch byte {
            case 0x22: output += "\\\""; index += 1
            case 0x5C: output += "\\\\"; index += 1
            case 0x0A: output += "\\n"; index += 1
            case 0x0D: output += "\\r"; index += 1
            case 0x09: output += "\\t"; index += 1
            case 0x00..<0x20, 0x7F: output += unicodeEscape(byte); index += 1
            case 0x20..<0x7F: output.unicodeScalars.append(Unicode.Scalar(byte)); index += 1
            default:
                let length = validUTF8Length(text, at: index)
                if length == 0 {
                    output += unicodeEscape(byte)
                    index += 1
                } else {
                    output += String(decoding: text[index..<(index + length)], as: UTF8.self)
                    index += length
                }
            }
        }
        output += "\""
    }

    private static func unicodeEscape(_ byte: UInt8) -> String {
        let hex = Array("0123456789abcdef".utf8)
        return "\\u00" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]], as: UTF8.self)
    }

    /// Length of the well-formed UTF-8 sequence starting at `index` (lead byte ≥ 0x80), or 0.
    private static func validUTF8Length(_ text: ArraySlice<UInt8>, at index: Int) -> Int {
        let lead = text[index]
        let length: Int
        var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE, 0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: return 0
        }
        guard index + length <= text.endIndex else { return 0 }
        for offset in 1..<length {
            let byte = text[index + offset]
            let (low, high) = offset == 1 ? (lower, upper) : (0x80, 0xBF)
            if byte < low || byte > high { return 0 }
        }
        return length
    }
}
