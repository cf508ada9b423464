import Foundation
import Testing

/// The availability emulation behind AppleSDKTypeCheckTests: what it rewrites, and that code with wrong
/// availability fails to compile through it, as on an Apple platform.
@Suite struct AvailabilityTransformTests {
    let iOS = AvailabilityTransform(platform: .iOS)
    let macOS = AvailabilityTransform(platform: .macOS)

    @Test func shortFormNamesTheVersionOfThePlatformBeingChecked() {
        let source = "@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)\nstruct A {}"
        #expect(iOS.attributes(source) == "@available(_PackageDescription, introduced: 13.0)\nstruct A {}")
        #expect(macOS.attributes(source) == "@available(_PackageDescription, introduced: 10.15)\nstruct A {}")
        // A platform the attribute does not name has the declaration from the start.
        #expect(iOS.attributes("@available(macOS 10.15, *)\nstruct B {}") == "\nstruct B {}")
    }

    @Test func longFormKeepsDeprecationAndMakesUnavailableUnavailable() {
        let deprecated = #"@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use x, or y")"#
        #expect(iOS.attributes(deprecated) == #"@available(_PackageDescription, introduced: 13.0, deprecated: 100000.0, message: "Use x, or y")"#)
        #expect(macOS.attributes(deprecated) == "")
        #expect(iOS.attributes("@available(iOS, unavailable)") == "@available(*, unavailable)")
        #expect(iOS.attributes(#"@available(*, deprecated, message: "old")"#) == #"@available(*, deprecated, message: "old")"#)
    }

    @Test func commentsAndStringsAreLeftAlone() {
        let source = "// @available(iOS 13.0, *)\nlet s = \"@available(iOS 13.0, *)\""
        #expect(iOS.attributes(source) == source)
    }

    @Test func availableConditionsAreDecidedPerTarget() {
        let source = "if #available(iOS 17.0, macOS 14.0, *) {\n    new()\n} else {\n    old()\n}"
        #expect(iOS.target(source, version: Version("17.0")!) == "if true {\n    new()\n} else {\n    old()\n}")
        #expect(iOS.target(source, version: Version("16.0")!) == "if false {} else {\n    old()\n}")
    }

    @Test func declarationsIntroducedAfterTheTargetAreLeftOut() {
        let source = "@available(_PackageDescription, introduced: 17.0)\nextension A: P {\n    func f() {}\n}\nstruct B {}"
        #expect(iOS.target(source, version: Version("16.0")!) == "\nstruct B {}")
        #expect(iOS.target(source, version: Version("17.0")!) == source)
    }

    @Test func introducedVersionsAreCollectedForThePlatform() {
        let source = """
        @available(iOS 14.0, macOS 11.0, *) func a() {}
        @available(iOS, introduced: 15.0, deprecated: 100000.0) func b() {}
        func c() { if #available(iOS 17.0, *) {} }
        @available(macOS 10.15, *) func d() {}
        """
        #expect(iOS.introducedVersions(source) == [Version("14.0")!, Version("15.0")!, Version("17.0")!])
        #expect(macOS.introducedVersions(source) == [Version("11.0")!, Version("10.15")!])
    }

    /// The emulation must reject what an Apple compiler rejects: SwiftUI below iOS 13, an iOS 14 API in iOS 13
    /// code, an iOS 17 API in the body of an iOS 16 check. And accept the same code correctly annotated.
    @Test func wrongAvailabilityFailsToCompile() throws {
        let directory = try SwiftCompiler.temporaryDirectory("availability")
        defer { try? FileManager.default.removeItem(at: directory) }
        let modules = try AppleSDK.buildModules(.iOS, in: directory)
        /// The errors compiling `source` at `target`, or at every target it names when nil.
        func errors(_ source: String, at target: String?) throws -> [String] {
            do {
                try AppleSDK.typeCheck([("Code.swift", "import SwiftUI\n" + source)], platform: .iOS, modules: modules,
                                       targets: target.map { [Version($0)!] })
                return []
            } catch let failure as AppleSDK.Failure {
                return failure.errors
            }
        }
        let unannotated = "func font() -> Font { Font.custom(\"Inter\", size: 16) }"
        #expect(try errors(unannotated, at: "12.0").contains { $0.contains("'Font' is unavailable") })
        #expect(try errors(unannotated, at: "13.0") == [])

        let relativeTo = "@available(iOS 13.0, *)\nfunc font() -> Font { Font.custom(\"Inter\", size: 16, relativeTo: .body) }"
        #expect(try errors(relativeTo, at: "13.0").contains { $0.contains("'custom(_:size:relativeTo:)' is unavailable") })
        #expect(try errors(relativeTo.replacingOccurrences(of: "iOS 13.0", with: "iOS 14.0"), at: "13.0") == [])
        #expect(try errors(relativeTo.replacingOccurrences(of: "iOS 13.0", with: "iOS 14.0"), at: "14.0") == [])

        // Checked at 13.0 and at 13.5, the condition's own version, where the iOS 14 call is out of place.
        let checked = """
        @available(iOS 13.0, *)
        func font() -> Font {
            if #available(iOS 13.5, *) {
                return Font.custom("Inter", size: 16, relativeTo: .body)
            }
            return Font.custom("Inter", size: 16)
        }
        """
        #expect(try errors(checked, at: nil).contains { $0.contains("'custom(_:size:relativeTo:)' is unavailable") })
        #expect(try errors(checked.replacingOccurrences(of: "iOS 13.5", with: "iOS 14.0"), at: nil) == [])
    }
}
