import Foundation

/// The `aps` dictionary of a payload, typed: what iOS reads from it. Decoded from the bytes the
/// SDK sends, so a field the PHP gives a type APNs does not take (`"badge":"4"`) is an error to
/// decode, as it is a payload APNs does not read as meant.
public struct APS: Codable, Sendable, Hashable {
    /// `alert`: a string (`SimpleAlertMsg`), or the fields of a `DictionaryAlertMsg`.
    public enum Alert: Codable, Sendable, Hashable {
        case text(String)
        case fields(AlertFields)

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self = .text(text)
            } else {
                self = .fields(try container.decode(AlertFields.self))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .text(let text): try container.encode(text)
            case .fields(let fields): try container.encode(fields)
            }
        }
    }

    /// The keys of an alert dictionary, as APNs names them.
    public struct AlertFields: Codable, Sendable, Hashable {
        public var title: String?
        public var subtitle: String?
        public var body: String?
        public var titleLocKey: String?
        public var titleLocArgs: [String]?
        public var subtitleLocKey: String?
        public var subtitleLocArgs: [String]?
        public var actionLocKey: String?
        public var locKey: String?
        public var locArgs: [String]?
        public var launchImage: String?

        public init(title: String? = nil, subtitle: String? = nil, body: String? = nil, titleLocKey: String? = nil, titleLocArgs: [String]? = nil,
                    subtitleLocKey: String? = nil, subtitleLocArgs: [String]? = nil, actionLocKey: String? = nil, locKey: String? = nil,
                    locArgs: [String]? = nil, launchImage: String? = nil) {
            self.title = title
            self.subtitle = subtitle
            self.body = body
            self.titleLocKey = titleLocKey
            self.titleLocArgs = titleLocArgs
            self.subtitleLocKey = subtitleLocKey
            self.subtitleLocArgs = subtitleLocArgs
            self.actionLocKey = actionLocKey
            self.locKey = locKey
            self.locArgs = locArgs
            self.launchImage = launchImage
        }

        enum CodingKeys: String, CodingKey {
            case title, subtitle, body
            case titleLocKey = "title-loc-key", titleLocArgs = "title-loc-args"
            case subtitleLocKey = "subtitle-loc-key", subtitleLocArgs = "subtitle-loc-args"
            case actionLocKey = "action-loc-key", locKey = "loc-key", locArgs = "loc-args", launchImage = "launch-image"
        }
    }

    public var alert: Alert?
    public var badge: Int?
    public var sound: String?
    /// 1 wakes the app in the background.
    public var contentAvailable: Int?
    public var category: String?
    public var threadId: String?
    /// 1 lets a notification service extension change the notification.
    public var mutableContent: Int?

    enum CodingKeys: String, CodingKey {
        case alert, badge, sound, category
        case contentAvailable = "content-available", threadId = "thread-id", mutableContent = "mutable-content"
    }

    /// The `aps` of a payload's JSON; an empty `APS` when it has none.
    public static func decode(_ json: Data) throws -> APS {
        struct Payload: Decodable { var aps: APS? }
        return try JSONDecoder().decode(Payload.self, from: json).aps ?? APS()
    }

    public init(alert: Alert? = nil, badge: Int? = nil, sound: String? = nil, contentAvailable: Int? = nil, category: String? = nil,
                threadId: String? = nil, mutableContent: Int? = nil) {
        self.alert = alert
        self.badge = badge
        self.sound = sound
        self.contentAvailable = contentAvailable
        self.category = category
        self.threadId = threadId
        self.mutableContent = mutableContent
    }
}
