import GeTuiModel
import PHPSyntax
import Platform
import PushAnalysis

/// GT106: a mixed push (alert and content-available) that nothing declares or names: the
/// documents' bug, a push meant to be silent that shows a banner and rings.
public struct UndeclaredMixedRule: PushRule {
    public static let id = "GT106"
    public static let name = "undeclared-mixed"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "A mixed push (alert and content-available) with no declared or named intent: banner, sound and a background wake at once."
    public static let triggeringExamples = [
        Examples.normal("↓$apn->contentAvailable = 1;", "$apn->sound = \"\";"),
    ]
    /// Left alone: `fix` never changes a push nothing declares.
    public static let corrections = [
        Correction(Examples.normal("$apn->contentAvailable = 1;", "$apn->sound = \"\";"), Examples.normal("$apn->contentAvailable = 1;", "$apn->sound = \"\";")),
    ]
    public static let nonTriggeringExamples = [
        Examples.normal(),
        Examples.silent(),
        Examples.normal("$apn->contentAvailable = 1;").replacingAll("$apn = new", with: "// gtpush: mixed\n$apn = new"),
    ]
    public init() {}

    public static let apis = PushAPI.every

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.resolvedIntent == nil, context.analysis.kinds.contains(.mixed) else { return [] }
        let truth = context.analysis.truth { $0.hasAlert && $0.hasContentAvailable }
        let isV1 = context.record.api == .v1
        let message = context.prefixed(truth, Message(isV1 ? "GT106.undeclared" : "GT106.undeclared.v2", ["plays": .message(Self.soundClause(context))]))
        var finding = context.finding(Self.self, at: isV1 ? context.offset(of: .contentAvailable) : context.offset(v2: .contentAvailable), message)
        // Once per payload, not once per path through it.
        finding.dedupeKey = RuleEngine.key(context.record)
        return [finding]
    }

    /// ", plays a sound" unless the sound is the silence string.
    static func soundClause(_ context: RuleContext) -> Message {
        if context.record.api != .v1 {
            switch context.value(v2: .sound) {
            case nil, .null?, .string(Array(APNPayload.silenceSound.utf8))?: return Message("empty")
            default: return Message("GT106.plays", ["sound": .message(context.heardV2SoundMessage)])
            }
        }
        if case .string(let bytes) = context.payload[.sound].value, bytes == Array(APNPayload.silenceSound.utf8) { return Message("empty") }
        return Message("GT106.plays", ["sound": .message(context.heardSoundMessage)])
    }
}

extension UndeclaredMixedRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT106.undeclared": "mixed push with no declared intent: in the background the phone shows the banner%{plays} and wakes the app; not running, it shows the banner; add `// gtpush: silent` above `new IGtAPNPayload` to let fix silence it, or `// gtpush: mixed` to accept it",
            "GT106.plays": ", plays %{sound}",
            "GT106.undeclared.v2": "mixed push with no declared intent: in the background the phone shows the notification%{plays} and wakes the app; not running, it shows the notification; add `// gtpush: silent` above the request (`new GTPushRequest`, `new GTAps` or the array) to let fix silence it, or `// gtpush: mixed` to accept it",
        ],
        chinese: [
            "rule.GT106.summary": "混合推送（alert 加 content-available）没有声明或由命名表明意图：横幅、声音和后台唤醒同时发生。",
            "GT106.undeclared": "混合推送没有声明意图：应用在后台时，手机会在通知栏弹出横幅%{plays}并唤醒应用；应用未运行时只弹出横幅；在 `new IGtAPNPayload` 上方加 `// gtpush: silent` 可让 fix 把它改成静默推送，加 `// gtpush: mixed` 表示接受",
            "GT106.plays": "、播放 %{sound}",
            "GT106.undeclared.v2": "混合推送没有声明意图：应用在后台时，手机会显示通知%{plays}并唤醒应用；应用未运行时只显示通知；在请求（`new GTPushRequest`、`new GTAps` 或数组）上方加 `// gtpush: silent` 可让 fix 把它改成静默推送，加 `// gtpush: mixed` 表示接受",
        ]
    )
}
