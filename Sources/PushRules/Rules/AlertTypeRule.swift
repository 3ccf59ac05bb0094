import GeTuiModel
import PHPRuntime
import PHPSyntax

/// GT202: `alertMsg` holding a string, number or boolean is a fatal error in the SDK.
public struct AlertTypeRule: PushRule {
    public static let id = "GT202"
    public static let name = "sdk-alert-type"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "alertMsg is a non-empty string, number or boolean: the SDK calls get_alertMsg() on it and PHP stops."
    public static let triggeringExamples = [Examples.payload("↓$apn->alertMsg = \"Build passed\";"), Examples.payload("↓$apn->alertMsg = 1;", "$apn->badge = 1;")]
    public static let nonTriggeringExamples = [Examples.silent(), Examples.normal()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let truth = context.analysis.truth {
            if case .alertNotObject? = $0.failure { return true }
            return false
        }
        guard truth.isPossible else { return [] }
        let type = context.payload[.alertMsg].value.typeName
        let message = context.prefixed(truth, Message("GT202.notObject", ["property": context.propertyCode(.alertMsg), "written": .message(context.writtenMessage(.alertMsg)), "type": .verbatim(type)]))
        // A silent payload wants no alert at all; any other keeps its text in a SimpleAlertMsg.
        var fix = context.effectiveIntent == .silent
            ? context.setFix(.alertMsg, to: "\"\"")
            : SimpleAlertWrap.fix(context.record)
        if context.effectiveIntent == .silent { fix?.removesAlertText = true }
        return [context.finding(Self.self, at: context.offset(of: .alertMsg), message, fix: fix)]
    }
}

extension AlertTypeRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT202.notObject": "%{property} is %{written}: the SDK calls get_alertMsg() on it and PHP stops with \"Call to a member function get_alertMsg() on %{type}\"; use a SimpleAlertMsg or DictionaryAlertMsg",
        ],
        chinese: [
            "rule.GT202.summary": "alertMsg 是非空字符串、数字或布尔值：SDK 对它调用 get_alertMsg()，PHP 直接报错停止。",
            "GT202.notObject": "%{property} 为 %{written}：SDK 会对它调用 get_alertMsg()，PHP 报错停止：\"Call to a member function get_alertMsg() on %{type}\"；请使用 SimpleAlertMsg 或 DictionaryAlertMsg",
        ]
    )
}
