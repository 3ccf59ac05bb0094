import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// GT303: an unknown value decides the kind.
public struct UnknownValueRule: NoteDrivenRule {
    public static let id = "GT303"
    public static let name = "unknown-value"
    public static let severity = Diagnostic.Severity.note
    public static let summary = "A value that decides the kind is unknown; the diagnostic names it."
    public static let triggeringExamples = [
        "<?php\nfunction build($client_notice) {\n    $apn = new IGtAPNPayload();\n    $apn->alertMsg = \"\";\n    ↓$apn->sound = $client_notice;\n    $apn->contentAvailable = 1;\n    $apn->badge = 1;\n    return $apn;\n}\n",
    ]
    public static let nonTriggeringExamples = [Examples.silent()]
    public init() {}

    public static let apis = PushAPI.every

    public func check(_ context: RuleContext) -> [Finding] {
        let analysis = context.analysis
        guard analysis.kinds.count > 1, let explanation = analysis.kindExplanation else { return [] }
        let relevant = analysis.kindDimensions
        return analysis.dimensions.indices.filter(relevant.contains).map { index in
            let dimension = analysis.dimensions[index]
            let field = Self.field(dimension.subject)
            let explanationMessage = analysis.kindExplanationMessage ?? Message("verbatim", ["text": .verbatim(explanation)])
            let offset = context.record.api == .v1 ? context.offset(of: field) : context.offset(v2: Self.v2Field(dimension.subject))
            var finding = context.finding(Self.self, at: offset,
                Message("GT303.decides", ["name": .verbatim(dimension.name), "explanation": .message(explanationMessage)]))
            finding.dedupeKey = "\(RuleEngine.key(context.record)):\(dimension.name)"
            return finding
        }
    }

    static func v2Field(_ subject: Dimension.Subject) -> V2Field {
        switch subject {
        case .alert: .alert
        case .sound: .sound
        case .contentAvailable: .contentAvailable
        case .badge, .autoBadge: .autoBadge
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

    /// Constants the analysis could not resolve (or PHP refuses, referring to themselves), loops
    /// over unknown data, includes it would not read (outside the project) and limits.
    public static func finding(_ note: AnalysisNote) -> Finding? {
        switch note.kind {
        case .undefinedConstant(let name):
            // Once per payload: the engine drops the same constant's later uses.
            return Finding(rule: id, severity: severity, file: note.file, offset: note.range.start,
                           Message("GT303.undefinedConstant", ["name": .verbatim(name)]), dedupeKey: name)
        case .mutatedInUnknownLoop, .outsideProject, .selfReferencingConstant:
            return Finding(rule: id, severity: severity, file: note.file, offset: note.range.start, note.localized)
        default:
            return nil
        }
    }
}

extension UnknownValueRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT303.decides": "%{name} is unknown and decides the kind: %{explanation}",
            "GT303.undefinedConstant": "`%{name}` is not defined in the analysed files; --set %{name}=… binds it",
        ],
        chinese: [
            "rule.GT303.summary": "决定推送类型的某个值未知；诊断信息会指出是哪个值。",
            "GT303.decides": "%{name} 未知，它决定推送类型：%{explanation}",
            "GT303.undefinedConstant": "`%{name}` 没有在分析的文件中定义；用 --set %{name}=… 绑定",
        ]
    )
}
