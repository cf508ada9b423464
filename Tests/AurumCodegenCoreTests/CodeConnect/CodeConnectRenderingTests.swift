import Foundation
import Testing
@testable import AurumCodegenCore

/// Runs the generated template files under Node against described Figma instances and checks the Swift
/// they produce: exact text for a few cases, and that every variant's example parses as Swift.
@Suite struct CodeConnectRenderingTests {
    static func template(_ name: String) throws -> String {
        try CodeConnectGeneratorTests.file(try CodeConnectGeneratorTests.generate(), "\(name).figma.ts")
    }

    static let icon = #"{"line": "AurumIcons.Finance.nek", "filled": "AurumIcons.Finance.nekFilled"}"#

    @Test func navBarShowsTheLayoutsCellsWithSwappedIconsAndTheirFilledPartners() throws {
        let spec = """
        {"props": {"Layout": "4 cells + Scan QR"}, "layers": {
          "Cell 1": {"props": {"Label": "Home"}, "swaps": {"Icon": {"icon": {"line": "AurumIcons.User.home", "filled": "AurumIcons.User.homeFilled"}}}},
          "Cell 2": {"props": {"Label": "NEK"}, "swaps": {"Icon": {"icon": \(Self.icon)}}},
          "Cell 4": {"props": {"Label": "Me"}, "swaps": {"Icon": {"props": {}}}}
        }}
        """
        let result = try NodeRunner.run(try Self.template("AurumNavBar"), spec: spec)
        #expect(result.id == "AurumNavBar")
        #expect(result.imports == ["import Aurum"])
        #expect(result.nestable == true)
        // Cell 3 is missing (manifest defaults); Cell 4's icon has no Code Connect (the default icon).
        #expect(result.code == """
        AurumNavBar(
            layout: .fourCellsScanQR,
            items: [
                AurumNavBarItem(
                    label: "Home",
                    icon: AurumIcons.User.home,
                    selectedIcon: AurumIcons.User.homeFilled
                ),
                AurumNavBarItem(
                    label: "NEK",
                    icon: AurumIcons.Finance.nek,
                    selectedIcon: AurumIcons.Finance.nekFilled
                ),
                AurumNavBarItem(
                    label: "Home",
                    icon: AurumIcons.User.home,
                    selectedIcon: AurumIcons.User.homeFilled
                ),
                AurumNavBarItem(
                    label: "Me",
                    icon: AurumIcons.User.home,
                    selectedIcon: AurumIcons.User.homeFilled
                )
            ],
            selectedIndex: 0,
            onSelect: { index in },
            onScanQR: { }
        )
        """)
    }

    @Test func globalHeaderLeavesOutHiddenPillsWithoutATrailingComma() throws {
        let results = try NodeRunner.run(try Self.template("AurumGlobalHeader"), specs: [
            #"{"props": {"Right Content": "Live Price", "Rewards": true, "Notifications": false}, "swaps": {"Profile Icon": null}}"#,
            #"{"props": {"Right Content": "Default", "Rewards": false, "Notifications": false}, "swaps": {"Profile Icon": null}}"#,
        ])
        #expect(results[0].code == """
        AurumGlobalHeader(
            rightContent: .livePrice,
            profileIcon: AurumIcons.User.user,
            rewards: .init(points: 1250) { }
        )
        """)
        #expect(results[1].code == "AurumGlobalHeader(rightContent: .default, profileIcon: AurumIcons.User.user)")
    }

    /// Figma answers `getInstanceSwap` with an ErrorHandle for a property it cannot read as an instance swap
    /// (figma-types.d.ts); the template shows the manifest's default icon, as for a missing layer.
    @Test func anErrorHandleForAnInstanceSwapShowsTheDefaultIcon() throws {
        let header = try NodeRunner.run(try Self.template("AurumGlobalHeader"), spec: """
            {"props": {"Right Content": "Default", "Rewards": false, "Notifications": false}, "swaps": {"Profile Icon": "error"}}
            """)
        #expect(header.code == "AurumGlobalHeader(rightContent: .default, profileIcon: AurumIcons.User.user)")
        let navBar = try NodeRunner.run(try Self.template("AurumNavBar"), spec: """
            {"props": {"Layout": "3 cells"}, "layers": {"Cell 2": {"props": {"Label": "NEK"}, "swaps": {"Icon": "error"}}}}
            """)
        #expect(navBar.code.contains("""
                AurumNavBarItem(
                    label: "NEK",
                    icon: AurumIcons.User.home,
                    selectedIcon: AurumIcons.User.homeFilled
                )
        """), "\(navBar.code)")
    }

    /// Every Type option yields the slots it implies, and all 10 examples (plus the other components')
    /// parse as Swift.
    @Test func everyVariantsExampleParsesAsSwift() throws {
        let manifests = try RealManifestTests.loadManifests()
        let pageHeader = try #require(manifests.first { $0.name.value == "AurumPageHeader" })
        let options = try #require(pageHeader.property("type")?.variantOptions)
        var program = ""
        let cases = options.flatMap { option in [true, false].map { (option, $0) } }
        let specs = cases.map { option, back in
            #"{"props": {"Type": \#(Self.json(option.figma.value)), "Back Button": \#(back), "Subtitle": \#(!back)}}"#
        }
        let results = try NodeRunner.run(try Self.template("AurumPageHeader"), specs: specs)
        for ((option, back), code) in zip(cases, results.map(\.code)) {
            for implication in option.implies {
                let parameter = try #require(pageHeader.slot(implication.key.value)).swift.parameter.value
                #expect(code.contains("\(parameter): ") == (implication.value.value == .present), "\(option.figma.value): \(code)")
            }
            #expect(code.contains("onBack: { }") == back)
            #expect(code.contains("subtitle: \"Subtitle\"") == !back)
            program += "_ = \(code)\n"
        }
        for (name, spec) in [
            ("AurumTabRow", #"{"props": {"Tabs": "4"}, "layers": {"Tab 1": {"props": {"Label": "Gold"}}, "Tab 2": {"props": {"Label": "Say \"hi\" \\ ${x}"}}}}"#),
            ("AurumNavBar", #"{"props": {"Layout": "3 cells"}, "layers": {}}"#),
        ] {
            program += "_ = \(try NodeRunner.run(try Self.template(name), spec: spec).code)\n"
        }
        #expect(program.contains(#"AurumTabItem(title: "Say \"hi\" \\ ${x}")"#))
        let directory = try SwiftCompiler.temporaryDirectory("examples-parse")
        defer { try? FileManager.default.removeItem(at: directory) }
        try program.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        try SwiftCompiler.run(["-parse", "main.swift"], in: directory)
    }

    static func json(_ text: String) -> String { DTCGJSONRenderer.quoted(text) }
}
