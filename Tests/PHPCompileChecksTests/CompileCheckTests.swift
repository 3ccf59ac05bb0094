import Foundation
import PHPCompileChecks
import PHPSyntax
import Testing

/// Every compile-time check against its own examples and against `php -l`: a triggering example
/// gives exactly PHP's message on PHP's line; a non-triggering one compiles in PHP and here.
@Suite struct CompileCheckTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var check: String
        var code: String
        var message: String?
        var testDescription: String { "\(check): \(code.split(separator: "\n").dropFirst().first ?? "")" }
    }

    static let examples: [Example] = CompileChecks.all.flatMap { check in
        check.triggeringExamples.map { Example(check: check.name, code: $0.code, message: $0.message) }
            + check.nonTriggeringExamples.map { Example(check: check.name, code: $0, message: nil) }
    }

    /// `CompileChecks.all` (and the set the walk carries) is what scripts/compile-check-registry.sh
    /// writes from the check files: every check type once, by `reportOrder`.
    @Test func theRegistryHoldsEveryCheckOnce() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/PHPCompileChecks").standardizedFileURL
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
        let declared = try files.filter { $0.hasSuffix("Check.swift") }.filter { file in
            try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).contains("    public static let reportOrder = ")
        }.map { String($0.split(separator: "/").last!.dropLast(".swift".count)) }
        let listed = CompileChecks.all.map { String(describing: $0) }
        #expect(listed.sorted() == declared.sorted(), "run scripts/compile-check-registry.sh")
        let orders = CompileChecks.all.map { $0.reportOrder }
        #expect(orders == orders.sorted() && Set(orders).count == orders.count)
    }

    @Test(arguments: examples)
    func exampleGivesItsMessage(_ example: Example) {
        let tree = CompileChecks.parse(SourceFile(path: "example.php", bytes: Array(example.code.utf8)))
        if let message = example.message {
            #expect(tree.diagnostics.map(\.message) == [message])
        } else {
            #expect(tree.diagnostics.map(\.message) == [])
        }
    }

    /// php -l on every example in one process run per file: its verdict, message and line.
    @Test func phpAgreesOnEveryExample() throws {
        guard let php = ["/usr/bin/php", "/usr/local/bin/php"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("php is not installed; .ci/run installs php-cli") }
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtpush-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("example.php").path
        for example in Self.examples {
            try example.code.write(toFile: path, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: php)
            process.arguments = ["-d", "display_errors=stderr", "-d", "log_errors=0", "-l", path]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let tree = CompileChecks.parse(SourceFile(path: path, bytes: Array(example.code.utf8)))
            if example.message != nil {
                let ours = try #require(tree.diagnostics.first, "\(example.testDescription)")
                let expected = "Fatal error: \(ours.message) in \(path) on line \(ours.location.line)"
                #expect(output.contains(expected), "\(example.testDescription): php said \(output)")
            } else {
                #expect(output.contains("No syntax errors detected"), "\(example.testDescription): php said \(output)")
            }
        }
    }
}
