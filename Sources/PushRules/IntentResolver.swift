import GeTuiModel
import PHPRuntime
import PushAnalysis

/// Decides what a payload is meant to be, and says why, in RULES.md's order: the payload's own
/// `gtpush:` comment (most specific), then `--intent`, then what the assignments attempt.
public enum IntentResolver {
    public static func resolve(_ record: PayloadRecord, options: CheckOptions) -> (intent: Intent?, reason: String) {
        for directive in record.directives {
            let word = directive.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)?.lowercased()
            if let word, let intent = Intent(rawValue: word) {
                return (intent, "a `gtpush: \(word)` comment on the payload")
            }
        }
        if let intent = options.intent {
            return (intent, "--intent \(intent.rawValue)")
        }
        if let attempt = silentAttempt(record) {
            return (.silent, attempt)
        }
        return (nil, "no `gtpush:` comment, no --intent, and the code does not attempt a silent push")
    }

    /// The code's own attempt at silence: contentAvailable assigned a truthy value together with an
    /// emptied alert or a silenced/emptied sound. Only assignments count, not defaults.
    static func silentAttempt(_ record: PayloadRecord) -> String? {
        let payload = record.payload
        let contentAvailable = payload[.contentAvailable]
        guard contentAvailable.origin != nil, contentAvailable.value.truthiness == true else { return nil }
        var signs: [String] = []
        let alert = payload[.alertMsg]
        if alert.origin != nil {
            switch alert.value {
            case .null: signs.append("alertMsg to null")
            case .string(let bytes) where bytes.isEmpty: signs.append("alertMsg to \"\"")
            case .object:
                if let simple = payload.simpleAlert(in: record.heap), simple.emitsText == false {
                    signs.append("alertMsg to an empty SimpleAlertMsg")
                }
            default: break
            }
        }
        let sound = payload[.sound]
        if sound.origin != nil, case .string(let bytes) = sound.value {
            if bytes == Array(APNPayload.silenceSound.utf8) { signs.append("sound to \(APNPayload.silenceSound)") }
            if bytes.isEmpty { signs.append("sound to \"\"") }
        }
        guard !signs.isEmpty else { return nil }
        return "the code sets contentAvailable to \(Describe.value(contentAvailable.value)) and " + signs.joined(separator: " and ")
    }
}
