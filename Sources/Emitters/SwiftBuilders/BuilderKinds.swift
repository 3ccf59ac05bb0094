import PHPSyntax
import PushAnalysis
import PushRules

/// The kinds of push a builder's PHP sends, as `gtpush check` says them, for its doc comment:
/// the analysis of the function (its parameters unknown unless bound) or of the file's script.
struct BuilderKinds {
    let units: [SourceUnit]
    let bindings: Bindings

    /// `Kind (gtpush check): normal.`, or several when the inputs decide; nil when the analysis
    /// finds no payload of that code (a builder of a helper's call, a v2 request).
    func line(function: String?, file: SourceFile) -> String? {
        let result = Analyzer(units: units, bindings: bindings).analyze(function: function)
        let report = RuleEngine.check(result, options: CheckOptions())
        let payloads = report.payloads.filter { $0.record.file.path == file.path || function != nil }
        let kinds = Array(Set(payloads.flatMap(\.kinds))).sorted()
        guard !kinds.isEmpty else { return nil }
        let spelled = kinds.map { "`\($0.rawValue)`" }
        if spelled.count == 1 { return "Kind, as `gtpush check` says: \(spelled[0])." }
        return "Kinds, as `gtpush check` says: \(spelled.dropLast().joined(separator: ", ")) or \(spelled.last!), by the values it is given."
    }
}
