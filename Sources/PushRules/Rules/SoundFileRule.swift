import GeTuiModel
import PHPRuntime
import PHPSyntax

/// GT502: a sound name the app does not bundle plays the default ding.
public struct SoundFileRule: PushRule {
    public static let id = "GT502"
    public static let name = "sound-file"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "With --sounds DIR: a sound name that is neither default, the silence string, nor a sound file in DIR."
    public static let triggeringExamples = [Examples.normal("↓$apn->sound = \"bell.caf\";")]
    public static let nonTriggeringExamples = [Examples.normal("$apn->sound = \"notice.caf\";"), Examples.normal("$apn->sound = \"default\";")]
    public static var exampleOptions: CheckOptions { CheckOptions(soundFiles: ["notice.caf"]) }
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let files = context.options.soundFiles, case .string(let bytes) = context.payload[.sound].value else { return [] }
        let name = String(decoding: bytes, as: UTF8.self)
        guard !name.isEmpty, name != "default", name != APNPayload.silenceSound, !files.contains(name) else { return [] }
        return [context.finding(Self.self, at: context.offset(of: .sound),
            Message("GT502.noFile", ["property": context.propertyCode(.sound), "written": .message(context.writtenMessage(.sound))]))]
    }
}

extension SoundFileRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT502.noFile": "%{property} is %{written}, but the sounds folder has no such .caf, .aiff or .wav file: the phone plays the default ding",
        ],
        chinese: [
            "rule.GT502.summary": "使用 --sounds DIR 时：声音名既不是 default、静默声音字符串，也不是 DIR 中的声音文件。",
            "GT502.noFile": "%{property} 为 %{written}，但声音目录中没有这样的 .caf、.aiff 或 .wav 文件：手机会播放默认提示音",
        ]
    )
}
