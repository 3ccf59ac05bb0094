/// What a builder gives, by the type its code returns: the APNs payload of the v1 SDK, the
/// request body the v2 SDK POSTs, or a raw REST body the code writes itself.
enum BuilderResult {
    case apnsPayload
    case v2Request
    case rawBody

    init(_ type: SwiftType) {
        if let className = type.objectClass, SDKClasses.isV2(className) {
            self = .v2Request
        } else if type == .value {
            self = .rawBody
        } else {
            self = .apnsPayload
        }
    }

    /// The line above the struct.
    func summary(function: String?, source: String) -> String {
        let code = function.map { "`\($0)()`" } ?? "the top-level code of `\(source)`"
        switch self {
        case .apnsPayload: return "/// The APNs payload \(code) sends."
        case .v2Request: return "/// The request body \(code) builds, as GeTui's v2 SDK POSTs it."
        case .rawBody: return "/// The REST body \(code) writes, as GeTui receives it."
        }
    }

    /// `jsonData()`, and for an APNs payload what the app receives and the device does. GeTui's
    /// server makes the APNs JSON of a v2 push from its iOS channel: a builder cannot know it.
    func members(access: String, _ out: SwiftCodePrinter) {
        switch self {
        case .apnsPayload:
            out.line("/// The bytes the GeTui SDK sends to APNs, or the error it stops with.")
            out.block("\(access) func jsonData() throws(GTPushError) -> Data") { out.line("Data(try build().apnsJSON())") }
            out.line("")
            out.line("/// The `userInfo` an app receives for this push (`UNNotificationContent.userInfo` in a test).")
            out.block("\(access) var userInfo: [String: Any]") { out.line("get throws { try PushUserInfo.decode(jsonData()) }") }
            out.line("")
            out.line("/// The push's `aps`, typed: alert, badge, sound, content-available, category, thread-id, mutable-content.")
            out.block("\(access) var aps: APS") { out.line("get throws { try APS.decode(jsonData()) }") }
            out.line("")
            out.line("/// What the device does with the push; `.rejected` where the SDK throws.")
            out.block("\(access) var kind: PushKind") { out.line("PushKind(json: try? jsonData())") }
        case .v2Request:
            out.line("/// The bytes the v2 SDK POSTs to GeTui, or the error it stops with.")
            out.block("\(access) func jsonData() throws(GTPushError) -> Data") { out.line("Data(try build().requestBody())") }
        case .rawBody:
            out.line("/// The body GeTui receives: the array as `json_encode` encodes it with flags 0, or the JSON the")
            out.line("/// code encoded itself; or the error PHP stops with.")
            out.block("\(access) func jsonData() throws(GTPushError) -> Data") { out.line("Data(try RESTBody.encode(build()))") }
        }
    }
}
