import Foundation
import Testing

/// The runtime builds for iOS and macOS: its modules import Foundation and each other, nothing
/// Linux-only (FoundationNetworking…) and not the parser. The C library is named only where every
/// platform's is (`CLibrary`: Glibc or Musl on Linux, Darwin on Apple's systems).
@Suite struct RuntimeImportsTests {
    static let runtimeModules = ["SourceRanges", "CLibrary", "PHPRuntime", "GeTuiModel", "GTPushRuntime"]
    static let systemLibraries: Set<String> = ["Glibc", "Musl", "Darwin"]
    /// `FoundationEssentials` is Foundation's core, part of `Foundation` on Apple's systems.
    static let foundation: Set<String> = ["Foundation", "FoundationEssentials"]
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    @Test func runtimeModulesImportOnlyFoundationAndEachOther() throws {
        var checked = 0
        for module in Self.runtimeModules {
            let directory = Self.sources.appendingPathComponent(module)
            let files = try #require(FileManager.default.enumerator(atPath: directory.path)).compactMap { $0 as? String }
                .filter { $0.hasSuffix(".swift") }
            #expect(!files.isEmpty, "\(module) has no sources")
            for file in files {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@_exported import ") {
                    let imported = String(line.split(separator: " ").last!)
                    #expect(Self.foundation.contains(imported) || Self.runtimeModules.contains(imported) || Self.systemLibraries.contains(imported), "\(module)/\(file): \(line)")
                }
                #expect(!text.contains("#if os(Linux)"), "\(module)/\(file)")
                // Glibc only beside Darwin, so the file builds on Apple's systems too.
                #expect(!text.contains("canImport(Glibc)") || text.contains("canImport(Darwin)"), "\(module)/\(file)")
                checked += 1
            }
        }
        #expect(checked > 20)
    }

    /// What `GTPushRuntime` links, as Package.swift declares it: exactly the runtime modules, so
    /// none of the command line's platform code (threads, files, locks) reaches an app.
    @Test func runtimeDependsOnlyOnTheRuntimeModules() throws {
        let manifest = try String(contentsOf: Self.sources.deletingLastPathComponent().appendingPathComponent("Package.swift"), encoding: .utf8)
        var dependencies: [String: [String]] = [:]
        for line in manifest.split(separator: "\n") {
            guard let nameStart = line.range(of: ".target(name: \"") else { continue }
            let name = String(line[nameStart.upperBound...].prefix { $0 != "\"" })
            var listed: [String] = []
            if let list = line.range(of: "dependencies: [") {
                let inside = line[list.upperBound...].prefix { $0 != "]" }
                listed = inside.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) }.filter { !$0.isEmpty }
            }
            dependencies[name] = listed
        }
        var reached: Set<String> = []
        var queue = ["GTPushRuntime"]
        while let next = queue.popLast() {
            guard reached.insert(next).inserted else { continue }
            queue += try #require(dependencies[next], "\(next) is not a target of Package.swift")
        }
        #expect(reached == Set(Self.runtimeModules))
    }

    /// The runtime's modules type-checked as they would be on Apple's systems, on this machine:
    /// each `#if canImport(Glibc)` or `canImport(Musl)` taken as false, so the Darwin branches
    /// compile, against a stand-in `Darwin` module that declares only the C functions the runtime
    /// calls, with the signatures Swift gives them from the macOS and iOS SDKs' headers (`pow`
    /// from math.h, `vsnprintf` from stdio.h). A C function the runtime starts to call, or a call
    /// that fits Glibc's signature and not Darwin's, fails here.
    ///
    /// What this cannot check on Linux: Apple's own Foundation (the runtime is compiled against
    /// swift-corelibs' FoundationEssentials, whose API is a subset of it), the real Darwin module
    /// (the stand-in's signatures are transcribed from the headers, not read from an SDK),
    /// availability annotations and deployment targets, and linking for iOS. A macOS runner's
    /// `swift build --target GTPushRuntime` (and `xcodebuild -destination generic/platform=iOS`)
    /// is the check for those.
    @Test func runtimeTypeChecksAgainstDarwinSignatures() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtpush-darwin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let darwin = """
        // Swift's import of the macOS/iOS SDK declarations the runtime uses.
        public func pow(_: Double, _: Double) -> Double { 0 }
        public func vsnprintf(_ __str: UnsafeMutablePointer<CChar>!, _ __size: Int, _ __format: UnsafePointer<CChar>!, _: CVaListPointer) -> Int32 { 0 }

        """
        try darwin.write(to: directory.appendingPathComponent("Darwin.swift"), atomically: true, encoding: .utf8)
        var modules = ["Darwin"]
        var files = ["Darwin": [directory.appendingPathComponent("Darwin.swift").path]]
        for module in Self.runtimeModules {
            let source = Self.sources.appendingPathComponent(module)
            let target = directory.appendingPathComponent(module)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            let names = try #require(FileManager.default.enumerator(atPath: source.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
            files[module] = try names.map { name in
                let text = try String(contentsOf: source.appendingPathComponent(name), encoding: .utf8)
                    .replacingOccurrences(of: "canImport(Glibc)", with: "false").replacingOccurrences(of: "canImport(Musl)", with: "false")
                let path = target.appendingPathComponent(name.replacingOccurrences(of: "/", with: "_")).path
                try text.write(toFile: path, atomically: true, encoding: .utf8)
                return path
            }
            modules.append(module)
        }
        for module in modules {
            let compile = try BuilderCompile.run(["swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", module,
                                                  "-I", directory.path, "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path]
                                                 + files[module]!, in: directory)
            #expect(compile.status == 0, "\(module):\n\(compile.output)")
            if compile.status != 0 { return }
        }
    }
}

/// Runs a command in a directory and returns its status and output.
enum BuilderCompile {
    static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
