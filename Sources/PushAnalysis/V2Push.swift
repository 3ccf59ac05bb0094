import GeTuiModel
import PHPRuntime

/// What a v2 SDK or raw REST payload is beyond its body (`PayloadRecord.outcome`): where its
/// iOS channel lies in the body, and where the code wrote each key.
public struct V2Push: Sendable {
    /// The array the SDK's `getApiParam()` returned, or the raw array, also when `json_encode`
    /// then fails (`outcome` is then `dropped`); nil when the SDK threw.
    public var body: PHPArray?
    /// Where each key of the body was written: a setter call, or an item of an array literal.
    public var origins: V2Origins
    /// The body's path to the iOS channel (`push_channel.ios`): `[]` when the payload is a `GTIos`
    /// on its own; nil when it has none (a request without one, a `GTAps` on its own).
    public var iosPath: [String]?
    /// The body's path to `aps`: nil when there is none.
    public var apsPath: [String]?
    /// The body's path to the request this record judges: `[]`, or `["msg_list", "N"]` for the
    /// Nth request of a batch (one payload per request in it).
    public var requestPath: [String]
    /// The v2 SDK class the body comes from (`GTPushRequest`, `GTIos`, …); nil for a raw REST array.
    public var rootClass: V2Class?
    /// The SDK object the body comes from, and the objects as they were then.
    public var root: PHPObjectHandle?

    public init(body: PHPArray?, origins: V2Origins, iosPath: [String]?, apsPath: [String]?, requestPath: [String], rootClass: V2Class?, root: PHPObjectHandle?) {
        self.body = body
        self.origins = origins
        self.iosPath = iosPath
        self.apsPath = apsPath
        self.requestPath = requestPath
        self.rootClass = rootClass
        self.root = root
    }

    /// The body's value at `path`, when the body is known.
    public static func value(at path: [String], in map: PHPArray) -> PHPValue? {
        var current = PHPValue.array(map)
        for key in path {
            guard case .array(let array) = current, let next = array[PHPArray.Key.normalized(Array(key.utf8))] else { return nil }
            current = next
        }
        return current
    }

    /// True when the record judges a whole request (alone or in a batch), not a fragment a helper
    /// returns (`GTIos`, `GTAps`, `GTPushMessage` on their own, an iOS channel array).
    public var isRequest: Bool { iosPath.map { !$0.isEmpty } ?? false }

    /// True for the first request of a batch, or a payload that is not part of one: `preview`
    /// prints a batch's body once.
    public var printsBody: Bool { requestPath.isEmpty || requestPath == ["msg_list", "0"] }
}
