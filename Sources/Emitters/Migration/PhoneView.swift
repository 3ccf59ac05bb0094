import GeTuiModel
import PHPRuntime
import Platform
import PushAnalysis
import PushRules

/// What a push's iOS part amounts to, after the normalisations that make a v1 payload and a v2
/// request comparable (SDK-v2.md, "What equal means for a migration"): key order is ignored,
/// v1's `"alert":"text"` is a body, a badge is a string, the silence string and no sound are one.
struct PhoneView: Equatable {
    var alert: Compared?
    /// nil: no sound plays (none sent, or the silence string).
    var sound: Compared?
    var wakes: Compared
    var badge: Compared?
    var category: Compared?
    var collapseID: Compared?
    /// Custom keys: v1's top-level keys, v2's `ios.payload` decoded; nil when v2's payload is a
    /// value gtpush does not know (its keys were moved there, which `payload-keys` says).
    var custom: Compared?
    /// v2's `ios.payload` as it is: v1's one custom key `payload` is what the app reads either way.
    var rawPayload: Compared?
    var media: Compared?
    /// v1 fields v2 cannot send (`_gvp_t_`, `_gvp_m_`).
    var lost: [String] = []

    /// A value as compared: unknowns by the code that computes them, so `$x` on both sides is equal.
    struct Compared: Equatable, CustomStringConvertible {
        var value: PHPValue

        init(_ value: PHPValue) { self.value = value }

        static func == (lhs: Compared, rhs: Compared) -> Bool { Self.same(lhs.value, rhs.value) }

        static func same(_ lhs: PHPValue, _ rhs: PHPValue) -> Bool {
            switch (lhs, rhs) {
            case (.unknown(let a), .unknown(let b)): return a.expression == b.expression
            case (.array(let a), .array(let b)):
                guard a.count == b.count else { return false }
                return zip(a.keys, a.values).allSatisfy { key, value in b[key].map { same(value, $0) } ?? false }
            default: return lhs == rhs
            }
        }

        var description: String {
            String(decoding: PHPJSON.encode(value, options: [.unescapedUnicode, .unescapedSlashes]) ?? Array("?".utf8), as: UTF8.self)
        }
    }

    /// A v1 payload as `get_payload()` sent it.
    init?(v1 map: PHPArray) {
        guard case .array(let aps)? = map[Self.key("aps")] else { return nil }
        alert = aps[Self.key("alert")].map { value in
            if case .string = value { return Compared(.array(PHPArray(pairs: [(Self.key("body"), value)]))) }
            return Compared(value)
        }
        sound = aps[Self.key("sound")].map(Compared.init)
        wakes = Compared(Self.wakes(aps[Self.key("content-available")]))
        badge = (aps[Self.key("autoBadge")] ?? aps[Self.key("badge")]).map { Compared(Self.badgeString($0)) }
        category = aps[Self.key("category")].map(Compared.init)
        collapseID = map[Self.key("apns-collapse-i")].map(Compared.init)
        var custom = PHPArray()
        for (key, value) in zip(map.keys, map.values) where !Self.v1Keys.contains(key) { custom[key] = value }
        self.custom = custom.isEmpty ? nil : Compared(.array(custom))
        if case .array(let media)? = map[Self.key("_grinfo_")] {
            self.media = Compared(.array(PHPArray(list: media.values.map { Self.mediaEntry($0, onlyWifi: "onlywifi") })))
        }
        if map[Self.key("_gvp_t_")] != nil { lost.append("voicePlayType (_gvp_t_)") }
        if map[Self.key("_gvp_m_")] != nil { lost.append("voicePlayMessage (_gvp_m_)") }
    }

    /// A v2 request's iOS channel as GeTui receives it.
    init?(v2 ios: PHPArray) {
        let aps: PHPArray = if case .array(let aps)? = ios[Self.key("aps")] { aps } else { PHPArray() }
        alert = aps[Self.key("alert")].map(Compared.init)
        switch aps[Self.key("sound")] {
        case nil, .null?, .string(Array(APNPayload.silenceSound.utf8))?: sound = nil
        case let value?: sound = Compared(value)
        }
        wakes = Compared(Self.wakes(aps[Self.key("content-available")]))
        badge = ios[Self.key("auto_badge")].map { Compared(Self.badgeString($0)) }
        category = aps[Self.key("category")].map(Compared.init)
        collapseID = ios[Self.key("apns-collapse-id")].map(Compared.init)
        rawPayload = ios[Self.key("payload")].map(Compared.init)
        switch ios[Self.key("payload")] {
        case .string(let bytes)?:
            custom = JSONValue.parse(bytes).map { Compared(Self.phpValue($0)) } ?? Compared(.string(bytes))
        case .unknown?: custom = nil
        case let value?: custom = Compared(value)
        case nil: custom = nil
        }
        if case .array(let media)? = ios[Self.key("multimedia")] {
            self.media = Compared(.array(PHPArray(list: media.values.map { Self.mediaEntry($0, onlyWifi: "only_wifi") })))
        }
    }

    /// The differences from `other` (v2) to this view (v1), one phrase each.
    func differences(to other: PhoneView) -> [Message] {
        var found: [Message] = []
        func compare(_ name: String, _ v1: Compared?, _ v2: Compared?) {
            guard v1 != v2 else { return }
            let none = Message("migrate.diff.none")
            found.append(Message("migrate.diff.value", ["what": .verbatim(name),
                                                        "v1": v1.map { .verbatim($0.description) } ?? .message(none),
                                                        "v2": v2.map { .verbatim($0.description) } ?? .message(none)]))
        }
        compare("alert", alert, other.alert)
        compare("sound", sound, other.sound)
        compare("content-available 1", wakes, other.wakes)
        compare("badge", badge, other.badge)
        compare("category", category, other.category)
        compare("collapse id", collapseID, other.collapseID)
        let payloadKeyOnly = custom.map { $0 == Compared(.array(PHPArray(pairs: [(Self.key("payload"), other.rawPayload?.value ?? .null)]))) } ?? false
        if !payloadKeyOnly, other.custom != nil || custom == nil { compare("custom keys", custom, other.custom) }
        compare("multimedia", media, other.media)
        return found
    }

    private static let v1Keys: Set<PHPArray.Key> = ["aps", "apns-collapse-i", "_grinfo_", "_gvp_t_", "_gvp_m_"].map(key).reduce(into: []) { $0.insert($1) }

    /// Only the integer 1 wakes the app; an unknown stays as the code wrote it.
    static func wakes(_ value: PHPValue?) -> PHPValue {
        guard let value else { return .bool(false) }
        if value.isUnknown { return value }
        return .bool(value == .int(1))
    }

    /// `1` and `"1"` are one badge; `(string) $n` in v2 is v1's `$n`.
    static func badgeString(_ value: PHPValue) -> PHPValue {
        switch value {
        case .int(let number): return .string(String(number))
        case .unknown(var unknown):
            if unknown.expression.hasPrefix("(string) ") { unknown.expression.removeFirst("(string) ".count) }
            return .unknown(unknown)
        default: return value
        }
    }

    /// A multimedia entry without v1's `rid`, with only-wifi as a boolean.
    static func mediaEntry(_ value: PHPValue, onlyWifi: String) -> PHPValue {
        guard case .array(let entry) = value else { return value }
        var normalized = PHPArray()
        for name in ["url", "type"] { if let field = entry[key(name)] { normalized[key(name)] = field } }
        if let wifi = entry[key(onlyWifi)] { normalized[key("only_wifi")] = wifi.truthiness.map { .bool($0) } ?? wifi }
        return .array(normalized)
    }

    static func key(_ text: String) -> PHPArray.Key { .string(Array(text.utf8)) }

    /// A decoded JSON value as PHP's `json_decode($text, true)` holds it, for comparison only.
    static func phpValue(_ json: JSONValue) -> PHPValue {
        switch json {
        case .bool(let flag): .bool(flag)
        case .int(let number): .int(number)
        case .number(let number): .float(number)
        case .string(let text): .string(text)
        case .null: .null
        case .array(let items): .array(PHPArray(list: items.map(phpValue)))
        case .object(let members): .array(PHPArray(pairs: members.sorted { $0.key < $1.key }.map { (PHPArray.Key.normalized(Array($0.key.utf8)), phpValue($0.value)) }))
        }
    }
}
