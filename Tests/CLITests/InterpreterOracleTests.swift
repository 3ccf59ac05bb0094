import Foundation
import GTPushTestSupport
import Testing

/// The interpreter against PHP itself: each fixture runs under real `php` with a model of the
/// SDK prepended (`Fixtures/sdk-oracle.php`, written from SDK.md), and `preview --exact` must
/// print the same payloads. Every construct the interpreter evaluates is covered by a fixture.
@Suite struct InterpreterOracleTests {
    static let fixtures = TestPaths.fixtures
    static let names: [String] = {
        let folder = fixtures.appendingPathComponent("interpreter").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".php") }.sorted()
    }()

    @Test func fixturesArePresent() {
        #expect(Self.names.count >= 5)
    }

    @Test(arguments: names)
    func previewMatchesPHP(_ name: String) throws {
        let path = Self.fixtures.appendingPathComponent("interpreter/\(name)").path
        guard let oracle = try PHP.run(["-d", "display_errors=stderr", "-d", "auto_prepend_file=\(Self.fixtures.appendingPathComponent("sdk-oracle.php").path)", path]) else {
            return  // php is missing outside CI; PHP.run records the skip
        }
        let expectedLines = oracle.split(separator: "\n").map(String.init)
        let result = gtpush(["preview", "--exact", path])
        let sent = expectedLines.filter { !$0.hasPrefix("error: ") }
        let thrown = expectedLines.filter { $0.hasPrefix("error: ") }.map { String($0.dropFirst(7)) }
        #expect(result.stdout == sent.map { $0 + "\n" }.joined(), "stderr: \(result.stderr)")
        for message in thrown {
            #expect(result.stderr.contains(message))
        }
        #expect(result.code == (thrown.isEmpty ? 0 : 1), "stderr: \(result.stderr)")
    }
}

/// Runs the `php` binary. Outside CI a missing php skips the comparison with a visible note; in
/// CI (`CI` set) it is a failure, because .ci/run installs php-cli.
enum PHP {
    static let executable: String? = ["/usr/bin/php", "/usr/local/bin/php"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static func run(_ arguments: [String]) throws -> String? {
        guard let executable else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("php is not installed; .ci/run should have installed php-cli")
            } else {
                print("note: php not found; skipping a differential test")
            }
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
