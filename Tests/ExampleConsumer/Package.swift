// swift-tools-version: 6.1
import PackageDescription

// A package that uses aurum-codegen the way a consumer would: it depends on the repository by path and applies
// the build plugin to two targets. .ci/run builds and tests it; Tests/Scripts check its incremental builds.
let package = Package(
    name: "ExampleConsumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        // A path dependency is known by its directory name, which a clone may choose; `name:` pins it to the
        // name the plugin reference below uses. With .package(url: …/aurum-codegen.git) no name is needed.
        .package(name: "aurum-codegen", path: "../.."),
    ],
    targets: [
        // The Aurum design system: resolver with light/dark, components and icons. `tokens` links to the repository's tokens/.
        .target(
            name: "AurumTokens",
            exclude: ["tokens/README.md", "tokens/schemas"],
            plugins: [.plugin(name: "AurumCodegenPlugin", package: "aurum-codegen")]
        ),
        // Plain token files, no modes, no components or icons.
        .target(
            name: "BrandTokens",
            plugins: [.plugin(name: "AurumCodegenPlugin", package: "aurum-codegen")]
        ),
        // A SwiftUI screen built from the tokens (compiled on Apple platforms; type-checked by the repository's tests).
        .target(name: "AurumScreens", dependencies: ["AurumTokens"]),
        // Prints a few generated values; the incremental-build check compares its output before and after an edit.
        .executableTarget(name: "token-probe", dependencies: ["AurumTokens", "BrandTokens"]),
        .testTarget(name: "ExampleConsumerTests", dependencies: ["AurumTokens", "BrandTokens"]),
    ]
)
