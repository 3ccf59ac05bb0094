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
