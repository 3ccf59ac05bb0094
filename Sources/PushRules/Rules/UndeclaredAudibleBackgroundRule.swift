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
