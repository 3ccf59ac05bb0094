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
