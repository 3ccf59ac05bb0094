/// An analysis budget that ran out, and the numbers that say how far the analysis went: the
/// notes carry it as data, so each language words it (GT305, preview's notes).
public enum AnalysisLimit: Sendable, Hashable, CustomStringConvertible {
    case payloads(Int)
    case calls(Int)
    case steps(Int)
    case arrayMegabytes(Int)
    case stringBytes(Int, limit: Int)
    case allocatedMegabytes(Int)
    case callDepth(Int, expression: String)
    case paths(Int)
    case loopIterations(Int)
    case foreachElements(Int)
    case arrayDepth(Int)
    /// Constants whose values read constants, nested this deep.
    case constantNesting(Int)
    case arrayGrowth(holds: Int, limit: Int)
    /// A limit the runtime reports in its own words.
    case other(String)

    /// In English, as the notes have always said it.
    public var description: String {
        switch self {
        case .payloads(let n): "more than \(n) payloads on one path; the rest are not reported"
        case .calls(let n): "more than \(n) function calls; the results of later calls are unknown"
        case .steps(let n): "stopped after \(n) evaluation steps; later code is not analysed"
        case .arrayMegabytes(let n): "an array of over \(n) MiB is larger than gtpush evaluates; treated as unknown"
        case .stringBytes(let bytes, let limit): "a string of \(bytes) bytes is larger than gtpush evaluates (\(limit)); treated as unknown"
        case .allocatedMegabytes(let n): "the code built more than \(n) MiB of strings; this and later strings are unknown"
        case .callDepth(let n, let expression): "calls nested deeper than \(n) (recursion?); the result of `\(expression)` is unknown"
        case .paths(let n): "more than \(n) paths through this code; only the first \(n) are analysed"
        case .loopIterations(let n): "loop runs more than \(n) times; later iterations are not analysed"
        case .foreachElements(let n): "foreach over more than \(n) elements; the rest are not analysed"
        case .arrayDepth(let n): "arrays nest \(n) levels deep here; an array put inside this one is unknown"
        case .constantNesting(let n): "constants read constants more than \(n) levels deep here; this value is unknown"
        case .arrayGrowth(let holds, let limit): "an array here holds over \(holds) MiB; an array that would grow past \(limit) MiB holds an unknown instead"
        case .other(let text): text
        }
    }
}
