import GeTuiModel
import PHPRuntime

/// What `IGtAPNPayload::alertMsg` holds: an alert object, or a plain PHP value (which the SDK
/// cannot call `get_alertMsg()` on).
public protocol APNAlert: AnyObject, Sendable {
    /// The object as the SDK model stores it.
    var sdkObject: SDKObject { get }
}

/// `DictionaryAlertMsg`: `aps.alert` as a dictionary. Each field is the SDK model's.
public final class DictionaryAlertMsg: APNAlert, @unchecked Sendable {
    var model = GeTuiModel.DictionaryAlertMsg()

    public init() {}

    public var title: PHPValue { get { self[.title] } set { self[.title] = newValue } }
    public var body: PHPValue { get { self[.body] } set { self[.body] = newValue } }
    public var titleLocKey: PHPValue { get { self[.titleLocKey] } set { self[.titleLocKey] = newValue } }
    public var titleLocArgs: PHPValue { get { self[.titleLocArgs] } set { self[.titleLocArgs] = newValue } }
    public var actionLocKey: PHPValue { get { self[.actionLocKey] } set { self[.actionLocKey] = newValue } }
    public var locKey: PHPValue { get { self[.locKey] } set { self[.locKey] = newValue } }
    public var locArgs: PHPValue { get { self[.locArgs] } set { self[.locArgs] = newValue } }
    public var launchImage: PHPValue { get { self[.launchImage] } set { self[.launchImage] = newValue } }
    public var subtitle: PHPValue { get { self[.subtitle] } set { self[.subtitle] = newValue } }
    public var subtitleLocKey: PHPValue { get { self[.subtitleLocKey] } set { self[.subtitleLocKey] = newValue } }
    public var subtitleLocArgs: PHPValue { get { self[.subtitleLocArgs] } set { self[.subtitleLocArgs] = newValue } }

    subscript(field: GeTuiModel.DictionaryAlertMsg.Field) -> PHPValue {
        get { model[field].value }
        set { model[field] = Assigned(newValue) }
    }

    public var sdkObject: SDKObject { .dictionaryAlert(model) }

    /// `clone $alert`.
    public func cloned() -> DictionaryAlertMsg {
        let copy = DictionaryAlertMsg()
        copy.model = model
        return copy
    }
}

/// `SimpleAlertMsg`: `aps.alert` as a plain string.
public final class SimpleAlertMsg: APNAlert, @unchecked Sendable {
    var model = GeTuiModel.SimpleAlertMsg()

    public init() {}

    public var alertMsg: PHPValue {
        get { model.alertMsg.value }
        set { model.alertMsg = Assigned(newValue) }
    }

    public var sdkObject: SDKObject { .simpleAlert(model) }

    /// `clone $alert`.
    public func cloned() -> SimpleAlertMsg {
        let copy = SimpleAlertMsg()
        copy.model = model
        return copy
    }
}

/// `MediaType`: the kinds of `IGtMultiMedia`.
public enum MediaType {
    public static let pic: PHPValue = SDKClass.mediaType.schema.constants["pic"]!
    public static let audio: PHPValue = SDKClass.mediaType.schema.constants["audio"]!
    public static let video: PHPValue = SDKClass.mediaType.schema.constants["video"]!
}

/// `IGtMultiMedia`: one rich-media attachment, sent in `_grinfo_`.
public final class IGtMultiMedia: @unchecked Sendable {
    var model = MultiMedia()

    public init() {}

    public var rid: PHPValue { get { model[.rid].value } set { model[.rid] = Assigned(newValue) } }
    public var url: PHPValue { get { model[.url].value } set { model[.url] = Assigned(newValue) } }
    public var type: PHPValue { get { model[.type].value } set { model[.type] = Assigned(newValue) } }
    public var onlywifi: PHPValue { get { model[.onlywifi].value } set { model[.onlywifi] = Assigned(newValue) } }

    /// `clone $media`.
    public func cloned() -> IGtMultiMedia {
        let copy = IGtMultiMedia()
        copy.model = model
        return copy
    }

    /// `set_rid($rid)`.
    @discardableResult public func rid(_ rid: PHPValue) -> IGtMultiMedia { self.rid = rid; return self }
    /// `set_url($url)`.
    @discardableResult public func url(_ url: PHPValue) -> IGtMultiMedia { self.url = url; return self }
    /// `set_type($type)`.
    @discardableResult public func type(_ type: PHPValue) -> IGtMultiMedia { self.type = type; return self }
    /// `set_onlywifi($flag)`: stored as 1 or 0.
    @discardableResult public func onlywifi(_ flag: PHPValue) -> IGtMultiMedia { onlywifi = .int(flag.isTruthy ? 1 : 0); return self }
}
