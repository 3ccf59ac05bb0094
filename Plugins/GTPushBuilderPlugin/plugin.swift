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
        let inputs = target.sourceFiles(withSuffix: "php").map(\.url).sorted { $0.path < $1.path }
        guard !inputs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GTPushBuilders.swift")
        return [
            .buildCommand(
                displayName: "gtpush swift: builders for \(target.name)",
                executable: try context.tool(named: "gtpush").url,
                // Sources are named relative to the package, so the file is the same on every machine.
                // Internal: the builders belong to the target that keeps the PHP.
                arguments: ["swift", "--combined", output.path, "--root", context.package.directoryURL.path, "--access-level", "internal"]
                    + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]),
        ]
    }
}
