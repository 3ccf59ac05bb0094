import PHPRuntime
import SourceRanges

/// `IGtAPNPayload`: the object whose `get_payload()` becomes the APNs JSON.
public struct APNPayload: Sendable, Hashable {
    /// The public fields that decide the JSON, with the SDK's defaults (SDK.md).
    public enum Field: String, SDKField {
        case alertMsg, badge, autoBadge, sound, contentAvailable, category
        case voicePlayType, voicePlayMessage, apnsCollapseId

        public var defaultValue: PHPValue {
            switch self {
            case .badge: .int(-1)
            case .sound: .string("default")
            case .contentAvailable, .voicePlayType: .int(0)
            case .alertMsg, .autoBadge, .category, .voicePlayMessage, .apnsCollapseId: .null
            }
        }

        /// The key in `aps` (alert to content-available, category) or at the top of the map.
        public var jsonKey: String {
            switch self {
            case .alertMsg: "alert"
            case .badge, .autoBadge, .sound, .category: rawValue
            case .contentAvailable: "content-available"
            // The SDK misspells it, so the collapse id never reaches Apple under its real name.
            case .apnsCollapseId: "apns-collapse-i"
            case .voicePlayType: "_gvp_t_"
            case .voicePlayMessage: "_gvp_m_"
            }
        }

        public var expects: SDKClassSchema.Expectation {
            switch self {
            case .sound, .category, .apnsCollapseId, .voicePlayMessage: .text
            case .badge, .contentAvailable, .voicePlayType: .count
            case .alertMsg, .autoBadge: .any
            }
        }
    }

    /// The top-level keys of the map that are no field's: the media list.
    public static let multiMediaKey = "_grinfo_"
    public static let apsKey = "aps"

    /// One `add_customMsg` call, kept even when the SDK drops it, so GT204 can name it.
    public struct CustomMessageCall: Sendable, Hashable {
        public var key: PHPValue
        public var value: PHPValue
        public var origin: Origin?
        /// False when the SDK's `$key != null && $key != "" && $value != null` test fails.
        /// nil when an unknown leaves it open.
        public var isStored: Bool?
    }

    public static let silenceSound = "com.gexin.ios.silence"
    public static let maximumBytes = 2048

    private var fields: [Field: Assigned] = [:]
    public private(set) var customMessageCalls: [CustomMessageCall] = []
    /// `$apn->customMsg = [...]`: the public field written whole, which replaces the map without
    /// `add_customMsg`'s filter; later calls add to it. nil while only calls wrote the map.
    public private(set) var customMessageMap: Assigned?
    /// `IGtMultiMedia` handles, in the order added.
    public var multiMedias: [Assigned] = []
    /// Properties the SDK does not have (`$apn->titel = …`); PHP 8.2 creates them dynamically.
    public var undeclaredProperties: [String: Assigned] = [:]
    /// The `new IGtAPNPayload` expression.
    public var creation: SourceRange

    public init(creation: SourceRange) {
        self.creation = creation
    }

    /// The objects `get_payload()` reads, by handle id: the alert and the media.
    public var referencedObjects: Set<Int> {
        var ids: Set<Int> = []
        if case .object(let alert) = self[.alertMsg].value { ids.insert(alert.id) }
        for media in multiMedias {
            if case .object(let handle) = media.value { ids.insert(handle.id) }
        }
        return ids
    }

    /// The DictionaryAlertMsg `alertMsg` refers to, if it is one.
    public func dictionaryAlert(in heap: SDKHeap) -> DictionaryAlertMsg? {
        guard case .object(let handle) = self[.alertMsg].value, case .dictionaryAlert(let alert)? = heap[handle] else { return nil }
        return alert
    }

    /// The SimpleAlertMsg `alertMsg` refers to, if it is one.
    public func simpleAlert(in heap: SDKHeap) -> SimpleAlertMsg? {
        guard case .object(let handle) = self[.alertMsg].value, case .simpleAlert(let alert)? = heap[handle] else { return nil }
        return alert
    }

    public subscript(field: Field) -> Assigned {
        get { fields[field] ?? Assigned(field.defaultValue) }
        set { fields[field] = newValue }
    }

    /// `add_customMsg($key, $value)`: stores the pair only if the key is loosely non-null and
    /// non-empty and the value loosely non-null.
    public mutating func addCustomMessage(key: PHPValue, value: PHPValue, origin: Origin?) {
        let stored: Bool?
        if let keySet = PHPComparison.looseEquals(key, .null), let keyEmpty = PHPComparison.looseEquals(key, .string([])),
           let valueSet = PHPComparison.looseEquals(value, .null) {
            stored = !keySet && !keyEmpty && !valueSet
        } else {
            stored = nil
        }
        customMessageCalls.append(CustomMessageCall(key: key, value: value, origin: origin, isStored: stored))
    }

    /// The custom map as the SDK holds it: stored calls in order, a repeated key keeping its first
    /// position with the newest value. Calls whose storing is unknown are kept, so a preview shows them.
    public var customMessages: PHPArray {
        var map = PHPArray()
        if case .array(let assigned)? = customMessageMap?.value { map = assigned }
        for call in customMessageCalls where call.isStored != false {
            map[Self.arrayKey(call.key)] = call.value
        }
        return map
    }

    /// `$apn->customMsg = $value`: the map is that value as it is; earlier calls are gone.
    public mutating func assignCustomMessages(_ value: Assigned) {
        customMessageMap = value
        customMessageCalls = []
    }

    /// The key PHP uses for `$map[$key]`; an unknown key is kept under its name, as previews show it.
    static func arrayKey(_ key: PHPValue) -> PHPArray.Key {
        if let known = PHPArray.Key(key) { return known }
        if case .unknown(let unknown) = key { return .string(Array("{{\(unknown.expression)}}".utf8)) }
        return .string(key.toPHPString() ?? [])
    }
}
