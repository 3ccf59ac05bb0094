import Emitters
import Foundation
import PHPSyntax
import PushAnalysis
import Testing

/// Every case in ../shared/cases: generate its builder, compile all of them into one program
/// with swiftc, run it, and compare each printed payload with the SDK's real output.
@Suite struct SwiftBuilderCasesTests {
    static let casesDirectory = TestPaths.cases.path

    struct Case {
        var name: String
        var namespace: String
        var expected: String
        var file: (name: String, contents: String)
        var call: String
    }

    @Test func everyCaseCompilesAndMatchesTheSDK() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.casesDirectory)
            .filter { $0.hasSuffix(".php") }.sorted()
        try #require(!names.isEmpty)
        var cases: [Case] = []
        var support = ""
        for (index, name) in names.enumerated() {
            let stem = String(name.dropLast(4))
            let path = "\(Self.casesDirectory)/\(name)"
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let settings = (try? String(contentsOfFile: "\(Self.casesDirectory)/\(stem).set", encoding: .utf8)) ?? ""
            var bindings = Bindings()
            var function: String?
            for line in settings.split(separator: "\n").map(String.init) where !line.isEmpty {
                if line.hasPrefix("@call ") { function = String(line.dropFirst(6)) } else { try bindings.add(line) }
            }
            let units = SourceLoader.units(path: path, bytes: bytes)
            let output = SwiftBuilderGenerator.generate(units: units, bindings: bindings, sourceName: { _ in "cases/\(name)" })
            #expect(output.diagnostics.isEmpty, Comment(rawValue: "\(name): \(output.diagnostics.map(\.formatted))"))
            let builder = try #require(output.builders.first { function == nil || $0.function == function }, Comment(rawValue: name))
            let file = try #require(output.files.first { $0.name == builder.fileName })
            support = String(decoding: output.files.last!.contents, as: UTF8.self)
            let namespace = "Case\(index)"
            // Bound parameters take their --set value; the generator made it their default, too.
            let arguments = builder.parameters.compactMap { parameter -> String? in
                let bound = parameter.phpName.hasPrefix("$")
                    ? bindings.variables[String(parameter.phpName.dropFirst())] != nil
                    : bindings.constants[parameter.phpName] != nil
                return bound ? "\(parameter.swiftName): \(parameter.defaultCode!)" : nil
            }
            let body = String(decoding: file.contents, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("import ") && !$0.hasPrefix("// Generated") }
                .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            let expected = try String(contentsOfFile: "\(Self.casesDirectory)/\(stem).expected", encoding: .utf8)
            cases.append(Case(name: name, namespace: namespace, expected: expected.trimmingCharacters(in: .newlines),
                              file: ("\(namespace).swift", "import Foundation\n\nenum \(namespace) {\n\(body)\n}\n"),
                              call: "\(namespace).\(builder.typeName)(\(arguments.joined(separator: ", ")))"))
        }

        var main = "import Foundation\n\n"
        for item in cases {
            main += """
            do {
                let push = \(item.call)
                print(String(decoding: try push.jsonData(), as: UTF8.self))
            } catch {
                print("error: \\(error)")
            }

            """
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtpush-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var sources = ["main.swift", "GTPushSupport.swift"]
        try main.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        try support.write(to: directory.appendingPathComponent("GTPushSupport.swift"), atomically: true, encoding: .utf8)
        for item in cases {
            try item.file.contents.write(to: directory.appendingPathComponent(item.file.name), atomically: true, encoding: .utf8)
            sources.append(item.file.name)
        }

        let compile = try Self.run(["swiftc", "-swift-version", "6", "-warnings-as-errors", "-o", "builders"] + sources, in: directory)
        try #require(compile.status == 0, Comment(rawValue: "swiftc failed:\n" + compile.output))
        let run = try Self.run(["./builders"], in: directory)
        try #require(run.status == 0, Comment(rawValue: run.output))
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, item) in cases.enumerated() {
            let actual = index < lines.count ? lines[index] : "<missing>"
            if item.expected.hasPrefix("error: ") {
                let message = item.expected.components(separatedBy: ": ").last!
                #expect(actual.hasPrefix("error: ") && actual.hasSuffix(message), "\(item.name): \(actual)")
            } else {
                #expect(actual == item.expected, "\(item.name)")
            }
        }
    }

    static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
