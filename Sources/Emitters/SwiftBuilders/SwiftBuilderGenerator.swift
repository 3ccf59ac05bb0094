import PHPRuntime
import PHPSyntax
import PushAnalysis

/// `gtpush swift`: one Swift builder per payload-building function or top-level snippet, each
/// importing GTPushRuntime. Deterministic: the same units give the same bytes in any order.
public enum SwiftBuilderGenerator {
    public struct Parameter: Sendable, Hashable {
        /// `$name` for a variable, `NAME` for a constant.
        public var phpName: String
        public var swiftName: String
        /// `String`, `Int`, `Bool`, `Double` or `PHPValue`.
        public var swiftType: String
        /// The Swift default, if any.
        public var defaultCode: String?
    }

    public struct Builder: Sendable, Hashable {
        public var typeName: String
        public var fileName: String
        /// The PHP function, nil for top-level code.
        public var function: String?
        public var source: String
        public var parameters: [Parameter]
    }

    /// How visible the builders are: `public` for a library of builders, `package` for the other
    /// targets of one package, `internal` (the build plugin's default) for builders an app uses itself.
    public enum AccessLevel: String, Sendable, CaseIterable {
        case `public`, `package`, `internal`
    }

    public struct Output: Sendable {
        /// One file per builder, each with its own header.
        public var files: [(name: String, contents: [UInt8])]
        /// Every builder in one file under one header (`--combined`, the build plugin).
        public var combined: [UInt8]
        public var builders: [Builder]
        public var diagnostics: [Diagnostic]
    }

    public static func generate(units: [SourceUnit], bindings: Bindings = Bindings(), accessLevel: AccessLevel = .public,
                                sourceName: (SourceFile) -> String) -> Output {
        // A copy of the SDK in the tree is the SDK the runtime models, not the program's classes.
        let units = units.filter { SDKCopies.declaredSDKClass($0) == nil }
        let program = BuilderProgram(units: units)
        let classes = BuilderClasses(units: units)
        var candidates: [(sortKey: String, what: String, build: () -> Result<GeneratedBuilder, Untranslatable>, file: SourceFile)] = []
        for (unitIndex, unit) in units.enumerated() {
            let source = sourceName(unit.file)
            let unitKey = "\(source)\u{0}\(String(unit.tree.statements.first?.range.start ?? 0).leftPadded(12))\u{0}\(unitIndex)"
            let optOut = SwiftOptOut(unit)
            for function in BuilderProgram.functions(in: unit.tree.statements) where BuilderProgram.buildsPayload(function.body ?? []) {
                if optOut.isMarked(function.range) { continue }
                let key = "\(source)\u{0}\(String(function.range.start).leftPadded(12))"
                candidates.append((key, "\(function.name)()", {
                    BuilderEmitter(program: program, classes: classes, accessLevel: accessLevel, bindings: bindings, source: source, unit: unit).function(function)
                }, unit.file))
            }
            for (className, method) in BuilderProgram.methods(in: unit.tree.statements) where BuilderProgram.buildsPayload(method.body ?? []) {
                if optOut.isMarked(method.range) { continue }
                let key = "\(source)\u{0}\(String(method.range.start).leftPadded(12))"
                candidates.append((key, "\(className)::\(method.name)()", {
                    BuilderEmitter(program: program, classes: classes, accessLevel: accessLevel, bindings: bindings, source: source, unit: unit).method(method, of: className)
                }, unit.file))
            }
            let topLevel = BuilderProgram.topLevelStatements(unit.tree.statements)
            let calls = BuilderCalls(program: program, classes: classes)
            let callsBuilder = calls.callees(topLevel, current: nil).contains { BuilderProgram.buildsPayload(calls.declaration($0)?.body ?? []) }
            if program.scriptBuildsPayload(topLevel) || callsBuilder {
                candidates.append((unitKey, "the top-level code of \(source)", {
                    BuilderEmitter(program: program, classes: classes, accessLevel: accessLevel, bindings: bindings, source: source, unit: unit).topLevel(topLevel)
                }, unit.file))
            }
        }
        candidates.sort { $0.sortKey < $1.sortKey }

        var files: [(name: String, contents: [UInt8])] = []
        var declarations: [(name: String, text: String)] = []
        var builders: [Builder] = []
        var diagnostics: [Diagnostic] = []
        var usedTypeNames = SwiftFileHeader.runtimeTypeNames
        let results = candidates.map { (candidate: $0, result: $0.build()) }
        let kinds = BuilderKinds(units: units, bindings: bindings)
        for (candidate, result) in results {
            switch result {
            case .failure(let problem):
                // One construct skips one builder: the others are still written, and a build goes on.
                diagnostics.append(Diagnostic(file: candidate.file, offset: problem.range.start, severity: .warning,
                                              message: "no Swift builder for \(candidate.what): gtpush swift cannot translate \(problem.construct) yet"))
            case .success(var generated):
                // Named from its file and function only (SwiftNames). Two files of one name in
                // different folders, or a name the runtime declares, take a number.
                let base = generated.builder.typeName
                var name = base
                var suffix = 2
                while usedTypeNames.contains(name) {
                    name = base + String(suffix)
                    suffix += 1
                }
                usedTypeNames.insert(name)
                generated.rename(to: name)
                generated.kinds = kinds.line(function: generated.builder.function, file: candidate.file)
                let text = generated.text
                files.append((generated.builder.fileName, Array((SwiftFileHeader.text(firstLine: generated.header) + text).utf8)))
                declarations.append((generated.builder.fileName, text))
                builders.append(generated.builder)
            }
        }
        files.sort { $0.name < $1.name }
        declarations.sort { $0.name < $1.name }
        let sources = Set(builders.map(\.source)).sorted()
        let firstLine = "// Generated by gtpush from \(sources.isEmpty ? "no PHP file" : sources.joined(separator: ", ")). Do not edit."
        let combined = SwiftFileHeader.text(firstLine: firstLine) + declarations.map(\.text).joined(separator: "\n")
        return Output(files: files, combined: Array(combined.utf8), builders: builders, diagnostics: diagnostics)
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
