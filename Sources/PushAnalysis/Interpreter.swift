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
    /// The entry point's unit. Every range the records keep (creations, origins) lies in its file:
    /// rules and fixes read them there, so code in another file is seen through the call that ran it.
    let entryUnit: SourceUnit
    /// The statements of the entry unit whose calls are running code in other files, innermost last.
    private var entryCallSites: [SourceRange] = []
    /// The function whose body is running, nil at top level.
    private(set) var functionName: String?
    /// The classes `self::` and `static::` name in the running code, nil outside a class.
    private(set) var classScope: ClassScope?
    /// Closures made so far, by the id their `Closure` object carries (ids never repeat, so
    /// objects copied into two paths still name the same closure).
    var closures: [Int: ClosureValue] = [:]
    private(set) var callDepth = 0
    /// The statement being evaluated; assignments record it as the origin of a field.
    var currentStatement = SourceRange.empty
    private var steps = 0
    private var calls = 0
    /// True once a budget ran out in a way that leaves code not analysed (steps, calls, paths):
    /// the records of this run are then incomplete, and any kind is still possible.
    var cutShort: Bool { cutShortBy != nil }
    /// The first budget that left code not analysed.
    private(set) var cutShortBy: AnalysisLimit?
    /// Where the payloads this run created were created (offsets in the entry file): a payload
    /// the code creates elsewhere was never reached.
    private(set) var payloadCreations: Set<Int> = []
    /// Bytes of the strings built so far (`bounded`), against `limits.maximumAllocatedBytes`.
    private var allocatedBytes = 0
    private var constantsBeingEvaluated: Set<String> = []
    /// Class constants being worked out, and PHP's error where one refers to itself.
    var constantEvaluation = ConstantEvaluation()
    /// What the running code sees, by running file (`scope`).
    private var scopes: [String: ProgramIndex.Scope] = [:]
    private var constantCache: [String: PHPValue] = [:]

    /// The analysed files' functions this run called, as `FunctionEntry.callKey` names them.
    var calledFunctions: Set<String> = []
    /// How many `try` blocks the run is inside: a throw there may be caught.
    var tryDepth = 0
    /// The function or method whose code created each payload, by the creation's offset in the
    /// entry file: reports name the function that builds a payload, not the entry point that ran it.
    private(set) var builders: [Int: String] = [:]
    /// The files whose code created a payload object or a raw REST body on some path (GT306).
    var followedFiles: Set<String> = []

    private(set) var notes: [AnalysisNote] = []
    private var noteKeys: Set<AnalysisNote> = []

    init(index: ProgramIndex, bindings: Bindings, limits: InterpreterLimits, unit: SourceUnit) {
        self.index = index
        self.bindings = bindings
        self.limits = limits
        self.unit = unit
        self.entryUnit = unit
    }

    var file: SourceFile { unit.file }

    // MARK: - Notes and names

    func note(_ kind: AnalysisNote.Kind, _ range: SourceRange) {
        guard constantEvaluation.muted == 0 else { return }
        let note = AnalysisNote(kind: kind, file: file, range: range)
        if noteKeys.insert(note).inserted { notes.append(note) }
    }

    /// What PHP would raise here: a limit the runtime hit, or the error itself.
    func note(_ error: PHPError, _ range: SourceRange) {
        note(error.kind == .limit ? .limitReached(.other(error.message)) : .runtimeError("\(error.className): \(error.message)"), range)
    }

    /// The source text of a node, with runs of white space folded so it reads well in a message.
    /// Code longer than `longestName` bytes is named by its start and end around ` … `: the levels
    /// of a long chain (`$o->w()->w()…`) are named one by one, and reading each whole made a
    /// 100,000-link chain take minutes.
    func text(_ range: SourceRange) -> String {
        let bytes = file.bytes[range.start..<range.end]
        guard bytes.count > Self.longestName else { return Bindings.folded(bytes) }
        // Cut at the start of a character, never inside one.
        var headEnd = bytes.startIndex + Self.longestName * 2 / 3
        while headEnd > bytes.startIndex, bytes[headEnd] & 0xC0 == 0x80 { headEnd -= 1 }
        var tailStart = bytes.endIndex - Self.longestName / 3
        while tailStart < bytes.endIndex, bytes[tailStart] & 0xC0 == 0x80 { tailStart += 1 }
        return Bindings.folded(bytes[..<headEnd]) + " … " + Bindings.folded(bytes[tailStart...])
    }

    static let longestName = 1_000

    /// An unknown named after `range`'s code, computed from `inputs`' unknowns. `named` false: a
    /// value that only feeds the next level of a chain (`InterpreterChains`), whose name is never
    /// shown while it has sources of its own, so the code's text is not read for it.
    func unknown(_ range: SourceRange, from inputs: [PHPValue] = [], named: Bool = true) -> PHPValue {
        var sources: [String] = []
        for input in inputs {
            for unknown in input.unknowns {
                for source in unknown.sources where !sources.contains(source) { sources.append(source) }
            }
        }
        if !named, !sources.isEmpty, bindings.expressions.isEmpty { return .unknown(UnknownValue(expression: "", sources: sources)) }
        let expression = text(range)
        // `--set '$this->sound="x"'`, `--set "config('getui.sound')=…"`: what the code leaves unknown, bound.
        if let bound = bindings.expressions[expression] { return bound }
        return .unknown(UnknownValue(expression: expression, sources: sources.isEmpty ? [expression] : sources))
    }

    /// Counts calls to the analysed files' functions; false once the entry point has used its
    /// budget (mutually calling functions could otherwise branch exponentially within the depth limit).
    func countCall() -> Bool {
        calls += 1
        if calls == limits.maximumCalls {
            cutShort(by: .calls(limits.maximumCalls), currentStatement)
        }
        return calls < limits.maximumCalls
    }

    /// Notes a budget that leaves code not analysed, where it ran out.
    func cutShort(by limit: AnalysisLimit, _ range: SourceRange) {
        if cutShortBy == nil { cutShortBy = limit }
        note(.limitReached(limit), range)
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
            cutShort(by: .steps(limits.maximumSteps), currentStatement)
        }
        return steps < limits.maximumSteps
    }

    /// Bounds a string the code built: one larger than the limit, or any once the entry point
    /// has built more than its budget of string bytes, becomes unknown with a note.
    func bounded(_ value: PHPValue, _ range: SourceRange) -> PHPValue {
        if case .array(let array) = value, array.weight > PHPArray.maximumWeight {
            note(.limitReached(.arrayMegabytes(PHPArray.maximumWeight >> 20)), range)
            return unknown(range)
        }
        guard case .string(let bytes) = value else { return value }
        if bytes.count > limits.maximumStringBytes {
            note(.limitReached(.stringBytes(bytes.count, limit: limits.maximumStringBytes)), range)
            return unknown(range)
        }
        return countStringBytes(bytes.count, range) ? value : unknown(range)
    }

    /// Counts `count` bytes of new strings against the entry point's budget: false once it is spent
    /// (noted where it ran out).
    func countStringBytes(_ count: Int, _ range: SourceRange) -> Bool {
        guard allocatedBytes <= limits.maximumAllocatedBytes else { return false }
        allocatedBytes += count
        if allocatedBytes > limits.maximumAllocatedBytes {
            note(.limitReached(.allocatedMegabytes(limits.maximumAllocatedBytes >> 20)), range)
            return false
        }
        return true
    }

    // MARK: - Objects

    func allocate(_ object: SDKObject, at range: SourceRange, in state: inout InterpreterState) -> PHPObjectHandle {
        let creation = entryRange(range)
        if object.isPayloadRoot {
            payloadCreations.insert(creation.start)
            if let functionName { builders[creation.start] = functionName }
            followedFiles.insert(unit.file.path)
        }
        return state.heap.allocate(object, at: creation)
    }

    // MARK: - Ranges the records keep

    /// `range` of the running code as a range of the entry unit's file: itself while the entry
    /// unit runs, else the entry statement whose call led here.
    func entryRange(_ range: SourceRange) -> SourceRange {
        unit.file === entryUnit.file ? range : entryCallSites.last ?? range
    }

    /// Where a value was written. In another file than the entry point's, it points at the call
    /// that ran that file's code, with no right-hand side: a fix cannot rewrite code it cannot see.
    func originHere(value: SourceRange?, expressionText: String? = nil) -> Origin {
        let local = unit.file === entryUnit.file
        return Origin(statement: entryRange(currentStatement), value: local ? value : nil, expressionText: expressionText)
    }

    // MARK: - Names

    /// The declarations the running code sees: its script's and the entry script's
    /// (`ProgramIndex.Scope`), so two scripts' same-named functions stay apart.
    var scope: ProgramIndex.Scope {
        if let cached = scopes[unit.file.path] { return cached }
        let made = index.scope(entry: entryUnit, running: unit)
        scopes[unit.file.path] = made
        return made
    }

    /// The function a call names, as the running file's namespace and imports resolve it.
    func lookupFunction(_ name: Name) -> ProgramIndex.FunctionEntry? {
        index.function(index.nameContext(of: unit).functionCandidates(name), in: scope)
    }

    // MARK: - Constants

    func constant(_ name: Name, range: SourceRange) -> PHPValue {
        let written = name.joined
        switch written.phpLowercased {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default: break
        }
        if let value = bindings.constants[written] ?? bindings.constants[name.last] { return value }
        if let cached = constantCache[name.last] { return cached }
        if let entry = index.constant(written, in: scope) ?? index.constant(name.last, in: scope), !constantsBeingEvaluated.contains(name.last) {
            constantsBeingEvaluated.insert(name.last)
            let value = nestingConstant(range) { evaluate(entry, range) }
            constantsBeingEvaluated.remove(name.last)
            constantCache[name.last] = value
            return value
        }
        if let builtin = BuiltinConstants.value(name.last) { return builtin }
        note(.undefinedConstant(name.last), range)
        return .unknown(UnknownValue(expression: name.last))
    }

    /// A constant's value, evaluated in the unit that defines it (its unknowns name its own text).
    /// `define('X', …)`'s value is running code; `const X = …`'s a constant expression
    /// (`ConstantExpressions`), whose error is noted at `range`, where the code reads it.
    func evaluate(_ constant: ProgramIndex.ConstantEntry, _ range: SourceRange) -> PHPValue {
        guard constant.isDefinedByCall else { return defaultValue(constant.value, unit: constant.unit, className: constant.className, range) }
        return within(unit: constant.unit, function: functionName, classScope: classScope, countsAsCall: false) {
            var scratch = InterpreterState()
            return evaluate(constant.value, &scratch)
        }
    }

    // MARK: - Calls into other units

    /// Runs `body` with `unit` and `function` as the running code, restoring them afterwards.
    func within<T>(unit newUnit: SourceUnit, function: String?, classScope newScope: ClassScope?, countsAsCall: Bool = true, _ body: () -> T) -> T {
        let savedUnit = unit
        let savedFunction = functionName
        let savedScope = classScope
        classScope = newScope
        let savedStatement = currentStatement
        let leavesEntryFile = unit.file === entryUnit.file && newUnit.file !== entryUnit.file
        if leavesEntryFile { entryCallSites.append(currentStatement) }
        unit = newUnit
        functionName = function
        if countsAsCall { callDepth += 1 }
        defer {
            unit = savedUnit
            functionName = savedFunction
            classScope = savedScope
            currentStatement = savedStatement
            if countsAsCall { callDepth -= 1 }
            if leavesEntryFile { entryCallSites.removeLast() }
        }
        return body()
    }
}

/// Constants PHP defines: PHP 8.2's own table, in PHPRuntime.
enum BuiltinConstants {
    static func value(_ name: String) -> PHPValue? { PredefinedConstants.value(name) }
}

extension Interpreter {
    /// A parameter's default value, evaluated where the function is declared.
    func defaultValue(_ expr: Expr, of entry: ProgramIndex.FunctionEntry) -> PHPValue {
        within(unit: entry.unit, function: entry.qualifiedName, classScope: entry.classQualifiedName.map { ClassScope(selfClass: $0, staticClass: $0) }, countsAsCall: false) {
            var scratch = InterpreterState()
            return evaluate(expr, &scratch)
        }
    }
}
