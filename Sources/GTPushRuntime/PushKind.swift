import Foundation

/// What a payload makes the device do (RULES.md kinds), read from the JSON the SDK sends.
public enum PushKind: String, Sendable, CaseIterable {
    case silent, normal, mixed
    case audibleBackground = "audible-background"
    case badgeOnly = "badge-only"
    case soundOnly = "sound-only"
    /// The SDK throws, or sends no APNs part.
    case rejected

    public init(json: Data?) {
        guard let json, let aps = (try? PushUserInfo.decode(json))?["aps"] as? [String: Any] else {
            self = .rejected
            return
        }
        let alert = aps["alert"] != nil, wakes = aps["content-available"] != nil, sound = aps["sound"] != nil
        switch (alert, wakes) {
        case (true, true): self = .mixed
        case (true, false): self = .normal
        case (false, true): self = sound ? .audibleBackground : .silent
        case (false, false): self = sound ? .soundOnly : .badgeOnly
        }
    }
}

/// The `userInfo` an app receives: the payload's JSON, decoded.
public enum PushUserInfo {
    /// String keys, as JSON has them: `userInfo["aps"]` reads it, and a `[String: Any]` is what
    /// `UNMutableNotificationContent.userInfo` takes (Swift converts it to `[AnyHashable: Any]`).
    public static func decode(_ json: Data) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])
        return object as? [String: Any] ?? [:]
    }
}
