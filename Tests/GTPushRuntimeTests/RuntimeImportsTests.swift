import Foundation
import Testing

/// The runtime builds for iOS and macOS: its modules import Foundation and each other, nothing
/// Linux-only (FoundationNetworking…) and not the parser. The C library is named only where every
/// platform's is (`Platform`: Glibc or Musl on Linux, Darwin on Apple's systems).
@Suite struct RuntimeImportsTests {
    static let runtimeModules = ["SourceRanges", "Platform", "PHPRuntime", "GeTuiModel", "GTPushRuntime"]
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
}
