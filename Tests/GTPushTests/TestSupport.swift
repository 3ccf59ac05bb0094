import Foundation
import GTPushCLI

/// Paths and helpers the end-to-end tests share.
enum TestPaths {
    /// The package root: three levels above this file (Tests/GTPushTests/TestSupport.swift).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The files every test target reads: `Tests/Fixtures`, beside the targets' folders, in none of them.
    static let fixtures: URL = packageRoot.appendingPathComponent("Tests/Fixtures")
    /// The team's SDK cases and source articles, copied into the repository
    /// (`scripts/sync-shared-cases.sh` refreshes them): `cases/`, `cases-oop/`, `seeds/`.
    static let sdkCases: URL = fixtures.appendingPathComponent("SDKCases")
    static let cases: URL = sdkCases.appendingPathComponent("cases")
    static let casesOOP: URL = sdkCases.appendingPathComponent("cases-oop")
    static let seeds: URL = sdkCases.appendingPathComponent("seeds")
}

/// The result of one `gtpush` invocation.
struct CLIResult: Sendable {
    var code: Int32
    var stdout: String
    var stderr: String
}

/// Runs the command line in-process, capturing both streams. The command sees only the given
/// environment (none by default: English, no NO_COLOR, whatever the machine's LANG is) and a
/// terminal only when `terminal` is true.
func gtpush(_ arguments: [String], environment: [String: String] = [:], terminal: Bool = false) -> CLIResult {
    let captured = CapturedOutput(environment: environment, isTerminal: terminal)
    let code = GTPush.run(arguments, output: captured.output)
    return CLIResult(code: code, stdout: captured.stdout, stderr: captured.stderr)
}

/// A fresh directory under the system's temporary folder, removed after `body`.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) rethrows -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtpush-test-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// Writes `text` to `name` in `directory` and returns its path.
@discardableResult
func writeFile(_ directory: URL, _ name: String, _ text: String) -> String {
    let url = directory.appendingPathComponent(name)
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(text.utf8).write(to: url)
    return url.path
}
