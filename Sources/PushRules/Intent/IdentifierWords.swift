import PHPSyntax

/// The word parts of an identifier, as RULES.md's "Named" intent reads them: split at `_` and at
/// camelCase boundaries (`sendSilentRefresh` → send, silent, refresh; `APNSilent` → apn, silent).
enum IdentifierWords {
    /// Word parts that name a silent push.
    static let silentWords: Set<String> = ["silent", "silence", "quiet", "jingmo"]

    static func split(_ identifier: String) -> [String] {
        let characters = Array(identifier.drop { $0 == "$" })
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if character == "_" || !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if !current.isEmpty, character.isUppercase {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                // fooBar | FOOBar: a capital starts a word after a lower-case letter, or when it
                // is the last capital of a run followed by a lower-case letter.
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// True when one of the identifier's word parts names silence.
    static func namesSilence(_ identifier: String) -> Bool {
        // Most identifiers hold none of the words anywhere, which their bytes tell before the
        // split into characters (every word above contains one of these, and no other letter
        // lowercases to an ASCII one they hold).
        guard stems.containsAny(identifier) else { return false }
        return split(identifier).contains { silentWords.contains($0) }
    }

    private static let stems = MultiByteSearch(["silen", "quiet", "jingmo"])
}
