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

extension SDKThrowsV2Rule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT607.throws": "the v2 SDK cannot build the body (%{message}): PHP stops at getApiParam() and nothing is sent",
            "GT607.textAlert": "the v2 SDK cannot build the body (%{message}): it has no plain-text alert, setAlert takes a GTAlert (`$alert = new GTAlert(); $alert->setBody(…);`); PHP stops at getApiParam() and nothing is sent",
        ],
        chinese: [
            "rule.GT607.summary": "v2 SDK 无法序列化的值（setAlert(\"text\")、setAps([...])、setMultimedia($one)、对象位置上的非 GT 对象）：PHP 在 getApiParam() 处报错停止，什么也不发送。",
            "GT607.throws": "v2 SDK 无法生成请求体（%{message}）：PHP 在 getApiParam() 处停止，什么也不发送",
            "GT607.textAlert": "v2 SDK 无法生成请求体（%{message}）：它没有纯文本 alert，setAlert 需要 GTAlert（`$alert = new GTAlert(); $alert->setBody(…);`）；PHP 在 getApiParam() 处停止，什么也不发送",
        ]
    )
}
