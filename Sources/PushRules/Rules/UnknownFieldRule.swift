import GeTuiModel
import PHPSyntax
import PushAnalysis

/// GT210: a property the SDK class does not declare. PHP keeps it as a dynamic property and the
/// SDK never sends it (`$apn->title`, a misspelt `contentAvaliable`).
public struct UnknownFieldRule: PushRule {
    public static let id = "GT210"
    public static let name = "sdk-unknown-field"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "A property the SDK class does not declare: PHP keeps it as a dynamic property and the SDK never sends it."
    public static let triggeringExamples = [
        Examples.silent("↓$apn->title = \"Hello\";"),
        Examples.payload("↓$apn->contentAvaliable = 1;", "$apn->badge = 1;"),
    ]
    public static let nonTriggeringExamples = [Examples.silent(), Examples.normal("$apn->customMsg = [\"k\" => \"v\"];")]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        func report(_ properties: [String: Assigned], on sdkClass: SDKClass) {
            let className = sdkClass.rawValue
            let declared = sdkClass.schema.properties.map(\.name) + sdkClass.schema.instanceConstants.keys.sorted()
            for (property, assigned) in properties.sorted(by: { $0.key < $1.key }) {
                let hint = Self.meant(property, on: className, declared: declared) ?? Message("empty")
                let message = Message("GT210.unknown", ["class": .verbatim(className), "property": .verbatim(property), "hint": .message(hint)])
                findings.append(context.finding(Self.self, at: assigned.origin?.statement.start ?? context.record.creation.start, message))
            }
        }
        report(context.payload.undeclaredProperties, on: .apnPayload)
        if let alert = context.payload.dictionaryAlert(in: context.record.heap) {
            report(alert.undeclaredProperties, on: .dictionaryAlertMsg)
        }
        if let alert = context.payload.simpleAlert(in: context.record.heap) {
            report(alert.undeclaredProperties, on: .simpleAlertMsg)
        }
        return findings
    }

    /// What the author probably meant: an alert field written on the payload, or the declared
    /// property one or two letters away.
    static func meant(_ property: String, on className: String, declared: [String]) -> Message? {
        if className == SDKClass.apnPayload.rawValue, DictionaryAlertMsg.Field(rawValue: property) != nil {
            return Message("GT210.belongsToAlert", ["property": .verbatim(property)])
        }
        guard let name = EditDistance.nearest(property, among: declared, limit: 2) else { return nil }
        return Message("GT210.didYouMean", ["name": .verbatim(name)])
    }
}

extension UnknownFieldRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT210.unknown": "%{class} has no property `%{property}`: PHP keeps it on the object and the SDK never sends it%{hint}",
            "GT210.belongsToAlert": "; `%{property}` belongs to a DictionaryAlertMsg set as alertMsg",
            "GT210.didYouMean": "; did you mean `%{name}`?",
        ],
        chinese: [
            "rule.GT210.summary": "SDK 类没有声明的属性：PHP 把它当作动态属性保留，SDK 永远不会发送它。",
            "GT210.unknown": "%{class} 没有属性 `%{property}`：PHP 把它留在对象上，SDK 永远不会发送它%{hint}",
            "GT210.belongsToAlert": "；`%{property}` 属于作为 alertMsg 的 DictionaryAlertMsg",
            "GT210.didYouMean": "；是不是想写 `%{name}`？",
        ]
    )
}
