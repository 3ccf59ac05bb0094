import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// GT301: an alert object built and never attached to a payload.
public struct UnusedAlertRule: PushRule {
    public static let id = "GT301"
    public static let name = "unused-alert"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "An alert object is built and never attached to a payload's alertMsg."
    public static let triggeringExamples = [
        "<?php\n$alert = new DictionaryAlertMsg();\n$alert->title = \"Hi\";\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n",
        // A template that takes the payload keeps only the payload's own objects; the alert is
        // still found among everything the code created.
        "<?php\n$alert = new DictionaryAlertMsg();\n$alert->title = \"Hi\";\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n$template = new IGtTransmissionTemplate();\n$template->set_apnInfo($apn);\n",
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
        return alerts.filter { !attached.contains($0) }.sorted().compactMap { id in
            guard let creation = creations[id], creation.end <= context.file.bytes.count,
                  let className = context.record.pathHeap.objects[id]?.className else { return nil }
            var finding = context.finding(Self.self, at: creation.start, "this \(className) is built but never attached to a payload's alertMsg, so its text is never sent")
            // Several paths through the same code leave the same object unattached: one finding.
            finding.dedupeKey = "\(context.file.path):\(creation.start)"
            return finding
        }
    }
}

/// GT302: a variable read before any assignment in a `.php` scope is null.
public struct UndefinedVariableRule: NoteDrivenRule {
    public static let id = "GT302"
    public static let name = "undefined-variable"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "A variable is read before any assignment in its scope: PHP uses null."
    public static let triggeringExamples = [Examples.normal("$apn->add_customMsg(\"nickname\", $nickname);")]
    public static let nonTriggeringExamples = [Examples.normal("$nickname = \"Ada\";", "$apn->add_customMsg(\"nickname\", $nickname);")]
    public init() {}

    /// Comes from the analysis notes, not from a payload.
    public func check(_ context: RuleContext) -> [Finding] { [] }

    public static func finding(_ note: AnalysisNote) -> Finding? {
        guard case .undefinedVariable(let name) = note.kind else { return nil }
        return Finding(rule: id, severity: severity, file: note.file, offset: note.range.start,
                       message: "`$\(name)` is read before it is assigned, so PHP uses null; bind it with --set '$\(name)=…' if it comes from elsewhere")
    }
}

/// GT303: an unknown value decides the kind.
public struct UnknownValueRule: NoteDrivenRule {
    public static let id = "GT303"
    public static let name = "unknown-value"
    public static let severity = Diagnostic.Severity.note
    public static let summary = "A value that decides the kind is unknown; the diagnostic names it."
    public static let triggeringExamples = [
        "<?php\nfunction build($client_notice) {\n    $apn = new IGtAPNPayload();\n    $apn->alertMsg = \"\";\n    $apn->sound = $client_notice;\n    $apn->contentAvailable = 1;\n    $apn->badge = 1;\n    return $apn;\n}\n",
    ]
    public static let nonTriggeringExamples = [Examples.silent()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let analysis = context.analysis
        guard analysis.kinds.count > 1, let explanation = analysis.kindExplanation else { return [] }
        let relevant = analysis.kindDimensions
        return analysis.dimensions.indices.filter(relevant.contains).map { index in
            let dimension = analysis.dimensions[index]
            let field = Self.field(dimension.subject)
            var finding = context.finding(Self.self, at: context.offset(of: field),
                "\(dimension.name) is unknown and decides the kind: \(explanation)")
            finding.dedupeKey = "\(RuleEngine.key(context.record)):\(dimension.name)"
            return finding
        }
    }

    static func field(_ subject: Dimension.Subject) -> APNPayload.Field {
        switch subject {
        case .alert: .alertMsg
        case .sound: .sound
        case .contentAvailable: .contentAvailable
        case .badge: .badge
        case .autoBadge: .autoBadge
        }
    }

    /// Constants the analysis could not resolve, loops over unknown data and limits.
    public static func finding(_ note: AnalysisNote) -> Finding? {
        switch note.kind {
        case .undefinedConstant(let name):
            // Once per payload: the engine drops the same constant's later uses.
            return Finding(rule: id, severity: severity, file: note.file, offset: note.range.start,
                           message: "`\(name)` is not defined in the analysed files; --set \(name)=… binds it", dedupeKey: name)
        case .mutatedInUnknownLoop, .limitReached:
            return Finding(rule: id, severity: severity, file: note.file, offset: note.range.start, message: note.message)
        default:
            return nil
        }
    }
}
