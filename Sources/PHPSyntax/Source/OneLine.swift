/// Text for one line of a report. A file name or a quoted piece of code may hold a newline, a
/// tab or another control character, which would break the `path:line:column: …` form that
/// editors and CI parse; those are written as escapes (`\n`, `\t`, `\x1b`) instead, as are the
/// bytes of a file name that is not UTF-8 (`\xE9`).
public enum OneLine {
    public static func escaped(_ text: String) -> String {
        // Every scalar escaped here starts with a byte that says so (a control byte, or a byte
        // escape's lead): text without one, nearly all, is returned after one pass over its bytes.
        guard text.withUTF8Bytes({ $0.contains { $0 < 0x20 || $0 == 0x7F || $0 == FileSystemName.escapeLeadByte } }) else { return text }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where FileSystemName.rawByte(scalar) != nil:
                result += "\\x" + String(FileSystemName.rawByte(scalar)!, radix: 16, uppercase: true)
            case _ where isControl(scalar):
                let hex = String(scalar.value, radix: 16)
                result += "\\x" + (hex.count < 2 ? "0" + hex : hex)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A control character, or a byte of a file name that is not UTF-8 (`FileSystemName`).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || FileSystemName.rawByte(scalar) != nil
    }
}
