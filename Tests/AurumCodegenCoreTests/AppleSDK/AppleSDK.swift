import Foundation

/// Type-checks Swift written for Apple platforms on Linux, against the stand-in SDK modules in
/// Fixtures/AppleSDK (their README says what they are), one platform and deployment target at a time.
///
/// Per platform the stubs are built as modules (`CoreGraphics`, `UIKit` or `AppKit`, `SwiftUI`, each with its
/// availability rewritten by `AvailabilityTransform`), so `#if canImport(UIKit)` is true for iOS and tvOS,
/// `canImport(AppKit)` for macOS, and neither for watchOS, where the generated code's UIKit blocks are
/// compiled out as they are on a watch. The code under test is then rewritten the same way and type-checked
/// at SwiftPM's default deployment target and at every version the code or its `#available` checks name.
enum AppleSDK {
    struct Platform: Sendable, CustomStringConvertible {
        var transform: AvailabilityTransform
        var frameworks: [String]
        /// What SwiftPM builds a package for when it declares no `platforms`: `Platform.oldestSupportedVersion`
        /// in swift-package-manager's Sources/PackageModel/Platform.swift (iOS 12.0, macOS 10.13, tvOS 12.0,
        /// watchOS 4.0 in SwiftPM 6.x).
        var defaultTarget: Version

        var description: String { transform.platform.rawValue }

        static let iOS = Platform(transform: .init(platform: .iOS), frameworks: ["CoreGraphics", "UIKit", "SwiftUI"], defaultTarget: Version("12.0")!)
        static let macOS = Platform(transform: .init(platform: .macOS), frameworks: ["CoreGraphics", "AppKit", "SwiftUI"], defaultTarget: Version("10.13")!)
        static let tvOS = Platform(transform: .init(platform: .tvOS), frameworks: ["CoreGraphics", "UIKit", "SwiftUI"], defaultTarget: Version("12.0")!)
        static let watchOS = Platform(transform: .init(platform: .watchOS), frameworks: ["CoreGraphics", "SwiftUI"], defaultTarget: Version("4.0")!)
        static let all = [iOS, macOS, tvOS, watchOS]
    }

    static var stubDirectory: URL {
        TestPaths.repoRoot.appendingPathComponent("Tests/AurumCodegenCoreTests/Fixtures/AppleSDK")
    }

    static func stub(_ framework: String) throws -> String {
        try String(contentsOf: stubDirectory.appendingPathComponent("\(framework).swift"), encoding: .utf8)
    }

    /// Builds `platform`'s stub modules into `directory`/modules and returns that folder. Built at a version
    /// above every introduced one, so each stub sees all of itself.
    static func buildModules(_ platform: Platform, in directory: URL) throws -> URL {
        let modules = directory.appendingPathComponent("modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        for framework in platform.frameworks {
            let source = directory.appendingPathComponent("\(framework).swift")
            try platform.transform.attributes(try stub(framework)).write(to: source, atomically: true, encoding: .utf8)
            try SwiftCompiler.run(["-parse-as-library", "-emit-module", "-module-name", framework, "-swift-version", "6",
                                   "-package-description-version", "1000", "-I", "modules",
                                   "-emit-module-path", "modules/\(framework).swiftmodule", source.lastPathComponent], in: directory)
        }
        return modules
    }

    /// Builds `sources` into module `name` in `modules`, for modules that import it (`import AurumTokens`).
    /// Built above every introduced version, like the stubs; check the sources themselves with `typeCheck`.
    static func emitModule(_ sources: [(name: String, text: String)], name: String, platform: Platform, modules: URL) throws {
        let folder = modules.deletingLastPathComponent().appendingPathComponent("\(name)-module")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for source in sources {
            try platform.transform.attributes(source.text).write(to: folder.appendingPathComponent(source.name), atomically: true, encoding: .utf8)
        }
        try SwiftCompiler.run(["-parse-as-library", "-emit-module", "-module-name", name, "-swift-version", "6",
                               "-package-description-version", "1000", "-I", modules.path,
                               "-emit-module-path", modules.appendingPathComponent("\(name).swiftmodule").path]
                              + sources.map(\.name), in: folder)
    }

    /// The deployment targets to check `sources` at: the default, and every version they introduce anything at.
    static func targets(_ platform: Platform, for sources: [String]) -> [Version] {
        var versions: Set<Version> = [platform.defaultTarget]
        for source in sources { versions.formUnion(platform.transform.introducedVersions(source)) }
        return versions.filter { $0 >= platform.defaultTarget }.sorted()
    }

    /// One failed compilation: the platform, target and compiler output.
    struct Failure: Error, CustomStringConvertible {
        var platform: String
        var target: Version
        var output: String
        var description: String { "\(platform) \(target):\n\(output)" }

        /// `file:line:col: error:` lines only.
        var errors: [String] { output.split(separator: "\n").map(String.init).filter { $0.contains(": error:") } }
    }

    /// Type-checks `sources` (file name → text) as one module for `platform` at each of `targets` (default:
    /// `targets(platform, for:)`), with the stubs in `modules`. Returns the targets checked; throws the first failure.
    @discardableResult
    static func typeCheck(_ sources: [(name: String, text: String)], module: String = "App", platform: Platform,
                          modules: URL, targets explicit: [Version]? = nil, flags: [String] = []) throws -> [Version] {
        let rewritten = sources.map { ($0.name, platform.transform.attributes($0.text)) }
        let targets = explicit ?? Self.targets(platform, for: sources.map(\.text))
        let directory = modules.deletingLastPathComponent()
        for target in targets {
            let folder = directory.appendingPathComponent("\(module)-\(target)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in rewritten {
                try platform.transform.target(text, version: target)
                    .write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            do {
                try SwiftCompiler.run(["-typecheck", "-swift-version", "6", "-warnings-as-errors",
                                       "-enable-upcoming-feature", "MemberImportVisibility",
                                       "-package-description-version", target.description,
                                       "-I", modules.path, "-module-name", module] + flags + rewritten.map { "\(folder.lastPathComponent)/\($0.0)" },
                                      in: directory)
            } catch let failure as SwiftCompiler.Failure {
                throw Failure(platform: platform.description, target: target, output: failure.output)
            }
        }
        return targets
    }
}
