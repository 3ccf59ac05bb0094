import PHPRuntime

/// The classes of GeTui's v2 RestAPI PHP SDK that build a push request, each declared as data
/// (SDK-v2.md §2): which setters write a JSON key at once, which only store a value, and what
/// `getApiParam()` appends, in its order. The interpreter, the serializer, the rules and the Swift
/// builders all read this one declaration.
public enum V2Class: String, Sendable, Hashable, CaseIterable {
    case pushRequest = "GTPushRequest"
    case pushBatchRequest = "GTPushBatchRequest"
    case audienceRequest = "GTAudienceRequest"
    case pushMessage = "GTPushMessage"
    case notification = "GTNotification"
    case revoke = "GTRevoke"
    case settings = "GTSettings"
    case strategy = "GTStrategy"
    case pushChannel = "GTPushChannel"
    case ios = "GTIos"
    case aps = "GTAps"
    case alert = "GTAlert"
    case multimedia = "GTMultimedia"
    case android = "GTAndroid"
    case ups = "GTUps"
    case thirdNotification = "GTThirdNotification"
    case condition = "GTCondition"

    /// Recognises a class by its last name part, case-insensitively as PHP does (`\GT\GTIos`, `gtaps`).
    public init?(name: String) {
        guard let match = Self.byLowercasedName[ClassNameKey.of(name)] else { return nil }
        self = match
    }

    private static let byLowercasedName: [String: V2Class] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue.lowercased(), $0) })

    /// A request the push API POSTs as a whole body.
    public var isRequest: Bool { self == .pushRequest || self == .pushBatchRequest || self == .audienceRequest }

    /// What `preview` can print on its own when no request holds it (SDK-v2.md §6).
    public var isPrintable: Bool { self == .pushRequest || self == .pushBatchRequest || self == .pushMessage || self == .ios || self == .aps }

    public var schema: V2ClassSchema { V2ClassSchema.all[self]! }
}

/// One class's setters and `getApiParam()`, as the SDK's source has them.
public struct V2ClassSchema: Sendable {
    /// A setter that writes `apiParam[key]` at once (and stores the property).
    public struct Scalar: Sendable {
        public var property: String
        public var key: String
    }

    /// A key `getApiParam()` appends each time it runs, from a stored property.
    public struct Appended: Sendable {
        /// When the SDK appends the key.
        public enum Test: Sendable {
            /// `if ($this->x != null)`: loose, so `""`, `0`, `false` and `[]` count as unset.
            case looseNotNull
            /// `if ($this->x)`.
            case truthy
            /// `if (!empty($this->x))`.
            case notEmpty
        }

        /// What the key holds.
        public enum Encoding: Sendable {
            /// `$this->x->getApiParam()`.
            case object
            /// `foreach ($this->x as $v) array_push(…, $v->getApiParam())`.
            case objects
            /// `$this->x` as it is.
            case value
        }

        public var key: String
        public var property: String
        public var test: Test
        public var encoding: Encoding
    }

    /// The steps that follow the appended keys in `GTPushRequest` and `GTAudienceRequest`.
    public enum Audience: Sendable {
        /// `GTPushRequest`: `"all"` unless cid, alias, their lists, tags or a custom tag say whom.
        case pushRequest
        /// `GTAudienceRequest`: alias list, then cid list, each if set.
        case audienceRequest
    }

    public var scalars: [Scalar] = []
    /// Properties a setter only stores (read by `getApiParam()` or by a getter).
    public var stored: [String] = []
    /// `addX($v)` methods that append to a list property (`addMultimedia`, `addMsgList`).
    public var adders: [(method: String, property: String)] = []
    /// `GTUps::addOption($constraint, $key, $value)` files options by group.
    public var addsOptions = false
    public var appended: [Appended] = []
    public var audience: Audience?
    /// Class constants (`GTStrategy::STRATEGY_THIRD_ONLY`).
    public var constants: [String: PHPValue] = [:]
    /// Property defaults other than null (`GTPushBatchRequest::$msgList = array()`, `GTRevoke::$force = false`).
    public var defaults: [String: PropertyDefault] = [:]

    public enum PropertyDefault: Sendable {
        case emptyArray
        case `false`
    }

    /// What a method of the class does.
    public enum Method: Sendable, Hashable {
        /// `setX($value)`: stores the property, and writes its key at once if the setter is a scalar one.
        case set(String)
        /// `addX($value)`: appends to a list property.
        case add(String)
        /// `GTUps::addOption($constraint, $key, $value)`.
        case addOption
        /// `getX()`: the property as the object holds it.
        case get(String)
        /// `getApiParam()`: the body, appending the object's keys to its `apiParam`.
        case apiParam
    }

    /// The method `name` names (PHP's method names ignore case); nil when the class has none.
    public func method(_ name: String) -> Method? {
        let lowered = name.lowercased()
        if lowered == "getapiparam" { return .apiParam }
        if let property = property(setter: name) { return .set(property) }
        if let adder = adders.first(where: { $0.method.lowercased() == lowered }) { return .add(adder.property) }
        if addsOptions, lowered == "addoption" { return .addOption }
        if let property = property(getter: name) { return .get(property) }
        return nil
    }

    /// The method's name as the SDK spells it (`setContentAvailable`, `addMultimedia`).
    public func spelling(of method: Method) -> String {
        func capitalized(_ property: String) -> String { property.prefix(1).uppercased() + property.dropFirst() }
        switch method {
        case .set(let property): return "set" + capitalized(property)
        case .add(let property): return adders.first { $0.property == property }?.method ?? "add" + capitalized(property)
        case .addOption: return "addOption"
        case .get(let property): return "get" + capitalized(property)
        case .apiParam: return "getApiParam"
        }
    }

    /// How `getApiParam()` encodes a property: an object, a list of objects, or the value; nil for
    /// a property it does not append (a scalar's key is written by its setter).
    public func encoding(of property: String) -> Appended.Encoding? {
        // The audience's tag list is a list of `GTCondition`s, each encoded by its getApiParam().
        if audience == .pushRequest && property == "tagList" { return .objects }
        return appended.first { $0.property == property }?.encoding
    }

    /// The property a `setX` method sets, as the SDK names it: the setter's name without `set`,
    /// its first letter lowered (`setApnsCollapseId` → `apnsCollapseId`); PHP's method names
    /// ignore case, so the lookup does too.
    public func property(setter method: String) -> String? {
        let lowered = method.lowercased()
        guard lowered.hasPrefix("set") else { return nil }
        let name = lowered.dropFirst(3)
        return allProperties.first { $0.lowercased() == name }
    }

    /// The property a `getX` method returns.
    public func property(getter method: String) -> String? {
        let lowered = method.lowercased()
        guard lowered.hasPrefix("get"), lowered != "getapiparam" else { return nil }
        let name = lowered.dropFirst(3)
        return allProperties.first { $0.lowercased() == name }
    }

    public func scalar(property: String) -> Scalar? { scalars.first { $0.property == property } }

    public var allProperties: [String] { scalars.map(\.property) + stored }

    static let all: [V2Class: V2ClassSchema] = Dictionary(uniqueKeysWithValues: V2Class.allCases.map { ($0, of($0)) })

    private static func of(_ sdkClass: V2Class) -> V2ClassSchema {
        var schema = V2ClassSchema()
        func scalars(_ pairs: KeyValuePairs<String, String>) { schema.scalars += pairs.map { Scalar(property: $0.key, key: $0.value) } }
        func append(_ key: String, _ property: String, _ test: Appended.Test, _ encoding: Appended.Encoding) {
            schema.appended.append(Appended(key: key, property: property, test: test, encoding: encoding))
            if !schema.stored.contains(property) { schema.stored.append(property) }
        }
        switch sdkClass {
        case .pushRequest:
            scalars(["requestId": "request_id", "groupName": "group_name"])
            append("push_message", "pushMessage", .looseNotNull, .object)
            append("push_channel", "pushChannel", .truthy, .object)
            append("settings", "settings", .truthy, .object)
            schema.stored += ["cid", "alias", "cidList", "aliasList", "tagList", "fastCustomTag"]
            schema.audience = .pushRequest
        case .pushBatchRequest:
            scalars(["isAsync": "is_async"])
            append("msg_list", "msgList", .notEmpty, .objects)
            schema.adders = [("addMsgList", "msgList")]
            schema.defaults = ["msgList": .emptyArray]
        case .audienceRequest:
            scalars(["taskid": "taskid", "isAsync": "is_async"])
            schema.stored += ["cidList", "aliasList"]
            schema.audience = .audienceRequest
        case .pushMessage:
            scalars(["duration": "duration", "transmission": "transmission"])
            append("notification", "notification", .looseNotNull, .object)
            append("revoke", "revoke", .looseNotNull, .object)
        case .notification:
            scalars(["title": "title", "body": "body", "bigText": "big_text", "bigImage": "big_image", "logo": "logo", "logoUrl": "logo_url",
                     "channelId": "channel_id", "channelName": "channel_name", "channelLevel": "channel_level", "clickType": "click_type",
                     "intent": "intent", "url": "url", "payload": "payload", "notifyId": "notify_id", "ringName": "ring_name",
                     "badgeAddNum": "badge_add_num"])
        case .revoke:
            scalars(["oldTaskId": "old_task_id", "force": "force"])
            schema.defaults = ["force": .false]
        case .settings:
            scalars(["ttl": "ttl", "speed": "speed", "scheduleTime": "schedule_time"])
            append("strategy", "strategy", .looseNotNull, .object)
        case .strategy:
            scalars(["default": "default", "ios": "ios", "hw": "hw", "xm": "xm", "mz": "mz", "op": "op", "vv": "vv", "st": "st", "hx": "hx", "hwq": "hwq"])
            schema.constants = ["STRATEGY_GT_FIRST": .int(1), "STRATEGY_THIRD_ONLY": .int(2), "STRATEGY_GT_ONLY": .int(3), "STRATEGY_THIRD_FIRST": .int(4)]
        case .pushChannel:
            append("ios", "ios", .looseNotNull, .object)
            append("android", "android", .looseNotNull, .object)
        case .ios:
            scalars(["type": "type", "autoBadge": "auto_badge", "payload": "payload", "apnsCollapseId": "apns-collapse-id"])
            append("multimedia", "multimedia", .looseNotNull, .objects)
            append("aps", "aps", .looseNotNull, .object)
            schema.adders = [("addMultimedia", "multimedia")]
        case .aps:
            scalars(["contentAvailable": "content-available", "sound": "sound", "category": "category", "threadId": "thread-id"])
            append("alert", "alert", .looseNotNull, .object)
        case .alert:
            scalars(["title": "title", "body": "body", "actionLocKey": "action-loc-key", "locKey": "loc-key", "launchImage": "launch-image",
                     "titleLocKey": "title-loc-key", "subtitle": "subtitle", "subtitleLocKey": "subtitle-loc-key"])
            append("subtitle-loc-args", "subtitleLocArgs", .looseNotNull, .value)
            append("title-loc-args", "titleLocArgs", .looseNotNull, .value)
            append("loc-args", "locArgs", .looseNotNull, .value)
        case .multimedia:
            scalars(["url": "url", "type": "type", "onlyWifi": "only_wifi"])
        case .android:
            append("ups", "ups", .looseNotNull, .object)
        case .ups:
            scalars(["transmission": "transmission"])
            append("notification", "notification", .looseNotNull, .object)
            append("options", "options", .looseNotNull, .value)
            schema.addsOptions = true
        case .thirdNotification:
            scalars(["title": "title", "body": "body", "clickType": "click_type", "intent": "intent", "url": "url", "payload": "payload", "notifyId": "notify_id"])
            schema.constants = ["CLICK_TYPE_INTENT": .string("intent"), "CLICK_TYPE_URL": .string("url"), "CLICK_TYPE_PAYLOAD": .string("payload"),
                                "CLICK_TYPE_STAERAPP": .string("startapp"), "CLICK_TYPE_NONE": .string("none")]
        case .condition:
            scalars(["key": "key", "optType": "opt_type"])
            append("values", "values", .looseNotNull, .value)
        }
        return schema
    }
}
