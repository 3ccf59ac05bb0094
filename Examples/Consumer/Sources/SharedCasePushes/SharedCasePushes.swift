import Foundation
import GTPushRuntime

/// The payloads the app's tests check, made by the builders the plugin generates at build time.
public enum SharedCasePushes {
    /// Case 26: a static method with a class constant and a static property.
    public static func staticMethod() throws -> Data { try StaticMethodConstPush().jsonData() }
    /// Case 27: a method inherited helper and an overridden property default.
    public static func inheritance() throws -> Data { try InheritancePush().jsonData() }
    /// Case 38: promoted readonly constructor parameters.
    public static func readonlyPromoted() throws -> Data { try ReadonlyPromotedPush().jsonData() }
    /// Case 28: `$apn->customMsg = [...]`, then one more pair.
    public static func customMessageArray() throws -> Data { try CustommsgArrayPush().jsonData() }
    /// Case 32: `IGtAPNPayload::APN_SOUND_SILENCE` is PHP's Undefined constant error.
    public static func silenceAsClassConstant() throws -> Data { try SilenceAsClassConstantPush().jsonData() }
    /// Case 12: more than 2048 bytes.
    public static func overlength() throws -> Data { try OverlengthPush().jsonData() }
    /// Case 01 with its bindings.
    public static func docNormal() throws -> Data {
        try DocNormalPush(msgContent: "您有一条新的订单，请及时处理", clientNotice: "order_bell.caf", appDisplayName: "快单").jsonData()
    }
}
