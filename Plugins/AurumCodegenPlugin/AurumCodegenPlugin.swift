import Foundation
import PackagePlugin

/// Generates the target's design-token (and component) Swift at build time from the target's
/// `aurum-codegen.json`. Thin on purpose: it finds the inputs and runs the tool, which does all the work.
@main
struct AurumCodegenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else {
            throw PluginProblem("AurumCodegenPlugin applies to Swift targets; '\(target.name)' is not one")
        }
        let config = try AurumPluginConfig.find(in: target.sourceFiles.map(\.url), target: target.name)
        return [Self.command(config, target: target.name, workDirectory: context.pluginWorkDirectoryURL,
                             tool: try context.tool(named: "aurum-codegen-plugin-tool").url)]
    }

    /// Writes only into the plugin's work directory; every output there is compiled into the target.
    static func command(_ config: AurumPluginConfig, target: String, workDirectory: URL, tool: URL) -> Command {
        let output = workDirectory.appending(path: "GeneratedSources")
        return .buildCommand(
            displayName: "Generating design-token Swift for \(target) (aurum-codegen)",
            executable: tool,
            arguments: config.buildArguments(output: output),
            environment: [:],
            inputFiles: config.inputs + [tool],
            outputFiles: config.outputFiles(in: output))
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension AurumCodegenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let config = try AurumPluginConfig.find(in: target.inputFiles.map(\.url), target: target.displayName)
        return [Self.command(config, target: target.displayName, workDirectory: context.pluginWorkDirectoryURL,
                             tool: try context.tool(named: "aurum-codegen-plugin-tool").url)]
    }
}
#endif
