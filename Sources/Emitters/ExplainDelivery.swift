import GeTuiModel
import PushAnalysis
import PushRules

/// DELIVERY.md's table, one row per kind: what the phone does in each app state.
enum ExplainDelivery {
    struct Row {
        var foreground: Message
        var background: Message
        var killed: Message
    }

    static let callbacks: [String: Message.Argument] = [
        "fetchHandler": .verbatim("application:didReceiveRemoteNotification:fetchCompletionHandler:"),
        "tapHandler": .verbatim("userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler: (iOS 10+)"),
    ]

    static func say(_ key: String) -> Message { Message(key, callbacks) }

    /// The row for a kind as `record` sends it: a push without a transmission (v1's
    /// `IGtAPNTemplate`, a v2 request without one) has nothing for GeTui's own channel to carry
    /// while the app is open, and iOS hands the notification to the app (DELIVERY.md).
    /// `quiet`: no path of the payload plays a sound (v2 with no sound key, or the silence string),
    /// so its banner comes without one.
    static func row(_ kind: PayloadKind, record: PayloadRecord, quiet: Bool) -> Row {
        var row = row(kind)
        if quiet, kind == .normal || kind == .mixed {
            row.background = say(kind == .normal ? "delivery.normal.background.quiet" : "delivery.mixed.background.quiet")
            row.killed = say(kind == .normal ? "delivery.normal.killed.quiet" : "delivery.mixed.killed.quiet")
        }
        if carriesNoTransmission(record) {
            switch kind {
            case .noIOS:
                row.foreground = say("delivery.noios.noTransmission")
                row.killed = say("delivery.nothing")
            case .rejected:
                row.foreground = say("delivery.nothing")
            default:
                row.foreground = say("delivery.noTransmission.foreground")
                // No held transmission arrives later either.
                if kind == .normal {
                    row.background = say(quiet ? "delivery.normal.background.quiet.noTransmission" : "delivery.normal.background.noTransmission")
                }
                if kind == .silent { row.killed = say("delivery.silent.killed.noTransmission") }
            }
        }
        return row
    }

    static func carriesNoTransmission(_ record: PayloadRecord) -> Bool {
        if let push = record.v2 {
            guard push.isRequest, let body = push.body else { return false }
            return V2Push.value(at: push.requestPath + ["push_message", "transmission"], in: body) == nil
        }
        return record.templateClass == SDKClass.apnTemplate.rawValue
    }

    static func row(_ kind: PayloadKind) -> Row {
        let online = say("delivery.online")
        switch kind {
        case .silent: return Row(foreground: online, background: say("delivery.silent.background"), killed: say("delivery.silent.killed"))
        case .normal: return Row(foreground: online, background: say("delivery.normal.background"), killed: say("delivery.normal.killed"))
        case .mixed: return Row(foreground: online, background: say("delivery.mixed.background"), killed: say("delivery.mixed.killed"))
        case .audibleBackground: return Row(foreground: online, background: say("delivery.audible.background"), killed: say("delivery.audible.killed"))
        case .badgeOnly: return Row(foreground: online, background: say("delivery.badge.background"), killed: say("delivery.badge.killed"))
        case .soundOnly: return Row(foreground: online, background: say("delivery.sound.background"), killed: say("delivery.sound.killed"))
        case .rejected: return Row(foreground: say("delivery.rejected.foreground"), background: say("delivery.rejected.background"), killed: say("delivery.rejected.killed"))
        case .noIOS: return Row(foreground: say("delivery.noios.foreground"), background: say("delivery.noios.background"), killed: say("delivery.noios.killed"))
        }
    }

    /// DELIVERY.md's other facts that matter for these kinds.
    static func notes(for kinds: [PayloadKind], record: PayloadRecord) -> [Message] {
        var notes = notes(for: kinds)
        if let push = record.v2, let body = push.body, V2Push.value(at: push.requestPath + ["push_message", "notification"], in: body) != nil {
            notes.append(say("delivery.note.notificationNotOnIOS"))
        }
        return notes
    }

    static func notes(for kinds: [PayloadKind]) -> [Message] {
        var notes: [Message] = []
        if kinds.contains(where: { [.normal, .mixed].contains($0) }) {
            notes.append(say("delivery.note.tapIcon"))
        }
        if kinds.contains(where: { [.silent, .mixed, .audibleBackground].contains($0) }) {
            notes.append(say("delivery.note.backgroundModes"))
            notes.append(say("delivery.note.killedApp"))
        }
        if kinds.contains(.silent) {
            notes.append(say("delivery.note.mutableContent"))
        }
        return notes
    }
}
