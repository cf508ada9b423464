import Foundation
import Testing
@testable import AurumCodegenCore

@Suite struct CodeConnectEscapingTests {
    @Test func theFixtureHoldsWhatItClaims() throws {
        let (manifests, _) = try EscapingFixtures.inputs()
        guard case .text(let value) = try #require(manifests[0].property("label")).kind else { Issue.record("not text"); return }
        #expect(value.value == EscapingFixtures.trickyText)
        #expect(manifests[0].property("label")?.figmaName?.value.displayName == EscapingFixtures.trickyName)
        #expect(manifests[0].property("size")?.variantOptions?[1].figma.value == EscapingFixtures.trickyOption)
    }

    /// The generated model compiles, and reading it back gives the exact text.
    @Test func swiftModelCarriesTheExactText() throws {
        let (manifests, icons) = try EscapingFixtures.inputs()
        let files = try ComponentSwiftGenerator(options: GenerationFixtures.options)
            .generate(manifests: manifests, icons: icons, templates: try GenerationFixtures.templates())
        let directory = try GenerationFixtures.write(files, label: "escaping-model")
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
        print(AurumThingFigma().label, terminator: "\\u{0}")
        print(AurumThingSize.large.figmaValue, terminator: "\\u{0}")
        print(AurumThingSize(figmaValue: "日本") == .japan, terminator: "\\u{0}")
        print(AurumThingFigma.info.source, terminator: "\\u{0}")
        print(AurumThingFigma.info.family, terminator: "")
        """.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let sources = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        try SwiftCompiler.run(["-swift-version", "6", "-o", "program"] + sources, in: directory)
        let output = try SwiftCompiler.runProcess(directory.appendingPathComponent("program").path, [], in: directory)
        #expect(output.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init) == [
            EscapingFixtures.trickyText, EscapingFixtures.trickyOption, "true", "Sources/Aurum/Thing \"é\".swift", "Fixtures | \"quoted\"",
        ])
    }

    /// The legacy file parses, and its literals hold the names exactly (checked by compiling them).
    @Test func legacyFileParsesAndKeepsTheNames() throws {
        let (manifests, icons) = try EscapingFixtures.inputs()
        let output = try CodeConnectGenerator(options: CodeConnectGeneratorTests.options)
            .generate(manifests: manifests, icons: icons, templates: try GenerationFixtures.templates())
        let legacy = try #require(output.legacyFiles.first)
        let directory = try GenerationFixtures.write([legacy], label: "escaping-legacy")
        defer { try? FileManager.default.removeItem(at: directory) }
        try SwiftCompiler.run(["-parse", legacy.relativePath], in: directory)
        let wrapper = try #require(legacy.contents.split(separator: "\n").first { $0.contains("@FigmaString(") })
        #expect(wrapper == "    @FigmaString(\(SwiftLiteral.string(EscapingFixtures.trickyName)))")
        let defaultLine = try #require(legacy.contents.split(separator: "\n").first { $0.hasPrefix("    var label: String = ") })
        // Compile the default and the name and print them back.
        let literal = defaultLine.dropFirst("    var label: String = ".count)
        let name = wrapper.dropFirst("    @FigmaString(".count).dropLast()
        try "print(\(literal), \(name), separator: \"\\u{0}\", terminator: \"\")".write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        try SwiftCompiler.run(["-o", "program", "main.swift"], in: directory)
        let printed = try SwiftCompiler.runProcess(directory.appendingPathComponent("program").path, [], in: directory)
        #expect(printed == EscapingFixtures.trickyText + "\u{0}" + EscapingFixtures.trickyName)
        #expect(legacy.contents.contains(#"@FigmaEnum("Size \"é\"", mapping: ["Small": AurumThingSize.small, "Größe \"L\" \\ 1": AurumThingSize.large, "日本": AurumThingSize.japan])"#))
    }

    /// Node parses the template; run with Figma values full of special characters it produces Swift that,
    /// compiled against the generated model, hands the component exactly those values.
    @Test func templateTurnsFigmaValuesIntoSwiftThatCarriesThemExactly() throws {
        let (manifests, icons) = try EscapingFixtures.inputs()
        let templates = try GenerationFixtures.templates()
        let output = try CodeConnectGenerator(options: CodeConnectGeneratorTests.options).generate(manifests: manifests, icons: icons, templates: templates)
        #expect(try NodeRunner.check(output.templateFiles) == 2)
        let template = try CodeConnectGeneratorTests.file(output, "AurumThing.figma.ts")
        #expect(template.hasPrefix("// url=https://www.figma.com/design/AbC123xyz/Aurum-Design-System?node-id=100-1\n// source=Sources/Aurum/Thing \"é\".swift\n"))
        // As JavaScript source: backslashes doubled, double quotes as they are.
        #expect(Set(CodeConnectGeneratorTests.readNames(template)) == ["Label \"quoted\" \\\\ back é 日本", "Size \"é\"", "Icon \\\\", "Shows \"it\""])

        let figmaValue = "Figma's \"value\" \\ `tick` ${x} \\(y)\nline\u{2028}é 🪙\u{1}"
        let spec = DTCGJSONRenderer.render(GeneratedJSON.object([
            ("props", GeneratedJSON.object([
                (EscapingFixtures.trickyName, GeneratedJSON.string(figmaValue)),
                ("Size \"é\"", GeneratedJSON.string(EscapingFixtures.trickyOption)),
                ("Shows \"it\"", GeneratedJSON.bool(true)),
            ])),
            ("swaps", GeneratedJSON.object([("Icon \\", JSONValue(.null, at: GeneratedJSON.nowhere))])),
        ]))
        let code = try NodeRunner.run(template, spec: spec).code

        let model = try ComponentSwiftGenerator(options: GenerationFixtures.options).generate(manifests: manifests, icons: icons, templates: templates)
        let directory = try GenerationFixtures.write(model, label: "escaping-template")
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
        struct AurumThing {
            init(label: String, size: AurumThingSize, icon: AurumIconAsset, caption: String? = nil) {
                print(label, size.figmaValue, icon.qualifiedName, caption ?? "nil", separator: "\\u{0}", terminator: "")
            }
        }
        _ = \(code)
        """.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let sources = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        try SwiftCompiler.run(["-swift-version", "6", "-o", "program"] + sources, in: directory)
        let printed = try SwiftCompiler.runProcess(directory.appendingPathComponent("program").path, [], in: directory)
        #expect(printed.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init) == [
            figmaValue, EscapingFixtures.trickyOption, "AurumIcons.User.home", "Caption \" ✓",
        ])
    }

    @Test func swiftSnippetsFigmasSwiftParserCannotCarryAreReported() throws {
        let manifest = EscapingFixtures.manifestJSON.replacingOccurrences(of: #""true": "\"Caption \\\" ✓\"""#, with: #""true": "\"Caption ${x} `y`\"""#)
        #expect(manifest != EscapingFixtures.manifestJSON)
        let (manifests, icons) = try EscapingFixtures.inputs(manifest: manifest)
        #expect {
            _ = try CodeConnectGenerator(options: CodeConnectGeneratorTests.options).generate(manifests: manifests, icons: icons, templates: try GenerationFixtures.templates())
        } throws: { error in
            let messages = (error as? DiagnosticError)?.diagnostics.map(\.message) ?? []
            return messages.count == 2 && messages.allSatisfy { $0.contains("Figma's Swift parser copies into JavaScript unescaped") }
        }
    }
}
