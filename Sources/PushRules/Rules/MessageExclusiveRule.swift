import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// GT606: GeTui takes exactly one of notification, transmission and revoke.
public struct MessageExclusiveRule: PushRule {
    public static let id = "GT606"
    public static let name = "message-exclusive"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "push_message holds more than one of notification, transmission and revoke: GeTui's documents allow exactly one."
    public static let apis = PushAPI.restAPI
    public static let triggeringExamples = [
        "<?php\n$notification = new GTNotification();\n$notification->setTitle(\"T\");\n$notification->setBody(\"B\");\n$message = new GTPushMessage();\n$message->setTransmission(\"x\");\n↓$message->setNotification($notification);\n$push = new GTPushRequest();\n$push->setRequestId(\"both-00000001\");\n$push->setPushMessage($message);\n$push->setCid(\"c1\");\n",
    ]
    public static let nonTriggeringExamples = [Examples.v2Silent(), "<?php\n$message = new GTPushMessage();\n$message->setTransmission(\"x\");\n$push = new GTPushRequest();\n$push->setPushMessage($message);\n"]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let push = context.record.v2, case .sent(let json) = context.record.outcome else { return [] }
        let path = push.isRequest ? push.requestPath + ["push_message"] : push.rootClass == .pushMessage ? [] : nil
        guard let path, case .array(let message)? = V2Push.value(at: path, in: json.map) else { return [] }
        let present = ["notification", "transmission", "revoke"].filter { message[.string(Array($0.utf8))] != nil }
        guard present.count > 1 else { return [] }
        let second = present.compactMap { push.origins[path + [$0]] }.map(\.statement.start).sorted().last
        return [context.finding(Self.self, at: second ?? context.record.creation.start,
                                Message("GT606.several", ["keys": .verbatim(present.joined(separator: ", "))]))]
    }
}

extension MessageExclusiveRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT606.several": "`push_message` holds %{keys}: GeTui's documents allow exactly one of notification, transmission and revoke",
        ],
        chinese: [
            "rule.GT606.summary": "push_message 同时包含 notification、transmission、revoke 中的多个：个推文档规定只能有一个。",
            "GT606.several": "`push_message` 同时包含 %{keys}：个推文档规定 notification、transmission、revoke 只能有一个",
        ]
    )
}
