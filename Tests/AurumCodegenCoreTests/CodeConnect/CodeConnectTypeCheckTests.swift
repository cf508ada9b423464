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

    /// A construct of the template files and text that shows it in the fixtures' output.
    struct Shape: CustomStringConvertible {
        var name: String
        var file: String
        var text: String
        var description: String { name }
    }

    static let shapes: [Shape] = [
        Shape(name: "enum mapped to Swift cases", file: "ShapeMappings",
              text: "const size = instance.getEnum('Size', {\n  'Small': '.small',\n  'Large': '.large',\n}) ?? '.large'\n"),
        Shape(name: "boolean as a Swift literal", file: "ShapeMappings", text: "'isEnabled: ' + String(enabled),"),
        Shape(name: "boolean mapped to an argument or none", file: "ShapeMappings", text: "badge ? 'badge: .init(count: 3)' : undefined,"),
        Shape(name: "boolean mapped to two arguments", file: "ShapeMappings", text: "emphasis ? 'emphasis: .strong' : 'emphasis: .regular',"),
        Shape(name: "string (text) as a Swift literal, unlabeled", file: "ShapeMappings",
              text: "const title = instance.getString('Title')\n"),
        Shape(name: "string (text) argument", file: "ShapeMappings", text: "  swiftString(title),\n"),
        Shape(name: "instance swap", file: "ShapeMappings", text: "const icon = instance.getInstanceSwap('Icon')\n"),
        Shape(name: "instance swap's line and filled drawings", file: "ShapeMappings",
              text: "'icon: ' + swiftIcon(icon, 'line', 'AurumIcons.User.home'),\n  'selectedIcon: ' + swiftIcon(icon, 'filled', 'AurumIcons.User.homeFilled'),"),
        Shape(name: "optional instance: an instance swap that may be empty", file: "ShapeMappings",
              text: "'accessory: ' + swiftIcon(accessory, 'line', 'AurumIcons.User.settings'),"),
        Shape(name: "branches over two variants", file: "ShapeBranches",
              text: "if (style === '.plain' && count === '1') {\n"),
        Shape(name: "middle branch", file: "ShapeBranches", text: "} else if (style === '.framed' && count === '3') {\n"),
        Shape(name: "default branch", file: "ShapeBranches", text: "} else {\n  // Style = Plain, Count = 2 (default)\n"),
        Shape(name: "optional instance: a slot present in a branch", file: "ShapeBranches",
              text: "    'trailing: .init(title: \"More\") { }',\n    'footer: \"Footer\"',\n"),
        Shape(name: "children, as many as the branch shows", file: "ShapeBranches",
              text: "'rows: ' + swiftArray([rowsItem('Row 1'), rowsItem('Row 2'), rowsItem('Row 3')]),"),
        Shape(name: "nested instance found by layer name", file: "ShapeBranches",
              text: "  const item = instance.findInstance(layer)\n  const found = item !== undefined && item !== null && item.type === 'INSTANCE'\n"),
        Shape(name: "nested string", file: "ShapeBranches", text: "  const label = found ? item.getString('Label') : 'Row'\n"),
        Shape(name: "nested enum", file: "ShapeBranches",
              text: "  const kind = found ? item.getEnum('Kind', {\n    'Primary': '.primary',\n    'Secondary': '.secondary',\n  }) ?? '.primary' : '.primary'\n"),
        Shape(name: "nested boolean, renamed from a name the template uses", file: "ShapeBranches",
              text: "  const property1 = found ? item.getBoolean('Found') : true\n"),
        Shape(name: "nested instance swap", file: "ShapeBranches", text: "  const icon = found ? item.getInstanceSwap('Icon') : undefined\n"),
        Shape(name: "enum without Swift cases, deciding branches", file: "ShapeBranches",
              text: "const count = instance.getEnum('Count', {\n  '1': '1',\n  '2': '2',\n  '3': '3',\n}) ?? '2'\n"),
        Shape(name: "argument under a condition a branch decides", file: "ShapeBranches",
              text: "    'dense: true',\n"),
        Shape(name: "fixed example, no reads, no imports", file: "ShapeFixed",
              text: "code = swiftCall('ShapeFixed', [\n  'title: \"Fixed\"',\n])\n\nexport default {\n  example: figma.swift`${code}`,\n  id: 'ShapeFixed',\n  imports: [],\n"),
        Shape(name: "icon batch", file: "AurumIcon.figma.batch",
              text: "metadata: { nestable: true, props: { line: figma.batch.line, filled: figma.batch.filled } },"),
    ]

    /// The fixtures still hold every shape: the type check below proves nothing about a shape they lost.
    @Test(arguments: shapes) func theShapeFixturesHold(_ shape: Shape) throws {
        let output = try Self.generateShapes()
        let name = shape.file.hasSuffix(".batch") ? shape.file + ".ts" : shape.file + ".figma.ts"
        let text = try CodeConnectGeneratorTests.file(output, name)
        #expect(text.contains(shape.text), "\(name) lacks \(shape.name):\n\(text)")
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
