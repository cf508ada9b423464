import Foundation
import Testing
@testable import AurumCodegenCore

/// Type-checks the SwiftUI/UIKit/AppKit blocks of the generated code against `AppleFrameworkStubs`:
/// on Linux those blocks are otherwise only parsed, never type-checked.
@Suite struct SwiftUIConveniencesTests {
    enum Platform: String, CaseIterable { case uiKit, appKit, swiftUIOnly }

    @Test(arguments: Platform.allCases)
    func conveniencesTypeCheckAgainstTheFrameworkSignatures(_ platform: Platform) throws {
        let directory = try SwiftCompiler.temporaryDirectory("swiftui-\(platform.rawValue)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let modules = directory.appendingPathComponent("modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        func module(_ name: String, _ source: String, _ flags: [String] = []) throws {
            try source.write(to: directory.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
            try SwiftCompiler.run(["-parse-as-library", "-emit-module", "-module-name", name, "-I", "modules",
                                   "-emit-module-path", "modules/\(name).swiftmodule"] + flags + ["\(name).swift"], in: directory)
        }
        switch platform {
        case .uiKit:
            try module("UIKit", AppleFrameworkStubs.uiKit)
            try module("SwiftUI", AppleFrameworkStubs.swiftUI, ["-D", "STUB_UIKIT"])
        case .appKit:
            try module("AppKit", AppleFrameworkStubs.appKit)
            try module("SwiftUI", AppleFrameworkStubs.swiftUI, ["-D", "STUB_APPKIT"])
        case .swiftUIOnly:
            try module("SwiftUI", AppleFrameworkStubs.swiftUI)
        }

        let files = try SwiftGenerator(options: SwiftGeneratorTests.options)
            .generate(SwiftGenerationFixture.input, templates: try TemplateLoader.library(overrides: nil))
        let generated = directory.appendingPathComponent("generated")
        try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
        for file in files {
            try Data(file.contents.utf8).write(to: generated.appendingPathComponent(file.relativePath))
        }
        // Uses the conveniences the way an app would.
        let usage = """
        #if canImport(SwiftUI)
        import SwiftUI
        #endif
        #if canImport(UIKit)
        import UIKit
        #endif
        #if canImport(AppKit)
        import AppKit
        #endif

        func use() {
            let _: Color = AurumColors.purple500.color
            let _: Color = AurumColors.textBrandNormal.color
            let _: Color = Color(AurumColors.textBrandNormal, in: AurumTokenContext(theme: .dark))
            let _: Font = AurumTypography.body.font
            let _: Font = Font(AurumTypography.body, relativeTo: .headline)
            let _: Font.Weight = AurumFont.weightSemiBold.swiftUIWeight
            let _: Animation = AurumTransition.tab.animation
            let _: Animation = AurumEasing.standard.animation(duration: AurumDuration.short)
            let _: Gradient = AurumGradient.brand.gradient
            let _: AurumTokenContext = AurumTokenContext.default.appearance(dark: true)
            #if canImport(UIKit)
            let _: UIColor = AurumColors.textBrandNormal.uiColor()
            let _: UIColor = UIColor(AurumColors.purple500)
            #endif
            #if canImport(AppKit)
            let _: NSColor = AurumColors.textBrandNormal.nsColor(in: .default)
            #endif
        }
        """
        try usage.write(to: generated.appendingPathComponent("Usage.swift"), atomically: true, encoding: .utf8)
        let sources = files.map { "generated/\($0.relativePath)" } + ["generated/Usage.swift"]
        try SwiftCompiler.run(["-typecheck", "-warnings-as-errors", "-swift-version", "6", "-I", "modules", "-module-name", "App"] + sources, in: directory)
    }
}
