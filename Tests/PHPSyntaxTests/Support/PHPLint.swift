import Foundation
import Testing

/// `php -l` on some bytes: PHP's verdict, which the agreement tests hold beside their own.
enum PHPLint {
    /// PHP's verdict on the bytes as a file (short tags off, as gtpush reads them), or nil when
    /// php is missing. Under CI (where .ci/run installs php) a missing php fails the test.
    static func accepts(_ bytes: [UInt8]) -> Bool? {
        verdict(bytes).map { $0 == nil }
    }

    /// PHP's first error as `message @line` (`syntax error, unexpected token "{" @1`), `.some(nil)`
    /// when php accepts the bytes, nil when php is missing.
    static func verdict(_ bytes: [UInt8]) -> String?? {
        guard case .available(let php) = PHPReference.locate() else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("CI is set but php is missing: the php -l comparison cannot run")
            }
            return nil
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gtpush-lint-\(UUID().uuidString).php")
        guard FileManager.default.createFile(atPath: path.path, contents: Data(bytes)) else { return nil }
        defer { try? FileManager.default.removeItem(at: path) }
        let process = Process()
        let output = Pipe()
        process.executableURL = php
        process.arguments = ["-d", "short_open_tag=0", "-d", "display_errors=stderr", "-d", "log_errors=0", "-l", path.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = output
        do { try process.run() } catch { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 0 { return .some(nil) }
        // "PHP Parse error:  MESSAGE in PATH on line N"
        guard let line = text.split(separator: "\n").first(where: { $0.contains(" error: ") }),
              let colon = line.range(of: " error: "),
              let place = line.range(of: " in \(path.path) on line ", options: .backwards) else { return .some("?") }
        let message = line[colon.upperBound..<place.lowerBound].drop(while: { $0 == " " })
        return .some("\(message) @\(line[place.upperBound...])")
    }
}
