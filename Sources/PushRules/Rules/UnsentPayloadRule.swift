import PHPSyntax
import PushAnalysis

/// GT304: a payload the code builds but never hands to a template, while it hands over others.
public struct UnsentPayloadRule: PushRule {
    public static let id = "GT304"
    public static let name = "unsent-payload"
    public static let severity = Diagnostic.Severity.note
    public static let summary = "A payload is built and then replaced, or never attached to a template while the code attaches others: the SDK never sends it."
    public static let triggeringExamples = [
        "<?php\n$template = new IGtTransmissionTemplate();\n$draft = ↓new IGtAPNPayload();\n$draft->badge = 9;\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n$template->set_apnInfo($apn);\n",
    ]
    public static let nonTriggeringExamples = [
        "<?php\n$template = new IGtTransmissionTemplate();\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n$template->set_apnInfo($apn);\n",
    ]
    public static let checksUnsentPayloads = true
    public init() {}

    public static let apis = PushAPI.every

    public func check(_ context: RuleContext) -> [Finding] {
        let isFragment = context.record.v2.map { !$0.isRequest } ?? false
        let key = context.record.api == .v1 ? "GT304.unsent" : isFragment ? "GT304.v2.unattached" : "GT304.v2.unsent"
        return [context.finding(Self.self, at: context.record.creation.start, Message(key, ["class": .verbatim(context.record.v2?.rootClass?.rawValue ?? "")]))]
    }
}
