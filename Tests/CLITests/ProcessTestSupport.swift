import Foundation
import GTPushCLI
import GTPushTestSupport

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

/// Runs the built `gtpush` executable in `directory`, for what depends on the current folder
/// (finding `gtpush.json`, `gtpush` with no arguments). In-process runs share one current
/// folder between parallel tests, so they cannot change it.
/// `environment`: the child's whole environment; nil passes the test's own on.
/// `standardInput`: a file the child reads as its standard input; none by default.
/// `openFileLimit`: the child's `ulimit -n`, set by a shell that then runs gtpush in its place.
func gtpushProcess(_ arguments: [String], in directory: URL, environment: [String: String]? = nil, standardInput: URL? = nil,
                   openFileLimit: Int? = nil) throws -> CLIResult {
    let process = Process()
    if let standardInput { process.standardInput = try FileHandle(forReadingFrom: standardInput) }
    if let openFileLimit {
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -n \(openFileLimit) && exec \"$0\" \"$@\"", try GTPushExecutable.url().path] + arguments
    } else {
        process.executableURL = try GTPushExecutable.url()
        process.arguments = arguments
    }
    if let environment { process.environment = environment }
    process.currentDirectoryURL = directory
    let out = Pipe()
    let error = Pipe()
    process.standardOutput = out
    process.standardError = error
    try process.run()
    // Both pipes are read to the end before waiting, so a full pipe cannot stall the child.
    let errorData = LockedData()
    let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorData.isSet { usleep(1000) }
    return CLIResult(code: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errorData.value, as: UTF8.self))
}

private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    func set(_ value: Data) { lock.withLock { data = value } }
    var isSet: Bool { lock.withLock { data != nil } }
    var value: Data { lock.withLock { data ?? Data() } }
}

/// The `gtpush` that `swift build` put beside the test bundle.
enum GTPushExecutable {
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    static func url() throws -> URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates = [beside, Bundle.main.bundleURL, beside.deletingLastPathComponent(),
                          TestPaths.packageRoot.appendingPathComponent(".build/debug")].map { $0.appendingPathComponent("gtpush") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw Missing(description: "no gtpush executable in \(candidates.map(\.path)); run swift build first")
        }
        return found
    }
}

/// A temporary folder that is its own repository root (a `.git` folder), so `gtpush.json`
/// discovery stops there whatever lies above it.
func withTemporaryRepository<T>(_ body: (URL) throws -> T) rethrows -> T {
    try withTemporaryDirectory { directory in
        try? FileManager.default.createDirectory(at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return try body(directory)
    }
}
