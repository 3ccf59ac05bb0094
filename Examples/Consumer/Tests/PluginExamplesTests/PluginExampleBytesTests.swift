import Foundation
import PushExamples
import Testing

/// The builders the plugin generates from `order-pushes.php` give the SDK's bytes. gtpush's own
/// tests hold `preview --exact` of the same file to the same bytes (`PluginExamplePreviewTests`),
/// so the plugin's builders and the preview agree.
@Suite struct PluginExampleBytesTests {
    @Test func pluginBuiltBuildersGiveTheSDKsBytes() throws {
        #expect(String(decoding: try SamplePushes.orderShipped("A-7"), as: UTF8.self)
            == #"{"orderId":"A-7","aps":{"alert":{"title":"Order shipped","body":"Order #A-7 is on its way"},"sound":"shipped.caf"}}"#)
        #expect(String(decoding: try SamplePushes.accountSync("ada"), as: UTF8.self)
            == #"{"sync":"ada","aps":{"badge":0,"content-available":1}}"#)
    }
}
