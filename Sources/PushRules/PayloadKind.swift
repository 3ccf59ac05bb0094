/// What a payload does on the phone, decided on the JSON the SDK would send (RULES.md, "Kinds").
public enum PayloadKind: String, Sendable, Hashable, CaseIterable, Comparable {
    case silent
    case normal
    case mixed
    case audibleBackground = "audible-background"
    case badgeOnly = "badge-only"
    case soundOnly = "sound-only"
    case rejected

    /// Declaration order, so lists of kinds and summary counts print the same way every run.
    public static func < (lhs: PayloadKind, rhs: PayloadKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What a payload is meant to be (RULES.md, "Intent").
public enum Intent: String, Sendable, Hashable, CaseIterable {
    case silent, normal, mixed
}
