import Foundation
import PackagePlugin

/// Generates Swift builders from the `.php` files of a target at build time, so a target that
/// keeps its backend's push code beside it gets the builders with no script to run. The target
/// depends on the `GTPushRuntime` library, which the builders import; one PHP function that cannot
/// be translated gets a warning, and the build goes on.
@main
struct GTPushBuilderPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return Self.commands(name: target.name, inputs: target.sourceFiles(withSuffix: "php").map(\.url),
                             tool: try context.tool(named: "gtpush").url, workDirectory: context.pluginWorkDirectoryURL,
                             root: context.package.directoryURL)
    }

    /// One `gtpush swift --combined` run over the target's PHP, named relative to `root` so the
    /// output is the same on every machine; `internal`, as the builders belong to the target.
    /// The package's `gtpush.json` (its `--set`-like settings, exclusions) is named and is an
    /// input, so editing it builds the builders again.
    static func commands(name: String, inputs: [URL], tool: URL, workDirectory: URL, root: URL) -> [Command] {
        let inputs = inputs.sorted { $0.path < $1.path }
        guard !inputs.isEmpty else { return [] }
        let output = workDirectory.appendingPathComponent("GTPushBuilders.swift")
        let config = configuration(from: root)
        return [
            .buildCommand(
                displayName: "gtpush swift: builders for \(name)",
                executable: tool,
                arguments: ["swift", "--combined", output.path, "--root", root.path, "--access", "internal"]
                    + (config.map { ["--config", $0.path] } ?? []) + inputs.map(\.path),
                inputFiles: inputs + (config.map { [$0] } ?? []),
                outputFiles: [output]),
        ]
    }

    /// The `gtpush.json` gtpush would read run from `root`: there or in the nearest folder above
    /// it, up to the repository's root (the first folder with a `.git`); outside a repository,
    /// only `root`'s own (as gtpush's ConfigDiscovery looks).
    static func configuration(from root: URL) -> URL? {
        var folder = root.standardizedFileURL
        var candidates: [URL] = []
        while true {
            candidates.append(folder.appendingPathComponent("gtpush.json"))
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { break }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { candidates = Array(candidates.prefix(1)); break }
            folder = parent
        }
        return candidates.first { candidate in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same builders for a target of an Xcode project (compiled only where Xcode provides
/// XcodeProjectPlugin).
extension GTPushBuilderPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = target.inputFiles.map(\.url).filter { $0.pathExtension == "php" }
        return Self.commands(name: target.displayName, inputs: inputs, tool: try context.tool(named: "gtpush").url,
                             workDirectory: context.pluginWorkDirectoryURL, root: context.xcodeProject.directoryURL)
    }
}
#endif
