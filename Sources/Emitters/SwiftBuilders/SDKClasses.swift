/// The SDK classes, properties and methods the support file models, by their PHP names.
enum SDKClasses {
    enum PropertyKind: Equatable {
        /// `IGtAPNPayload::alertMsg`: an alert object or a plain value.
        case alert
        case value
    }

    static let alertClasses: Set<String> = ["DictionaryAlertMsg", "SimpleAlertMsg"]
    static let templateClasses: Set<String> = [
        "IGtTransmissionTemplate", "IGtNotificationTemplate", "IGtLinkTemplate", "IGtNotyPopLoadTemplate",
        "IGtStartActivityTemplate", "IGtAPNTemplate",
    ]

    private static let properties: [String: Set<String>] = [
        "IGtAPNPayload": ["badge", "autoBadge", "sound", "contentAvailable", "category", "apnsCollapseId",
                          "voicePlayType", "voicePlayMessage"],
        "DictionaryAlertMsg": ["title", "body", "titleLocKey", "titleLocArgs", "actionLocKey", "locKey", "locArgs",
                               "launchImage", "subtitle", "subtitleLocKey", "subtitleLocArgs"],
        "SimpleAlertMsg": ["alertMsg"],
        "IGtMultiMedia": ["rid", "url", "type", "onlywifi"],
    ]

    /// The class as the support file spells it, for `new X` (namespaces and case ignored).
    static func knownClass(_ phpName: String) -> String? {
        let all = ["IGtAPNPayload", "DictionaryAlertMsg", "SimpleAlertMsg", "IGtMultiMedia"] + templateClasses.sorted()
        return all.first { $0.lowercased() == phpName.lowercased() }
    }

    static func property(_ name: String, of className: String) -> PropertyKind? {
        if className == "IGtAPNPayload" && name == "alertMsg" { return .alert }
        return properties[className]?.contains(name) == true ? .value : nil
    }

    struct Method {
        var swiftName: String
        var arity: ClosedRange<Int>
        /// The class an argument must be an object of (`add_multiMedia`, `set_apnInfo`); nil for values.
        var objectArgument: String?
        var returnsSelf: Bool
        var throwing: Bool
    }

    static func method(_ name: String, of className: String) -> Method? {
        let lowered = name.lowercased()
        switch className {
        case "IGtAPNPayload":
            switch lowered {
            case "add_custommsg": return Method(swiftName: "addCustomMsg", arity: 2...2, objectArgument: nil, returnsSelf: false, throwing: false)
            case "add_multimedia": return Method(swiftName: "addMultiMedia", arity: 1...1, objectArgument: "IGtMultiMedia", returnsSelf: true, throwing: false)
            default: return nil
            }
        case "IGtMultiMedia":
            let setters = ["set_url": "setUrl", "set_type": "setType", "set_rid": "setRid", "set_onlywifi": "setOnlywifi"]
            return setters[lowered].map { Method(swiftName: $0, arity: 1...1, objectArgument: nil, returnsSelf: true, throwing: false) }
        case _ where templateClasses.contains(className):
            switch lowered {
            case "set_apninfo": return Method(swiftName: "setApnInfo", arity: 1...1, objectArgument: "IGtAPNPayload", returnsSelf: false, throwing: true)
            case "set_pushinfo": return Method(swiftName: "setPushInfo", arity: 8...9, objectArgument: nil, returnsSelf: false, throwing: true)
            case "set_appid": return Method(swiftName: "setAppId", arity: 1...1, objectArgument: nil, returnsSelf: false, throwing: false)
            case "set_appkey": return Method(swiftName: "setAppkey", arity: 1...1, objectArgument: nil, returnsSelf: false, throwing: false)
            case "set_transmissiontype": return Method(swiftName: "setTransmissionType", arity: 1...1, objectArgument: nil, returnsSelf: false, throwing: false)
            case "set_transmissioncontent": return Method(swiftName: "setTransmissionContent", arity: 1...1, objectArgument: nil, returnsSelf: false, throwing: false)
            default: return nil
            }
        default:
            return nil
        }
    }
}
