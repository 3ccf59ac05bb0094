import PHPSyntax
import Platform
import PushAnalysis

/// GT107: content-available with a sound and no alert, with nothing declaring it: no banner, but
/// the phone dings ("鐺的一聲").
public struct UndeclaredAudibleBackgroundRule: PushRule {
    public static let id = "GT107"
    public static let name = "undeclared-audible-background"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "An audible-background push (content-available and a sound, no alert) with no declared or named intent: no banner, but a sound."
    public static let triggeringExamples = [
        Examples.payload("$apn->contentAvailable = 1;", "↓$apn->sound = \"default\";", "$apn->badge = 1;"),
    ]
    public static let nonTriggeringExamples = [
        Examples.silent(),
        Examples.payload("$apn->contentAvailable = 1;", "$apn->sound = \"default\";").replacingAll("$apn = new", with: "// gtpush: mixed\n$apn = new"),
    ]
    public init() {}

    public static let apis = PushAPI.every

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.resolvedIntent == nil, context.analysis.kinds.contains(.audibleBackground) else { return [] }
        let truth = context.analysis.truth { $0.hasContentAvailable && $0.hasSound && !$0.hasAlert }
        let isV1 = context.record.api == .v1
        let message = context.prefixed(truth, Message(isV1 ? "GT107.undeclared" : "GT107.undeclared.v2", ["sound": .message(isV1 ? context.heardSoundMessage : context.heardV2SoundMessage)]))
        var finding = context.finding(Self.self, at: isV1 ? context.offset(of: .sound) : context.offset(v2: .sound), message)
        // Once per payload, not once per path through it.
        finding.dedupeKey = RuleEngine.key(context.record)
        return [finding]
    }
}

extension UndeclaredAudibleBackgroundRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT107.undeclared.v2": "audible-background push with no declared intent: no notification, but in the background the phone plays %{sound} and wakes the app; not running, it only plays the sound; add `// gtpush: silent` above the request (`new GTPushRequest`, `new GTAps` or the array) to let fix silence it, or `// gtpush: mixed` to accept it",
            "GT107.undeclared": "audible-background push with no declared intent: no banner, but in the background the phone plays %{sound} and wakes the app; not running, it only plays the sound; add `// gtpush: silent` above `new IGtAPNPayload` to let fix silence it, or `// gtpush: mixed` to accept it",
        ],
        chinese: [
            "rule.GT107.summary": "有声后台推送（content-available 加声音，没有 alert）没有声明或由命名表明意图：不弹横幅，但会响一声。",
            "GT107.undeclared.v2": "有声后台推送没有声明意图：不显示通知，但应用在后台时手机会播放 %{sound} 并唤醒应用；应用未运行时只播放声音；在请求（`new GTPushRequest`、`new GTAps` 或数组）上方加 `// gtpush: silent` 可让 fix 把它改成静默推送，加 `// gtpush: mixed` 表示接受",
            "GT107.undeclared": "有声后台推送没有声明意图：不弹横幅，但应用在后台时手机会播放 %{sound} 并唤醒应用；应用未运行时只播放声音；在 `new IGtAPNPayload` 上方加 `// gtpush: silent` 可让 fix 把它改成静默推送，加 `// gtpush: mixed` 表示接受",
        ]
    )
}
