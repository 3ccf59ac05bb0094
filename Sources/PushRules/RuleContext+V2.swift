import GeTuiModel
import PHPRuntime
import PushAnalysis

/// A key of a v2 request's iOS part that a rule reads: where it lies under `aps` or the iOS
/// channel, and how the code names it.
public enum V2Field: Sendable, CaseIterable {
    /// `badge` is APNs' own key: GeTui defines `auto_badge` on the channel instead (GT602), but an
    /// array can still carry it to the phone.
    case alert, sound, contentAvailable, category, badge, autoBadge, multimedia

    /// The key under `aps` (or under the iOS channel for `auto_badge` and `multimedia`).
    public var key: String {
        switch self {
        case .alert: "alert"
        case .sound: "sound"
        case .contentAvailable: "content-available"
        case .category: "category"
        case .badge: "badge"
        case .autoBadge: "auto_badge"
        case .multimedia: "multimedia"
        }
    }

    public var isUnderAPS: Bool { self != .autoBadge && self != .multimedia }

    /// `aps.sound`, `ios.auto_badge`: how messages name it, the same for the SDK and an array.
    public var label: String { (isUnderAPS ? "aps." : "ios.") + key }
}

extension RuleContext {
    /// The body's path to a field of the request this record judges; nil when the payload has no
    /// such part (no `aps`, no iOS channel).
    public func path(v2 field: V2Field) -> [String]? {
        guard let push = record.v2 else { return nil }
        return (field.isUnderAPS ? push.apsPath : push.iosPath).map { $0 + [field.key] }
    }

    /// The value the body holds for a field (the first variant's when several); nil when the
    /// body has no such key or is not sent.
    public func value(v2 field: V2Field) -> PHPValue? {
        guard let path = path(v2: field), case .sent(let json) = record.outcome else { return nil }
        return V2Push.value(at: path, in: json.map)
    }

    /// The setter call or array item that wrote a field.
    public func origin(v2 field: V2Field) -> Origin? {
        path(v2: field).flatMap { record.v2?.origins[$0] }
    }

    /// Where to point for a field: the code that wrote it, else the request's creation.
    public func offset(v2 field: V2Field) -> Int {
        origin(v2: field)?.statement.start ?? record.creation.start
    }

    /// "`$client_notice`", "`$x` ("hi")", or the value, as for v1 fields.
    func writtenMessage(v2 field: V2Field) -> Message {
        let value = value(v2: field) ?? .null
        guard let text = origin(v2: field)?.expressionText ?? origin(v2: field)?.value.map({ file.text($0) }).map({ String(decoding: $0, as: UTF8.self) }),
              !Self.isLiteral(text) else { return Describe.valueMessage(value) }
        if value.isUnknown { return Message("verbatim", ["text": .verbatim("`\(text)`")]) }
        return Message("value.written", ["code": .verbatim("`\(text)`"), "value": .message(Describe.valueMessage(value))])
    }

    /// What the phone plays for a v2 sound: the sound as written; v2 sends no default.
    var heardV2SoundMessage: Message {
        writtenMessage(v2: .sound)
    }
}
