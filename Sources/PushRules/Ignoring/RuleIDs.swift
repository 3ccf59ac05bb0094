/// The rule ids a comment or `--disable` may name.
public enum RuleIDs {
    /// GT001 and GT002 are reported by the front end (parsing, reading), not by a
    /// payload rule, but they are rules all the same and can be named.
    static let frontEnd: Set<String> = Set(RuleRegistry.frontEnd.map { $0.id })

    public static func isKnown(_ id: String) -> Bool {
        let id = id.uppercased()
        return frontEnd.contains(id) || RuleRegistry.all.contains { $0.id == id }
    }

    /// `GT` and three digits, in any case: what a rule id looks like, known or not.
    public static func looksLikeRuleID(_ text: String) -> Bool {
        let upper = text.uppercased()
        return upper.count == 5 && upper.hasPrefix("GT") && upper.dropFirst(2).allSatisfy(\.isASCII) && Int(upper.dropFirst(2)) != nil
    }

    /// The id an unknown `word` probably meant: the rule it names by name, or almost names
    /// (`silent-alert`, `silent-alret`: GT101). A word shaped like an id gets none: every id is
    /// one digit away from several others, and a guess among them would mislead.
    public static func meant(_ word: String) -> String? {
        guard !looksLikeRuleID(word) else { return nil }
        let rules = RuleRegistry.documented
        guard let name = EditDistance.nearest(word, among: rules.map { $0.name }) else { return nil }
        return rules.first { $0.name == name }?.id
    }
}
