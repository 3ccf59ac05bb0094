// The text of GTPushSupport.swift, part 5 of 5: payloads.
// Kept as Swift source in a raw string so it is compiled by the builders' users, not by gtpush.
extension SwiftSupportFile {
    static let payloads = #"""
/// `IGtAPNPayload`: the APNs part of a GeTui push.
public final class IGtAPNPayload: APNSource {
    public static let silenceSound: PHPValue = "com.gexin.ios.silence"
    public static let maximumBytes = 2048

    public var alertMsg: any APNAlert = PHPValue.null
    public var badge: PHPValue = -1
    public var autoBadge: PHPValue = nil
    public var sound: PHPValue = "default"
    public var contentAvailable: PHPValue = 0
    public var category: PHPValue = nil
    public var apnsCollapseId: PHPValue = nil
    public var voicePlayType: PHPValue = 0
    public var voicePlayMessage: PHPValue = nil
    public private(set) var customMsg = PHPArray()
    public var multiMedias: [IGtMultiMedia] = []

    public init() {}

    /// Pairs whose key or value is loosely null (0, false, "", []) are dropped without a word.
    public func addCustomMsg(_ key: PHPValue, _ value: PHPValue) {
        guard key.isLooselySet, !key.looselyEquals(""), value.isLooselySet else { return }
        customMsg[PHPArray.Key(key)] = value
    }

    @discardableResult public func addMultiMedia(_ media: IGtMultiMedia) -> IGtAPNPayload {
        multiMedias.append(media)
        return self
    }

    /// `get_payload()`: the JSON the SDK sends.
    public func getPayload() throws -> [UInt8] {
        var aps = PHPArray()
        if alertMsg.isLooselySet {
            let alert = try alertMsg.getAlertMsg()
            if alert.isLooselySet { aps["alert"] = alert }
        }
        if autoBadge.isLooselySet {
            aps["autoBadge"] = autoBadge
        } else if badge >= 0 {
            aps["badge"] = badge
        }
        if !sound.isLooselySet || sound.looselyEquals("") {
            aps["sound"] = "default"
        } else if !sound.looselyEquals(Self.silenceSound) {
            aps["sound"] = sound
        }
        // The SDK checks for an empty aps before adding content-available.
        if aps.isEmpty { throw PHPError("create apn payload error: format error") }
        if contentAvailable > 0 { aps["content-available"] = contentAvailable }
        if category.isGiven { aps["category"] = category }

        var map = customMsg
        map["aps"] = .array(aps)
        // The official SDK misspells the key.
        if apnsCollapseId.isLooselySet { map["apns-collapse-i"] = apnsCollapseId }
        if !multiMedias.isEmpty { map["_grinfo_"] = try mediaList() }
        if voicePlayType.looselyEquals(1) {
            map["_gvp_t_"] = 1
        } else if voicePlayType.looselyEquals(2), voicePlayMessage.isGiven {
            map["_gvp_t_"] = 2
            map["_gvp_m_"] = voicePlayMessage
        }
        return PHPJSON.encode(.array(map))
    }

    public func apnsJSON() throws -> [UInt8] { try getPayload() }

    private func mediaList() throws -> PHPValue {
        if multiMedias.count > 3 { throw PHPError("create apn payload error: MultiMedias size overlimit") }
        for media in multiMedias where !media.type.isLooselySet || !media.url.isLooselySet {
            throw PHPError("create apn payload error: MultiMedia resType and resUrl can't be null")
        }
        let rids = multiMedias.map(\.rid)
        let renumber = rids.contains { !$0.isLooselySet } || Set(rids).count != rids.count
        var list = PHPArray()
        for (index, media) in multiMedias.enumerated() {
            list.append([
                "rid": renumber ? .string("grid-\(index)") : media.rid,
                "url": media.url,
                "type": media.type,
                "onlywifi": media.onlywifi,
            ])
        }
        return .array(list)
    }
}

/// `IGtBaseTemplate`: what every GeTui template does with its APNs part.
public class IGtBaseTemplate: APNSource {
    public var appId: PHPValue = nil
    public var appkey: PHPValue = nil
    public var transmissionType: PHPValue = 0
    public var transmissionContent: PHPValue = nil
    /// The JSON `set_apnInfo` stored; nil when none was set or json_encode failed.
    public private(set) var apnJSON: [UInt8]?

    public init() {}

    public func setAppId(_ value: PHPValue) { appId = value }
    public func setAppkey(_ value: PHPValue) { appkey = value }
    public func setTransmissionType(_ value: PHPValue) { transmissionType = value }
    public func setTransmissionContent(_ value: PHPValue) { transmissionContent = value }

    /// `set_apnInfo($payload)`: the JSON is made now; later changes to the payload are not sent.
    public func setApnInfo(_ payload: IGtAPNPayload) throws {
        let json = try payload.getPayload()
        if json.count > IGtAPNPayload.maximumBytes {
            throw PHPError("APN payload length overlength (\(json.count)>\(IGtAPNPayload.maximumBytes))")
        }
        apnJSON = json
    }

    /// `set_pushInfo(...)`: the older API that builds the payload from positional arguments.
    public func setPushInfo(_ actionLocKey: PHPValue, _ badge: PHPValue, _ message: PHPValue, _ sound: PHPValue,
                            _ payload: PHPValue, _ locKey: PHPValue, _ locArgs: PHPValue, _ launchImage: PHPValue,
                            _ contentAvailable: PHPValue = 0) throws {
        let alert = DictionaryAlertMsg()
        if actionLocKey.isGiven { alert.actionLocKey = actionLocKey }
        if message.isGiven { alert.body = message }
        if locKey.isGiven { alert.locKey = locKey }
        if locArgs.isGiven { alert.locArgs = [locArgs] }
        if launchImage.isGiven { alert.launchImage = launchImage }
        let apn = IGtAPNPayload()
        apn.alertMsg = alert
        if badge.isLooselySet { apn.badge = badge }
        if sound.isGiven { apn.sound = sound }
        if contentAvailable.isLooselySet { apn.contentAvailable = contentAvailable }
        if payload.isGiven { apn.addCustomMsg("payload", payload) }
        try setApnInfo(apn)
    }

    public func apnsJSON() throws -> [UInt8] {
        guard let apnJSON else { throw PHPError("the template carries no APNs payload") }
        return apnJSON
    }
}

public final class IGtTransmissionTemplate: IGtBaseTemplate {}
public final class IGtNotificationTemplate: IGtBaseTemplate {}
public final class IGtLinkTemplate: IGtBaseTemplate {}
public final class IGtNotyPopLoadTemplate: IGtBaseTemplate {}
public final class IGtStartActivityTemplate: IGtBaseTemplate {}
public final class IGtAPNTemplate: IGtBaseTemplate {}

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
    public static func decode(_ json: Data) throws -> [AnyHashable: Any] {
        guard let object = try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed]) as? [String: Any] else {
            throw PHPError("the payload is not a JSON object")
        }
        var userInfo: [AnyHashable: Any] = [:]
        for (key, value) in object { userInfo[key] = value }
        return userInfo
    }
}
"""#
}
