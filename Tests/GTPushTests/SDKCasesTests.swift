import Foundation
import Testing

/// `preview --exact` against the real SDK's output for every case in `../shared/cases`, as
/// `../shared/tools/cases.sh` compares them: the project's promise of byte-exact previews.
@Suite struct SDKCasesTests {
    static let caseNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.cases.path)) ?? []
        return names.filter { $0.hasSuffix(".php") }.map { String($0.dropLast(4)) }.sorted()
    }()

    @Test func theSharedCasesArePresent() {
        #expect(Self.caseNames.count >= 24, "expected ../shared/cases beside the package")
    }

    @Test(arguments: caseNames)
    func previewMatchesTheSDK(_ name: String) throws {
        let base = TestPaths.cases.appendingPathComponent(name)
        var arguments = ["preview", "--exact"]
        if let bindings = try? String(contentsOf: base.appendingPathExtension("set"), encoding: .utf8) {
            for line in bindings.split(separator: "\n", omittingEmptySubsequences: true) where !line.hasPrefix("#") {
                if line.hasPrefix("@call ") {
                    arguments += ["--function", String(line.dropFirst(6))]
                } else {
                    arguments += ["--set", String(line)]
                }
            }
        }
        arguments.append(base.appendingPathExtension("php").path)
        let expected = try String(contentsOf: base.appendingPathExtension("expected"), encoding: .utf8)
            .trimmingCharacters(in: .newlines)
        let result = gtpush(arguments)
        if expected.hasPrefix("error: ") {
            let message = String(expected.split(separator: ":").last ?? "").trimmingCharacters(in: .whitespaces)
            #expect(result.code == 1)
            #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
            #expect(result.stdout.isEmpty)
        } else {
            #expect(result.code == 0, "stderr: \(result.stderr)")
            #expect(result.stdout == expected + "\n")
        }
    }
}
