import GeTuiModel
import PHPRuntime

/// Whatever a v2 builder returns: something that yields the request body the v2 SDK POSTs.
public protocol RequestSource {
    /// `json_encode($request->getApiParam())`, or the error the SDK (or PHP) stops with.
    func requestBody() throws(GTPushError) -> [UInt8]
}

/// `GTApiRequest`, the class every class of GeTui's v2 RestAPI SDK extends: a `GTPushRequest`,
/// `GTIos`, `GTAps`… is `GTApiRequest(.pushRequest)`, `GTApiRequest(.ios)`, `GTApiRequest(.aps)`,
/// and its setters are the SDK's (`try aps.setSound("default")`).
public final class GTApiRequest: GeTuiObject, RequestSource, @unchecked Sendable {
    public convenience init(_ sdkClass: V2Class) {
        self.init(model: .v2(V2Object(sdkClass)))
    }

    /// The body a push API call POSTs: `getApiParam()` (whose keys stay appended, as the SDK's
    /// do) encoded with flags 0; no body when a string is not UTF-8.
    public func requestBody() throws(GTPushError) -> [UInt8] {
        try RESTBody.encode(.array(try apiParam()))
    }
}

/// A raw REST body, an array the code posts itself (`['json' => $body]`, `json_encode($body)`).
public enum RESTBody {
    /// The bytes GeTui receives for what the code gives: an array encoded as `json_encode` does
    /// with flags 0, a string the code encoded itself as it is, `false` (a failed `json_encode`)
    /// as no body at all.
    public static func encode(_ body: PHPValue) throws(GTPushError) -> [UInt8] {
        if case .string(let bytes) = body { return bytes }
        guard case .array(let map) = body else {
            let reason = body == .bool(false) ? "json_encode failed" : "the code gives \(body.typeName), not an array"
            throw GTPushError.noRequestBody(reason: reason)
        }
        switch V2Serializer.bodyOutcome(map) {
        case .sent(let json):
            guard let bytes = json.exactBytes else { throw GTPushError.noRequestBody(reason: "unknown value") }
            return bytes
        case .dropped(.jsonEncodeFailed(let failure)):
            throw GTPushError.noRequestBody(reason: "json_encode failed: \(failure.description)")
        case .dropped:
            throw GTPushError.noRequestBody(reason: "json_encode failed")
        case .thrown(let failure):
            throw GTPushError(failure)
        }
    }
}
