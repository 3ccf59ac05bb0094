/// Edit distance (insert, delete, replace): how the typo rules and every "did you mean" measure
/// "almost".
public enum EditDistance {
    public static func bytes(_ a: [UInt8], _ b: [UInt8]) -> Int { distance(a, b) }

    static func distance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
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

    /// "Did you mean": the candidate nearest to `word` once both are `folded` (lower-cased unless
    /// told otherwise), the first in `candidates`' order among equals; nil when it is further than
    /// `limit` edits, or than `defaultLimit` of the candidate. Counted in Unicode scalars, so a
    /// Chinese word's one wrong character is one edit, not three bytes.
    public static func nearest(_ word: String, among candidates: [String], limit: Int? = nil,
                               folded: (String) -> String = { $0.lowercased() }) -> String? {
        let target = Array(folded(word).unicodeScalars)
        var best: (candidate: String, steps: Int)?
        for candidate in candidates {
            let steps = distance(target, Array(folded(candidate).unicodeScalars))
            guard steps <= (limit ?? defaultLimit(candidate)), steps < best?.steps ?? Int.max else { continue }
            best = (candidate, steps)
        }
        return best?.candidate
    }

    /// How far a slip may go from a word of this length and still be a slip of it: one edit in a
    /// word of up to three letters (`mixd`'s one is `mixed`, but `ab` is no `to`), two up to eight
    /// (`slient`, `exlude`: a swap is two), three beyond. Never the whole word.
    static func defaultLimit(_ candidate: String) -> Int {
        let length = candidate.unicodeScalars.count
        let limit = length <= 3 ? 1 : length <= 8 ? 2 : 3
        return Swift.min(limit, Swift.max(length - 1, 0))
    }
}
