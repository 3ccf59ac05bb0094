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
    static func commands(name: String, inputs: [URL], tool: URL, workDirectory: URL, root: URL) -> [Command] {
        let inputs = inputs.sorted { $0.path < $1.path }
        guard !inputs.isEmpty else { return [] }
        let output = workDirectory.appendingPathComponent("GTPushBuilders.swift")
        return [
            .buildCommand(
                displayName: "gtpush swift: builders for \(name)",
                executable: tool,
                arguments: ["swift", "--combined", output.path, "--root", root.path, "--access-level", "internal"] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]),
        ]
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
