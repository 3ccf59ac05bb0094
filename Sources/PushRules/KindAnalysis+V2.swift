import GeTuiModel
import PHPRuntime
import PushAnalysis

/// Kinds of v2 and raw REST payloads (RULES.md, "v2 RestAPI and raw REST"), decided on the
/// request's `push_channel.ios`: v2 sends values as given, so a tried value is written straight
/// into the body, with no SDK to run again.
extension KindAnalysis {
    static func v2Variants(_ record: PayloadRecord, _ push: V2Push) -> ([Dimension], [Variant]) {
        guard case .sent(let json) = record.outcome else {
            return ([], [v2Variant([], record, push, outcome: record.outcome)])
        }
        var dimensions: [Dimension] = []
        var appliers: [[(inout PHPArray) -> Void]] = []
        func dimension(_ subject: Dimension.Subject, _ path: [String], _ phrases: [String], _ values: [PHPValue?]) {
            guard case .unknown(let unknown)? = V2Push.value(at: path, in: json.map) else { return }
            dimensions.append(Dimension(subject: subject, name: name(unknown), valuePhrases: phrases))
            appliers.append(values.map { value in { map in Self.write(value, at: path, in: &map) } })
        }
        if let aps = push.apsPath {
            dimension(.alert, aps + ["alert"], ["set", "null"], [.array(PHPArray(pairs: [(.string(Array("body".utf8)), .string("text"))])), nil])
            dimension(.sound, aps + ["sound"], ["`\(APNPayload.silenceSound)`", "anything else"], [.string(APNPayload.silenceSound), .string("sound.caf")])
            dimension(.contentAvailable, aps + ["content-available"], ["1", "0"], [.int(1), .int(0)])
        }
        if let ios = push.iosPath {
            dimension(.autoBadge, ios + ["auto_badge"], ["set", "null"], [.string("+1"), nil])
        }
        guard !dimensions.isEmpty else {
            return ([], [v2Variant([], record, push, outcome: record.outcome)])
        }
        var choices: [[Int]] = [[]]
        for dimension in dimensions {
            choices = choices.flatMap { prefix in dimension.valuePhrases.indices.map { prefix + [$0] } }
        }
        let variants = choices.map { choice in
            var map = json.map
            for (index, option) in choice.enumerated() { appliers[index][option](&map) }
            return v2Variant(choice, record, push, outcome: .sent(PayloadJSON(map: map, flags: json.flags)))
        }
        return (dimensions, variants)
    }

    /// What one body holds, read as RULES.md's v2 section says: an `alert` key counts even empty;
    /// only the integer 1 wakes the app; a sound that is absent, null or the silence string plays
    /// nothing; `ios.auto_badge` is the badge.
    static func v2Variant(_ choice: [Int], _ record: PayloadRecord, _ push: V2Push, outcome: SubmissionOutcome) -> Variant {
        guard case .sent(let json) = outcome else {
            return Variant(choice: choice, payload: record.payload, heap: record.heap, outcome: outcome, aps: nil, goesOverAPNs: true,
                           hasAlert: false, hasSound: false, hasContentAvailable: false, hasBadge: false)
        }
        let ios: PHPArray? = push.iosPath.flatMap { path in if case .array(let ios)? = V2Push.value(at: path, in: json.map) { ios } else { nil } }
        let apsValue = push.apsPath.flatMap { V2Push.value(at: $0, in: json.map) }
        let aps: PHPArray? = if case .array(let aps)? = apsValue { aps } else { nil }
        // A request with no iOS channel, or a message on its own: nothing goes over APNs.
        let goesOverAPNs = ios != nil || (push.iosPath == nil && aps != nil)
        func present(_ value: PHPValue?) -> Bool { value != nil && value != .null }
        let sound = aps?[.string(Array("sound".utf8))]
        let silent = sound == .string(APNPayload.silenceSound)
        return Variant(choice: choice, payload: record.payload, heap: record.heap, outcome: outcome,
                       aps: goesOverAPNs ? aps ?? PHPArray() : nil, goesOverAPNs: goesOverAPNs,
                       hasAlert: present(aps?[.string(Array("alert".utf8))]),
                       hasSound: present(sound) && !silent,
                       hasContentAvailable: aps?[.string(Array("content-available".utf8))] == .int(1),
                       hasBadge: present(ios?[.string(Array("auto_badge".utf8))]) || present(aps?[.string(Array("badge".utf8))]))
    }

    /// Writes `value` at `path` in a body, or removes the key when `value` is nil.
    static func write(_ value: PHPValue?, at path: [String], in map: inout PHPArray) {
        guard let first = path.first else { return }
        let key = PHPArray.Key.normalized(Array(first.utf8))
        if path.count == 1 {
            map[key] = value
            return
        }
        guard case .array(var inner)? = map[key] else { return }
        write(value, at: Array(path.dropFirst()), in: &inner)
        map[key] = .array(inner)
    }
}
