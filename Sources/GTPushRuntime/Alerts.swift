import GeTuiModel
import PHPRuntime

/// What `IGtAPNPayload::alertMsg` holds when it is an object: one of the SDK's alert classes.
public protocol APNAlert: GeTuiObject {}

/// `DictionaryAlertMsg`: `aps.alert` as a dictionary.
public final class DictionaryAlertMsg: GeTuiObject, APNAlert, @unchecked Sendable {
    public convenience init() {
        self.init(model: .dictionaryAlert(GeTuiModel.DictionaryAlertMsg()))
    }
}

/// `SimpleAlertMsg`: `aps.alert` as a plain string.
public final class SimpleAlertMsg: GeTuiObject, APNAlert, @unchecked Sendable {
    public convenience init() {
        self.init(model: .simpleAlert(GeTuiModel.SimpleAlertMsg()))
    }
}

/// `IGtMultiMedia`: one rich-media attachment, sent in `_grinfo_`.
public final class IGtMultiMedia: GeTuiObject, @unchecked Sendable {
    public convenience init() {
        self.init(model: .multiMedia(MultiMedia()))
    }
}
