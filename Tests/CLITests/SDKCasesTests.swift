import Foundation
import GTPushTestSupport
import Testing

/// `preview --exact` against the real SDK's output for every case in `SDKCases/cases` and
/// `SDKCases/cases-oop` (classes, closures, what is really sent), as the team's `cases.sh`
/// compares them: the project's promise of byte-exact previews.
@Suite struct SDKCasesTests {
    /// `cases/NAME` and `cases-oop/NAME`, without `.php`.
    static let caseNames: [String] = [TestPaths.cases, TestPaths.casesOOP].flatMap { folder in
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".php") }.map { "\(folder.lastPathComponent)/\($0.dropLast(4))" }.sorted()
    }

    @Test func theSharedCasesArePresent() {
        #expect(Self.caseNames.filter { $0.hasPrefix("cases/") }.count >= 24, "expected the cases in Tests/Fixtures/SDKCases/cases")
        #expect(Self.caseNames.filter { $0.hasPrefix("cases-oop/") }.count >= 14, "expected the cases in Tests/Fixtures/SDKCases/cases-oop")
    }

    @Test(arguments: caseNames)
    func previewMatchesTheSDK(_ name: String) throws {
        try Self.expectPreviewMatchesTheSDK(TestPaths.sdkCases.appendingPathComponent(name))
    }

    /// `preview --exact` on `base.php` with `base.set`'s bindings, against `base.expected`: the
    /// bytes on standard output, or an `error: MESSAGE` whose last part is on standard error.
    static func expectPreviewMatchesTheSDK(_ base: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
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
            #expect(result.code == 1, sourceLocation: sourceLocation)
            #expect(result.stderr.contains(message), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
            #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
        } else {
            #expect(result.code == 0, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
            #expect(result.stdout == expected + "\n", sourceLocation: sourceLocation)
        }
    }
}
