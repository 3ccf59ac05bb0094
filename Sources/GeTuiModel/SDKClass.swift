import PHPRuntime

/// The classes of GeTui's v1 PHP SDK that decide an APNs payload, each declared as data (SDK.md):
/// its public fields (the `Field` enums of the model, with their defaults and JSON keys), its
/// methods and what each does, its constants. The interpreter, the serializer, the rules, the
/// Swift builders and their runtime all read this one declaration; `V2Class` is v2's.
public enum SDKClass: String, Sendable, CaseIterable {
    case apnPayload = "IGtAPNPayload"
    case dictionaryAlertMsg = "DictionaryAlertMsg"
    case simpleAlertMsg = "SimpleAlertMsg"
    case multiMedia = "IGtMultiMedia"
    case mediaType = "MediaType"
    case transmissionTemplate = "IGtTransmissionTemplate"
    case notificationTemplate = "IGtNotificationTemplate"
    case linkTemplate = "IGtLinkTemplate"
    case notyPopLoadTemplate = "IGtNotyPopLoadTemplate"
    case startActivityTemplate = "IGtStartActivityTemplate"
    case apnTemplate = "IGtAPNTemplate"

    /// Recognises a class by its last name part, case-insensitively as PHP does
    /// (`\Igetui\DictionaryAlertMsg`, `igtapnpayload`).
    public init?(name: String) {
        guard let match = Self.byLowercasedName[ClassNameKey.of(name)] else { return nil }
        self = match
    }

    private static let byLowercasedName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue.lowercased(), $0) })

    public var isTemplate: Bool {
        switch self {
        case .transmissionTemplate, .notificationTemplate, .linkTemplate, .notyPopLoadTemplate, .startActivityTemplate, .apnTemplate: true
        default: false
        }
    }

    /// The class every template extends, which declares their methods.
    public static let baseTemplate = "IGtBaseTemplate"

    /// `MediaType::pic` and friends, as the schema declares them.
    public static func mediaTypeConstant(_ name: String) -> Int? {
        if case .int(let number)? = SDKClass.mediaType.schema.constants[name] { return number }
        return nil
    }

    public var schema: SDKClassSchema { SDKClassSchema.all[self]! }
}

/// One v1 class's fields and methods, as the SDK's source has them.
public struct SDKClassSchema: Sendable {
    /// A public field a program writes (`$apn->sound = …`).
    public struct Property: Sendable {
        public var name: String
        public var defaultValue: PHPValue
        /// What the SDK expects in it, which a builder's parameter that feeds it is typed as.
        public var expects: Expectation
    }

    public enum Expectation: Sendable {
        case text, count, any
    }

    /// A method and what it does.
    public struct Method: Sendable {
        /// The name as the SDK spells it (PHP's method names ignore case; the lookup does too).
        public var name: String
        public var effect: Effect
        public var arity: ClosedRange<Int>
        /// The class an object argument must be (`add_multiMedia`, `set_apnInfo`); nil for values.
        public var objectArgument: SDKClass?
        /// The method returns `$this` (`add_multiMedia`, `IGtMultiMedia`'s setters).
        public var returnsThis: Bool
    }

    public enum Effect: Sendable, Hashable {
        /// `add_customMsg($key, $value)`: the pair is stored unless the SDK's filter drops it.
        case addCustomMessage
        /// `add_multiMedia($media)`.
        case addMultiMedia
        /// `set_multiMedias($list)`: the list replaces the media.
        case setMultiMedias
        /// `get_payload()`: the JSON, or false when `json_encode` fails.
        case payload
        /// A setter that stores its argument in the field (`IGtMultiMedia::set_url`).
        case set(String)
        /// A setter that stores 1 or 0 by its argument's truthiness (`set_onlywifi`).
        case setFlag(String)
        /// `set_apnInfo($payload)`: the payload's JSON is made now.
        case apnInfo
        /// `set_pushInfo(…)`: a payload made from positional arguments, then `set_apnInfo`.
        case pushInfo
        /// A template setter that never reaches the APNs bytes (app ids, keys, the transmission
        /// content, Android's notification fields).
        case outsideAPNs
    }

    /// The declared public fields, in the order the class declares them.
    public var properties: [Property] = []
    public private(set) var methods: [Method] = [] {
        didSet { methodIndex = Dictionary(methods.enumerated().map { ($0.element.name.lowercased(), $0.offset) }, uniquingKeysWith: { first, _ in first }) }
    }
    /// The methods by their lower-cased names: the interpreter looks one up at every SDK call.
    private var methodIndex: [String: Int] = [:]
    /// Class constants (`MediaType::pic`).
    public var constants: [String: PHPValue] = [:]
    /// Instance properties that hold a constant (`$apn->APN_SOUND_SILENCE`): PHP reads them on
    /// an object, `IGtAPNPayload::APN_SOUND_SILENCE` is an Error.
    public var instanceConstants: [String: PHPValue] = [:]
    /// Static properties (`IGtAPNPayload::$PAYLOAD_MAX_BYTES`).
    public var staticProperties: [String: PHPValue] = [:]

    /// The schema of a v1 class by its name, `IGtBaseTemplate` (whose methods every template has) too.
    public static func named(_ className: String) -> SDKClassSchema? {
        if className.split(separator: "\\").last.map({ $0.lowercased() }) == SDKClass.baseTemplate.lowercased() { return template }
        return SDKClass(name: className)?.schema
    }

    public func property(_ name: String) -> Property? { properties.first { $0.name == name } }

    public func method(_ name: String) -> Method? {
        methodIndex[name.lowercased()].map { methods[$0] }
    }

    /// SDK classes that never decide the APNs bytes: messages, targets, the client (whose
    /// constructor takes the app key and master secret), Android's notify.
    public static let outsideAPNsClasses = [
        "IGtNotify", "IGtSingleMessage", "IGtListMessage", "IGtAppMessage", "IGtTarget", "IGeTui", "IGtMessage", "IGtBatch", "IGtRevokeInfo",
    ]

    public static func isOutsideAPNsClass(_ name: String) -> Bool {
        let key = ClassNameKey.of(name)
        return outsideAPNsClasses.contains { $0.lowercased() == key }
    }

    static let all: [SDKClass: SDKClassSchema] = Dictionary(uniqueKeysWithValues: SDKClass.allCases.map { ($0, of($0)) })

    private static func of(_ sdkClass: SDKClass) -> SDKClassSchema {
        var schema = SDKClassSchema()
        func fields<Field: SDKField>(_: Field.Type) {
            schema.properties += Field.allCases.map { Property(name: $0.rawValue, defaultValue: $0.defaultValue, expects: $0.expects) }
        }
        func method(_ name: String, _ effect: Effect, _ arity: ClosedRange<Int> = 1...1, object: SDKClass? = nil, returnsThis: Bool = false) {
            schema.methods.append(Method(name: name, effect: effect, arity: arity, objectArgument: object, returnsThis: returnsThis))
        }
        switch sdkClass {
        case .apnPayload:
            fields(APNPayload.Field.self)
            schema.properties.append(Property(name: "customMsg", defaultValue: .array(PHPArray()), expects: .any))
            schema.properties.append(Property(name: "multiMedias", defaultValue: .array(PHPArray()), expects: .any))
            schema.instanceConstants = ["APN_SOUND_SILENCE": .string(Array(APNPayload.silenceSound.utf8))]
            schema.staticProperties = ["PAYLOAD_MAX_BYTES": .int(APNPayload.maximumBytes)]
            method("add_customMsg", .addCustomMessage, 2...2)
            method("add_multiMedia", .addMultiMedia, object: .multiMedia, returnsThis: true)
            method("set_multiMedias", .setMultiMedias, returnsThis: true)
            method("get_payload", .payload, 0...0)
        case .dictionaryAlertMsg:
            fields(DictionaryAlertMsg.Field.self)
        case .simpleAlertMsg:
            fields(SimpleAlertMsg.Field.self)
        case .multiMedia:
            fields(MultiMedia.Field.self)
            for field in [MultiMedia.Field.url, .type, .rid] { method("set_" + field.rawValue, .set(field.rawValue), returnsThis: true) }
            method("set_onlywifi", .setFlag(MultiMedia.Field.onlywifi.rawValue), returnsThis: true)
        case .mediaType:
            schema.constants = ["pic": .int(1), "audio": .int(2), "video": .int(3)]
        case .transmissionTemplate, .notificationTemplate, .linkTemplate, .notyPopLoadTemplate, .startActivityTemplate, .apnTemplate:
            return template
        }
        return schema
    }

    /// `IGtBaseTemplate`'s methods, which every template has.
    private static let template: SDKClassSchema = {
        var schema = SDKClassSchema()
        schema.methods = [
            Method(name: "set_apnInfo", effect: .apnInfo, arity: 1...1, objectArgument: .apnPayload, returnsThis: false),
            Method(name: "set_pushInfo", effect: .pushInfo, arity: 8...9, objectArgument: nil, returnsThis: false),
        ] + templateSettersOutsideAPNs.map { Method(name: $0, effect: .outsideAPNs, arity: 0...16, objectArgument: nil, returnsThis: false) }
        return schema
    }()

    /// `IGtBaseTemplate`'s and its subclasses' setters that do not touch the APNs part (SDK.md).
    private static let templateSettersOutsideAPNs = [
        "set_appId", "set_appkey", "set_transmissionType", "set_transmissionContent", "set_duration", "set_notifyStyle",
        "set_title", "set_text", "set_logo", "set_logoURL", "set_isRing", "set_isVibrate", "set_isClearable", "set_url",
        "set_notifyUrl", "set_popTitle", "set_popContent", "set_popImage", "set_popButton1", "set_popButton2",
        "set_loadIcon", "set_loadTitle", "set_loadUrl", "set_isAutoInstall", "set_isActived", "set_intent", "set_smsInfo",
        "set3rdNotifyInfo", "set_channel", "set_channelName", "set_channelLevel", "set_notifyid", "set_duration_begin",
    ]
}

/// The public fields of one v1 class, as the model stores them: the PHP name (the raw value), the
/// SDK's default, the key `get_payload()` writes the field under, and what the SDK expects in it.
public protocol SDKField: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
    var defaultValue: PHPValue { get }
    var jsonKey: String { get }
    var expects: SDKClassSchema.Expectation { get }
}
