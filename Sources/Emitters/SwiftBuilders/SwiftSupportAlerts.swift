// The text of GTPushSupport.swift, part 4 of 5: alerts.
// Kept as Swift source in a raw string so it is compiled by the builders' users, not by gtpush.
extension SwiftSupportFile {
    static let alerts = #"""
/// What `IGtAPNPayload::alertMsg` can hold: an alert object, or a plain PHP value.
public protocol APNAlert {
    /// `$alertMsg->get_alertMsg()`.
    func getAlertMsg() throws -> PHPValue
    /// `$alertMsg != null`; an object is never loosely null.
    var isLooselySet: Bool { get }
}

extension APNAlert {
    public var isLooselySet: Bool { true }
}

extension PHPValue: APNAlert {
    /// A plain value has no methods: PHP stops with a fatal error.
    public func getAlertMsg() throws -> PHPValue {
        throw PHPError("Call to a member function get_alertMsg() on \(typeName)")
    }

    public var isLooselySet: Bool { !looselyEquals(nil) }

    /// `$value != null && $value != ''`, the SDK's test for "given".
    var isGiven: Bool { isLooselySet && !looselyEquals("") }
}

/// `DictionaryAlertMsg`: `aps.alert` as a dictionary.
public final class DictionaryAlertMsg: APNAlert {
    public var title: PHPValue = nil
    public var body: PHPValue = nil
    public var titleLocKey: PHPValue = nil
    public var titleLocArgs: PHPValue = []
    public var actionLocKey: PHPValue = nil
    public var locKey: PHPValue = nil
    public var locArgs: PHPValue = []
    public var launchImage: PHPValue = nil
    public var subtitle: PHPValue = nil
    public var subtitleLocKey: PHPValue = nil
    public var subtitleLocArgs: PHPValue = []

    public init() {}

    /// Null when nothing before the subtitle is given: a subtitle alone is dropped.
    public func getAlertMsg() throws -> PHPValue {
        var alert = PHPArray()
        try emit("title", title, into: &alert)
        try emit("body", body, into: &alert)
        try emit("title-loc-key", titleLocKey, into: &alert)
        try emit("title-loc-args", titleLocArgs, list: true, into: &alert)
        try emit("action-loc-key", actionLocKey, into: &alert)
        try emit("loc-key", locKey, into: &alert)
        try emit("loc-args", locArgs, list: true, into: &alert)
        try emit("launch-image", launchImage, into: &alert)
        if alert.isEmpty { return nil }
        try emit("subtitle", subtitle, into: &alert)
        try emit("subtitle-loc-args", subtitleLocArgs, list: true, into: &alert)
        try emit("subtitle-loc-key", subtitleLocKey, into: &alert)
        return .array(alert)
    }

    private func emit(_ key: String, _ value: PHPValue, list: Bool = false, into alert: inout PHPArray) throws {
        let given = list ? try PHP.count(value) > 0 : value.isGiven
        if given { alert[key] = value }
    }
}

/// `SimpleAlertMsg`: `aps.alert` as a plain string.
public final class SimpleAlertMsg: APNAlert {
    public var alertMsg: PHPValue = nil

    public init() {}

    public func getAlertMsg() throws -> PHPValue { alertMsg }
}

/// `MediaType`: the kinds of `IGtMultiMedia`.
public enum MediaType {
    public static let pic: PHPValue = 1
    public static let audio: PHPValue = 2
    public static let video: PHPValue = 3
}

/// `IGtMultiMedia`: one rich-media attachment, sent in `_grinfo_`.
public final class IGtMultiMedia {
    public var rid: PHPValue = nil
    public var url: PHPValue = nil
    public var type: PHPValue = nil
    public var onlywifi: PHPValue = 0

    public init() {}

    @discardableResult public func setRid(_ rid: PHPValue) -> IGtMultiMedia { self.rid = rid; return self }
    @discardableResult public func setUrl(_ url: PHPValue) -> IGtMultiMedia { self.url = url; return self }
    @discardableResult public func setType(_ type: PHPValue) -> IGtMultiMedia { self.type = type; return self }
    @discardableResult public func setOnlywifi(_ flag: PHPValue) -> IGtMultiMedia { onlywifi = flag.isTruthy ? 1 : 0; return self }
}

/// Whatever a builder returns: something that yields the APNs JSON.
public protocol APNSource {
    func apnsJSON() throws -> [UInt8]
}
"""#
}
