import Foundation
import GeneratedBuilders
import GTPushTestSupport
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

    /// What an iOS engineer reads off a builder: `aps` typed, `userInfo` with string keys that a
    /// notification's content takes, the kind; and a doc comment naming the PHP and its kind.
    @Test func iosEngineerAPI() throws {
        let silent = SilentInboxSyncPush()
        #expect(try silent.aps.contentAvailable == 1 && silent.aps.alert == nil)
        let normal = NormalOrderNotificationPush(orderId: "1024", customerName: "李雷")
        let aps = try normal.aps
        guard case .fields(let fields)? = aps.alert else {
            Issue.record("a DictionaryAlertMsg gives alert fields: \(String(describing: aps.alert))")
            return
        }
        #expect(fields.body?.contains("1024") == true)
        #expect(aps.sound == "order_bell.caf")
        let content: [AnyHashable: Any] = try normal.userInfo
        #expect(content["aps"] is [String: Any])
        let text = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Generated/swift/NormalOrderNotificationPush.swift"), encoding: .utf8)
        #expect(text.contains("/// From `buildOrderNotification()` in `Templates/normal-push.php`, line 5.\n"))
        #expect(text.contains("/// Kind, as `gtpush check` says: `normal`.\n"))
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
