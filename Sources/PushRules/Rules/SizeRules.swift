import GeTuiModel
import PHPRuntime
import PHPSyntax

/// Payload sizes: exact when everything is known, else the shortest possible (every unknown "").
enum PayloadSize {
    /// Exact bytes, or from the overlength failure; nil when unknowns leave it open.
    static func exact(_ context: RuleContext) -> Int? {
        switch context.record.outcome {
        case .thrown(let failure):
            if case .overlength(let bytes) = failure.reason { return bytes }
            return nil
        case .sent(let json): return json.exactBytes?.count
        case .dropped: return nil
        }
    }

    /// The length with every unknown value taken as "" (the shortest it can be).
    static func shortest(_ context: RuleContext) -> (bytes: Int, unknowns: Int)? {
        guard case .sent(let json) = context.record.outcome, json.hasUnknowns else { return nil }
        guard let bytes = PHPJSON.encode(emptied(.array(json.map))) else { return nil }
        return (bytes.count, json.unknowns.count)
    }

    static func emptied(_ value: PHPValue) -> PHPValue {
        switch value {
        case .unknown: return .string([])
        case .array(let array): return .array(PHPArray(pairs: array.entries.map { ($0.key, emptied($0.value)) }))
        default: return value
        }
    }

    /// Below this many bytes of room, unknown values could plausibly push the payload over.
    static let warningMargin = 256
}

/// GT203: `set_apnInfo` throws when the JSON exceeds 2048 bytes.
public struct OverlengthRule: PushRule {
    public static let id = "GT203"
    public static let name = "sdk-overlength"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "The exact JSON is longer than 2048 bytes: set_apnInfo throws `APN payload length overlength`."
    public static let triggeringExamples = [Examples.normal("$apn->add_customMsg(\"blob\", str_repeat(\"x\", 2100));", "$t = new IGtTransmissionTemplate();", "$t->set_apnInfo($apn);")]
    public static let nonTriggeringExamples = [Examples.normal("$apn->add_customMsg(\"blob\", str_repeat(\"x\", 100));", "$t = new IGtTransmissionTemplate();", "$t->set_apnInfo($apn);")]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let limit = APNPayload.maximumBytes
        let at = context.record.creation.start
        if let bytes = PayloadSize.exact(context), bytes > limit {
            let how = context.record.submission == nil ? "set_apnInfo will throw" : "set_apnInfo throws"
            return [context.finding(Self.self, at: at, "the JSON is \(bytes) bytes, over the SDK's \(limit)-byte limit: \(how) \"APN payload length overlength (\(bytes)>\(limit))\"")]
        }
        guard let shortest = PayloadSize.shortest(context) else { return [] }
        if shortest.bytes > limit {
            return [context.finding(Self.self, at: at, "even with every unknown value empty the JSON is \(shortest.bytes) bytes, over the SDK's \(limit)-byte limit: set_apnInfo throws")]
        }
        if limit - shortest.bytes < PayloadSize.warningMargin {
            return [context.finding(Self.self, at: at, "without its \(shortest.unknowns) unknown value(s) the JSON is already \(shortest.bytes) bytes: longer values can exceed the SDK's \(limit)-byte limit and make set_apnInfo throw", severity: .warning)]
        }
        return []
    }
}

/// GT501: Apple refuses payloads over 4096 bytes.
public struct APNsSizeRule: PushRule {
    public static let id = "GT501"
    public static let name = "apns-size"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "The exact JSON is longer than 4096 bytes, Apple's limit."
    public static let triggeringExamples = [Examples.normal("$apn->add_customMsg(\"blob\", str_repeat(\"x\", 4200));")]
    public static let nonTriggeringExamples = [Examples.normal("$apn->add_customMsg(\"blob\", str_repeat(\"x\", 3000));")]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let bytes = PayloadSize.exact(context), bytes > 4096 else { return [] }
        return [context.finding(Self.self, at: context.record.creation.start, "the JSON is \(bytes) bytes, over Apple's 4096-byte limit for a push")]
    }
}
