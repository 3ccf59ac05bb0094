import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// GT605: a transmission with no iOS channel reaches an iPhone only while the app is open.
public struct NoIOSChannelRule: PushRule {
    public static let id = "GT605"
    public static let name = "no-ios-channel"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "A push with a transmission and no push_channel.ios: iPhones get nothing while the app is in the background or not running."
    public static let apis = PushAPI.restAPI
    public static let triggeringExamples = [
        "<?php\n$message = new GTPushMessage();\n$message->setTransmission(\"sync\");\n$push = ↓new GTPushRequest();\n$push->setRequestId(\"chat-00000007\");\n$push->setPushMessage($message);\n$push->setCid(\"c7\");\n",
    ]
    public static let nonTriggeringExamples = [Examples.v2Silent()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let push = context.record.v2, push.isRequest, context.analysis.kinds == [.noIOS], case .sent(let json) = context.record.outcome,
              V2Push.value(at: push.requestPath + ["push_message", "transmission"], in: json.map) != nil,
              // A request with an Android channel and no iOS one is meant for Android devices.
              V2Push.value(at: push.requestPath + ["push_channel", "android"], in: json.map) == nil else { return [] }
        return [context.finding(Self.self, at: context.record.creation.start, Message("GT605.noIOS"))]
    }
}

extension NoIOSChannelRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT605.noIOS": "the request carries a transmission but no `push_channel.ios`: an iPhone gets it only while the app is in the foreground; in the background or not running nothing arrives until the app is opened",
        ],
        chinese: [
            "rule.GT605.summary": "推送带有透传内容却没有 push_channel.ios：应用在后台或未运行时，iPhone 什么也收不到。",
            "GT605.noIOS": "请求带有透传内容却没有 `push_channel.ios`：iPhone 只有在应用处于前台时才能收到；在后台或未运行时，要等应用打开才会到达",
        ]
    )
}
