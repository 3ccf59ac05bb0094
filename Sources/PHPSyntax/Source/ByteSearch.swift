/// Case-insensitive byte search, for cheap "could this contain a payload" checks.
public enum ByteSearch {
    public static func containsIgnoringCase<C: Collection>(_ haystack: C, _ needle: String) -> Bool where C.Element == UInt8, C.Index == Int {
        let pattern = Array(needle.lowercased().utf8)
        guard let first = pattern.first, haystack.count >= pattern.count else { return false }
        let upperFirst = first >= 97 && first <= 122 ? first - 32 : first
        var position = haystack.startIndex
        let last = haystack.endIndex - pattern.count
        while position <= last {
            let byte = haystack[position]
            if byte == first || byte == upperFirst {
                var matched = true
                for offset in 1..<pattern.count {
                    var candidate = haystack[position + offset]
                    if candidate >= 65 && candidate <= 90 { candidate += 32 }
                    if candidate != pattern[offset] { matched = false; break }
                }
                if matched { return true }
            }
            position += 1
        }
        return false
    }
}
