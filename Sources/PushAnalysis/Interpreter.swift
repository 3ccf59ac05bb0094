import GeTuiModel
import PHPRuntime
import PHPSyntax

/// Evaluates PHP statements over `InterpreterState`s, far enough to know what each payload holds.
///
/// Statements may split one state into several (an `if` on an unknown condition); expressions
/// always yield one value, unknown where the code's value cannot be known. One interpreter runs
/// one entry point; it is not shared between threads.
final class Interpreter {
    let index: ProgramIndex
    let bindings: Bindings
    let limits: InterpreterLimits

    /// The unit whose code is running: source text for unknown names, snippet rules for undefined variables.
    private(set) var unit: SourceUnit
    /// The function whose body is running, nil at top level.
    private(set) var functionName: String?
    private(set) var callDepth = 0
    /// The statement being evaluated; assignments record it as the origin of a field.
    var currentStatement = SourceRange.empty
    private var steps = 0
    private var calls = 0
    private var constantsBeingEvaluated: Set<String> = []
    private var constantCache: [String: PHPValue] = [:]

    /// Lowercased names of the analysed files' functions this run called.
    private(set) var calledFunctions: Set<String> = []

    private(set) var notes: [AnalysisNote] = []
    private var noteKeys: Set<AnalysisNote> = []
    /// The file each object was created in, by handle id (a helper in another file may create it).
    private(set) var creationFiles: [Int: SourceFile] = [:]

    init(index: ProgramIndex, bindings: Bindings, limits: InterpreterLimits, unit: SourceUnit) {
        self.index = index
        self.bindings = bindings
        self.limits = limits
        self.unit = unit
    }

    var file: SourceFile { unit.file }

    // MARK: - Notes and names

    func note(_ kind: AnalysisNote.Kind, _ range: SourceRange) {
        let note = AnalysisNote(kind: kind, file: file, range: range)
        if noteKeys.insert(note).inserted { notes.append(note) }
    }

    /// What PHP would raise here: a limit the runtime hit, or the error itself.
    func note(_ error: PHPError, _ range: SourceRange) {
        note(error.kind == .limit ? .limitReached(error.message) : .runtimeError("\(error.className): \(error.message)"), range)
    }

    /// The source text of a node, with runs of white space folded so it reads well in a message.
    func text(_ range: SourceRange) -> String {
        let raw = file.string(range)
        var result = ""
        var lastWasSpace = false
        for character in raw.unicodeScalars {
            if character == " " || character == "\n" || character == "\r" || character == "\t" {
                if !lastWasSpace { result.unicodeScalars.append(" ") }
                lastWasSpace = true
            } else {
                result.unicodeScalars.append(character)
                lastWasSpace = false
            }
        }
        return result
    }

    /// An unknown named after `range`'s code, computed from `inputs`' unknowns.
    func unknown(_ range: SourceRange, from inputs: [PHPValue] = []) -> PHPValue {
        var sources: [String] = []
        for input in inputs {
            for unknown in input.unknowns {
                for source in unknown.sources where !sources.contains(source) { sources.append(source) }
            }
        }
        let expression = text(range)
        return .unknown(UnknownValue(expression: expression, sources: sources.isEmpty ? [expression] : sources))
    }

    /// Counts calls to the analysed files' functions; false once the entry point has used its
    /// budget (mutually calling functions could otherwise branch exponentially within the depth limit).
    func countCall() -> Bool {
        calls += 1
        if calls == limits.maximumCalls {
            note(.limitReached("more than \(limits.maximumCalls) function calls; the results of later calls are unknown"), currentStatement)
        }
        return calls < limits.maximumCalls
    }

    /// The value of `state`, leaving an empty state behind, so the value is the only owner of its
    /// heap and changing it copies nothing.
    static func take(_ state: inout InterpreterState) -> InterpreterState {
        var taken = InterpreterState()
        swap(&taken, &state)
        return taken
    }

    /// Counts work; false once the entry point has used its budget.
    func step() -> Bool {
        steps += 1
        if steps == limits.maximumSteps {
            note(.limitReached("stopped after \(limits.maximumSteps) evaluation steps; later code is not analysed"), currentStatement)
        }
        return steps < limits.maximumSteps
    }

    /// Bounds a string value: anything larger than the limit becomes unknown with a note.
    func bounded(_ value: PHPValue, _ range: SourceRange) -> PHPValue {
        if case .string(let bytes) = value, bytes.count > limits.maximumStringBytes {
            note(.limitReached("a string of \(bytes.count) bytes is larger than gtpush evaluates (\(limits.maximumStringBytes)); treated as unknown"), range)
            return unknown(range)
        }
        return value
    }

    // MARK: - Objects

    func allocate(_ object: SDKObject, at range: SourceRange, in state: inout InterpreterState) -> PHPObjectHandle {
        let handle = state.heap.allocate(object, at: range)
        creationFiles[handle.id] = file
        return handle
    }

    /// Remembers that an object made outside `allocate` (by an SDK method) belongs to this file.
    func recordCreationFile(_ handle: PHPObjectHandle) {
        creationFiles[handle.id] = file
    }

    // MARK: - Constants

    func constant(_ name: Name, range: SourceRange) -> PHPValue {
        let written = name.joined
        switch written.lowercased() {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default: break
        }
        if let value = bindings.constants[written] ?? bindings.constants[name.last] { return value }
        if let cached = constantCache[name.last] { return cached }
        if let expr = index.constants[written] ?? index.constants[name.last], !constantsBeingEvaluated.contains(name.last) {
            constantsBeingEvaluated.insert(name.last)
            var scratch = InterpreterState()
            let value = evaluate(expr, &scratch)
            constantsBeingEvaluated.remove(name.last)
            constantCache[name.last] = value
            return value
        }
        if let builtin = BuiltinConstants.value(name.last) { return builtin }
        note(.undefinedConstant(name.last), range)
        return .unknown(UnknownValue(expression: name.last))
    }

    // MARK: - Calls into other units

    /// Runs `body` with `unit` and `function` as the running code, restoring them afterwards.
    func within<T>(unit newUnit: SourceUnit, function: String?, _ body: () -> T) -> T {
        if let function { calledFunctions.insert(function.lowercased()) }
        let savedUnit = unit
        let savedFunction = functionName
        let savedStatement = currentStatement
        unit = newUnit
        functionName = function
        callDepth += 1
        defer {
            unit = savedUnit
            functionName = savedFunction
            currentStatement = savedStatement
            callDepth -= 1
        }
        return body()
    }
}

/// Constants PHP defines: PHP 8.2's own table, in PHPRuntime.
enum BuiltinConstants {
    static func value(_ name: String) -> PHPValue? { PredefinedConstants.value(name) }
}
