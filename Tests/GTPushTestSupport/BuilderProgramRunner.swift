import Foundation
import Testing

/// Compiles Swift files that import GTPushRuntime into a program, with `-warnings-as-errors`,
/// linking the runtime modules this package's build made, and returns what the program prints.
public enum BuilderProgramRunner {
    public static let runtimeModules = ["SourceRanges", "CLibrary", "PHPRuntime", "GeTuiModel", "GTPushRuntime"]

    /// `.build/<triple>/debug/Modules`, beside the test bundle.
    public static var modulesDirectory: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while directory.path != "/" {
            let modules = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("GTPushRuntime.swiftmodule").path) { return modules }
            directory.deleteLastPathComponent()
        }
        return TestPaths.packageRoot.appendingPathComponent(".build/debug/Modules")
    }

    public static func run(main: String, files: [String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtpush-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var sources = ["main.swift"]
        try main.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        for (index, text) in files.enumerated() {
            try text.write(to: directory.appendingPathComponent("Builder\(index).swift"), atomically: true, encoding: .utf8)
            sources.append("Builder\(index).swift")
        }
        let modules = modulesDirectory
        // Each module's compiled files: `.build/<triple>/debug/<Module>.build/*.swift.o`.
        let objects = try runtimeModules.flatMap { module in
            let build = modules.deletingLastPathComponent().appendingPathComponent("\(module).build")
            return try FileManager.default.contentsOfDirectory(atPath: build.path).filter { $0.hasSuffix(".swift.o") }.sorted()
                .map { build.appendingPathComponent($0).path }
        }
        let compile = try run(["swiftc", "-swift-version", "6", "-warnings-as-errors", "-I", modules.path, "-o", "builders"] + sources + objects,
                              in: directory)
        try #require(compile.status == 0, Comment(rawValue: "swiftc failed:\n" + compile.output))
        let result = try run(["./builders"], in: directory)
        try #require(result.status == 0, Comment(rawValue: result.output))
        return result.output
    }

    /// Runs `arguments` through `/usr/bin/env` in `directory`: `shell` with the tool found on PATH.
    public static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        shell("/usr/bin/env", arguments, in: directory)
    }
}
