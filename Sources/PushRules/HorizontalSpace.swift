extension StringProtocol {
    /// The text without the spaces and tabs around it: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` gives (tab and Unicode's space separators, judged
    /// scalar by scalar), without its detour through NSString, which cost more than the rest of
    /// the rule engine's work on a payload.
    var trimmingHorizontalSpace: String {
        let scalars = unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar == " " || (scalar.value >= 0x80 && scalar.properties.generalCategory == .spaceSeparator)
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// The parts between `->` arrows, empty ones kept (`split(separator: "->")` without the
    /// string-processing library's generic search).
    var arrowSeparatedParts: [String] {
        let bytes = Array(utf8)
        var parts: [String] = []
        var start = 0
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "-") && bytes[index + 1] == UInt8(ascii: ">") {
                parts.append(String(decoding: bytes[start..<index], as: UTF8.self))
                index += 2
                start = index
            } else {
                index += 1
            }
        }
        parts.append(String(decoding: bytes[start...], as: UTF8.self))
        return parts
    }
}
