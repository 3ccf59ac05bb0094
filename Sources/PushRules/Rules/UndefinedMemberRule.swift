import GeTuiModel
import PHPSyntax
import PushAnalysis

/// GT211: a member the SDK does not have, such as the constant `IGtAPNPayload::APN_SOUND_SILENCE`
/// (it is an instance property): PHP throws an Error and nothing is pushed.
public struct UndefinedMemberRule: NoteDrivenRule {
    public static let id = "GT211"
    public static let name = "sdk-undefined-member"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "A member the SDK does not have (`IGtAPNPayload::APN_SOUND_SILENCE`): PHP throws `Undefined constant …`."
    public static let triggeringExamples = [Examples.payload("$apn->alertMsg = \"\";", "$apn->sound = ↓IGtAPNPayload::APN_SOUND_SILENCE;", "$apn->contentAvailable = 1;", "$apn->badge = 1;")]
    public static let nonTriggeringExamples = [Examples.payload("$apn->alertMsg = \"\";", "$apn->sound = $apn->APN_SOUND_SILENCE;", "$apn->contentAvailable = 1;", "$apn->badge = 1;")]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] { [] }

    /// Comes from the analysis notes: the place PHP stops.
    public static func finding(_ note: AnalysisNote) -> Finding? {
        guard case .undefinedSDKMember(let member) = note.kind else { return nil }
        let message = member.hasSuffix("::APN_SOUND_SILENCE")
            ? Message("GT211.silenceProperty", ["member": .verbatim(member), "silence": .verbatim(APNPayload.silenceSound)])
            : Message("GT211.undefined", ["member": .verbatim(member)])
        return Finding(rule: id, severity: severity, file: note.file, offset: note.range.start, message)
    }
}

extension UndefinedMemberRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT211.undefined": "PHP stops here with `Error: Undefined constant %{member}`, so nothing is pushed",
            "GT211.silenceProperty": "PHP stops here with `Error: Undefined constant %{member}`, so nothing is pushed; APN_SOUND_SILENCE is an instance property: write `$apn->APN_SOUND_SILENCE` or \"%{silence}\"",
        ],
        chinese: [
            "rule.GT211.summary": "SDK 没有的成员（`IGtAPNPayload::APN_SOUND_SILENCE`）：PHP 抛出 `Undefined constant …`。",
            "GT211.undefined": "PHP 在这里报错停止：`Error: Undefined constant %{member}`，什么也推送不出去",
            "GT211.silenceProperty": "PHP 在这里报错停止：`Error: Undefined constant %{member}`，什么也推送不出去；APN_SOUND_SILENCE 是实例属性：请写 `$apn->APN_SOUND_SILENCE` 或 \"%{silence}\"",
        ]
    )
}
