import GeTuiModel
import PHPRuntime
import PHPSyntax
import Platform

/// Everything the analysis found in a set of units.
public struct AnalysisResult: Sendable {
    public var records: [PayloadRecord]
    public var notes: [AnalysisNote]
    /// Names given with `--function` that no analysed file defines.
    public var missingFunctions: [String]
    /// Files that are copies of GeTui's SDK (`SDKCopies`) and an SDK class each declares:
    /// skipped, not analysed as the project's code.
    public var sdkCopies: [(file: SourceFile, className: String)] = []
    /// The comment directives of every file analysed.
    public var directives = DirectiveIndex()
    /// Where code that would build a payload stops at a PHP error before it builds any (an
    /// argument its parameter's type refuses): what PHP prints instead of a push.
    public var stopsBeforePayload: [AnalysisNote] = []
    /// The one function analysed (`--function`), nil when the whole program was: a partial run
    /// cannot tell which ignore comments silence nothing.
    public var function: String?
}

/// Chooses the entry points of a program and runs the interpreter on each: the top-level code of
/// every unit, and every function or method that builds a payload (its parameters unknown unless
/// bound). With `function`, only that function is run.
public struct Analyzer: Sendable {
    public var units: [SourceUnit]
    public var bindings: Bindings
    public var limits: InterpreterLimits
    /// Where Composer would load classes from (`composer.json`'s PSR-4 map).
    public var autoload: ComposerAutoload
    /// Analyse in-tree copies of GeTui's SDK as the project's code (`--include-sdk`).
    public var includeSDKCopies = false
    /// What reading the program found to say (a file it would not read): the analysis's first notes.
    public var readingNotes: [AnalysisNote] = []
    /// A function analysed on its own takes a parameter's default when `--set` does not bind it
    /// (`preview --exact`, which needs every value); otherwise such a parameter is unknown.
    public var parameterDefaults = false

    public init(units: [SourceUnit], bindings: Bindings = Bindings(), limits: InterpreterLimits = InterpreterLimits(), autoload: ComposerAutoload = ComposerAutoload()) {
        self.units = units
        self.bindings = bindings
        self.limits = limits
        self.autoload = autoload
    }

    public func analyze(function: String? = nil) -> AnalysisResult {
        // Asking walks a tree (built on the first walk): on the workers, as every walk of the trees.
        let declared = includeSDKCopies ? [] : ParallelMap.map(units) { SDKCopies.declaredSDKClass($0) }
        let copies = zip(units, declared).compactMap { unit, name in name.map { (file: unit.file, className: $0) } }
        let copied = Set(copies.map { ObjectIdentifier($0.file) })
        let units = units.filter { !copied.contains(ObjectIdentifier($0.file)) }
        // The index walks every tree: built only when something runs, each tree first made from
        // the parser's compact form on the workers (all cores, and their deep stacks).
        let makeIndex = {
            _ = ParallelMap.map(units) { $0.tree.statements.count }
            return ProgramIndex(units: units, autoload: autoload)
        }
        let directives = DirectiveIndex(units: self.units)
        var runs: [EntryRun] = []
        var missing: [String] = []

        if let function {
            let index = makeIndex()
            let entries = index.allFunctions.filter { $0.unit.isEntry && ($0.declaration.name.phpLowercased == function.phpLowercased || $0.qualifiedName.phpLowercased == function.phpLowercased) }
            if entries.isEmpty { missing.append(function) }
            runs = ParallelMap.map(entries) { run($0.unit, function: $0, index: index, directives: directives) }
        } else if units.contains(where: Self.mayBuildPayload) {
            // Entry points are independent, so they run on all cores; the results keep input order.
            // A function the top-level code calls is analysed through that call, with its real
            // arguments; only the others are run on their own, with unknown parameters.
            let index = makeIndex()
            runs = ParallelMap.map(units.filter(\.isEntry)) { run($0, function: nil, index: index, directives: directives) }
            var called = runs.reduce(into: Set<String>()) { $0.formUnion($1.calledFunctions) }
            let builders = index.allFunctions.filter { $0.unit.isEntry && Self.buildsPayload($0) && !called.contains($0.callKey) }
            // A function that passes one of them a literal runs in its place (before it), so the
            // literal decides which path is followed; the others run on their own.
            let others = index.allFunctions.filter { $0.unit.isEntry && !called.contains($0.callKey) }
            let callers = LiteralCallers(index: index).callers(among: others, of: builders)
            let callerRuns = ParallelMap.map(callers) { run($0.unit, function: $0, index: index, directives: directives) }
            for callerRun in callerRuns { called.formUnion(callerRun.calledFunctions) }
            called.formUnion(callers.map(\.callKey))
            runs += callerRuns
            runs += ParallelMap.map(builders.filter { !called.contains($0.callKey) }) { run($0.unit, function: $0, index: index, directives: directives) }
        }
        var records = runs.flatMap(\.records)
        var notes: [AnalysisNote] = []
        var seenNotes: Set<AnalysisNote> = []
        for note in readingNotes + runs.flatMap(\.notes) where seenNotes.insert(note).inserted { notes.append(note) }
        if function == nil {
            let order = Dictionary(units.enumerated().map { ($1.file.path, $0) }, uniquingKeysWith: { first, _ in first })
            records.sort { lhs, rhs in
                if lhs.file.path != rhs.file.path { return (order[lhs.file.path] ?? 0) < (order[rhs.file.path] ?? 0) }
                return lhs.creation.start < rhs.creation.start
            }
        }
        if function == nil { notes += unfollowedPushes(units, runs: runs, notes: notes) }
        var result = AnalysisResult(records: records, notes: notes, missingFunctions: missing)
        result.stopsBeforePayload = runs.flatMap(\.stops)
        result.sdkCopies = copies
        result.directives = directives
        result.function = function
        return result
    }

    /// GT306: files that build a v2 push by their syntax, whose code no run followed to a payload.
    /// A raw body found only at the end of a path (a variable) counts as followed.
    private func unfollowedPushes(_ units: [SourceUnit], runs: [EntryRun], notes: [AnalysisNote]) -> [AnalysisNote] {
        let followed = runs.reduce(into: Set<String>()) { $0.formUnion($1.followedFiles) }
            .union(runs.flatMap(\.records).filter { $0.api != .v1 }.map(\.file.path))
        return units.compactMap { unit in
            guard !followed.contains(unit.file.path), Self.mayBuildPayload(unit), let mention = V2Mentions.first(in: unit) else { return nil }
            // What stopped the analysis in that file, when a note says.
            let why = notes.first { $0.file.path == unit.file.path && Self.stopsAnalysis($0.kind) }?.message
            return AnalysisNote(kind: .unfollowedPush(what: mention.what, why: why), file: unit.file, range: SourceRange(start: mention.offset, end: mention.offset))
        }
    }

    private static func stopsAnalysis(_ kind: AnalysisNote.Kind) -> Bool {
        switch kind {
        case .limitReached, .runtimeError, .undefinedSDKMember: true
        default: false
        }
    }

    /// What one entry point produced.
    private struct EntryRun: Sendable {
        var records: [PayloadRecord]
        var notes: [AnalysisNote]
        var calledFunctions: Set<String>
        var followedFiles: Set<String>
        var stops: [AnalysisNote] = []
    }

    /// A byte search before any evaluation: only functions that mention a payload are entry points.
    static func buildsPayload(_ entry: ProgramIndex.FunctionEntry) -> Bool {
        let range = entry.declaration.range
        return namesPayload(entry.unit.file.bytes[range.start..<range.end])
    }

    /// Whether a unit can build a payload: a snippet can (`$apn->sound = …` on a variable it never
    /// created assumes one), other code only by naming `new IGtAPNPayload` (a subclass, alias or
    /// import names it too) or the SDK's `set_pushInfo`, which builds one. A program none of whose
    /// units can builds no payload, so nothing in it is run: a WordPress or Laravel tree is read
    /// and parsed, not executed.
    static func mayBuildPayload(_ unit: SourceUnit) -> Bool {
        unit.isSnippet || namesPayload(unit.file.bytes[...])
    }

    static func namesPayload(_ bytes: ArraySlice<UInt8>) -> Bool {
        payloadNames.containsAny(bytes)
    }

    private static let payloadNames = MultiByteSearch(SDKVocabulary.payloadBuilders)

    /// Runs one entry point on its own interpreter.
    private func run(_ unit: SourceUnit, function entry: ProgramIndex.FunctionEntry?, index: ProgramIndex, directives: DirectiveIndex) -> EntryRun {
        let interpreter = Interpreter(index: index, bindings: bindings, limits: limits, unit: unit)
        var initial = InterpreterState()
        initial.variables = bindings.variables
        let finals: [InterpreterState]
        if let entry {
            let declaration = entry.declaration
            for parameter in declaration.parameters where bindings.variables[parameter.name] == nil {
                initial.variables[parameter.name] = .unknown(UnknownValue(expression: "$\(parameter.name)"))
                if parameterDefaults, let defaultValue = parameter.defaultValue {
                    let value = interpreter.defaultValue(defaultValue, of: entry)
                    guard !value.containsUnknown else { continue }
                    initial.variables[parameter.name] = value
                    interpreter.note(.defaultParameter(name: parameter.name, value: Bindings.folded(entry.unit.file.bytes[defaultValue.range.start..<defaultValue.range.end])), defaultValue.range)
                }
            }
            if entry.className != nil, !entry.isStatic, bindings.variables["this"] == nil {
                initial.variables["this"] = .unknown(UnknownValue(expression: "$this"))
            }
            finals = interpreter.within(unit: unit, function: entry.qualifiedName, classScope: entry.classQualifiedName.map { ClassScope(selfClass: $0, staticClass: $0) }) {
                interpreter.execute(declaration.body ?? [], [Interpreter.take(&initial)])
            }
        } else {
            finals = interpreter.execute(unit.tree.statements, [Interpreter.take(&initial)])
        }
        // Paths that end with the same payload sending the same thing are one record. The key is
        // compared as a value: a printed outcome would follow dictionary order, which changes
        // from run to run.
        struct RecordKey: Hashable {
            var path: String
            var creation: Int
            var outcome: SubmissionOutcome
        }
        var seen: Set<RecordKey> = []
        var found: [PayloadRecord] = []
        for state in finals {
            for record in collectRecords(state, unit: unit, function: entry?.qualifiedName, interpreter: interpreter, multiplePaths: finals.count > 1, directives: directives) {
                if seen.insert(RecordKey(path: record.file.path, creation: record.creation.start, outcome: record.outcome)).inserted { found.append(record) }
            }
        }
        if let limit = interpreter.cutShortBy {
            for index in found.indices { found[index].isComplete = false }
            notePayloadsCutShort(by: limit, found: found, code: entry?.declaration.body ?? unit.tree.statements, interpreter: interpreter)
        }
        // What a script's top level met on the way (an undefined variable, a budget, an error PHP
        // would stop at) matters only where a payload is concerned: a bootstrap file that only
        // defines constants says nothing about any push.
        let concernsPayload = !found.isEmpty || entry != nil || Self.mayBuildPayload(unit)
        var stops: [AnalysisNote] = []
        if found.isEmpty, concernsPayload {
            let messages = finals.compactMap(\.fatalError)
            stops = interpreter.notes.filter { note in
                guard case .runtimeError(let message) = note.kind else { return false }
                return messages.contains { message.hasSuffix($0) }
            }
        }
        return EntryRun(records: found, notes: concernsPayload ? interpreter.notes : [], calledFunctions: interpreter.calledFunctions,
                        followedFiles: interpreter.followedFiles, stops: stops)
    }

    /// A budget that stopped the run before its end left payloads unanalysed: those it found are
    /// known only in part, and those created where it never got to were not analysed at all.
    /// Each is named where it is created, so `check` and `fix` can say which (and fail).
    private func notePayloadsCutShort(by limit: AnalysisLimit, found: [PayloadRecord], code: [Stmt], interpreter: Interpreter) {
        for record in found { interpreter.note(.unanalysedPayload(limit, partly: true), record.creation) }
        for site in PayloadCreationSites.ranges(in: code) where !interpreter.payloadCreations.contains(site.start) {
            interpreter.note(.unanalysedPayload(limit, partly: false), site)
        }
    }

    private func collectRecords(_ state: InterpreterState, unit: SourceUnit, function: String?, interpreter: Interpreter, multiplePaths: Bool, directives: DirectiveIndex) -> [PayloadRecord] {
        var submitted: [Int: APNSubmission] = [:]
        var templateClasses: [Int: String] = [:]
        for handle in state.heap.handles {
            if case .template(let template)? = state.heap[handle], let submission = template.apnInfo, let payload = submission.payload,
               submitted[payload.id] == nil {
                submitted[payload.id] = submission
                templateClasses[payload.id] = template.className
            }
        }
        var records: [PayloadRecord] = []
        var capReached = false
        for handle in state.heap.handles {
            guard case .apnPayload(let current)? = state.heap[handle] else { continue }
            let creation = state.heap.creations[handle.id] ?? current.creation
            guard records.count < limits.maximumPayloads else {
                // The cap is noted where it is reached, and every payload past it is named: each
                // is one `check` cannot speak for.
                if !capReached { interpreter.note(.limitReached(.payloads(limits.maximumPayloads)), creation) }
                capReached = true
                interpreter.note(.unanalysedPayload(.payloads(limits.maximumPayloads), partly: false), creation)
                continue
            }
            let payload: APNPayload
            let heap: SDKHeap
            let outcome: SubmissionOutcome
            if let message = state.fatalError {
                payload = current
                heap = state.heap
                outcome = .thrown(SDKFailure(.phpError(message)))
            } else if let submission = submitted[handle.id], case .apnPayload(let sent)? = submission.heap[handle] {
                payload = sent
                heap = submission.heap
                outcome = submission.outcome
            } else {
                payload = current
                heap = state.heap
                outcome = TemplateSubmission.outcome(of: current, heap: state.heap, checkLength: false)
            }
            // The interpreter keeps every range in the entry unit's file (`Interpreter.entryRange`).
            var record = PayloadRecord(
                file: unit.file, function: interpreter.builders[creation.start] ?? function, creation: creation, payload: payload, heap: heap, pathHeap: state.heap, outcome: outcome,
                submission: submitted[handle.id]?.call, assumptions: multiplePaths ? state.assumptions : [],
                isSnippet: unit.isSnippet, directives: directives.directives(near: creation, in: unit.file).filter { $0.kind == .intent || $0.kind == .disable })
            record.isUnsent = state.fatalError == nil && !submitted.isEmpty && submitted[handle.id] == nil
            record.templateClass = templateClasses[handle.id]
            records.append(record)
        }
        records += v2Records(state, unit: unit, function: function, interpreter: interpreter, multiplePaths: multiplePaths, room: limits.maximumPayloads - records.count, directives: directives)
        records += rawRecords(state, unit: unit, function: function, interpreter: interpreter, multiplePaths: multiplePaths, room: limits.maximumPayloads - records.count, directives: directives)
        return records
    }
}
