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
