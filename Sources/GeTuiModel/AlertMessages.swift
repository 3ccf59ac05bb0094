import PHPRuntime

/// `DictionaryAlertMsg`: the dictionary form of `aps.alert`.
public struct DictionaryAlertMsg: Sendable, Hashable {
    /// Fields in the order `get_alertMsg()` emits them, with their JSON keys.
    public enum Field: String, SDKField {
        case title, body, titleLocKey, titleLocArgs, actionLocKey, locKey, locArgs, launchImage
        case subtitle, subtitleLocArgs, subtitleLocKey

        public var jsonKey: String {
            switch self {
            case .title: "title"
            case .body: "body"
            case .titleLocKey: "title-loc-key"
            case .titleLocArgs: "title-loc-args"
            case .actionLocKey: "action-loc-key"
            case .locKey: "loc-key"
            case .locArgs: "loc-args"
            case .launchImage: "launch-image"
            case .subtitle: "subtitle"
            case .subtitleLocArgs: "subtitle-loc-args"
            case .subtitleLocKey: "subtitle-loc-key"
            }
        }

        public var isList: Bool { self == .titleLocArgs || self == .locArgs || self == .subtitleLocArgs }

        /// The fields after which an alert that has emitted nothing is dropped (SDK.md).
        public var isSubtitle: Bool { self == .subtitle || self == .subtitleLocArgs || self == .subtitleLocKey }

        public var defaultValue: PHPValue { isList ? .array(PHPArray()) : .null }

        public var expects: SDKClassSchema.Expectation { isList ? .any : .text }
    }

    private var fields: [Field: Assigned] = [:]
    public var undeclaredProperties: [String: Assigned] = [:]

    public init() {}

    public subscript(field: Field) -> Assigned {
        get { fields[field] ?? Assigned(field.defaultValue) }
        set { fields[field] = newValue }
    }

    /// The fields a program set, in emission order.
    public var assignedFields: [Field] { Field.allCases.filter { fields[$0] != nil } }

    /// Whether `get_alertMsg()` writes `field`; nil when an unknown leaves it open. (A list field
    /// holding something other than an array makes the SDK throw; `PayloadSerializer` says so.)
    public func emits(_ field: Field) -> Bool? {
        AlertText.emits(self[field].value, list: field.isList)
    }
}

/// The SDK's test for writing an alert field: a scalar that is `!= null` and `!= ""`, a list
/// with an element.
enum AlertText {
    static func emits(_ value: PHPValue, list: Bool) -> Bool? {
        if case .unknown(let unknown) = value { return unknown.isTruthy && !list ? true : nil }
        if list {
            if case .array(let array) = value { return !array.isEmpty }
            return false
        }
        guard let isNull = PHPComparison.looseEquals(value, .null), let isEmpty = PHPComparison.looseEquals(value, .string([])) else { return nil }
        return !isNull && !isEmpty
    }
}

/// `SimpleAlertMsg`: `aps.alert` as a plain string.
public struct SimpleAlertMsg: Sendable, Hashable {
    /// Its one field, whose value `get_alertMsg()` returns as it is.
    public enum Field: String, SDKField {
        case alertMsg

        public var defaultValue: PHPValue { .null }
        public var jsonKey: String { APNPayload.Field.alertMsg.jsonKey }
        public var expects: SDKClassSchema.Expectation { .any }
    }

    public var alertMsg = Assigned(.null)
    public var undeclaredProperties: [String: Assigned] = [:]

    public init() {}

    public subscript(field: Field) -> Assigned {
        get { alertMsg }
        set { alertMsg = newValue }
    }

    /// Whether `get_alertMsg()` gives text; nil when an unknown leaves it open.
    public var emitsText: Bool? { AlertText.emits(alertMsg.value, list: false) }
}

/// `IGtMultiMedia`: one rich-media attachment (`_grinfo_`).
public struct MultiMedia: Sendable, Hashable {
    /// Its fields, in the order each `_grinfo_` entry writes them, under their own names.
    public enum Field: String, SDKField {
        case rid, url, type, onlywifi

        public var defaultValue: PHPValue { self == .onlywifi ? .int(0) : .null }
        public var jsonKey: String { rawValue }
        public var expects: SDKClassSchema.Expectation { .any }
    }

    private var fields: [Field: Assigned] = [:]

    public init() {}

    public subscript(field: Field) -> Assigned {
        get { fields[field] ?? Assigned(field.defaultValue) }
        set { fields[field] = newValue }
    }

    /// What `set_onlywifi($flag)` stores: 1 or 0 by the flag's truthiness; nil when it is unknown.
    public static func onlyWifiFlag(_ flag: PHPValue) -> PHPValue? {
        flag.truthiness.map { .int($0 ? 1 : 0) }
    }
}
