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

    /// The words a `gtpush:` comment, `--intent` and `gtpush.json`'s `intent` take for each
    /// intent, in English and in Chinese (RULES.md "Intent"): one list, so the three read alike.
    public static let words: [(word: String, intent: Intent)] = [
        ("silent", .silent), ("normal", .normal), ("mixed", .mixed), ("静默", .silent), ("普通", .normal), ("混合", .mixed),
    ]

    /// The intent `word` names, in any case.
    public init?(word: String) {
        let lowered = word.lowercased()
        guard let found = Self.words.first(where: { $0.word == lowered }) else { return nil }
        self = found.intent
    }

    /// The intent word an unknown `word` was probably meant to be (`slient`: `silent`).
    public static func meant(_ word: String) -> String? {
        EditDistance.nearest(word, among: words.map(\.word))
    }
}
