import GeTuiModel
import PHPRuntime
import PHPSyntax
import Platform

/// One path through the code: variables, objects, and how control left the last statement.
/// A value type, so an `if` whose condition is unknown can follow both branches from a copy.
struct InterpreterState {
    enum Flow: Equatable {
        case normal
        case returned
        case breaking(Int)
        case continuing(Int)
        /// `exit`, `throw`, or a fatal error: nothing after it runs.
        case stopped
    }

    var variables: [String: PHPValue] = [:]
    var heap = SDKHeap()
    var flow: Flow = .normal
    /// The message of a PHP Error that stopped this path (`Undefined constant …`): nothing the
    /// path built is sent.
    var fatalError: String?
    /// True after `extract()` of data gtpush does not know: any variable this scope has not
    /// assigned may have come from it, so reading one is a named unknown, not PHP's null.
    var extractedUnknown = false
    var returnValue: PHPValue = .null
    /// The branches this path assumed, in order ("`$kind === "silent"` is false").
    var assumptions: [String] = []
    /// Static variables by function and name; they live across calls on one path.
    var statics: [String: PHPValue] = [:]
    /// Unknown conditions this path has assumed, by their source text, until a variable they
    /// read is assigned: testing `isset($c['t'])` twice follows the first answer, so no path
    /// assumes it both true and false.
    var decided: [String: Bool] = [:]
    /// Arrays this path encoded or handed on that are v2 request bodies (`RawBody`).
    var rawBodies: [RawBody] = []
    /// What `getApiParam()` returned on this path: arrays the SDK built, not raw bodies.
    var sdkBodies: Set<PHPArray> = []

    /// What the path assumed of `condition`, if it still holds.
    func assumption(_ condition: String) -> Bool? {
        decided.isEmpty ? nil : decided[condition]
    }

    /// Follows one side of an unknown condition: remembers it, and says it in the path's words.
    mutating func assume(_ condition: String, _ truth: Bool) {
        decided[condition] = truth
        assumptions.append("`\(condition)` is \(truth)")
    }

    /// `$name` was assigned: the conditions that read it may now be answered differently.
    mutating func forget(variable name: String) {
        guard !decided.isEmpty else { return }
        decided = decided.filter { !Self.mentions($0.key, variable: name) }
    }

    /// True when `text` reads `$name` (not `$names`).
    static func mentions(_ text: String, variable name: String) -> Bool {
        var rest = Substring(text)
        while let found = rest.range(ofLiteral: "$" + name) {
            rest = rest[found.upperBound...]
            guard let next = rest.unicodeScalars.first else { return true }
            if !(next == "_" || next.properties.isAlphabetic || next.properties.numericType != nil || next.value >= 0x80) { return true }
        }
        return false
    }
}

/// Limits that keep the interpreter finite on any input; hitting one is a note, never a hang.
public struct InterpreterLimits: Sendable {
    public var maximumCallDepth = 24
    /// Payloads reported per path through an entry point (a loop may create any number).
    public var maximumPayloads = 64
    /// Calls to the analysed files' functions per entry point.
    public var maximumCalls = 2_000
    public var maximumVariants = 16
    public var maximumLoopIterations = 1_000
    /// Statements and expressions evaluated per entry point.
    public var maximumSteps = 2_000_000
    /// Strings longer than this become unknown: no push is that large, and memory stays bounded.
    public var maximumStringBytes = 16 << 20
    /// Bytes of strings the code may build per entry point (concatenation, interpolation,
    /// built-ins). Past it, new strings are unknown: memory and time stay bounded however many
    /// large strings a loop builds and keeps.
    public var maximumAllocatedBytes = 256 << 20

    public init() {}
}
