import GeTuiModel
import PHPRuntime
import PHPSyntax

/// GT206: the official SDK misspells the collapse-id key.
public struct CollapseKeyRule: PushRule {
    public static let id = "GT206"
    public static let name = "sdk-collapse-key"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "apnsCollapseId is set: the official SDK writes it as `apns-collapse-i`, so it never reaches Apple."
    public static let triggeringExamples = [Examples.normal("↓$apn->apnsCollapseId = \"price-42\";")]
    public static let nonTriggeringExamples = [Examples.normal()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.payload[.apnsCollapseId].origin != nil, PHPComparison.looseEquals(context.payload[.apnsCollapseId].value, .null) != true else { return [] }
        return [context.finding(Self.self, at: context.offset(of: .apnsCollapseId),
            Message("GT206.misspelt", ["property": context.propertyCode(.apnsCollapseId), "written": .message(context.writtenMessage(.apnsCollapseId))]))]
    }
}

extension CollapseKeyRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT206.misspelt": "%{property} is %{written}, but the official SDK sends it under the misspelt key \"apns-collapse-i\", so notifications are not collapsed",
        ],
        chinese: [
            "rule.GT206.summary": "设置了 apnsCollapseId：官方 SDK 把键写成 `apns-collapse-i`，Apple 永远收不到。",
            "GT206.misspelt": "%{property} 为 %{written}，但官方 SDK 用拼错的键 \"apns-collapse-i\" 发送，通知不会被合并",
        ]
    )
}
