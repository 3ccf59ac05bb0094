import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// GT607: a value the v2 SDK cannot turn into a body: PHP stops and nothing is sent.
public struct SDKThrowsV2Rule: PushRule {
    public static let id = "GT607"
    public static let name = "sdk-throws-v2"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "A value the v2 SDK cannot serialise (setAlert(\"text\"), setAps([...]), setMultimedia($one), any non-GT object in an object slot): PHP stops with an Error at getApiParam() and nothing is sent."
    public static let apis: Set<PushAPI> = [.v2]
    public static let triggeringExamples = [
        "<?php\n$aps = new GTAps();\n↓$aps->setAlert(\"You have a new message\");\n$ios = new GTIos();\n$ios->setType(\"notify\");\n$ios->setAps($aps);\n",
    ]
    public static let nonTriggeringExamples = [Examples.v2Silent()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let push = context.record.v2, case .thrown(let failure) = context.record.outcome else { return [] }
        switch failure.reason {
        case .apiParamOnNonObject, .apiParamUndefined, .selfContaining, .arrayPushOnNonArray: break
        default: return []
        }
        let path = push.origins.failurePath
        let offset = path.flatMap { push.origins[$0] }?.statement.start ?? context.record.creation.start
        let key = path?.last == "alert" && { if case .apiParamOnNonObject = failure.reason { true } else { false } }() ? "GT607.textAlert" : "GT607.throws"
        return [context.finding(Self.self, at: offset, Message(key, ["message": .verbatim(failure.message), "field": .verbatim(path?.joined(separator: ".") ?? "")]))]
    }
}
