import GeTuiModel
import PHPRuntime
import PushAnalysis

/// An unknown input that can change the kind: a field (or the alert's text) whose value the
/// analysis does not know, with the representative values tried for it.
public struct Dimension: Sendable, Hashable {
    public enum Subject: Sendable, Hashable {
        case alert, sound, contentAvailable, badge, autoBadge
    }

    public var subject: Subject
    /// How the code names the unknown: "`$client_notice`".
    public var name: String
    /// One phrase per tried value, completing "`$x` is …".
    public var valuePhrases: [String]
}

/// What the SDK sends for one choice of the unknown decisive values.
public struct Variant: Sendable {
    /// Index into each dimension's `valuePhrases`, in `KindAnalysis.dimensions` order.
    public let choice: [Int]
    public let payload: APNPayload
    public let heap: SDKHeap
    public let outcome: SubmissionOutcome
    /// The `aps` map when the SDK sends one.
    public let aps: PHPArray?
    /// What every rule asks of it, read once (each rule used to look `aps` and its keys up again).
    public let kind: PayloadKind
    public let hasAlert: Bool
    public let hasSound: Bool
    public let hasContentAvailable: Bool
    public let hasBadge: Bool

    public init(choice: [Int], payload: APNPayload, heap: SDKHeap, outcome: SubmissionOutcome) {
        let sent: PHPArray? = if case .sent(let json) = outcome, case .array(let aps)? = json.map[.string(Array("aps".utf8))] { aps } else { nil }
        func has(_ key: String) -> Bool { Self.value(key, in: sent) != nil }
        self.init(choice: choice, payload: payload, heap: heap, outcome: outcome, aps: sent, goesOverAPNs: true,
                  hasAlert: has("alert"), hasSound: has("sound"), hasContentAvailable: has("content-available"), hasBadge: has("badge") || has("autoBadge"))
    }

    init(choice: [Int], payload: APNPayload, heap: SDKHeap, outcome: SubmissionOutcome, aps: PHPArray?, goesOverAPNs: Bool,
         hasAlert: Bool, hasSound: Bool, hasContentAvailable: Bool, hasBadge: Bool) {
        self.choice = choice
        self.payload = payload
        self.heap = heap
        self.outcome = outcome
        self.aps = aps
        self.hasAlert = hasAlert
        self.hasSound = hasSound
        self.hasContentAvailable = hasContentAvailable
        self.hasBadge = hasBadge
        let sent: Bool = if case .sent = outcome { true } else { false }
        kind = switch (sent && (aps != nil || !goesOverAPNs), goesOverAPNs, hasAlert, hasContentAvailable) {
        case (false, _, _, _): .rejected
        case (true, false, _, _): .noIOS
        case (true, true, true, true): .mixed
        case (true, true, true, false): .normal
        case (true, true, false, true): hasSound ? .audibleBackground : .silent
        case (true, true, false, false): hasSound ? .soundOnly : .badgeOnly
        }
    }

    public func has(_ key: String) -> Bool { value(key) != nil }
    public func value(_ key: String) -> PHPValue? { Self.value(key, in: aps) }
    private static func value(_ key: String, in aps: PHPArray?) -> PHPValue? { aps?[.string(Array(key.utf8))] }
}

/// The kinds a payload can have: one variant when every decisive value is known, else one per
/// combination of representative values (at most 2^5), each run through the SDK model again.
public struct KindAnalysis: Sendable {
    public let dimensions: [Dimension]
    public let variants: [Variant]
    /// The kinds the analysed code gives it (what the rules judge), in `PayloadKind` order.
    public let kinds: [PayloadKind]

    /// False when the analysis stopped before the end of the code (`PayloadRecord.isComplete`).
    public let isComplete: Bool

    /// The kinds it can have as far as gtpush knows: every kind when the analysis was cut short,
    /// since code that was not followed could still change it.
    public var possibleKinds: [PayloadKind] { isComplete ? kinds : PayloadKind.possible(for: api) }

    /// The interface that sends it: v1 kinds never include `no-ios`.
    public let api: PushAPI

    public init(record: PayloadRecord) {
        isComplete = record.isComplete
        api = record.api
        if let push = record.v2 {
            (dimensions, variants) = Self.v2Variants(record, push)
            kinds = Array(Set(variants.map(\.kind))).sorted()
            return
        }
        let payload = record.payload
        var dimensions: [Dimension] = []
        // Each entry rewrites the payload and heap for one tried value of a dimension.
        var appliers: [[(inout APNPayload, inout SDKHeap) -> Void]] = []

        if let alert = Self.unknownAlert(payload, heap: record.heap) {
            dimensions.append(Dimension(subject: .alert, name: alert.name, valuePhrases: ["not empty", "empty"]))
            appliers.append([true, false].map { hasText in { p, h in Self.setAlertText(hasText, alert: alert.target, payload: &p, heap: &h) } })
        }
        if case .unknown(let unknown) = payload[.sound].value {
            dimensions.append(Dimension(subject: .sound, name: Self.name(unknown), valuePhrases: ["`\(APNPayload.silenceSound)`", "anything else"]))
            appliers.append([PHPValue.string(APNPayload.silenceSound), .string("sound.caf")].map { value in { p, _ in p[.sound].value = value } })
        }
        if case .unknown(let unknown) = payload[.contentAvailable].value {
            dimensions.append(Dimension(subject: .contentAvailable, name: Self.name(unknown), valuePhrases: ["1", "0"]))
            appliers.append([PHPValue.int(1), .int(0)].map { value in { p, _ in p[.contentAvailable].value = value } })
        }
        if case .unknown(let unknown) = payload[.autoBadge].value {
            dimensions.append(Dimension(subject: .autoBadge, name: Self.name(unknown), valuePhrases: ["set", "null"]))
            appliers.append([PHPValue.string("+1"), .null].map { value in { p, _ in p[.autoBadge].value = value } })
        }
        if case .unknown(let unknown) = payload[.badge].value {
            dimensions.append(Dimension(subject: .badge, name: Self.name(unknown), valuePhrases: ["0 or more", "negative"]))
            appliers.append([PHPValue.int(1), .int(-1)].map { value in { p, _ in p[.badge].value = value } })
        }
        self.dimensions = dimensions

        guard !dimensions.isEmpty else {
            variants = [Variant(choice: [], payload: payload, heap: record.heap, outcome: record.outcome)]
            kinds = [variants[0].kind]
            return
        }
        var choices: [[Int]] = [[]]
        for dimension in dimensions {
            choices = choices.flatMap { prefix in dimension.valuePhrases.indices.map { prefix + [$0] } }
        }
        // Only the payload's own alert and media matter to its JSON: a variant that writes to the
        // heap then copies a few objects, not everything the code created.
        let reachable = record.heap.keeping(payload.referencedObjects)
        variants = choices.map { choice in
            var p = payload
            var h = reachable
            for (index, option) in choice.enumerated() { appliers[index][option](&p, &h) }
            let outcome = TemplateSubmission.outcome(of: p, heap: h, checkLength: record.submission != nil)
            return Variant(choice: choice, payload: p, heap: h, outcome: outcome)
        }
        kinds = Array(Set(variants.map(\.kind))).sorted()
    }

    /// "`$a`" or "`$a`/`$b`": the inputs an unknown is computed from.
    static func name(_ unknown: UnknownValue) -> String {
        var seen: [String] = []
        for source in inputs(unknown) where !seen.contains(source) { seen.append(source) }
        return seen.map { "`\($0)`" }.joined(separator: "/")
    }

    /// The inputs an unknown is computed from (`$c['sound']` is an input of its own: the
    /// interpreter names an element or property of an unknown after itself).
    static func inputs(_ unknown: UnknownValue) -> [String] {
        unknown.sources.isEmpty ? [unknown.expression] : unknown.sources
    }

    enum AlertTarget {
        case payloadField
        case simple(PHPObjectHandle)
        case dictionary(PHPObjectHandle, [DictionaryAlertMsg.Field])
    }

    /// The alert whose presence an unknown decides: `alertMsg` itself unknown, a `SimpleAlertMsg`
    /// with unknown text, or a `DictionaryAlertMsg` whose only possible content is unknown.
    static func unknownAlert(_ payload: APNPayload, heap: SDKHeap) -> (target: AlertTarget, name: String)? {
        switch payload[.alertMsg].value {
        case .unknown(let unknown):
            return (.payloadField, name(unknown))
        case .object(let handle):
            switch heap[handle] {
            case .simpleAlert(let alert)?:
                // A text the code makes truthy (`empty($t) ? "default" : $t`) is always shown.
                guard alert.emitsText == nil, case .unknown(let unknown) = alert.alertMsg.value else { return nil }
                return (.simple(handle), name(unknown))
            case .dictionaryAlert(let alert)?:
                let leading = DictionaryAlertMsg.Field.allCases.filter { !$0.isSubtitle }
                if leading.contains(where: { alert.emits($0) == true }) { return nil }
                let unknownFields = leading.filter { alert[$0].value.containsUnknown }
                // A field from a constant (an app name in a config file) is taken as text: config
                // constants are not empty, and treating them as open would make every alert open.
                if unknownFields.contains(where: { field in alert[field].value.unknowns.contains(where: isConstant) }) { return nil }
                guard !unknownFields.isEmpty else { return nil }
                let unknowns = unknownFields.flatMap { alert[$0].value.unknowns }
                let names = unknowns.flatMap(inputs)
                return (.dictionary(handle, unknownFields), name(UnknownValue(expression: names.first ?? "alert", sources: names)))
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// `SYS_ZH_NAME`, `Config::NAME`: a constant, not a variable, call or property.
    static func isConstant(_ unknown: UnknownValue) -> Bool {
        let text = unknown.expression
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic || first == "\\" else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0 == ":" || $0 == "\\" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    static func setAlertText(_ hasText: Bool, alert target: AlertTarget, payload: inout APNPayload, heap: inout SDKHeap) {
        let text = PHPValue.string(hasText ? "text" : "")
        switch target {
        case .payloadField:
            var simple = SimpleAlertMsg()
            simple.alertMsg = Assigned(text)
            let handle = heap.allocate(.simpleAlert(simple))
            payload[.alertMsg].value = .object(handle)
        case .simple(let handle):
            guard case .simpleAlert(var simple)? = heap[handle] else { return }
            simple.alertMsg.value = text
            heap[handle] = .simpleAlert(simple)
        case .dictionary(let handle, let fields):
            guard case .dictionaryAlert(var alert)? = heap[handle] else { return }
            for field in fields {
                alert[field].value = field.isList ? .array(hasText ? PHPArray(list: [text]) : PHPArray()) : text
            }
            heap[handle] = .dictionaryAlert(alert)
        }
    }
}
