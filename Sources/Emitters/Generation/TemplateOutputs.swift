import PHPSyntax
import PushAnalysis
import PushRules

/// One template's source, as `gtpush generate` reads it.
public struct TemplateSource: Sendable {
    /// The file name without `.php`: the stem of every output.
    public var name: String
    /// How generated text names the source (`Templates/normal-push.php`), the same on every machine.
    public var displayPath: String
    public var bytes: [UInt8]

    public init(name: String, displayPath: String, bytes: [UInt8]) {
        self.name = name
        self.displayPath = displayPath
        self.bytes = bytes
    }
}

/// A file `gtpush generate` produces, relative to the output folder.
public struct GeneratedFile: Sendable, Equatable {
    public var path: String
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }
}

/// Everything `Generated/` holds, computed in memory and in a fixed order, so writing it and
/// checking that it is current are the same computation.
public enum TemplateOutputs {
    /// The files, in a fixed order, and what the Swift generator could not translate.
    public static func render(_ templates: [TemplateSource]) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
        var files: [GeneratedFile] = []
        var entries: [ReportMarkdown.Entry] = []
        var allUnits: [SourceUnit] = []
        for template in templates.sorted(by: { $0.name < $1.name }) {
            let units = SourceLoader.units(path: template.displayPath, bytes: template.bytes)
            allUnits += units
            let result = Analyzer(units: units).analyze()
            let report = RuleEngine.check(result, options: CheckOptions())
            files.append(GeneratedFile(path: "json/\(template.name).json", contents: PreviewJSON.document(result.records)))

            var fixedRules: [String] = []
            if let fix = FileFixer().fix([(path: template.displayPath, bytes: template.bytes)]).first, fix.changed, fix.refusal == nil {
                files.append(GeneratedFile(path: "php/\(template.name).php", contents: fix.fixed))
                fixedRules = Array(Set(fix.applied.map(\.rule))).sorted()
            }
            entries.append(ReportMarkdown.Entry(template: template.displayPath, report: report, fixed: fixedRules))
        }
        files.append(GeneratedFile(path: "REPORT.md", contents: ReportMarkdown.render(entries)))
        // One Swift file per builder type (named after it, as Swift files are) and one shared
        // support file, generated together so type names stay unique across templates.
        let swift = SwiftBuilderGenerator.generate(units: allUnits) { $0.path }
        files += swift.files.map { GeneratedFile(path: "swift/\($0.name)", contents: $0.contents) }
        files.append(GenerationManifest(files).file)
        return (files, swift.diagnostics)
    }
}
