import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// GT301: an alert object built and never attached to a payload. A warning, and a note when the
/// payload is silent (RULES.md): there the alert had to go anyway, as `fix` detaches it, so
/// `check --fail-on warning` passes right after a fix.
public struct UnusedAlertRule: PushRule {
    public static let id = "GT301"
    public static let name = "unused-alert"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "An alert object is built and never attached to a payload's alertMsg (a note when the payload is silent: the alert had to go, as after fix detached it)."
    public static let triggeringExamples = [
        "<?php\n$alert = ↓new DictionaryAlertMsg();\n$alert->title = \"Hi\";\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n",
        // A template that takes the payload keeps only the payload's own objects; the alert is
        // still found among everything the code created.
        "<?php\n$alert = ↓new DictionaryAlertMsg();\n$alert->title = \"Hi\";\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n$template = new IGtTransmissionTemplate();\n$template->set_apnInfo($apn);\n",
    ]
    public static let nonTriggeringExamples = [Examples.normal()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        // One pass over the heap: a path that loops may hold thousands of objects, and every
        // payload record of that path asks again.
        var attached: Set<Int> = []
        var alerts: [Int] = []
        for (id, object) in context.record.pathHeap.objects {
            switch object {
            case .apnPayload(let payload):
                if case .object(let alert) = payload[.alertMsg].value { attached.insert(alert.id) }
            case .dictionaryAlert, .simpleAlert:
                alerts.append(id)
            default:
                break
            }
        }
        if case .object(let alert) = context.payload[.alertMsg].value { attached.insert(alert.id) }
        let creations = context.record.pathHeap.creations
        let silent = context.analysis.possibleKinds == [.silent]
        return alerts.filter { !attached.contains($0) }.sorted().compactMap { id in
            guard let creation = creations[id], creation.end <= context.file.bytes.count,
                  let className = context.record.pathHeap.objects[id]?.className else { return nil }
            var finding = context.finding(Self.self, at: creation.start, Message("GT301.unattached", ["class": .verbatim(className)]))
            if silent { finding.severity = .note }
            // Several paths through the same code leave the same object unattached: one finding.
            finding.dedupeKey = "\(context.file.path):\(creation.start)"
            return finding
        }
    }
}

extension UnusedAlertRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT301.unattached": "this %{class} is built but never attached to a payload's alertMsg, so its text is never sent",
        ],
        chinese: [
            "rule.GT301.summary": "创建了 alert 对象，却从未赋给推送的 alertMsg（推送是静默推送时为提示：这个 alert 本来就该去掉，如 fix 把它摘下之后）。",
            "GT301.unattached": "这个 %{class} 创建后从未赋给推送的 alertMsg，它的文字永远不会发送",
        ]
    )
}
