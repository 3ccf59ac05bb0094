import GeTuiModel
import PHPRuntime
import PHPSyntax

/// GT208: a dictionary alert with only subtitle fields is dropped by `get_alertMsg()`.
public struct SubtitleOnlyRule: PushRule {
    public static let id = "GT208"
    public static let name = "alert-subtitle-only"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "An alert object with only subtitle fields: the SDK drops the alert."
    public static let triggeringExamples = ["<?php\n$alert = new DictionaryAlertMsg();\n$alert->subtitle = \"Sub\";\n$apn = new IGtAPNPayload();\n↓$apn->alertMsg = $alert;\n$apn->badge = 1;\n"]
    public static let nonTriggeringExamples = [Examples.normal()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let alert = context.payload.dictionaryAlert(in: context.record.heap) else { return [] }
        let fields = DictionaryAlertMsg.Field.allCases
        let leading = fields.filter { !$0.isSubtitle }.map { alert.emits($0) }
        guard leading.allSatisfy({ $0 == false }) else { return [] }
        guard fields.filter(\.isSubtitle).contains(where: { alert.emits($0) == true }) else { return [] }
        return [context.finding(Self.self, at: context.offset(of: .alertMsg),
            Message("GT208.subtitleOnly", ["written": .message(context.writtenMessage(.alertMsg))]))]
    }
}

extension SubtitleOnlyRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT208.subtitleOnly": "the alert %{written} has only a subtitle: get_alertMsg() returns null when title, body and the loc keys are empty, so the SDK drops the whole alert",
        ],
        chinese: [
            "rule.GT208.summary": "alert 对象只有 subtitle 字段：SDK 会丢掉这个 alert。",
            "GT208.subtitleOnly": "alert %{written} 只有副标题：title、body 和 loc 键都为空时 get_alertMsg() 返回 null，SDK 会丢掉整个 alert",
        ]
    )
}
