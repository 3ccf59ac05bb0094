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

extension UnsentPayloadRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT304.unsent": "this payload is never given to a template's set_apnInfo (another one is), so the SDK never sends it; its fields are not checked",
            "GT304.v2.unsent": "this request is never given to a push API call (another one is), so it is never sent; its fields are not checked",
            "GT304.v2.unattached": "this %{class} is never attached to the request the code builds, so it is never sent; its fields are not checked",
        ],
        chinese: [
            "rule.GT304.summary": "推送创建后被替换，或在代码把其他推送交给模板时它从未交给模板：SDK 永远不会发送它。",
            "GT304.unsent": "这个推送从未交给模板的 set_apnInfo（交的是另一个），SDK 永远不会发送它；不检查它的字段",
            "GT304.v2.unsent": "这个请求从未交给推送 API 调用（交的是另一个），永远不会被发送；不检查它的字段",
            "GT304.v2.unattached": "这个 %{class} 从未挂到代码构建的请求上，永远不会被发送；不检查它的字段",
        ]
    )
}
