import Foundation
import GeneratedBuilders
import PushExamples
import Testing

/// The committed builders in `Generated/swift/` against `preview --exact` on their templates,
/// with the same bindings: the Swift an iOS team uses sends what the PHP backend sends.
@Suite struct GeneratedBuildersTests {
    private func preview(_ template: String, function: String, _ bindings: [String]) -> String {
        let path = TestPaths.packageRoot.appendingPathComponent("Templates/\(template)").path
        let result = gtpush(["preview", "--exact", "--function", function] + bindings.flatMap { ["--set", $0] } + [path])
        #expect(result.code == 0, "stderr: \(result.stderr)")
        return result.stdout
    }

    private func bytes(_ data: Data) -> String { String(decoding: data, as: UTF8.self) + "\n" }

    @Test func orderNotification() throws {
        let push = OrderNotificationPush(orderId: "1024", customerName: "李雷")
        #expect(try bytes(push.jsonData()) == preview("normal-push.php", function: "buildOrderNotification",
                                                      ["$orderId=\"1024\"", "$customerName=\"李雷\"", "$sound=\"order_bell.caf\""]))
        #expect(push.kind == .normal)
    }

    @Test func inboxSync() throws {
        // $mailbox only reaches the transmission content, never the APNs bytes: no parameter.
        let push = InboxSyncPush()
        #expect(try bytes(push.jsonData()) == preview("silent-push.php", function: "buildInboxSync", ["$mailbox=\"work\""]))
        #expect(push.kind == .silent)
        let userInfo = try push.userInfo
        #expect(userInfo["op"] as? String == "sync")
    }

    @Test func brokenJobAlertIsMixed() throws {
        let push = JobAlertPush(msgContent: "新工作", keyId: 7, clientNotice: "ding.caf")
        #expect(try bytes(push.jsonData()) == preview("broken-silent-push.php", function: "buildJobAlert",
                                                      ["$msgContent=\"新工作\"", "$keyId=7", "$client_notice=\"ding.caf\""]))
        #expect(push.kind == .mixed)
    }

    @Test func checkInNotice() throws {
        let push = CheckInNoticePush(worker: "王师傅")
        #expect(try bytes(push.jsonData()) == preview("mixed-push.php", function: "buildCheckInNotice", ["$worker=\"王师傅\""]))
    }

    @Test func shippingUpdateBothWays() throws {
        for silent in [false, true] {
            let push = ShippingUpdatePush(orderId: 77, silent: silent)
            #expect(try bytes(push.jsonData()) == preview("helper-function.php", function: "buildShippingUpdate", ["$orderId=77", "$silent=\(silent)"]))
        }
    }

    @Test func legacyPushInfo() throws {
        let path = TestPaths.packageRoot.appendingPathComponent("Templates/legacy-push-info.php").path
        #expect(try bytes(LegacyPushInfoPush().jsonData()) == gtpush(["preview", "--exact", path]).stdout)
    }
}

/// The example target whose builders the SwiftPM build plugin generates at build time.
@Suite struct BuildPluginExampleTests {
    @Test func pluginBuiltBuildersMatchThePreview() throws {
        let path = TestPaths.packageRoot.appendingPathComponent("Examples/PushExamples/order-pushes.php").path
        let shipped = gtpush(["preview", "--exact", "--function", "buildOrderShipped", "--set", "$orderId=\"A-7\"", "--set", "$sound=\"shipped.caf\"", path])
        #expect(String(decoding: try SamplePushes.orderShipped("A-7"), as: UTF8.self) + "\n" == shipped.stdout)
        let sync = gtpush(["preview", "--exact", "--function", "buildAccountSync", "--set", "$account=\"ada\"", path])
        #expect(String(decoding: try SamplePushes.accountSync("ada"), as: UTF8.self) + "\n" == sync.stdout)
        #expect(sync.stdout == #"{"sync":"ada","aps":{"badge":0,"content-available":1}}"# + "\n")
    }
}
