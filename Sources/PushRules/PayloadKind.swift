import PushAnalysis

/// What a payload does on the phone, decided on the JSON the SDK would send (RULES.md, "Kinds").
public enum PayloadKind: String, Sendable, Hashable, CaseIterable, Comparable {
    case silent
    case normal
    case mixed
    case audibleBackground = "audible-background"
    case badgeOnly = "badge-only"
    case soundOnly = "sound-only"
    case rejected
    /// v2: the request has no `push_channel.ios`, so nothing is sent over APNs (RULES.md, v2).
    case noIOS = "no-ios"

    /// Declaration order, so lists of kinds and summary counts print the same way every run.
    public static func < (lhs: PayloadKind, rhs: PayloadKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The kinds a payload of `api` can have: a v1 payload always goes over APNs.
    public static func possible(for api: PushAPI) -> [PayloadKind] {
        api == .v1 ? allCases.filter { $0 != .noIOS } : allCases
    }

    /// True when `kinds` holds every kind a v1 payload can have: nothing is known of it.
    public static func isEveryKind(_ kinds: [PayloadKind]) -> Bool {
        Set(possible(for: .v1)).isSubset(of: kinds)
    }
}

/// What a payload is meant to be (RULES.md, "Intent").
public enum Intent: String, Sendable, Hashable, CaseIterable {
    case silent, normal, mixed
}
