import Foundation

/// Paths and helpers the test targets share.
public enum TestPaths {
    /// The package root: three levels above this file (Tests/GTPushTestSupport/TestSupport.swift).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The files every test target reads: `Tests/Fixtures`, beside the targets' folders, in none of them.
    public static let fixtures: URL = packageRoot.appendingPathComponent("Tests/Fixtures")
    /// The team's SDK cases and source articles, copied into the repository
    /// (`scripts/sync-shared-cases.sh` refreshes them): `cases/`, `cases-oop/`, `seeds/`.
    public static let sdkCases: URL = fixtures.appendingPathComponent("SDKCases")
    public static let cases: URL = sdkCases.appendingPathComponent("cases")
    public static let casesOOP: URL = sdkCases.appendingPathComponent("cases-oop")
    public static let seeds: URL = sdkCases.appendingPathComponent("seeds")
    public static let casesV2: URL = sdkCases.appendingPathComponent("cases-v2")
    /// The names of the cases in `cases-v2/`, without `.php`, sorted.
    public static let casesV2Names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: casesV2.path)) ?? [])
        .filter { $0.hasSuffix(".php") }.map { String($0.dropLast(4)) }.sorted()
    /// Every `.php` file of `cases/` and `cases-oop/`, each folder's sorted.
    public static let sharedCaseFiles: [URL] = [cases, casesOOP].flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".php") }.sorted().map { folder.appendingPathComponent($0) }
    }
    /// Cases of our own, reduced from real backends with the SDK's output.
    public static let realCases: URL = fixtures.appendingPathComponent("RealCases")
}

/// A fresh directory under the system's temporary folder, removed after `body`.
public func withTemporaryDirectory<T>(_ body: (URL) throws -> T) rethrows -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtpush-test-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// Writes `text` to `name` in `directory` and returns its path.
@discardableResult
public func writeFile(_ directory: URL, _ name: String, _ text: String) -> String {
    let url = directory.appendingPathComponent(name)
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(text.utf8).write(to: url)
    return url.path
}
