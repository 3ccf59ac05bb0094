/// Decoding of the escape sequences in PHP string literal bodies, byte for byte as PHP does it
/// (`zend_scan_escape_string`). Works on raw bytes: a body need not be valid UTF-8.
public enum StringEscapes {
    /// Body of a single-quoted literal without its quotes: only \\ and \' are escapes.
    public static func decodeSingleQuoted(_ body: ArraySlice<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(body.count)
        var index = body.startIndex
        while index < body.endIndex {
            let byte = body[index]
            if byte == 0x5C, index + 1 < body.endIndex, body[index + 1] == 0x5C || body[index + 1] == 0x27 {
                output.append(body[index + 1])
                index += 2
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    /// Escapes in double-quoted strings, heredocs and backticks: \n \t \r \v \e \f \\ \$ \0–\777 octal (1–3 digits, value & 0xFF), \xH or \xHH, \u{hex} (to UTF-8; PHP errors on invalid, keep bytes verbatim then), and \" only when quote is `"`, \` only when quote is '`'. Unknown escapes stay verbatim (backslash kept).
    public static func decodeDoubleQuoted(_ body: ArraySlice<UInt8>, quote: UInt8?) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(body.count)
        var index = body.startIndex
        let end = body.endIndex
        while index < end {
            let byte = body[index]
            guard byte == 0x5C, index + 1 < end else {
                output.append(byte)
                index += 1
                continue
            }
            let next = body[index + 1]
            switch next {
            case 0x6E: output.append(0x0A); index += 2 // \n
            case 0x74: output.append(0x09); index += 2 // \t
            case 0x72: output.append(0x0D); index += 2 // \r
            case 0x76: output.append(0x0B); index += 2 // \v
            case 0x65: output.append(0x1B); index += 2 // \e
            case 0x66: output.append(0x0C); index += 2 // \f
            case 0x5C, 0x24: output.append(next); index += 2 // \\ \$
            case 0x22 where quote == 0x22, 0x60 where quote == 0x60:
                output.append(next); index += 2
            case 0x30 ... 0x37:
                // Up to three octal digits; `\400` overflows a byte and PHP keeps the low 8 bits.
                var value = 0
                var cursor = index + 1
                while cursor < end && cursor < index + 4 && body[cursor] >= 0x30 && body[cursor] <= 0x37 {
                    value = value * 8 + Int(body[cursor] - 0x30)
                    cursor += 1
                }
                output.append(UInt8(value & 0xFF))
                index = cursor
            case 0x78 where index + 2 < end && hexValue(body[index + 2]) != nil: // \x
                var value = hexValue(body[index + 2])!
                var cursor = index + 3
                if cursor < end, let low = hexValue(body[cursor]) {
                    value = value * 16 + low
                    cursor += 1
                }
                output.append(UInt8(value))
                index = cursor
            case 0x75: // \u
                if let (scalar, after) = unicodeEscape(body, at: index) {
                    appendUTF8(scalar, to: &output)
                    index = after
                } else {
                    // Not `\u{…}` (PHP keeps `\u` as is) or an invalid one (PHP refuses the file):
                    // keep the bytes and let the caller report it.
                    output.append(byte)
                    index += 1
                }
            default:
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30 ... 0x39: return Int(byte - 0x30)
        case 0x41 ... 0x46: return Int(byte - 0x41 + 10)
        case 0x61 ... 0x66: return Int(byte - 0x61 + 10)
        default: return nil
        }
    }

    /// PHP's error for the first invalid `\u{…}` escape in a double-quoted body, or nil. PHP
    /// refuses the file for `\u{}`, `\u{+41}`, `\u{ 41}`, an unclosed `\u{`, and a code point
    /// past U+10FFFF; `\u` without `{` is kept as written.
    public static func invalidUnicodeEscape(_ body: ArraySlice<UInt8>) -> String? {
        var index = body.startIndex
        while index + 2 < body.endIndex {
            guard body[index] == 0x5C else { index += 1; continue }
            guard body[index + 1] == 0x75, body[index + 2] == 0x7B else { index += 2; continue }
            var cursor = index + 3
            var value: UInt32 = 0
            var digits = 0
            while cursor < body.endIndex, let digit = hexValue(body[cursor]) {
                if value <= 0x10FFFF { value = value &* 16 &+ UInt32(digit) }
                digits += 1
                cursor += 1
            }
            guard digits > 0, cursor < body.endIndex, body[cursor] == 0x7D else {
                return "Invalid UTF-8 codepoint escape sequence"
            }
            if value > 0x10FFFF { return "Invalid UTF-8 codepoint escape sequence: Codepoint too large" }
            index = cursor + 1
        }
        return nil
    }

    /// `\u{hex}` at `index` (the backslash): the code point and the index after `}`, or nil.
    private static func unicodeEscape(_ body: ArraySlice<UInt8>, at index: Int) -> (UInt32, Int)? {
        var cursor = index + 2
        guard cursor < body.endIndex, body[cursor] == 0x7B else { return nil }
        cursor += 1
        var value: UInt32 = 0
        var digits = 0
        while cursor < body.endIndex, let digit = hexValue(body[cursor]) {
            value = value &* 16 &+ UInt32(digit)
            digits += 1
            if digits > 8 { return nil }
            cursor += 1
        }
        guard digits > 0, cursor < body.endIndex, body[cursor] == 0x7D, value <= 0x10FFFF else { return nil }
        return (value, cursor + 1)
    }

    /// PHP encodes any code point up to U+10FFFF, surrogates included, so this does not use
    /// `Unicode.Scalar` (which rejects surrogates).
    private static func appendUTF8(_ value: UInt32, to output: inout [UInt8]) {
        switch value {
        case 0 ..< 0x80:
            output.append(UInt8(value))
        case 0x80 ..< 0x800:
            output.append(UInt8(0xC0 | (value >> 6)))
            output.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800 ..< 0x10000:
            output.append(UInt8(0xE0 | (value >> 12)))
            output.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (value & 0x3F)))
        default:
            output.append(UInt8(0xF0 | (value >> 18)))
            output.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            output.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (value & 0x3F)))
        }
    }
}
