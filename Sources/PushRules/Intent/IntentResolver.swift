import GeTuiModel
import PHPRuntime
import PushAnalysis

/// Decides what a payload is meant to be, in RULES.md's order (revised 2026-11-22): declared by a
/// `gtpush:` comment, named by an identifier, given by `--intent`, attempted by the code on every
/// path. Nil when none of them says anything: the payload is judged by what it is.
public enum IntentResolver {
    /// `attemptedOnEveryPath`: whether every record of this payload (one per path) is a silent
    /// attempt; the engine knows the other paths, a record alone does not.
    /// `directives`: the comment directives of the analysed files (the docblock's are read there).
    public static func resolve(_ record: PayloadRecord, analysis: KindAnalysis, options: CheckOptions, attemptedOnEveryPath: Bool,
                               directives: DirectiveIndex = DirectiveIndex()) -> ResolvedIntent? {
        if let declared = declared(record, directives: directives) { return declared }
        // The code's own comments come before the project's file: the nearer word wins.
        if let configured = options.configuredIntent?(record.file.path, record.function) {
            return ResolvedIntent(configured.intent, .declared, configured.reason)
        }
        if let named = named(record) { return named }
        if let intent = options.intent { return ResolvedIntent(intent, .commandLine, Message("verbatim", ["text": .verbatim("--intent \(intent.rawValue)")])) }
        if attemptedOnEveryPath, let attempt = attempt(record, analysis: analysis) { return ResolvedIntent(.silent, .attempted, attempt) }
        return nil
    }

    /// 1. `gtpush: silent|normal|mixed` on or just above the line that creates the payload, or
    /// in the docblock of the function that builds it (then `gtpush.json`, in `resolve`).
    static func declared(_ record: PayloadRecord, directives: DirectiveIndex) -> ResolvedIntent? {
        for directive in record.directives where directive.kind == .intent {
            if let word = directive.words.first?.lowercased(), let intent = Intent(word: word) {
                return ResolvedIntent(intent, .declared, Message("intent.reason.comment", ["word": .verbatim(word)]))
            }
        }
        if let (intent, word) = FunctionDocblock.declaredIntent(record, directives: directives), let function = record.function {
            return ResolvedIntent(intent, .declared, Message("intent.reason.docblock", ["word": .verbatim(word), "function": .verbatim(function)]))
        }
        return nil
    }

    /// 2. The function that builds it, the payload's variable or its template's variable has a
    /// silent word part. Names only ever say silent.
    static func named(_ record: PayloadRecord) -> ResolvedIntent? {
        if let function = record.function {
            // `Class::method`: the method or the class that builds it may name it.
            let parts = function.components(separatedBy: "::")
            if let method = parts.last, IdentifierWords.namesSilence(method) {
                return ResolvedIntent(.silent, .named, Message(parts.count > 1 ? "intent.reason.method" : "intent.reason.function", ["name": .verbatim(function)]))
            }
            if parts.count > 1, IdentifierWords.namesSilence(parts[0]) {
                return ResolvedIntent(.silent, .named, Message("intent.reason.class", ["name": .verbatim(parts[0])]))
            }
        }
        if record.api != .v1 {
            if let holder = PayloadSource.v2Holders(record).first(where: IdentifierWords.namesSilence) {
                return ResolvedIntent(.silent, .named, Message("intent.reason.variable", ["name": .verbatim(holder)]))
            }
            return nil
        }
        let variable = PayloadSource.variable(record)
        if IdentifierWords.namesSilence(variable) {
            return ResolvedIntent(.silent, .named, Message("intent.reason.variable", ["name": .verbatim(variable)]))
        }
        if let holder = PayloadSource.propertyHolders(record).first(where: IdentifierWords.namesSilence) {
            return ResolvedIntent(.silent, .named, Message("intent.reason.variable", ["name": .verbatim(holder)]))
        }
        if let template = PayloadSource.templateVariable(record), IdentifierWords.namesSilence(template) {
            return ResolvedIntent(.silent, .named, Message("intent.reason.template", ["name": .verbatim(template)]))
        }
        return nil
    }

    /// 4. The code's own attempt at silence on this path: contentAvailable assigned a truthy value,
    /// no alert that can have text, and an emptied alert or a silenced/emptied sound. Only
    /// assignments count, not defaults. An alert with text contradicts the attempt. Given as a
    /// catalogue message ("the code sets contentAvailable to 1 and sound to …").
    static func attempt(_ record: PayloadRecord, analysis: KindAnalysis) -> Message? {
        if record.api != .v1 { return attemptV2(record, analysis: analysis) }
        let payload = record.payload
        let contentAvailable = payload[.contentAvailable]
        guard contentAvailable.origin != nil, contentAvailable.value.truthiness == true else { return nil }
        guard !analysis.truth(\.hasAlert).isPossible else { return nil }
        var signs: [Message] = []
        let alert = payload[.alertMsg]
        if alert.origin != nil {
            switch alert.value {
            case .null: signs.append(Message("intent.attempt.alertNull"))
            case .string(let bytes) where bytes.isEmpty: signs.append(Message("intent.attempt.alertEmpty"))
            case .object:
                if let simple = payload.simpleAlert(in: record.heap), simple.emitsText == false {
                    signs.append(Message("intent.attempt.alertEmptySimple"))
                }
            default: break
            }
        }
        let sound = payload[.sound]
        if sound.origin != nil, case .string(let bytes) = sound.value {
            if bytes == Array(APNPayload.silenceSound.utf8) { signs.append(Message("intent.attempt.soundSilence", ["silence": .verbatim(APNPayload.silenceSound)])) }
            if bytes.isEmpty { signs.append(Message("intent.attempt.soundEmpty")) }
        }
        guard var joined = signs.last else { return nil }
        for sign in signs.dropLast().reversed() { joined = Message("intent.attempt.and", ["first": .message(sign), "rest": .message(joined)]) }
        let message = Message("intent.attempt", ["value": .verbatim(Describe.value(contentAvailable.value)), "signs": .message(joined)])
        return message
    }
    /// 4 for a v2 body: content-available sent truthy, no alert with text, and an emptied alert
    /// or the silence sound (or an empty one).
    static func attemptV2(_ record: PayloadRecord, analysis: KindAnalysis) -> Message? {
        guard let push = record.v2, let apsPath = push.apsPath, case .sent(let json) = record.outcome,
              case .array(let aps)? = V2Push.value(at: apsPath, in: json.map) else { return nil }
        func value(_ key: String) -> PHPValue? { aps[.string(Array(key.utf8))] }
        guard let contentAvailable = value("content-available"), contentAvailable.truthiness == true else { return nil }
        var signs: [Message] = []
        switch value("alert") {
        case nil: break
        case .array(let alert)?:
            guard alert.values.allSatisfy({ $0 == .string("") || $0 == .null }) else { return nil }
            signs.append(Message("intent.attempt.v2.alertEmpty"))
        default: return nil
        }
        if case .string(let bytes)? = value("sound") {
            if bytes == Array(APNPayload.silenceSound.utf8) { signs.append(Message("intent.attempt.v2.soundSilence", ["silence": .verbatim(APNPayload.silenceSound)])) }
            if bytes.isEmpty { signs.append(Message("intent.attempt.v2.soundEmpty")) }
        }
        guard var joined = signs.last else { return nil }
        for sign in signs.dropLast().reversed() { joined = Message("intent.attempt.and", ["first": .message(sign), "rest": .message(joined)]) }
        let message = Message("intent.attempt.v2", ["value": .verbatim(Describe.value(contentAvailable)), "signs": .message(joined)])
        return message
    }
}
