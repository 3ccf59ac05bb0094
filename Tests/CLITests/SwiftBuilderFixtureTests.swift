import Emitters
import Foundation
import GTPushTestSupport
import PHPSyntax
import PushAnalysis
import Testing

/// The interpreter's fixtures (expressions, control flow, functions, arrays, objects): every
/// builder they give compiles with `-warnings-as-errors`, and each script's builder gives the
/// payload `preview --exact` gives for the file.
@Suite struct SwiftBuilderFixtureTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("interpreter")

    @Test func everyBuilderCompilesAndScriptsMatchPreview() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".php") }.sorted()
        try #require(names.count >= 5)
        var files: [String] = []
        var scripts: [(name: String, call: String)] = []
        for (index, name) in names.enumerated() {
            let path = Self.folder.appendingPathComponent(name).path
            let units = SourceLoader.units(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            let output = SwiftBuilderGenerator.generate(units: units, sourceName: { _ in name })
            let namespace = "Fixture\(index)"
            let body = String(decoding: output.combined, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("import ") && !$0.hasPrefix("// ") }.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            files.append("import Foundation\nimport GTPushRuntime\n\nenum \(namespace) {\n\(body)\n}\n")
            if let script = output.builders.first(where: { $0.function == nil }), script.parameters.allSatisfy({ $0.defaultCode != nil }) {
                scripts.append((name, "\(namespace).\(script.typeName)()"))
            }
        }
        #expect(scripts.count >= 3, "\(scripts.map(\.name))")
        var main = "import Foundation\nimport GTPushRuntime\n\n"
        for script in scripts {
            main += "do { print(String(decoding: try \(script.call).jsonData(), as: UTF8.self)) } catch { print(\"error: \\(error)\") }\n"
        }
        let printed = try BuilderProgramRunner.run(main: main, files: files).split(separator: "\n").map(String.init)
        for (index, script) in scripts.enumerated() {
            let preview = gtpush(["preview", "--exact", Self.folder.appendingPathComponent(script.name).path])
            let expected = preview.code == 0 ? preview.stdout.trimmingCharacters(in: .newlines) : "error"
            let actual = index < printed.count ? printed[index] : "<missing>"
            if expected == "error" {
                #expect(actual.hasPrefix("error: ") && preview.stderr.contains(actual.dropFirst(7)), "\(script.name): \(actual) / \(preview.stderr)")
            } else {
                #expect(actual == expected, "\(script.name)")
            }
        }
    }
}
