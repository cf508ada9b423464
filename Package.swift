// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "aurum-codegen",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "AurumCodegenCore", targets: ["AurumCodegenCore"]),
        // Product and target share the name: SwiftPM 6.3 plugins cannot find a tool
        // whose product name differs from its target (swiftlang/swift-package-manager#8831).
        .executable(name: "aurum-codegen", targets: ["aurum-codegen"]),
        // What the plugins run: the same command line without the Figma client, so it links no networking.
        .executable(name: "aurum-codegen-plugin-tool", targets: ["aurum-codegen-plugin-tool"]),
        .plugin(name: "AurumCodegenPlugin", targets: ["AurumCodegenPlugin"]),
        .plugin(name: "AurumCodegenCommandPlugin", targets: ["AurumCodegenCommandPlugin"]),
    ],
    targets: [
        // All generator logic. Knows nothing of command lines or plugins.
        // Drift/README.md documents the drift report's JSON schema beside the code.
        .target(name: "AurumCodegenCore", exclude: ["Drift/README.md", "Assets/README.md"]),
        // The Figma REST client (URLSession transport, retries, batching). The only target that links
        // FoundationNetworking; only the aurum-codegen executable depends on it (README: Networking).
        .target(name: "AurumFigmaClient", dependencies: ["AurumCodegenCore"]),
        // Deterministic synthetic inputs for the benchmark and the tests; not part of any product.
        .target(name: "AurumCodegenFixtures"),
        // Argument parsing and the subcommands, kept in a library so tests can drive them in-process.
        .target(name: "AurumCodegenCLI", dependencies: ["AurumCodegenCore"]),
        .executableTarget(name: "aurum-codegen", dependencies: ["AurumCodegenCLI", "AurumFigmaClient"]),
        .executableTarget(name: "aurum-codegen-plugin-tool", dependencies: ["AurumCodegenCLI"]),
        // Build-tool plugin: runs `aurum-codegen generate --plugin-output` on a target's aurum-codegen.json.
        // Plugins share Plugins/PluginsShared through a symlink in each plugin's folder.
        .plugin(name: "AurumCodegenPlugin", capability: .buildTool(), dependencies: ["aurum-codegen-plugin-tool"]),
        // Command plugin: `swift package --allow-writing-to-package-directory generate-code-connect` writes the
        // Code Connect files and pages into the package folders aurum-codegen.json names.
        .plugin(
            name: "AurumCodegenCommandPlugin",
            capability: .command(
                intent: .custom(verb: "generate-code-connect",
                                description: "Write Figma Code Connect files and component pages where aurum-codegen.json says"),
                permissions: [.writeToPackageDirectory(reason: "Code Connect files and pages go into the package folders aurum-codegen.json names, where Figma's CLI reads them")]
            ),
            dependencies: ["aurum-codegen-plugin-tool"]
        ),
        // Release-built benchmark: `swift run -c release aurum-codegen-bench`.
        // The assets benchmark imports from a loopback server (Tests' LocalHTTPServer, linked in) through the real client.
        .executableTarget(name: "aurum-codegen-bench", dependencies: ["AurumCodegenCore", "AurumCodegenFixtures", "AurumFigmaClient"]),
        // Fixtures are read from their paths (#filePath), not bundled as resources.
        .testTarget(name: "AurumCodegenCoreTests", dependencies: ["AurumCodegenCore", "AurumFigmaClient", "AurumCodegenFixtures"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "AurumCodegenCLITests", dependencies: ["AurumCodegenCLI", "AurumCodegenCore", "AurumFigmaClient"]),
    ]
)
