import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-code-connect [--target <name>]…`
///
/// Writes the Code Connect files and component pages into the package folders each target's aurum-codegen.json
/// names (`codeConnect.output`, `codeConnect.legacyOutput`, `pages.output`). Figma's CLI reads them from the
/// repository, so they belong in the source tree, which the build plugin never writes to.
@main
struct AurumCodegenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        guard extractor.remainingArguments.isEmpty else {
            throw PluginProblem("unexpected arguments \(extractor.remainingArguments); the only option is --target <name>")
        }
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let candidates = targets.compactMap { target in
            (target as? SwiftSourceModuleTarget).map { (target.name, $0.sourceFiles.map(\.url)) }
        }
        try Self.run(candidates, explicit: !names.isEmpty, tool: try context.tool(named: "aurum-codegen-plugin-tool").url)
    }

    /// Runs the tool once per target whose configuration names Code Connect or page folders.
    static func run(_ targets: [(name: String, files: [URL])], explicit: Bool, tool: URL) throws {
        var generated = 0
        for (name, files) in targets {
            let config: AurumPluginConfig
            do {
                config = try AurumPluginConfig.find(in: files, target: name)
            } catch {
                if explicit { throw error }
                continue
            }
            guard !config.documentationOutputs.isEmpty else {
                print("\(name): \(AurumPluginConfig.fileName) names no codeConnect or pages output; nothing to write")
                continue
            }
            print("\(name): writing Code Connect files and pages")
            let process = Process()
            process.executableURL = tool
            process.arguments = config.documentationArguments()
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw PluginProblem("aurum-codegen failed for target '\(name)' (exit status \(process.terminationStatus)); see its diagnostics above")
            }
            generated += 1
        }
        if generated == 0 {
            throw PluginProblem("no target has an \(AurumPluginConfig.fileName) with codeConnect or pages outputs")
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension AurumCodegenCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = context.xcodeProject.targets.filter { names.isEmpty || names.contains($0.displayName) }
        try Self.run(targets.map { ($0.displayName, $0.inputFiles.map(\.url)) }, explicit: !names.isEmpty,
                     tool: try context.tool(named: "aurum-codegen-plugin-tool").url)
    }
}
#endif
