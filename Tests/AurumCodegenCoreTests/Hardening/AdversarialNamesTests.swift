import Foundation
import Testing
@testable import AurumCodegenCore

/// Names and text that break generated code when copied into it unescaped: line breaks end a `///` line, `*/`
/// ends a block comment, `"""` and `\(` end or interpolate a string literal, backticks end a code span or an
/// escaped identifier, `${` interpolates a JavaScript template literal, bidirectional overrides reorder what a
/// reader sees. Every one of them goes everywhere the inputs allow text, and everything written must still parse
/// (Swift type-checks, TypeScript passes `tsc --strict`, JSON parses) and say what the input said; names that
/// would become the same identifier are diagnostics.
@Suite struct AdversarialNamesTests {
    /// The issue's list, one entry per hazard.
    static let hazards: [(label: String, text: String)] = [
        ("line feed", "line\nfeed"), ("carriage return", "carriage\rreturn"), ("CR LF", "crlf\r\nend"),
        ("line separator", "ls\u{2028}ps\u{2029}end"), ("NUL and controls", "nul\u{0}c\u{1}e\u{1B}d\u{7F}"),
        ("tab", "tab\tend"), ("comment end", "close*/end"), ("comment start", "open/*end"),
        ("triple quote", #"quote"""end"#), ("interpolation", #"interp\(x)end"#), ("hash", "hash#end"),
        ("raw string", ##"raw"#end"##), ("backtick", "back`tick"), ("template literal", "dollar${x}end"),
        ("emoji and combining marks", "emoji😀e\u{301}👩‍👩‍👧"), ("right-to-left marks", "rtl\u{202E}evil\u{200F}end\u{2067}"),
        ("keyword self", "self"), ("keyword Type", "Type"), ("keyword init", "init"), ("keyword default", "default"),
        ("keyword protocol", "protocol"), ("contextual some", "some"), ("contextual async", "async"), ("Self", "Self"),
    ]

    /// DTCG forbids `{`, `}` and `.` in names: the hazards as names, with those removed.
    static func asName(_ text: String) -> String {
        text.replacingOccurrences(of: "{", with: "(").replacingOccurrences(of: "}", with: ")").replacingOccurrences(of: ".", with: "·")
    }

    /// All hazards in one string: descriptions and messages carry every one at once.
    static let everything = hazards.map(\.text).joined(separator: " ")

    static func json(_ value: Any) throws -> Data {
        try JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys])
    }

    static func temporaryDirectory() throws -> URL {
        try SwiftCompiler.temporaryDirectory("adversarial")
    }

    /// A token file: per hazard a group and a colour token named after it, with the hazard (and all of them) in
    /// the description, the deprecation message and `$extensions`; font families whose values are the hazards;
    /// keyword names as single-segment tokens.
    static func tokenDocument() -> [String: Any] {
        var colors: [String: Any] = ["$type": "color"]
        var fonts: [String: Any] = ["$type": "fontFamily"]
        for (index, hazard) in hazards.enumerated() {
            let name = asName(hazard.text)
            colors["g\(index) \(name)"] = [
                "$description": "group \(hazard.text)",
                name: [
                    "$value": ["colorSpace": "srgb", "components": [0.1, 0.2, 0.3]],
                    "$description": "says \(hazard.text) and \(everything)",
                    "$deprecated": "use another: \(hazard.text) \(everything)",
                    "$extensions": ["com.example.note": "\(hazard.text) \(everything)"],
                ] as [String: Any],
            ] as [String: Any]
            fonts["f\(index) \(name)"] = ["$value": [hazard.text, "x\(hazard.text)"], "$description": hazard.text] as [String: Any]
        }
        var document: [String: Any] = ["color": colors, "font": fonts]
        for keyword in ["self", "Type", "init", "default", "protocol", "some"] {
            document[keyword] = ["$type": "number", "$value": 1, "$description": keyword] as [String: Any]
        }
        return document
    }

    @Test(arguments: ["flat", "nested"])
    func tokenNamesAndTextGiveSwiftThatTypeChecksAndSaysWhatTheInputSaid(naming: String) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.json(Self.tokenDocument()).write(to: directory.appendingPathComponent("hazards.tokens.json"))
        try Self.json(["tokens": ["files": ["hazards.tokens.json"]],
                       "swift": ["output": "Generated", "prefix": "Hz", "naming": naming]] as [String: Any])
            .write(to: directory.appendingPathComponent("aurum-codegen.json"))
        let configuration = try ConfigurationLoader.load(contentsOf: directory.appendingPathComponent("aurum-codegen.json"),
                                                         displayPath: "aurum-codegen.json")
        let result = try Generator(configuration: configuration).run()
        let written = try #require(result.swift?.written)
        #expect(written.count >= 4)
        let output = directory.appendingPathComponent("Generated")
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".swift") }.sorted()
        let all = try files.map { try String(contentsOf: output.appendingPathComponent($0), encoding: .utf8) }.joined()

        // Every declaration is there, once per hazard, and the module type-checks (warnings as errors off:
        // deprecated tokens are used by nothing).
        let colorDeclarations = all.components(separatedBy: "static var ").count - 1
        #expect(colorDeclarations >= 2 * Self.hazards.count + 6)
        try SwiftCompiler.run(["-typecheck", "-swift-version", "6"] + files, in: output)

        // The doc comments say what the descriptions said: each line of the description is a `///` line.
        for hazard in Self.hazards {
            let description = "says \(hazard.text) and \(Self.everything)"
            for line in SwiftLiteral.documentation(description) {
                #expect(all.contains(line), "\(hazard.label): missing doc line \(line.debugDescription)")
            }
            // The deprecation message is a string literal whose value is the message.
            #expect(all.contains("@available(*, deprecated, message: \(SwiftLiteral.string("use another: \(hazard.text) \(Self.everything)")))"),
                    "\(hazard.label)")
        }
        // No line of the output carries a raw line separator or bidirectional override from the input.
        for scalar in all.unicodeScalars {
            #expect(!["\u{2028}", "\u{2029}", "\u{202E}", "\u{2067}", "\u{0}", "\r"].contains(scalar), "raw U+\(String(scalar.value, radix: 16)) in output")
        }
    }

    /// The string literal of `SwiftLiteral.string` reads back as the text: compiled and run.
    @Test func swiftStringLiteralsRoundTripEveryHazard() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var source = "let texts: [String] = [\n"
        for hazard in Self.hazards { source += "    \(SwiftLiteral.string(hazard.text)),\n" }
        source += "]\nfor text in texts { print(Array(text.unicodeScalars.map(\\.value))) }\n"
        try source.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        try SwiftCompiler.run(["main.swift", "-o", "roundtrip"], in: directory)
        let printed = try SwiftCompiler.runProcess(directory.appendingPathComponent("roundtrip").path, [], in: directory)
        let expected = Self.hazards.map { "\(Array($0.text.unicodeScalars.map(\.value)))" }.joined(separator: "\n") + "\n"
        #expect(printed == expected)
    }

    /// Names that differ only by case or by separators would be one Swift identifier: the collision rule names
    /// them apart, with one warning per renamed token, on one line each however the names are spelt.
    @Test func namesThatBecomeOneIdentifierAreNamedApartWithWarnings() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let color: [String: Any] = ["colorSpace": "srgb", "components": [1, 1, 1]]
        var group: [String: Any] = ["$type": "color"]
        for name in ["a b", "a-b", "a_b", "A B", "a\nb", "a\u{2028}b", "a\u{202E}\tb"] { group[name] = ["$value": color] }
        try Self.json(["color": group]).write(to: directory.appendingPathComponent("clash.tokens.json"))
        try Self.json(["tokens": ["files": ["clash.tokens.json"]], "swift": ["output": "Generated", "prefix": "Hz"]] as [String: Any])
            .write(to: directory.appendingPathComponent("aurum-codegen.json"))
        let configuration = try ConfigurationLoader.load(contentsOf: directory.appendingPathComponent("aurum-codegen.json"),
                                                         displayPath: "aurum-codegen.json")
        let result = try Generator(configuration: configuration).run()
        let clashes = result.warnings.filter { $0.message.contains(" clash;") }
        // Six tokens, each named once more; the colour names clash the same way. More than five pairs are one
        // summary each: the count and the first three pairs.
        #expect(clashes.map { String($0.message.prefix(while: { $0 != ";" })) } == ["6 token names clash", "6 colour names in Color.hz and the asset catalog clash"], "\(clashes)")
        #expect(clashes.allSatisfy { $0.message.contains("and 3 more") && $0.message.components(separatedBy: " → ").count == 4 })
        for diagnostic in result.warnings {
            let rendered = diagnostic.description
            #expect(rendered.split(separator: "\n").count == 1 + diagnostic.notes.count, "\(rendered.debugDescription)")
            #expect(!rendered.unicodeScalars.contains { ["\u{2028}", "\u{202E}", "\t", "\r"].contains($0) })
        }
        let shown = result.warnings.map(\.description).joined(separator: "\n")
        #expect(shown.contains(#"color.a\nb"#) && shown.contains(#"color.a\u{2028}b"#) && shown.contains(#"color.a\u{202E}\tb"#))
        let swift = try String(contentsOf: directory.appendingPathComponent("Generated/HzColors.swift"), encoding: .utf8)
        for name in ["aB", "colorAB", "colorAB_2", "colorAB_3", "colorAB_4", "colorAB_5", "colorAB_6"] {
            #expect(swift.contains("static var \(name): HzColor"), "\(name)")
        }
    }

    // MARK: Manifests, icons and everything written from them

    /// Lines that would open a Markdown block of their own if copied into a page as they are.
    static let markdownBlocks = "x\n# heading\n- item\n> quote\n1. ordered\n<b>html</b>\n```\n---\n| a | b |"
    /// Text for the free-text fields: every hazard at once, and lines that would restructure a page.
    static let prose = everything + " " + markdownBlocks
    /// Figma's Code Connect parser does not escape backticks or `${` in Figma names (a diagnostic, tested
    /// below), and `#` starts a property's id suffix: Figma names and text defaults get the other hazards.
    static let figmaSafe = hazards.map(\.text).filter { !$0.contains("`") && !$0.contains("${") && !$0.contains("#") }
    /// Icon names are Swift identifiers by rule; keywords are what they can still get wrong.
    static let iconNames = ["self", "init", "default", "protocol", "some", "async", "type", "any", "repeat", "subscript",
                            "where", "in", "inout", "operator", "super"]

    static let freeText: Set<String> = ["summary", "description", "message", "figmaStatus", "family", "platform"]
    static let freeTextLists: Set<String> = ["guidelines", "dont", "description"]

    /// Appends `prose` to every free-text field, at any depth.
    static func withProse(_ value: Any, key: String? = nil) -> Any {
        if let object = value as? [String: Any] {
            return Dictionary(uniqueKeysWithValues: object.map { ($0.key, withProse($0.value, key: $0.key)) })
        }
        if let array = value as? [Any] {
            if let key, freeTextLists.contains(key) { return array.map { ($0 as? String).map { $0 + " " + prose } ?? withProse($0) } }
            return array.map { withProse($0) }
        }
        if let text = value as? String, let key, freeText.contains(key) { return text + " " + prose }
        return value
    }

    /// Puts a hazard before every Figma property name, after every variant option (and the default with it)
    /// and all of them after every text property's default.
    static func withFigmaHazards(_ value: Any, counter: inout Int) -> Any {
        if var array = value as? [Any] {
            for i in array.indices { array[i] = withFigmaHazards(array[i], counter: &counter) }
            return array
        }
        guard var object = value as? [String: Any] else { return value }
        if var properties = object["properties"] as? [String: Any] {
            for (key, entry) in properties {
                guard var property = entry as? [String: Any] else { continue }
                let hazard = figmaSafe[counter % figmaSafe.count]
                counter += 1
                if let figma = property["figma"] as? String { property["figma"] = hazard + " " + figma }
                // NavBar's layout options are named by its constraints too.
                if property["kind"] as? String == "variant", key != "layout", var options = property["options"] as? [[String: Any]] {
                    for i in options.indices { options[i]["figma"] = (options[i]["figma"] as? String ?? "") + " " + hazard }
                    property["options"] = options
                    if let value = property["default"] as? String { property["default"] = value + " " + hazard }
                }
                if property["kind"] as? String == "text", let value = property["default"] as? String {
                    property["default"] = value + " " + figmaSafe.joined(separator: " ")
                }
                properties[key] = property
            }
            object["properties"] = properties
        }
        for (key, entry) in object where key != "properties" { object[key] = withFigmaHazards(entry, counter: &counter) }
        if let properties = object["properties"] as? [String: Any] {
            object["properties"] = properties.mapValues { withFigmaHazards($0, counter: &counter) }
        }
        return object
    }

    /// The Aurum tokens, manifests and icons in a folder of their own, with the hazards written into them when
    /// `hazards`; every output in the folder.
    static func aurumProject(hazards: Bool) throws -> URL {
        let directory = try temporaryDirectory()
        try FileManager.default.copyItem(at: TestPaths.repoRoot.appendingPathComponent("tokens"), to: directory.appendingPathComponent("tokens"))
        // The repository's configuration (namespaces and all), writing into the folder's out/.
        var configuration = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: TestPaths.repoRoot.appendingPathComponent("aurum-codegen.json"))) as? [String: Any])
        for (section, folder) in [("swift", "Swift"), ("components", "Components"), ("codeConnect", "Templates"), ("pages", "Pages")] {
            var entry = try #require(configuration[section] as? [String: Any])
            entry["output"] = "out/\(folder)"
            entry["legacyOutput"] = nil
            configuration[section] = entry
        }
        configuration["figma"] = ["fileName": "Aurum", "fileKey": "AbC123"]
        try json(configuration).write(to: directory.appendingPathComponent("aurum-codegen.json"))
        guard hazards else { return directory }
        let components = directory.appendingPathComponent("tokens/components")
        var counter = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: components.path) where name.hasSuffix(".component.json") {
            let url = components.appendingPathComponent(name)
            let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
            try json(withFigmaHazards(withProse(manifest), counter: &counter)).write(to: url)
        }
        let iconsURL = directory.appendingPathComponent("tokens/icons.json")
        var icons = try #require(withProse(try JSONSerialization.jsonObject(with: Data(contentsOf: iconsURL))) as? [String: Any])
        var categories = try #require(icons["categories"] as? [String: Any])
        var status = try #require(categories["Status"] as? [String: Any])
        var entries = try #require(status["icons"] as? [String: Any])
        for (index, name) in iconNames.enumerated() {
            entries[name] = ["description": prose, "line": ["figmaNode": "7210:\(900 + index)", "asset": "hazard-\(index)"]]
        }
        status["icons"] = entries
        categories["Status"] = status
        icons["categories"] = categories
        try json(icons).write(to: iconsURL)
        return directory
    }

    static func generate(_ directory: URL) throws -> [GeneratedFile] {
        let configuration = try ConfigurationLoader.load(contentsOf: directory.appendingPathComponent("aurum-codegen.json"),
                                                         displayPath: "aurum-codegen.json")
        _ = try Generator(configuration: configuration).run()
        let out = directory.appendingPathComponent("out")
        let paths = (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String] ?? []).sorted()
        return try paths.compactMap { path in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: out.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
            return GeneratedFile(relativePath: path, contents: try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// The page's block structure: each line's kind (heading, table row, list item, quote, fence, HTML, other).
    static func blockStructure(_ page: String) -> [String] {
        page.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            for marker in ["#", "|", "- ", "* ", "> ", "```", "<", "1. "] where line.hasPrefix(marker) { return marker }
            return line.isEmpty ? "blank" : nil
        }
    }

    @Test func manifestAndIconTextGivesSwiftTypeScriptJSONAndPagesThatStayValid() throws {
        let clean = try Self.aurumProject(hazards: false)
        defer { try? FileManager.default.removeItem(at: clean) }
        let directory = try Self.aurumProject(hazards: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let reference = try Self.generate(clean)
        let files = try Self.generate(directory)
        #expect(files.map(\.relativePath) == reference.map(\.relativePath))
        let all = files.map(\.contents).joined()
        // The hazards reached the outputs (a test that injected nothing would pass everything below).
        #expect(all.contains("close*/end"))
        #expect(files.contains { $0.relativePath.hasPrefix("Templates/") && $0.contents.contains(#"quote"""end"#) })
        #expect(files.contains { $0.relativePath.hasPrefix("Pages/") && $0.contents.contains("open/*end") })
        #expect(all.contains("static var `self`: AurumIconAsset") && all.contains("Self.`self`,"))

        // Swift: tokens, components and icons type-check as one module.
        let swift = files.filter { $0.relativePath.hasSuffix(".swift") }
        #expect(swift.count > 20)
        let swiftDirectory = try SwiftCompiler.temporaryDirectory("adversarial-swift")
        defer { try? FileManager.default.removeItem(at: swiftDirectory) }
        for file in swift {
            try Data(file.contents.utf8).write(to: swiftDirectory.appendingPathComponent(file.relativePath.replacingOccurrences(of: "/", with: "_")))
        }
        try SwiftCompiler.run(["-typecheck", "-swift-version", "6"] + swift.map { $0.relativePath.replacingOccurrences(of: "/", with: "_") },
                              in: swiftDirectory)

        // TypeScript: every Code Connect template passes tsc --strict, as Figma's CLI would compile it.
        #expect(try NodeRunner.check(files.filter { $0.relativePath.hasPrefix("Templates/") }) >= 5)

        // JSON parses, and says what the input said.
        for file in files where file.relativePath.hasSuffix(".json") {
            #expect(throws: Never.self, "\(file.relativePath)") { try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) }
        }

        // Pages: the same blocks as the clean pages (no description opened a heading, list, quote, fence or HTML
        // block), and the text is there, escaped only where Markdown would have read it as structure.
        for (file, clean) in zip(files, reference) where file.relativePath.hasSuffix(".md") {
            #expect(Self.blockStructure(file.contents) == Self.blockStructure(clean.contents), "\(file.relativePath)")
        }
        let page = try #require(files.first { $0.relativePath == "Pages/AurumTabRow.md" }).contents
        #expect(page.contains("\\# heading") && page.contains("\\- item") && page.contains("1\\. ordered") && page.contains("\\<b>html</b>"))

        // Nowhere a raw NUL, carriage return, line separator or bidirectional override.
        for file in files {
            let raw = file.contents.unicodeScalars.filter { ["\u{0}", "\r", "\u{1B}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{200F}"].contains($0) }
            #expect(raw.isEmpty, "\(file.relativePath): \(raw.map { String($0.value, radix: 16) })")
        }
    }

    /// What cannot be made safe is refused at the input: Figma names with a backtick or `${` (Figma's parser
    /// copies them unescaped) and icon names that are not identifiers, each on one line.
    @Test func whatCannotBeEscapedIsADiagnostic() throws {
        let directory = try Self.aurumProject(hazards: false)
        defer { try? FileManager.default.removeItem(at: directory) }
        let manifestURL = directory.appendingPathComponent("tokens/components/AurumPageHeader.component.json")
        var text = try String(contentsOf: manifestURL, encoding: .utf8)
        text = text.replacingOccurrences(of: #""figma": "Type""#, with: #""figma": "Ty`pe ${x}""#)
        try text.write(to: manifestURL, atomically: true, encoding: .utf8)
        let configuration = try ConfigurationLoader.load(contentsOf: directory.appendingPathComponent("aurum-codegen.json"),
                                                         displayPath: "aurum-codegen.json")
        func diagnostics() -> [Diagnostic] {
            do {
                _ = try Generator(configuration: configuration).run()
                return []
            } catch {
                return error.diagnostics
            }
        }
        let figma = diagnostics().map(\.description)
        #expect(figma.contains { $0.contains("Figma name 'Ty`pe ${x}' contains `") || $0.contains("Figma name 'Ty`pe ${x}' contains ${") }, "\(figma)")

        let iconsURL = directory.appendingPathComponent("tokens/icons.json")
        try FileManager.default.removeItem(at: manifestURL)
        var icons = try String(contentsOf: iconsURL, encoding: .utf8)
        icons = icons.replacingOccurrences(of: #""icons": {"#, with: #""icons": { "bad\nname": { "line": { "figmaNode": "1:1", "asset": "x" } }, "#)
        try icons.write(to: iconsURL, atomically: true, encoding: .utf8)
        let iconDiagnostics = diagnostics()
        #expect(iconDiagnostics.contains { $0.description.contains(#"icon name 'bad\nname' must be a Swift identifier"#) }, "\(iconDiagnostics)")
        for diagnostic in iconDiagnostics {
            #expect(diagnostic.description.split(separator: "\n").count == 1 + diagnostic.notes.count, "\(diagnostic.description.debugDescription)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    }

    // MARK: Component names and property keys

    /// Copies of AurumBannerHost (one variant property, `tone`) in the Aurum project, the i-th named `name(i)` in
    /// a file `file(i)` with its property keyed `key(i)`; the original manifest is removed.
    static func componentProject(count: Int, name: (Int) -> String, file: (Int) -> String, key: (Int) -> String) throws -> URL {
        let directory = try aurumProject(hazards: false)
        let components = directory.appendingPathComponent("tokens/components")
        let original = components.appendingPathComponent("AurumBannerHost.component.json")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: original)) as? [String: Any])
        try FileManager.default.removeItem(at: original)
        for i in 0..<count {
            var copy = manifest
            copy["name"] = name(i)
            var properties = try #require(manifest["properties"] as? [String: Any])
            // Each copy's enum its own Swift type (one shared type is a collision diagnostic).
            var tone = try #require(properties.removeValue(forKey: "tone") as? [String: Any])
            tone["swift"] = ["parameter": "tone", "type": "AurumBannerTone\(i)"]
            properties[key(i)] = tone
            copy["properties"] = properties
            try json(copy).write(to: components.appendingPathComponent(file(i)))
        }
        return directory
    }

    static func generationDiagnostics(_ directory: URL) throws -> [Diagnostic] {
        let configuration = try ConfigurationLoader.load(contentsOf: directory.appendingPathComponent("aurum-codegen.json"),
                                                         displayPath: "aurum-codegen.json")
        do {
            _ = try Generator(configuration: configuration).run()
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// Hazards a manifest accepts as names (they are identifiers): keywords as property keys, and as component
    /// names those starting with an uppercase letter. Everything generated from them must type-check.
    static let identifierHazards = hazards.map(\.text).filter { text in
        Located(text, at: SourceLocation(file: "", line: 1, column: 1)).isSwiftIdentifier
    } + ["_", "Any", "Protocol"]

    /// Generates `directory` and type-checks every Swift file written; the files.
    static func generateAndTypeCheck(_ directory: URL) throws -> [GeneratedFile] {
        let files = try generate(directory)
        let swift = files.filter { $0.relativePath.hasSuffix(".swift") }
        let swiftDirectory = try SwiftCompiler.temporaryDirectory("adversarial-components")
        defer { try? FileManager.default.removeItem(at: swiftDirectory) }
        for file in swift {
            try Data(file.contents.utf8).write(to: swiftDirectory.appendingPathComponent(file.relativePath.replacingOccurrences(of: "/", with: "_")))
        }
        try SwiftCompiler.run(["-typecheck", "-swift-version", "6"] + swift.map { $0.relativePath.replacingOccurrences(of: "/", with: "_") },
                              in: swiftDirectory)
        return swift
    }

    /// Keywords (and `_`) as property keys are identifiers a manifest accepts: the components generate and
    /// type-check, the enum of each variant property named after its key.
    /// `self`, `Type`, `Protocol`, `Self` and `Any` are refused (below): no spelling of them is a valid generated member.
    @Test func keywordPropertyKeysGiveSwiftThatTypeChecks() throws {
        let keys = Self.identifierHazards.filter { ComponentManifestParser.reservedPropertyKeys[$0] == nil }
        #expect(keys.contains("init") && keys.contains("default") && keys.contains("protocol") && keys.contains("_"))
        let directory = try Self.componentProject(count: keys.count, name: { "AurumBannerHost\($0)" },
                                                  file: { "AurumBannerHost\($0).component.json" }, key: { keys[$0] })
        defer { try? FileManager.default.removeItem(at: directory) }
        let diagnostics = try Self.generationDiagnostics(directory)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        guard diagnostics.filter({ $0.severity == .error }).isEmpty else { return }
        let swift = try Self.generateAndTypeCheck(directory)
        #expect(swift.contains { $0.relativePath.contains("AurumBannerHost\(keys.count - 1)") })
    }

    @Test(arguments: [("self", "its initializer parameter would hide self"), ("Type", "Swift reserves the member name Type"),
                      ("Self", "Swift reserves the member name Self"), ("Any", "Swift reserves the member name Any"),
                      ("Protocol", "Swift reserves the member name Protocol")])
    func reservedPropertyKeysAreADiagnosticAtTheKey(key: String, why: String) throws {
        let directory = try Self.componentProject(count: 1, name: { _ in "AurumBannerHost" }, file: { _ in "AurumBannerHost.component.json" },
                                                  key: { _ in key })
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try Self.generationDiagnostics(directory).filter { $0.severity == .error }
        let text = try String(contentsOf: directory.appendingPathComponent("tokens/components/AurumBannerHost.component.json"), encoding: .utf8)
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("\"\(key)\"") }) + 1
        #expect(errors.map(\.description) == ["tokens/components/AurumBannerHost.component.json:\(line):5: error: property key '\(key)' cannot name a generated property (\(why)); choose another key"])
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    }

    /// Keyword component names starting with an uppercase letter (`Self`, `Type`, `Any`, `Protocol`) are
    /// identifiers too: each either generates Swift that type-checks or is refused on one line at its manifest.
    @Test func keywordComponentNamesTypeCheckOrAreOneLineDiagnostics() throws {
        let names = Self.identifierHazards.filter { $0.first?.isUppercase ?? false }
        #expect(names.contains("Self") && names.contains("Type"))
        // All names in one project (one generation, one compilation of the Aurum Swift): each refusal is an
        // error of that name's manifest alone, so the project shows which names generate.
        let all = try Self.componentProject(count: names.count, name: { names[$0] }, file: { "\(names[$0]).component.json" }, key: { _ in "tone" })
        defer { try? FileManager.default.removeItem(at: all) }
        let diagnostics = try Self.generationDiagnostics(all).filter { $0.severity == .error }
        var refused: Set<String> = []
        for diagnostic in diagnostics {
            #expect(diagnostic.description.split(separator: "\n").count == 1 + diagnostic.notes.count, "\(diagnostic.description.debugDescription)")
            let name = names.first { diagnostic.file == "tokens/components/\($0).component.json" || diagnostic.file?.hasSuffix("/\($0).component.json") == true }
            #expect(name != nil, "\(diagnostic)")
            if let name { refused.insert(name) }
        }
        if !diagnostics.isEmpty {
            #expect(!FileManager.default.fileExists(atPath: all.appendingPathComponent("out").path))
        }
        // A name refused beside the others is refused alone too, not for a clash between them.
        for name in refused.sorted() {
            let alone = try Self.componentProject(count: 1, name: { _ in name }, file: { _ in "\(name).component.json" }, key: { _ in "tone" })
            defer { try? FileManager.default.removeItem(at: alone) }
            #expect(!(try Self.generationDiagnostics(alone).filter { $0.severity == .error }.isEmpty), "\(name)")
        }
        let generated = names.filter { !refused.contains($0) }
        for name in names {
            print("component name \(name): \(refused.contains(name) ? diagnostics.filter { $0.file?.hasSuffix("\(name).component.json") == true }.map(\.message).joined(separator: "; ") : "generated, type-checks")")
        }
        guard !generated.isEmpty else { return }
        let directory = refused.isEmpty ? all : try Self.componentProject(count: generated.count, name: { generated[$0] },
                                                                          file: { "\(generated[$0]).component.json" }, key: { _ in "tone" })
        defer { if directory != all { try? FileManager.default.removeItem(at: directory) } }
        let swift = try Self.generateAndTypeCheck(directory)
        for name in generated {
            #expect(swift.contains { $0.relativePath.contains(name) }, "\(name)")
        }
    }

    /// Every other hazard, as a property key and (with `Aurum` before it, so the first letter is uppercase) as a
    /// component name: one error per manifest on one line at its line:column, and nothing written.
    @Test func hazardousComponentNamesAndPropertyKeysAreOneLineDiagnostics() throws {
        let texts = Self.hazards.map(\.text).filter { !Self.identifierHazards.contains($0) }
        #expect(texts.count > 10)
        let keysOnly = try Self.componentProject(count: texts.count, name: { "AurumBannerHost\($0)" },
                                                 file: { "AurumBannerHost\($0).component.json" }, key: { texts[$0] })
        defer { try? FileManager.default.removeItem(at: keysOnly) }
        let keyDiagnostics = try Self.generationDiagnostics(keysOnly)
        for (i, text) in texts.enumerated() {
            let found = keyDiagnostics.filter { $0.file?.hasSuffix("AurumBannerHost\(i).component.json") ?? false && $0.severity == .error }
            #expect(found.contains { $0.message.hasPrefix("property key '") && $0.message.hasSuffix("' must be a Swift identifier") },
                    "\(text.debugDescription): \(found)")
        }
        let names = try Self.componentProject(count: texts.count, name: { "Aurum" + texts[$0] },
                                              file: { "Hazard\($0).component.json" }, key: { _ in "tone" })
        defer { try? FileManager.default.removeItem(at: names) }
        let nameDiagnostics = try Self.generationDiagnostics(names)
        for i in texts.indices {
            let found = nameDiagnostics.filter { $0.file?.hasSuffix("Hazard\(i).component.json") ?? false && $0.severity == .error }
            #expect(found.contains { $0.message.contains("must be a Swift type name") }, "\(texts[i].debugDescription): \(found)")
        }
        for diagnostic in keyDiagnostics + nameDiagnostics {
            #expect(diagnostic.description.split(separator: "\n").count == 1 + diagnostic.notes.count, "\(diagnostic.description.debugDescription)")
            #expect(diagnostic.location != nil, "\(diagnostic)")
        }
        #expect(!FileManager.default.fileExists(atPath: keysOnly.appendingPathComponent("out").path))
        #expect(!FileManager.default.fileExists(atPath: names.appendingPathComponent("out").path))
    }
}
