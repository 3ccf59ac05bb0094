import GeTuiModel
import PHPSyntax

/// What a variable holds in v1 push code, read from the `new` that creates it: the objects
/// `migrate` rewrites, each with its v2 counterpart (SDK-v2.md §10).
enum V1Role: Equatable {
    /// `IGtAPNPayload` → `GTAps` (with a `GTIos` beside it for the keys v2 keeps there).
    case payload
    /// `DictionaryAlertMsg` → `GTAlert`.
    case dictionaryAlert
    /// `SimpleAlertMsg` → `GTAlert` whose body is the text.
    case simpleAlert
    /// `IGtMultiMedia` → `GTMultimedia`.
    case media
    /// `IGtTransmissionTemplate`, `IGtAPNTemplate` → the `GTPushRequest` itself.
    case template(SDKClass)
    /// `IGtSingleMessage`, `IGtListMessage`, `IGtAppMessage` → the request's `GTSettings`.
    case message(String)
    /// `IGtTarget` → the request's audience (`setCid`, `setAlias`).
    case target
    /// `IGeTui` → `GTClient`.
    case client

    /// The role of `new NAME`, by the class's last name part, case-insensitively as PHP does.
    init?(className name: Name) {
        if let sdkClass = SDKClass(name: name.last) {
            switch sdkClass {
            case .apnPayload: self = .payload
            case .dictionaryAlertMsg: self = .dictionaryAlert
            case .simpleAlertMsg: self = .simpleAlert
            case .multiMedia: self = .media
            case .transmissionTemplate, .apnTemplate: self = .template(sdkClass)
            case .notificationTemplate, .linkTemplate, .notyPopLoadTemplate, .startActivityTemplate: self = .template(sdkClass)
            case .mediaType: return nil
            }
            return
        }
        switch name.last.lowercased() {
        case "igtsinglemessage": self = .message("IGtSingleMessage")
        case "igtlistmessage": self = .message("IGtListMessage")
        case "igtappmessage": self = .message("IGtAppMessage")
        case "igttarget": self = .target
        case "igetui": self = .client
        default: return nil
        }
    }

    /// The v2 class the variable holds after the migration.
    var v2ClassName: String {
        switch self {
        case .payload: V2Class.aps.rawValue
        case .dictionaryAlert, .simpleAlert: V2Class.alert.rawValue
        case .media: V2Class.multimedia.rawValue
        case .template: V2Class.pushRequest.rawValue
        case .message: V2Class.settings.rawValue
        case .target: ""
        case .client: "GTClient"
        }
    }
}
