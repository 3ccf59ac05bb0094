import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis
import PushRules

/// The output of `gtpush explain`: per payload, its kind, the facts that decide it, and what the
/// phone does in each app state, in the run's language (`explain.*` and `delivery.*` keys).
public enum ExplainFormatter {
    public static func text(_ report: CheckReport, language: Language = .english) -> String {
        report.payloads.map { payload(_: $0, soundFiles: report.options.soundFiles, language) }.joined(separator: "\n")
    }

    static func payload(_ report: PayloadReport, soundFiles: Set<String>?, _ language: Language) -> String {
        func say(_ key: String, _ arguments: [String: Message.Argument] = [:]) -> String { Message(key, arguments).text(language) }
        let record = report.record
        let location = record.location
        var lines: [String] = []
        let scope = record.function.map { say("explain.payloadIn.function", ["name": .verbatim($0)]) } ?? say("explain.payloadIn.topLevel")
        lines.append("\(OneLine.escaped(record.file.path)):\(location.line):\(location.column): " + scope)
        lines.append("  " + say("explain.kind", ["kind": .message(Message.kindLabel(report.kinds))]))
        if let explanation = report.analysis.kindExplanationMessage { lines.append("    \(explanation.text(language))") }
        let intent = report.intent.map { Message("kind.\($0.rawValue)") } ?? Message("explain.intent.notStated")
        let reason = report.resolvedIntent?.reasonMessage ?? Message("explain.intent.none")
        lines.append("  " + say("explain.intent", ["intent": .message(intent), "reason": .message(reason)]))
        lines += facts(report, soundFiles: soundFiles, language).map { "  " + $0 }
        lines.append("  " + say("explain.onThePhone"))
        for kind in report.kinds {
            let row = ExplainDelivery.row(kind, record: record, quiet: !report.analysis.variants.contains(where: \.hasSound))
            if report.kinds.count > 1 { lines.append("    " + say("explain.ifKind", ["kind": .message(Message("kind.\(kind.rawValue)"))])) }
            let pad = report.kinds.count > 1 ? "      " : "    "
            lines.append(pad + say("explain.state.foreground", ["what": .message(row.foreground)]))
            lines.append(pad + say("explain.state.background", ["what": .message(row.background)]))
            lines.append(pad + say("explain.state.killed", ["what": .message(row.killed)]))
        }
        let notes = ExplainDelivery.notes(for: report.kinds, record: record)
        if !notes.isEmpty {
            lines.append("  " + say("explain.notes"))
            lines += notes.map { "    - " + $0.text(language) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// alert, sound, content-available and badge as the SDK sends them.
    static func facts(_ report: PayloadReport, soundFiles: Set<String>?, _ language: Language) -> [String] {
        func say(_ key: String, _ arguments: [String: Message.Argument] = [:]) -> String { Message(key, arguments).text(language) }
        let variants = report.analysis.variants
        if case .thrown(let failure) = report.record.outcome {
            return [say("explain.fact.throws", ["message": .verbatim(failure.message)])]
        }
        if case .dropped(let reason) = report.record.outcome {
            return [say("explain.fact.dropped", ["reason": .message(Message.dropReason(reason))])]
        }
        if report.record.api != .v1 { return v2Facts(report, soundFiles: soundFiles, language) }
        let payload = report.record.payload
        func presence(_ check: (Variant) -> Bool) -> Bool? {
            let hits = variants.filter { $0.aps != nil }.map(check)
            if hits.allSatisfy({ $0 }) { return true }
            if hits.allSatisfy({ !$0 }) { return false }
            return nil
        }
        var lines: [String] = []
        let alert = presence(\.hasAlert).map { $0 ? "explain.alert.yes" : "explain.alert.none" } ?? "explain.alert.depends"
        lines.append(say(alert))
        lines.append(say("explain.sound", ["what": .message(sound(payload[.sound].value, soundFiles: soundFiles))]))
        let contentAvailable = payload[.contentAvailable].value
        switch presence(\.hasContentAvailable) {
        case true?: lines.append(say("explain.contentAvailable.yes", ["value": .verbatim(Self.shown(contentAvailable))]))
        case false?: lines.append(say("explain.contentAvailable.no"))
        case nil: lines.append(say("explain.contentAvailable.depends", ["value": .verbatim(Self.shown(contentAvailable))]))
        }
        // The variants try values for an unknown badge: the code's own expression says what it is.
        let autoBadge = payload[.autoBadge].value
        let unknownBadge = autoBadge.isUnknown ? autoBadge
            : payload[.badge].value.isUnknown && PHPComparison.looseEquals(autoBadge, .null) == true ? payload[.badge].value : nil
        if let unknownBadge, presence(\.hasBadge) != false {
            lines.append(say("explain.badge.depends", ["value": .verbatim(Self.shown(unknownBadge))]))
        } else if let sent = variants.first(where: { $0.aps != nil }), let badge = sent.value("badge") ?? sent.value("autoBadge") {
            lines.append(say("explain.badge", ["value": .verbatim(Self.shown(badge))]))
        }
        return lines
    }

    /// The same read from a v2 body: what `aps` and the iOS channel carry, as GeTui receives them.
    static func v2Facts(_ report: PayloadReport, soundFiles: Set<String>?, _ language: Language) -> [String] {
        func say(_ key: String, _ arguments: [String: Message.Argument] = [:]) -> String { Message(key, arguments).text(language) }
        guard let push = report.record.v2, let body = push.body else { return [] }
        guard report.kinds != [.noIOS] else { return [say("explain.v2.noIOS")] }
        let variants = report.analysis.variants
        func all(_ check: (Variant) -> Bool) -> Bool? {
            let hits = variants.map(check)
            return hits.allSatisfy { $0 } ? true : hits.allSatisfy { !$0 } ? false : nil
        }
        func value(_ path: [String]?, _ key: String) -> PHPValue? { path.flatMap { V2Push.value(at: $0 + [key], in: body) } }
        var lines: [String] = []
        lines.append(say(all(\.hasAlert).map { $0 ? "explain.alert.yes" : "explain.alert.none" } ?? "explain.alert.depends"))
        let sound = value(push.apsPath, "sound")
        lines.append(say("explain.sound", ["what": .message(sound.map { $0 == .null ? Message("explain.sound.v2.none") : Self.sound($0, soundFiles: soundFiles) } ?? Message("explain.sound.v2.none"))]))
        let contentAvailable = value(push.apsPath, "content-available")
        switch all(\.hasContentAvailable) {
        case true?: lines.append(say("explain.contentAvailable.yes", ["value": .verbatim(Self.shown(contentAvailable ?? .null))]))
        case false?: lines.append(say(contentAvailable == nil ? "explain.contentAvailable.no" : "explain.contentAvailable.v2.notOne", ["value": .verbatim(Self.shown(contentAvailable ?? .null))]))
        case nil: lines.append(say("explain.contentAvailable.depends", ["value": .verbatim(Self.shown(contentAvailable ?? .null))]))
        }
        if let badge = value(push.iosPath, "auto_badge") { lines.append(say("explain.badge", ["value": .verbatim(Self.shown(badge))])) }
        return lines
    }

    /// DELIVERY.md's sound rule for the value the code sets.
    static func sound(_ value: PHPValue, soundFiles: Set<String>?) -> Message {
        let silence = Message.Argument.verbatim(APNPayload.silenceSound)
        switch value {
        case .unknown(let unknown):
            return Message("explain.sound.unknown", ["expression": .verbatim(unknown.expression), "silence": silence])
        case .string(let bytes):
            let name = String(decoding: bytes, as: UTF8.self)
            if name == APNPayload.silenceSound { return Message("explain.sound.none", ["silence": silence]) }
            if name.isEmpty || name == "default" { return Message("explain.sound.default") }
            if let soundFiles {
                return Message(soundFiles.contains(name) ? "explain.sound.bundled" : "explain.sound.notInFolder", ["name": .verbatim(name)])
            }
            return Message("explain.sound.file", ["name": .verbatim(name)])
        case .bool(true):
            return Message("explain.sound.true")
        default:
            if PHPComparison.looseEquals(value, .string([])) == true { return Message("explain.sound.default") }
            return Message("explain.sound.notAName", ["value": .verbatim(shown(value))])
        }
    }

    static func shown(_ value: PHPValue) -> String {
        switch value {
        case .unknown(let unknown): return "`\(unknown.expression)`"
        case .string(let bytes): return "\"" + String(decoding: bytes, as: UTF8.self) + "\""
        case .int(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        default: return value.typeName
        }
    }
}
