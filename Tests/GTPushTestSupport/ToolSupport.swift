import Foundation

/// `php -l`: nil when php is not installed.
public enum PHPLint {
    public static let executable = "/usr/bin/php"
    public static var available: Bool { FileManager.default.isExecutableFile(atPath: executable) }
    /// CI installs php; there its absence is a failure, elsewhere a visible skip.
    public static var shouldRun: Bool { available || ProcessInfo.processInfo.environment["CI"] != nil }

    public static func check(_ bytes: [UInt8]) -> (ok: Bool, output: String)? {
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
public func shell(_ executable: String, _ arguments: [String], in directory: URL, environment: [String: String]? = nil) -> (status: Int32, output: String) {
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
