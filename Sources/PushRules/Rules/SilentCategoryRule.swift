import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// GT105: category and multimedia do nothing without an alert.
public struct SilentCategoryRule: PushRule {
    public static let id = "GT105"
    public static let name = "silent-category"
    public static let severity = Diagnostic.Severity.note
    public static let summary = "A silent push sets a category or multimedia: they have no effect without an alert."
    public static let dependsOnIntent = true
    public static let triggeringExamples = [Examples.silent("↓$apn->category = \"ACTIONABLE\";")]
    public static let nonTriggeringExamples = [Examples.silent(), Examples.normal("$apn->category = \"ACTIONABLE\";")]
    public init() {}

    public static let apis = PushAPI.every

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.effectiveIntent == .silent else { return [] }
        if context.record.api != .v1 { return checkV2(context) }
        var findings: [Finding] = []
        if context.analysis.truth({ $0.has("category") && !$0.hasAlert }).isPossible {
            findings.append(context.finding(Self.self, at: context.offset(of: .category),
                Message("GT105.category", ["property": context.propertyCode(.category), "written": .message(context.writtenMessage(.category))])))
        }
        if let media = context.payload.multiMedias.first {
            findings.append(context.finding(Self.self, at: media.origin?.statement.start ?? context.record.creation.start,
                Message("GT105.multimedia")))
        }
        return findings
    }

    func checkV2(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        if context.analysis.truth({ $0.has("category") && !$0.hasAlert }).isPossible {
            findings.append(context.finding(Self.self, at: context.offset(v2: .category),
                Message("GT105.category", ["property": .verbatim("`\(V2Field.category.label)`"), "written": .message(context.writtenMessage(v2: .category))])))
        }
        if context.value(v2: .multimedia) != nil {
            findings.append(context.finding(Self.self, at: context.offset(v2: .multimedia), Message("GT105.multimedia")))
        }
        return findings
    }
}

extension SilentCategoryRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT105.category": "%{property} is %{written}, which has no effect on a silent push: a category only applies to a shown alert",
            "GT105.multimedia": "multimedia on a silent push has no effect: rich media only shows with an alert",
        ],
        chinese: [
            "rule.GT105.summary": "静默推送设置了 category 或多媒体：没有 alert 时它们不起作用。",
            "GT105.category": "%{property} 为 %{written}，对静默推送没有作用：category 只对显示出来的 alert 生效",
            "GT105.multimedia": "静默推送上的多媒体没有作用：富媒体只在有 alert 时显示",
        ]
    )
}
