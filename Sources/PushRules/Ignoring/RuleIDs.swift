/// The rule ids a comment or `--disable` may name.
public enum RuleIDs {
    /// GT001 and GT002 are reported by the front end (parsing, reading), not by a
    /// payload rule, but they are rules all the same and can be named.
    static let frontEnd: Set<String> = ["GT001", "GT002"]

    public static func isKnown(_ id: String) -> Bool {
        let id = id.uppercased()
        return frontEnd.contains(id) || RuleRegistry.all.contains { $0.id == id }
    }
}
