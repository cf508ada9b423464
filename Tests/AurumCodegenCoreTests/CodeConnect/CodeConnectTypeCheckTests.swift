import Foundation
import Testing
@testable import AurumCodegenCore

/// The generated template files type-check under `tsc --strict` against Figma's own declarations of the
/// `figma` module (../shared/reference/code-connect-types/figma-types.d.ts): the Aurum components' and the
/// shape fixtures' (Fixtures/CodeConnect/Shapes), which between them hold every construct the template
/// generator emits. One tsc run checks them all.
@Suite struct CodeConnectTypeCheckTests {
    static let shapesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/CodeConnect/Shapes").standardizedFileURL

    /// Code Connect for the shape fixtures, with the Aurum icons.
    static func generateShapes() throws -> CodeConnectOutput {
        let (manifests, icons) = try ComponentManifestLoader.loadValidated(
            componentsDirectory: shapesFolder, iconsFile: TestPaths.repoRoot.appendingPathComponent("tokens/icons.json"))
        return try CodeConnectGenerator(options: CodeConnectGeneratorTests.options)
            .generate(manifests: manifests, icons: icons, templates: try GenerationFixtures.templates())
    }

    /// A construct of the template files, and text of the fixtures' output that shows it (Shapes/shapes.json).
    struct Shape: Decodable {
        var shape: String
        var file: String
        var text: String
    }

    static func shapes() throws -> [Shape] {
        try JSONDecoder().decode([Shape].self, from: Data(contentsOf: shapesFolder.appendingPathComponent("shapes.json")))
    }

    /// The fixtures still hold every shape: the type check below proves nothing about a shape they lost.
    @Test func theShapeFixturesHoldEveryShape() throws {
        let output = try Self.generateShapes()
        let shapes = try Self.shapes()
        var held = 0
        for shape in shapes {
            let text = try CodeConnectGeneratorTests.file(output, shape.file)
            #expect(text.contains(shape.text), "\(shape.file) lacks \(shape.shape):\n\(text)")
            if text.contains(shape.text) { held += 1 }
        }
        #expect(held == 23, "\(held) of \(shapes.count) shapes held")
    }

    @Test func everyTemplateTypeChecksAgainstFigmasDeclarations() throws {
        let aurum = try CodeConnectGeneratorTests.generate().templateFiles
        let shapes = try Self.generateShapes().templateFiles
        // Four components and the icon batch; three shape fixtures and their icon batch.
        #expect(try NodeRunner.check(sets: [aurum, shapes]) == 9)
    }

    /// The shapes also run as Figma's CLI runs them: a swap Figma answers with an ErrorHandle and a missing
    /// layer show the manifest's defaults.
    @Test func theShapeFixturesRenderWhatTheInstanceSays() throws {
        let output = try Self.generateShapes()
        let icon = #"{"icon": {"line": "AurumIcons.User.user", "filled": "AurumIcons.User.userFilled"}}"#
        let mappings = try NodeRunner.run(try CodeConnectGeneratorTests.file(output, "ShapeMappings.figma.ts"), spec: #"""
            {"props": {"Title": "Hi \\ \"there\"", "Size": "Small", "Enabled": false, "Badge": true, "Emphasis": false},
             "swaps": {"Icon": \#(icon), "Accessory": "error"}}
            """#)
        #expect(mappings.code == #"""
            ShapeMappings(
                "Hi \\ \"there\"",
                size: .small,
                isEnabled: false,
                badge: .init(count: 3),
                emphasis: .regular,
                icon: AurumIcons.User.user,
                selectedIcon: AurumIcons.User.userFilled,
                accessory: AurumIcons.User.settings
            )
            """#)
        let branches = try NodeRunner.run(try CodeConnectGeneratorTests.file(output, "ShapeBranches.figma.ts"), spec: """
            {"props": {"Style": "Framed", "Count": "2"}, "layers": {"Row 1": {"props": {"Label": "One", "Kind": "Secondary",
             "Checked": true, "Found": false}, "swaps": {"Icon": "error"}}}}
            """)
        #expect(branches.code == """
            ShapeBranches(
                style: .framed,
                rows: [
                    ShapeRow(
                        label: "One",
                        kind: .secondary,
                        checkmark: .init(),
                        isFound: false,
                        icon: AurumIcons.User.user,
                        selectedIcon: AurumIcons.User.userFilled,
                        detail: "More"
                    ),
                    ShapeRow(
                        label: "Row",
                        kind: .primary,
                        isFound: true,
                        icon: AurumIcons.User.user,
                        selectedIcon: AurumIcons.User.userFilled,
                        detail: "More"
                    )
                ],
                trailing: .init(title: "More") { },
                footer: "Footer",
                dense: true
            )
            """)
    }

    /// The check is not a formality: untyped helpers, an unguarded `getEnum` result, and an instance swap
    /// handed on as if Figma never answered with an ErrorHandle (what declarations looser than Figma's allowed) fail it.
    @Test func strictTypeScriptRejectsWhatFigmasDeclarationsForbid() throws {
        let wrong = GeneratedFile(relativePath: "Wrong.figma.ts", contents: """
            // url=https://www.figma.com/design/AbC123xyz/Aurum?node-id=1-2
            import figma from 'figma'
            import type { InstanceHandle } from 'figma'
            function swiftCall(name, args) { return name + '(' + args.join(', ') + ')' }
            function swiftIcon(handle: InstanceHandle | undefined): string { return handle !== undefined ? handle.name : 'none' }
            const layout: string = figma.selectedInstance.getEnum('Layout', { 'A': '.a' })
            const icon = swiftIcon(figma.selectedInstance.getInstanceSwap('Icon'))
            export default { example: figma.swift`${swiftCall('X', [layout, icon])}` }

            """)
        do {
            try NodeRunner.check([wrong])
            Issue.record("tsc accepted Wrong.figma.ts")
        } catch let failure as SwiftCompiler.Failure {
            #expect(failure.output.contains("Wrong.figma.ts(4,"), "\(failure.output)")
            #expect(failure.output.contains("TS7006"))   // implicit any
            #expect(failure.output.contains("Wrong.figma.ts(6,7): error TS2322"), "\(failure.output)")   // string | undefined is not a string
            #expect(failure.output.contains("Wrong.figma.ts(7,24): error TS2345: Argument of type 'InstanceHandle | ErrorHandle | undefined'"),
                    "\(failure.output)")
        }
    }
}
