import Foundation
import PushAnalysis
import PushRules
import Testing

/// Runs `gtpush fix` on one file holding `bytes` and returns what it printed and the file after.
func runFix(_ bytes: [UInt8], name: String = "push.php", _ options: [String] = []) -> (result: CLIResult, after: [UInt8]) {
    withTemporaryDirectory { directory in
        let path = directory.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        let result = gtpush(["fix"] + options + [path])
        let after = FileManager.default.contents(atPath: path).map(Array.init) ?? []
        return (result, after)
    }
}

/// Convenience for UTF-8 sources.
func runFix(_ text: String, _ options: [String] = []) -> (result: CLIResult, after: String) {
    let (result, after) = runFix(Array(text.utf8), options)
    return (result, String(decoding: after, as: UTF8.self))
}

/// The errors `gtpush check` would report for `bytes`, as rule ids.
func errorRules(_ bytes: [UInt8], path: String = "push.php", intent: Intent? = nil, bindings: [String] = []) -> [String] {
    var binding = Bindings()
    for text in bindings { try? binding.add(text) }
    let result = Analyzer(units: SourceLoader.units(path: path, bytes: bytes), bindings: binding).analyze()
    return RuleEngine.check(result, options: CheckOptions(intent: intent)).allFindings.filter { $0.severity == .error }.map(\.rule)
}

/// `php -l`: nil when php is not installed.
enum PHPLint {
    static let executable = "/usr/bin/php"
    static var available: Bool { FileManager.default.isExecutableFile(atPath: executable) }
    /// CI installs php; there its absence is a failure, elsewhere a visible skip.
    static var shouldRun: Bool { available || ProcessInfo.processInfo.environment["CI"] != nil }

    static func check(_ bytes: [UInt8]) -> (ok: Bool, output: String)? {
        guard available else { return nil }
        return withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("lint.php").path
            _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["-l", path]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            do { try process.run() } catch { return (false, "\(error)") }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus == 0, String(decoding: data, as: UTF8.self))
        }
    }
}

/// Runs a tool (git, patch) and returns its exit status and output. `environment` replaces the
/// inherited one when given.
@discardableResult
func shell(_ executable: String, _ arguments: [String], in directory: URL, environment: [String: String]? = nil) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    if let environment { process.environment = environment }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return (-1, "\(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
