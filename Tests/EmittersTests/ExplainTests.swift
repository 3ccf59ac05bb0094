import GTPushTestSupport
import Testing
import Emitters
import PushRules

/// `explain` for the documents' normal and silent pushes, word for word.
@Suite struct ExplainTests {
    @Test func normalPush() throws {
        #expect(ExplainFormatter.text(try CheckHarness.checkCase("01-doc-normal")) == """
        01-doc-normal.php:6:12: payload in top-level code
          kind: normal
          intent: not stated (no `gtpush:` comment, no silent name, no --intent, and the code does not attempt a silent push on every path)
          alert: yes, the phone shows a banner
          sound: order_bell.caf if the app bundles that file (under 30 seconds), else the default ding
          content-available: not sent, the app is not woken
          badge: 1
          on the phone:
            foreground (online): no APNs; the transmission content arrives at once in GeTuiSdkDidReceivePayloadData (offLine = NO)
            background (suspended): banner and sound; app code runs only if the user taps it (userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler: (iOS 10+)), then the held transmission arrives
            not running or killed: as in the background: banner and sound; no code until tapped
          notes:
            - Tapping the app icon never runs the tap handler; only tapping the notification does.

        """)
    }

    @Test func silentPush() throws {
        #expect(ExplainFormatter.text(try CheckHarness.checkCase("02-doc-silent")) == """
        02-doc-silent.php:2:12: payload in top-level code
          kind: silent
          intent: silent (the code sets contentAvailable to 1 and alertMsg to "" and sound to com.gexin.ios.silence)
          alert: none
          sound: none (com.gexin.ios.silence)
          content-available: 1, wakes a suspended app
          badge: 1
          on the phone:
            foreground (online): no APNs; the transmission content arrives at once in GeTuiSdkDidReceivePayloadData (offLine = NO)
            background (suspended): nothing shown or heard; application:didReceiveRemoteNotification:fetchCompletionHandler: runs at once
            not running or killed: nothing shown or heard, no code runs; the transmission arrives (offLine = YES) when the app next comes to the foreground
          notes:
            - The app needs the Background Modes > Remote notifications capability for the fetch handler to run.
            - Apple does not launch an app the user killed for a silent push: no payload can make it run code there.
            - mutable-content: 1 lets a Notification Service Extension rewrite an alert before it shows; it does nothing for a silent push.

        """)
    }
}
