import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// GT610: GeTui's own channel shows no notification on an iPhone.
public struct NotificationNotOnIOSRule: PushRule {
    public static let id = "GT610"
    public static let name = "notification-not-on-ios"
    public static let severity = Diagnostic.Severity.note
    public static let summary = "push_message.notification with no push_channel.ios: iPhones never show it (GeTui's own channel has no iOS notifications)."
    public static let apis = PushAPI.restAPI
    public static let triggeringExamples = [
        "<?php\n$notification = new GTNotification();\n$notification->setTitle(\"T\");\n$notification->setBody(\"B\");\n$message = new GTPushMessage();\n↓$message->setNotification($notification);\n$push = new GTPushRequest();\n$push->setRequestId(\"note-00000001\");\n$push->setPushMessage($message);\n$push->setCid(\"c1\");\n",
    ]
    public static let nonTriggeringExamples = [Examples.v2Silent()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let path = (context.record.v2?.requestPath ?? []) + ["push_message", "notification"]
        guard let push = context.record.v2, push.isRequest, context.analysis.kinds == [.noIOS], let body = push.body,
              V2Push.value(at: path, in: body) != nil else { return [] }
        return [context.finding(Self.self, at: push.origins[path]?.statement.start ?? context.record.creation.start, Message("GT610.notification"))]
    }
}

extension NotificationNotOnIOSRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT610.notification": "`push_message.notification` is never shown on an iPhone (GeTui's own channel has no iOS notifications), and the request has no `push_channel.ios`",
        ],
        chinese: [
            "rule.GT610.summary": "有 push_message.notification 却没有 push_channel.ios：iPhone 永远不会显示它（个推自有通道不支持 iOS 通知）。",
            "GT610.notification": "`push_message.notification` 在 iPhone 上永远不会显示（个推自有通道不支持 iOS 通知），而请求没有 `push_channel.ios`",
        ]
    )
}
