import Foundation
import GeneratedBuilders
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
        let push = NormalOrderNotificationPush(orderId: "1024", customerName: "李雷")
        #expect(try bytes(push.jsonData()) == preview("normal-push.php", function: "buildOrderNotification",
                                                      ["$orderId=\"1024\"", "$customerName=\"李雷\"", "$sound=\"order_bell.caf\""]))
        #expect(push.kind == .normal)
    }

    @Test func inboxSync() throws {
        // $mailbox only reaches the transmission content, never the APNs bytes: no parameter.
        let push = SilentInboxSyncPush()
        #expect(try bytes(push.jsonData()) == preview("silent-push.php", function: "buildInboxSync", ["$mailbox=\"work\""]))
        #expect(push.kind == .silent)
        let userInfo = try push.userInfo
        #expect(userInfo["op"] as? String == "sync")
    }

    @Test func brokenJobAlertIsMixed() throws {
        let push = BrokenSilentJobAlertPush(msgContent: "新工作", keyId: 7, clientNotice: "ding.caf")
        #expect(try bytes(push.jsonData()) == preview("broken-silent-push.php", function: "buildJobAlert",
                                                      ["$msgContent=\"新工作\"", "$keyId=7", "$client_notice=\"ding.caf\""]))
        #expect(push.kind == .mixed)
    }

    @Test func checkInNotice() throws {
        let push = MixedCheckInNoticePush(worker: "王师傅")
        #expect(try bytes(push.jsonData()) == preview("mixed-push.php", function: "buildCheckInNotice", ["$worker=\"王师傅\""]))
    }

    @Test func shippingUpdateBothWays() throws {
        for silent in [false, true] {
            let push = HelperFunctionShippingUpdatePush(orderId: 77, silent: silent)
            #expect(try bytes(push.jsonData()) == preview("helper-function.php", function: "buildShippingUpdate", ["$orderId=77", "$silent=\(silent)"]))
        }
    }

    @Test func legacyPushInfo() throws {
        let path = TestPaths.packageRoot.appendingPathComponent("Templates/legacy-push-info.php").path
        #expect(try bytes(LegacyPushInfoPush().jsonData()) == gtpush(["preview", "--exact", path]).stdout)
    }
}

/// The PHP that Examples/Consumer's `PushExamples` target hands to the build plugin: its preview
/// is the bytes that package's test (`PluginExampleBytesTests`) holds the plugin's builders to.
@Suite struct PluginExamplePreviewTests {
    @Test func previewGivesTheBytesThePluginsBuildersGive() throws {
        let path = TestPaths.packageRoot.appendingPathComponent("Examples/Consumer/Sources/PushExamples/order-pushes.php").path
        let shipped = gtpush(["preview", "--exact", "--function", "buildOrderShipped", "--set", "$orderId=\"A-7\"", "--set", "$sound=\"shipped.caf\"", path])
        #expect(shipped == CLIResult(code: 0, stdout: #"{"orderId":"A-7","aps":{"alert":{"title":"Order shipped","body":"Order #A-7 is on its way"},"sound":"shipped.caf"}}"# + "\n", stderr: ""))
        let sync = gtpush(["preview", "--exact", "--function", "buildAccountSync", "--set", "$account=\"ada\"", path])
        #expect(sync == CLIResult(code: 0, stdout: #"{"sync":"ada","aps":{"badge":0,"content-available":1}}"# + "\n", stderr: ""))
    }
}
