import Foundation
import Testing

/// `php -l` on some bytes: PHP's verdict, which the agreement tests hold beside their own.
enum PHPLint {
    /// PHP's verdict on the bytes as a file (short tags off, as gtpush reads them), or nil when
    /// php is missing. Under CI (where .ci/run installs php) a missing php fails the test.
    static func accepts(_ bytes: [UInt8]) -> Bool? {
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
        process.executableURL = php
        process.arguments = ["-d", "short_open_tag=0", "-l", path.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
