import GeTuiModel
import PHPSyntax
import PushRules

/// A change a migration makes to what the phone receives or to the code's behaviour, which the
/// user must accept (`--accept`) for the migration to be written (SDK-v2.md §10).
public enum MigrationChange: Sendable, Hashable {
    /// v1's top-level custom keys move into `ios.payload`, one JSON string the app reads as
    /// `userInfo["payload"]`.
    case payloadKeys([String])
    /// A v1 `badge` that `autoBadge` overrides is not carried.
    case badge(String)
    /// A field with no v2 form, kept as a `// gtpush: lost` comment.
    case lost(String)
    /// v1's silence string written as no sound.
    case sound

    /// The word `--accept` takes for it.
    public var acceptName: String {
        switch self {
        case .payloadKeys: "payload-keys"
        case .badge: "badge"
        case .lost: "lost"
        case .sound: "sound"
        }
    }

    public static let acceptNames = ["payload-keys", "sound", "badge", "lost"]
}

/// One scope's rewrite (a function's body, or a file's top-level code): the edits, the v1
/// payloads it turns into v2 ones, and the changes it makes.
struct ScopeMigration {
    /// The offsets of the scope's `new IGtAPNPayload` expressions.
    var payloads: [Int] = []
    /// The edit that rewrites each payload's `new IGtAPNPayload` statement, by the payload's offset:
    /// the proof finds the migrated aps there.
    var payloadStatements: [Int: TextEdit] = [:]
    var edits: [TextEdit] = []
    /// Changes that concern the whole scope (a message's `set_isOffline(false)`).
    var changes: [MigrationChange] = []
    /// Changes that concern one payload, by its offset.
    var payloadChanges: [Int: [MigrationChange]] = [:]

    /// The changes the proof of `payload` lists: its own, then the scope's, each once; custom keys
    /// moved into `ios.payload` are one change naming every key.
    func changes(of payload: Int) -> [MigrationChange] {
        var result: [MigrationChange] = []
        var keys: [String] = []
        for change in payloadChanges[payload, default: []] + changes {
            if case .payloadKeys(let moved) = change { keys += moved.filter { !keys.contains($0) }; continue }
            if !result.contains(change) { result.append(change) }
        }
        if payloadChanges[payload, default: []].contains(where: { if case .payloadKeys = $0 { true } else { false } }) {
            result.insert(.payloadKeys(keys), at: 0)
        }
        return result
    }
}

/// Why a scope is left as it was: the statement that stops the rewrite, and the reason.
struct ScopeRefusal: Error {
    var offset: Int
    var reason: Message
}
