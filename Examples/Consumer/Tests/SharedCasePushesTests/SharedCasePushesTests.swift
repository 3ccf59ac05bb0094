import Foundation
import GTPushRuntime
import SharedCasePushes
import Testing

/// The SDK's bytes for shared cases, from builders the plugin generated in this package.
@Suite struct SharedCasePushesTests {
    func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    @Test func payloadsAreTheSDKs() throws {
        #expect(text(try SharedCasePushes.staticMethod())
            == #"{"aps":{"alert":{"title":"\u65b0\u8ba2\u5355","body":"\u8ba2\u5355\u53f7 20261122001"},"badge":1,"sound":"order.caf","category":"ORDER"}}"#)
        #expect(text(try SharedCasePushes.inheritance())
            == #"{"aps":{"alert":{"title":"\u4f1a\u8bae\u63d0\u9192","body":"3 \u70b9\u5f00\u4f1a"},"sound":"meeting.caf"}}"#)
        #expect(text(try SharedCasePushes.readonlyPromoted())
            == #"{"aps":{"alert":{"title":"\u7cfb\u7edf\u7ef4\u62a4","body":"\u8be6\u60c5\u8bf7\u67e5\u770b"},"badge":1,"sound":"default"}}"#)
        #expect(text(try SharedCasePushes.customMessageArray())
            == #"{"type":"sync","id":42,"empty":"","at":"2026-11-22","aps":{"badge":1,"content-available":1}}"#)
        #expect(text(try SharedCasePushes.docNormal()) == #"{"msg":"\u60a8\u6709\u4e00\u6761\u65b0\u7684\u8ba2\u5355\uff0c\u8bf7\u53ca\u65f6\u5904\u7406","aps":{"alert":{"title":"\u5feb\u5355","body":"\u60a8\u6709\u4e00\u6761\u65b0\u7684\u8ba2\u5355\uff0c\u8bf7\u53ca\u65f6\u5904\u7406"},"badge":1,"sound":"order_bell.caf"}}"#)
    }

    @Test func errorsArePHPs() {
        #expect(throws: GTPushError.php(type: "Error", message: "Undefined constant IGtAPNPayload::APN_SOUND_SILENCE")) {
            try SharedCasePushes.silenceAsClassConstant()
        }
        #expect(throws: GTPushError.overlength(actual: 2230, limit: 2048)) { try SharedCasePushes.overlength() }
    }
}
