import Foundation
import PHPSyntax
import PushAnalysis
import PushRules

/// Runs the real pipeline (loader, analyzer, rules) on text or on the SDK cases.
public enum CheckHarness {
    public static func check(_ text: String, path: String = "example.php", options: CheckOptions = CheckOptions(), bindings: Bindings = Bindings(), function: String? = nil) -> CheckReport {
        let units = SourceLoader.units(path: path, bytes: Array(text.utf8))
        let result = Analyzer(units: units, bindings: bindings).analyze(function: function)
        return RuleEngine.check(result, options: options)
    }

    /// A case from `SDKCases/cases`, with its `.set` bindings and `@call`.
    public static func checkCase(_ name: String, options: CheckOptions = CheckOptions()) throws -> CheckReport {
        let directory = TestPaths.cases
        let source = try Data(contentsOf: directory.appendingPathComponent("\(name).php"))
        var bindings = Bindings()
        var function: String?
        if let set = try? String(contentsOf: directory.appendingPathComponent("\(name).set"), encoding: .utf8) {
            for line in set.split(whereSeparator: \.isNewline) {
                if line.hasPrefix("@call ") { function = String(line.dropFirst(6)).trimmingCharacters(in: .whitespaces) } else { try bindings.add(String(line)) }
            }
        }
        let units = SourceLoader.units(path: "\(name).php", bytes: Array(source))
        return RuleEngine.check(Analyzer(units: units, bindings: bindings).analyze(function: function), options: options)
    }

    public static func caseNames() -> [String] {
        let directory = TestPaths.cases
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".php") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// The diagnostic lines without the summary.
    public static func lines(_ report: CheckReport) -> [String] {
        report.allFindings.map(\.diagnostic.formatted)
    }
}
