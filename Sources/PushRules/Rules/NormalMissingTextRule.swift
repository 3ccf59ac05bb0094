import GeTuiModel
import PHPRuntime
import PHPSyntax

/// GT401: the documents' normal push needs both a title and a body.
public struct NormalMissingTextRule: PushRule {
    public static let id = "GT401"
    public static let name = "normal-missing-text"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "A push meant normal or mixed has an alert without a title or without a body."
    public static let dependsOnIntent = true
    public static let triggeringExamples = [
        "<?php\n$alert = new DictionaryAlertMsg();\n$alert->body = \"Shipped\";\n$apn = new IGtAPNPayload();\n↓$apn->alertMsg = $alert;\n",
        "<?php\n$s = new SimpleAlertMsg();\n$s->alertMsg = \"Shipped\";\n$apn = new IGtAPNPayload();\n↓$apn->alertMsg = $s;\n",
    ]
    public static let nonTriggeringExamples = [Examples.normal(), Examples.silent()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.effectiveIntent == .normal || context.effectiveIntent == .mixed, context.analysis.truth(\.hasAlert).isPossible else { return [] }
        let offset = context.offset(of: .alertMsg)
        if let alert = context.payload.dictionaryAlert(in: context.record.heap) {
            let missing = [DictionaryAlertMsg.Field.title, .body].filter { alert.emits($0) == false }
            guard !missing.isEmpty else { return [] }
            let key = missing.count == 2 ? "GT401.noTitleNoBody" : missing[0] == .title ? "GT401.noTitle" : "GT401.noBody"
            return [context.finding(Self.self, at: offset, Message(key, ["written": .message(context.writtenMessage(.alertMsg))]))]
        }
        if context.payload.simpleAlert(in: context.record.heap) != nil {
            return [context.finding(Self.self, at: offset, Message("GT401.simple", ["written": .message(context.writtenMessage(.alertMsg))]))]
        }
        return []
    }
}

extension NormalMissingTextRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT401.noTitle": "the alert, %{written}, has no title: the banner needs both a title and a body",
            "GT401.noBody": "the alert, %{written}, has no body: the banner needs both a title and a body",
            "GT401.noTitleNoBody": "the alert, %{written}, has no title and no body: the banner needs both a title and a body",
            "GT401.simple": "the alert, %{written}, shows text but no title: use a DictionaryAlertMsg with a title and a body",
        ],
        chinese: [
            "rule.GT401.summary": "本应是普通或混合推送，alert 却缺少标题或正文。",
            "GT401.noTitle": "alert %{written} 没有标题：横幅需要标题和正文",
            "GT401.noBody": "alert %{written} 没有正文：横幅需要标题和正文",
            "GT401.noTitleNoBody": "alert %{written} 没有标题也没有正文：横幅需要标题和正文",
            "GT401.simple": "alert %{written} 只显示文字、没有标题：请使用带标题和正文的 DictionaryAlertMsg",
        ]
    )
}
