import Foundation
import PackagePlugin

/// Generates Swift builders from the `.php` files of a target at build time, so a target that
/// keeps its backend's push code beside it gets the builders with no script to run.
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
                arguments: ["swift", "--combined", output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]),
        ]
    }
}
