import PHPRuntime
import PHPSyntax

/// The objects a PHP program created, by handle. A value type: the interpreter copies it when it
/// follows two branches, and a template keeps a copy of it as it was when `set_apnInfo` ran.
public struct SDKHeap: Sendable, Hashable {
    public private(set) var objects: [Int: SDKObject] = [:]
    /// The `new` expression (or call) that created each object, by handle id.
    public private(set) var creations: [Int: SourceRange] = [:]
    private var nextID = 1

    public init() {}

    public mutating func allocate(_ object: SDKObject, at creation: SourceRange? = nil) -> PHPObjectHandle {
        let id = nextID
        nextID += 1
        objects[id] = object
        creations[id] = creation
        return PHPObjectHandle(id: id, className: object.className)
    }

    /// Handles of every object, in order of creation.
    public var handles: [PHPObjectHandle] {
        objects.keys.sorted().map { PHPObjectHandle(id: $0, className: objects[$0]!.className) }
    }

    public subscript(handle: PHPObjectHandle) -> SDKObject? {
        get { objects[handle.id] }
        set { objects[handle.id] = newValue }
    }

    /// The same heap with only the objects `ids` names; new objects still get fresh handles.
    public func keeping(_ ids: Set<Int>) -> SDKHeap {
        var kept = SDKHeap()
        kept.nextID = nextID
        for id in ids {
            kept.objects[id] = objects[id]
            kept.creations[id] = creations[id]
        }
        return kept
    }

    /// A new object with the same fields (`clone`).
    public mutating func clone(_ handle: PHPObjectHandle) -> PHPObjectHandle? {
        guard let object = objects[handle.id] else { return nil }
        return allocate(object, at: creations[handle.id])
    }
}

/// The SDK classes gtpush models, and a plain property bag for every other class.
public enum SDKObject: Sendable, Hashable {
    case apnPayload(APNPayload)
    case dictionaryAlert(DictionaryAlertMsg)
    case simpleAlert(SimpleAlertMsg)
    case multiMedia(MultiMedia)
    case template(PushTemplate)
    case other(className: String, properties: [String: PHPValue])

    public var className: String {
        switch self {
        case .apnPayload: SDKClass.apnPayload.rawValue
        case .dictionaryAlert: SDKClass.dictionaryAlertMsg.rawValue
        case .simpleAlert: SDKClass.simpleAlertMsg.rawValue
        case .multiMedia: SDKClass.multiMedia.rawValue
        case .template(let template): template.className
        case .other(let className, _): className
        }
    }
}

/// The class names of GeTui's v1 PHP SDK that decide an APNs payload.
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
        let lowered = name.split(separator: "\\").last.map { $0.lowercased() } ?? ""
        guard let match = SDKClass.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else { return nil }
        self = match
    }

    public var isTemplate: Bool {
        switch self {
        case .transmissionTemplate, .notificationTemplate, .linkTemplate, .notyPopLoadTemplate, .startActivityTemplate, .apnTemplate: true
        default: false
        }
    }

    /// `MediaType::pic` and friends.
    public static func mediaTypeConstant(_ name: String) -> Int? {
        switch name {
        case "pic": 1
        case "audio": 2
        case "video": 3
        default: nil
        }
    }
}
