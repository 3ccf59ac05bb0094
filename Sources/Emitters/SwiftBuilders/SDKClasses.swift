import PHPSyntax

/// The SDK classes, properties and methods GTPushRuntime models, by their PHP names.
enum SDKClasses {
    enum PropertyKind: Equatable {
        /// `IGtAPNPayload::alertMsg`: an alert object or a plain value.
        case alert
        case value
    }

    /// What a helper's parameter is when the helper gives it an APNs part: any template.
    static let baseTemplate = "IGtBaseTemplate"

    /// The SDK class a helper's parameter must be, from the methods the helper calls on it.
    static func parameterClass(_ name: String, in body: [Stmt]) -> String? {
        var found: String?
        StatementWalker.expressions(body) { expr in
            guard found == nil, case .methodCall(let object, .identifier(let method, _), _, _) = expr.kind,
                  case .variable(name) = object.kind else { return }
            if Self.method(method, of: baseTemplate) != nil || isOutsideAPNs(method, of: baseTemplate) {
                found = baseTemplate
            } else if Self.method(method, of: "IGtAPNPayload") != nil {
                found = "IGtAPNPayload"
            }
        }
        return found
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
        return all.first { $0.phpLowercased == phpName.phpLowercased }
    }

    static func property(_ name: String, of className: String) -> PropertyKind? {
        if className == "IGtAPNPayload" && name == "alertMsg" { return .alert }
        if className == "IGtAPNPayload" && name == "customMsg" { return .value }
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

    /// Template setters that never reach the APNs bytes (app ids, keys, the transmission content,
    /// Android's notification fields): a builder leaves them out, and their arguments with them.
    static let setterOutsideAPNs: Set<String> = [
        "set_appid", "set_appkey", "set_transmissiontype", "set_transmissioncontent", "set_duration", "set_notifystyle",
        "set_title", "set_text", "set_logo", "set_logourl", "set_isring", "set_isvibrate", "set_isclearable", "set_url",
        "set_notifyurl", "set_popTitle".phpLowercased, "set_popcontent", "set_popimage", "set_popbutton1", "set_popbutton2",
        "set_loadicon", "set_loadtitle", "set_loadurl", "set_isautoinstall", "set_isactived", "set_intent", "set_smsinfo",
        "set3rdnotifyinfo", "set_channel", "set_channelname", "set_channellevel", "set_notifyid", "set_duration_begin",
    ]

    /// SDK classes that never decide the APNs bytes: messages, targets, the client (whose
    /// constructor takes the app key and master secret), Android's notify.
    static let outsideAPNsClasses: Set<String> = [
        "igtnotify", "igtsinglemessage", "igtlistmessage", "igtappmessage", "igttarget", "igetui", "igtmessage",
        "igtbatch", "igtrevokeinfo",
    ]

    static func isOutsideAPNsClass(_ phpName: String) -> Bool {
        outsideAPNsClasses.contains(phpName.phpLowercased)
    }

    static func isOutsideAPNs(_ name: String, of className: String) -> Bool {
        (templateClasses.contains(className) || className == baseTemplate) && setterOutsideAPNs.contains(name.phpLowercased)
    }

    static func method(_ name: String, of className: String) -> Method? {
        let lowered = name.phpLowercased
        switch className {
        case "IGtAPNPayload":
            switch lowered {
            case "add_custommsg": return Method(swiftName: "addCustomMsg", arity: 2...2, objectArgument: nil, returnsSelf: false, throwing: false)
            case "add_multimedia": return Method(swiftName: "addMultiMedia", arity: 1...1, objectArgument: "IGtMultiMedia", returnsSelf: true, throwing: false)
            default: return nil
            }
        case "IGtMultiMedia":
            let setters = ["set_url": "url", "set_type": "type", "set_rid": "rid", "set_onlywifi": "onlywifi"]
            return setters[lowered].map { Method(swiftName: $0, arity: 1...1, objectArgument: nil, returnsSelf: true, throwing: false) }
        case _ where templateClasses.contains(className) || className == baseTemplate:
            switch lowered {
            case "set_apninfo": return Method(swiftName: "apnInfo", arity: 1...1, objectArgument: "IGtAPNPayload", returnsSelf: false, throwing: true)
            case "set_pushinfo": return Method(swiftName: "pushInfo", arity: 8...9, objectArgument: nil, returnsSelf: false, throwing: true)
            default: return nil
            }
        default:
            return nil
        }
    }
}
