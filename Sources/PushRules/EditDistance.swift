/// Edit distance (insert, delete, replace): how the typo rules and "did you mean" measure "almost".
public enum EditDistance {
    public static func bytes(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    public static func text(_ a: String, _ b: String) -> Int { bytes(Array(a.utf8), Array(b.utf8)) }
}
