import PushRules

/// DELIVERY.md's table, one row per kind: what the phone does in each app state.
enum ExplainDelivery {
    struct Row {
        var foreground: String
        var background: String
        var killed: String
    }

    static let onlineTransmission = "no APNs; the transmission content arrives at once in GeTuiSdkDidReceivePayloadData (offLine = NO)"
    static let fetchHandler = "application:didReceiveRemoteNotification:fetchCompletionHandler:"
    static let tapHandler = "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler: (iOS 10+)"

    static func row(_ kind: PayloadKind) -> Row {
        switch kind {
        case .silent:
            Row(foreground: onlineTransmission,
                background: "nothing shown or heard; \(fetchHandler) runs at once",
                killed: "nothing shown or heard, no code runs; the transmission arrives (offLine = YES) when the app next comes to the foreground")
        case .normal:
            Row(foreground: onlineTransmission,
                background: "banner and sound; app code runs only if the user taps it (\(tapHandler)), then the held transmission arrives",
                killed: "as in the background: banner and sound; no code until tapped")
        case .mixed:
            Row(foreground: onlineTransmission,
                background: "banner and sound, and \(fetchHandler) runs at once",
                killed: "banner and sound; no code until tapped")
        case .audibleBackground:
            Row(foreground: onlineTransmission,
                background: "a sound, no banner; \(fetchHandler) runs",
                killed: "a sound only")
        case .badgeOnly:
            Row(foreground: onlineTransmission, background: "the badge changes; nothing else is shown or heard and no code runs", killed: "the badge changes; no code runs")
        case .soundOnly:
            Row(foreground: onlineTransmission, background: "a sound (and any badge), no banner; no code runs", killed: "a sound only; no code runs")
        case .rejected:
            Row(foreground: "no APNs part is sent; the transmission content still arrives while online",
                background: "nothing from APNs: the SDK threw or dropped the APNs part",
                killed: "nothing from APNs")
        }
    }

    /// DELIVERY.md's other facts that matter for these kinds.
    static func notes(for kinds: [PayloadKind]) -> [String] {
        var notes: [String] = []
        if kinds.contains(where: { [.normal, .mixed].contains($0) }) {
            notes.append("Tapping the app icon never runs the tap handler; only tapping the notification does.")
        }
        if kinds.contains(where: { [.silent, .mixed, .audibleBackground].contains($0) }) {
            notes.append("The app needs the Background Modes > Remote notifications capability for the fetch handler to run.")
            notes.append("Apple does not launch an app the user killed for a silent push: no payload can make it run code there.")
        }
        if kinds.contains(.silent) {
            notes.append("mutable-content: 1 lets a Notification Service Extension rewrite an alert before it shows; it does nothing for a silent push.")
        }
        return notes
    }
}
