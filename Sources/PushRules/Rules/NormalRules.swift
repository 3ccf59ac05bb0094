import GeTuiModel
import PHPRuntime
import PHPSyntax

/// GT401: the documents' normal push needs both a title and a body.
public struct NormalMissingTextRule: PushRule {
    public static let id = "GT401"
    public static let name = "normal-missing-text"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "A push meant normal or mixed has an alert without a title or without a body."
    public static let triggeringExamples = [
        "<?php\n$alert = new DictionaryAlertMsg();\n$alert->body = \"Shipped\";\n$apn = new IGtAPNPayload();\n$apn->alertMsg = $alert;\n",
        "<?php\n$s = new SimpleAlertMsg();\n$s->alertMsg = \"Shipped\";\n$apn = new IGtAPNPayload();\n$apn->alertMsg = $s;\n",
    ]
    public static let nonTriggeringExamples = [Examples.normal(), Examples.silent()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.effectiveIntent == .normal || context.effectiveIntent == .mixed, context.analysis.truth(\.hasAlert).isPossible else { return [] }
        let offset = context.offset(of: .alertMsg)
        if let alert = context.payload.dictionaryAlert(in: context.record.heap) {
            let missing = [DictionaryAlertMsg.Field.title, .body].filter { alert.emits($0) == false }
            guard !missing.isEmpty else { return [] }
            let what = missing.map(\.rawValue).joined(separator: " and no ")
            return [context.finding(Self.self, at: offset, "the alert, \(context.written(.alertMsg)), has no \(what): the banner needs both a title and a body")]
        }
        if context.payload.simpleAlert(in: context.record.heap) != nil {
            return [context.finding(Self.self, at: offset, "the alert, \(context.written(.alertMsg)), shows text but no title: use a DictionaryAlertMsg with a title and a body")]
        }
        return []
    }
}

/// GT402: a push declared normal that sets content-available is really mixed.
public struct NormalContentAvailableRule: PushRule {
    public static let id = "GT402"
    public static let name = "normal-content-available"
    public static let severity = Diagnostic.Severity.note
    public static let summary = "A push meant normal sets content-available: it is mixed and also wakes a suspended app."
    public static let triggeringExamples = [
        "<?php\n$alert = new DictionaryAlertMsg();\n$alert->title = \"Order\";\n$alert->body = \"Shipped\";\n// gtpush: normal\n$apn = new IGtAPNPayload();\n$apn->alertMsg = $alert;\n$apn->contentAvailable = 1;\n",
    ]
    public static let nonTriggeringExamples = [Examples.normal("$apn->contentAvailable = 0;"), Examples.normal("$apn->contentAvailable = 1;")]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.intent == .normal else { return [] }
        let truth = context.analysis.truth { $0.hasContentAvailable && $0.hasAlert }
        guard truth.isPossible else { return [] }
        let message = context.prefixed(truth, "\(context.property(.contentAvailable)) is \(context.written(.contentAvailable)), so this push is mixed, not normal: it also wakes a suspended app")
        // Only an explicit --intent normal proves the wake-up is unwanted.
        let fix = context.options.intent == .normal ? context.setFix(.contentAvailable, to: "0", summary: "set \(context.variable)->contentAvailable to 0") : nil
        return [context.finding(Self.self, at: context.offset(of: .contentAvailable), message, fix: fix)]
    }
}

/// GT502: a sound name the app does not bundle plays the default ding.
public struct SoundFileRule: PushRule {
    public static let id = "GT502"
    public static let name = "sound-file"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "With --sounds DIR: a sound name that is neither default, the silence string, nor a sound file in DIR."
    public static let triggeringExamples = [Examples.normal("$apn->sound = \"bell.caf\";")]
    public static let nonTriggeringExamples = [Examples.normal("$apn->sound = \"notice.caf\";"), Examples.normal("$apn->sound = \"default\";")]
    public static var exampleOptions: CheckOptions { CheckOptions(soundFiles: ["notice.caf"]) }
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let files = context.options.soundFiles, case .string(let bytes) = context.payload[.sound].value else { return [] }
        let name = String(decoding: bytes, as: UTF8.self)
        guard !name.isEmpty, name != "default", name != APNPayload.silenceSound, !files.contains(name) else { return [] }
        return [context.finding(Self.self, at: context.offset(of: .sound),
            "\(context.property(.sound)) is \(context.written(.sound)), but the sounds folder has no such .caf, .aiff or .wav file: the phone plays the default ding")]
    }
}
