import Emitters
import Foundation
import GTPushTestSupport
import PHPSyntax
import PushAnalysis
import Testing

/// Every case in SDKCases/cases and SDKCases/cases-oop: generate its builder, compile all of
/// them into one program with swiftc against the GTPushRuntime this package built, run it, and
/// compare each payload with the SDK's real output.
@Suite struct SwiftBuilderCasesTests {
    /// Cases that get no builder yet, each with the construct the warning names. A case that
    /// starts getting a builder fails this test until it is removed from the list.
    static let withoutBuilder: [String: String] = [:]

    /// Real cases whose script only calls a method with literals: the method's builder, given the
    /// same literals in Swift (the script itself gets no builder of its own).
    static let scriptArguments: [String: String] = [
        "r03-trait-top-level.php": #"text: "You have mail", badge: 3"#,
        "r04-trait-literal-argument.php": #"silent: true, text: "sync""#,
    ]

    struct Case {
        var name: String
        var expected: String
        var source: String
        var call: String
    }

    @Test func everyCaseCompilesAndMatchesTheSDK() throws {
        var cases: [Case] = []
        var missing: [String: String] = [:]
        for folder in [TestPaths.cases, TestPaths.casesOOP, TestPaths.realCases] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".php") }.sorted()
            try #require(!names.isEmpty)
            for name in names {
                switch try Self.builder(for: name, in: folder, namespace: "Case\(cases.count + missing.count)") {
                case .success(let item): cases.append(item)
                case .failure(let reason): missing[name] = reason.message
                }
            }
        }
        #expect(missing == Self.withoutBuilder)
        let output = try BuilderProgramRunner.run(main: Self.printingMain(cases), files: cases.map(\.source))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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

    struct NoBuilder: Error { var message: String }

    /// A program that prints each case's bytes, or its error, one line each.
    static func printingMain(_ cases: [Case]) -> String {
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
        return main
    }

    /// The case's builder wrapped in `enum <namespace>`, and the call that makes its payload.
    static func builder(for name: String, in folder: URL, namespace: String) throws -> Result<Case, NoBuilder> {
        let stem = String(name.dropLast(4))
        let path = folder.appendingPathComponent(name).path
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let settings = (try? String(contentsOfFile: folder.appendingPathComponent("\(stem).set").path, encoding: .utf8)) ?? ""
        var bindings = Bindings()
        var function: String?
        for line in settings.split(separator: "\n").map(String.init) where !line.isEmpty && !line.hasPrefix("#") {
            if line.hasPrefix("@call ") { function = String(line.dropFirst(6)) } else { try bindings.add(line) }
        }
        let units = SourceLoader.units(path: path, bytes: bytes)
        let output = SwiftBuilderGenerator.generate(units: units, bindings: bindings, sourceName: { _ in "cases/\(name)" })
        // Without @call, preview shows the script: its top-level code when it has some.
        let chosen = output.builders.first { $0.function == function } ?? (function == nil ? output.builders.first : nil)
        guard let builder = chosen,
              let file = output.files.first(where: { $0.name == builder.fileName }) else {
            let reasons = output.diagnostics.map {
                $0.message.replacingOccurrences(of: "no Swift builder for ", with: "")
                    .replacingOccurrences(of: ": gtpush swift cannot translate ", with: ": ").replacingOccurrences(of: " yet", with: "")
            }
            return .failure(NoBuilder(message: reasons.joined(separator: "; ")))
        }
        // Bound parameters take their --set value; the generator made it their default, too.
        let arguments = builder.parameters.compactMap { parameter -> String? in
            let bound = parameter.phpName.hasPrefix("$")
                ? bindings.variables[String(parameter.phpName.dropFirst())] != nil
                : bindings.constants[parameter.phpName] != nil
            return bound ? "\(parameter.swiftName): \(parameter.defaultCode!)" : nil
        } + (scriptArguments[name].map { [$0] } ?? [])
        let body = String(decoding: file.contents, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("import ") && !$0.hasPrefix("// ") }
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        let expected = try String(contentsOfFile: folder.appendingPathComponent("\(stem).expected").path, encoding: .utf8)
        return .success(Case(name: name, expected: expected.trimmingCharacters(in: .newlines),
                             source: "import Foundation\nimport GTPushRuntime\n\nenum \(namespace) {\n\(body)\n}\n",
                             call: "\(namespace).\(builder.typeName)(\(arguments.joined(separator: ", ")))"))
    }
}

/// Every PHP name gives a Swift identifier: keywords, `$self`/`$Self`, non-ASCII letters and a
/// combining mark compile, and the payload is still the SDK's.
@Suite struct SwiftBuilderIdentifierTests {
    @Test func everyPHPNameCompiles() throws {
        let source = """
        <?php
        function buildNames($self, $Self, $protocol, $precedencegroup, $Type, $café, $名前, $e\u{301}t, $init = "i")
        {
            $default = $self . $Self . $protocol . $precedencegroup . $Type;
            $apn = new IGtAPNPayload();
            $apn->sound = $default;
            $apn->add_customMsg("a", $café . $名前 . $e\u{301}t . $init);
            return $apn;
        }

        """
        let units = SourceLoader.units(path: "names.php", bytes: Array(source.utf8))
        let output = SwiftBuilderGenerator.generate(units: units, sourceName: { _ in "names.php" })
        #expect(output.diagnostics.isEmpty)
        let builder = try #require(output.builders.first)
        let arguments = builder.parameters.filter { $0.defaultCode == nil }.map { "\($0.swiftName.trimmingCharacters(in: ["`"])): \"x\"" }
        let main = """
        import Foundation
        import GTPushRuntime

        print(String(decoding: try NamesPush(\(arguments.joined(separator: ", "))).jsonData(), as: UTF8.self))

        """
        let printed = try BuilderProgramRunner.run(main: main, files: [String(decoding: output.files[0].contents, as: UTF8.self)])
        #expect(printed == #"{"a":"xxxi","aps":{"sound":"xxxxx"}}"# + "\n")
    }
}
