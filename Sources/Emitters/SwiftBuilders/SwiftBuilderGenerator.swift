import PHPRuntime
import PHPSyntax
import PushAnalysis

/// `gtpush swift`: one Swift builder per payload-building function or top-level snippet, plus the
/// shared support file. Deterministic: the same units give the same bytes in any order.
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

    public struct Output: Sendable {
        public var files: [(name: String, contents: [UInt8])]
        public var builders: [Builder]
        public var diagnostics: [Diagnostic]
    }

    public static func generate(units: [SourceUnit], bindings: Bindings = Bindings(), sourceName: (SourceFile) -> String) -> Output {
        let program = BuilderProgram(units: units)
        var candidates: [(sortKey: String, build: () -> Result<GeneratedBuilder, Untranslatable>, file: SourceFile)] = []
        for (unitIndex, unit) in units.enumerated() {
            let source = sourceName(unit.file)
            let unitKey = "\(source)\u{0}\(String(unit.tree.statements.first?.range.start ?? 0).leftPadded(12))\u{0}\(unitIndex)"
            for function in BuilderProgram.functions(in: unit.tree.statements) where BuilderProgram.buildsPayload(function.body ?? []) {
                let key = "\(source)\u{0}\(String(function.range.start).leftPadded(12))"
                candidates.append((key, {
                    BuilderEmitter(program: program, bindings: bindings, source: source, unit: unit).function(function)
                }, unit.file))
            }
            let topLevel = BuilderProgram.topLevelStatements(unit.tree.statements)
            if BuilderProgram.buildsPayload(topLevel) {
                candidates.append((unitKey, {
                    BuilderEmitter(program: program, bindings: bindings, source: source, unit: unit).topLevel(topLevel)
                }, unit.file))
            }
        }
        candidates.sort { $0.sortKey < $1.sortKey }

        var files: [(name: String, contents: [UInt8])] = []
        var builders: [Builder] = []
        var diagnostics: [Diagnostic] = []
        var usedTypeNames: Set<String> = ["PHPValue", "PHPArray", "PHP", "PHPError", "PushKind", "PushUserInfo"]
        for candidate in candidates {
            switch candidate.build() {
            case .failure(let problem):
                diagnostics.append(Diagnostic(file: candidate.file, offset: problem.range.start, severity: .error,
                                              message: "gtpush swift cannot translate \(problem.construct) yet"))
            case .success(var generated):
                var name = generated.builder.typeName
                var suffix = 2
                while usedTypeNames.contains(name) {
                    name = generated.builder.typeName + String(suffix)
                    suffix += 1
                }
                usedTypeNames.insert(name)
                generated.rename(to: name)
                files.append((generated.builder.fileName, Array(generated.text.utf8)))
                builders.append(generated.builder)
            }
        }
        files.sort { $0.name < $1.name }
        files.append((SwiftSupportFile.name, Array(SwiftSupportFile.contents.utf8)))
        return Output(files: files, builders: builders, diagnostics: diagnostics)
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
