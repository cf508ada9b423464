import Foundation
import Testing
@testable import AurumCodegenCore

@Suite struct FigmaVariablesImporterTests {
    private func importFixture(_ options: FigmaVariablesImporter.Options = .init()) throws -> ([GeneratedFile], [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let files = FigmaVariablesImporter.files(for: try FigmaFixtures.snapshot(), options: options, diagnostics: &diagnostics)
        return (files, diagnostics.sorted)
    }

    private func json(_ files: [GeneratedFile], _ path: String) throws -> JSONValue {
        let file = try #require(files.first { $0.relativePath == path })
        return try JSONReader.parse(file.contents, file: path)
    }

    /// The token at a dotted path of one generated file.
    private func token(_ files: [GeneratedFile], _ file: String, _ path: String) throws -> JSONObject {
        var value = try json(files, file)
        for segment in path.split(separator: ".") {
            value = try #require(value[String(segment)], "\(path) in \(file)")
        }
        return try #require(value.object)
    }

    @Test func fixtureBecomesOneFilePerCollectionAndModePlusAResolver() throws {
        let (files, diagnostics) = try importFixture()
        #expect(files.map(\.relativePath) == ["primitives.tokens.json", "theme/light.tokens.json", "theme/dark.tokens.json", "figma.resolver.json"])
        // The remote library collection is not imported; the one alias into it becomes its value, reported once for the collection.
        let line = try FigmaFixtures.line(of: "\"VariableID:8c41f9a2d07b3e56c1d2e3f4a5b6c7d8e9f0a1b2/1296:41\"\n          },\n          \"5031:1\"", in: FigmaFixtures.variablesURL)
        #expect(diagnostics.map(\.description) == [
            "variables-local.json:\(line - 2):21: warning: 1 variable aliases the library collection 'Aurum Brand Library' of another file; the values this response carries for it are written instead of aliases (e.g. 'color/text/price' in mode 'Light' aliases 'gold/700'); import it together with that library file's variables to keep the aliases",
        ])
        #expect(files.allSatisfy { !$0.contents.contains("gold/700") && $0.contents.hasSuffix("}\n") })
    }

    @Test func valuesFollowDTCG2025() throws {
        let (files, _) = try importFixture()
        let purple = try token(files, "primitives.tokens.json", "color.purple.500")
        #expect(purple["$type"]?.string == "color")
        #expect(purple["$description"]?.string == "Primary brand colour.")
        let colour = try #require(purple["$value"]?.object)
        #expect(colour["colorSpace"]?.string == "srgb")
        #expect(colour["components"]?.array?.compactMap { $0.number?.text } == ["0.5255", "0.2431", "0.9529"])
        #expect(colour["alpha"]?.number?.text == "1")
        #expect(colour["hex"]?.string == "#863ef3")
        let extensions = try #require(purple["$extensions"]?.object)
        #expect(extensions.keys == ["com.figma.variableId", "com.figma.scopes", "com.figma.codeSyntax"])
        #expect(extensions["com.figma.variableId"]?.string == "VariableID:5012:1187")

        #expect(try token(files, "primitives.tokens.json", "color.alpha.black.8")["$value"]?["alpha"]?.number?.text == "0.08")
        let tight = try token(files, "primitives.tokens.json", "font.letterSpacing.tight")
        #expect(tight["$type"]?.string == "dimension")
        #expect(tight["$value"]?["value"]?.number?.text == "-0.2")   // not -0.20000000298023224
        #expect(tight["$value"]?["unit"]?.string == "px")
        let opacity = try token(files, "primitives.tokens.json", "opacity.disabled")
        #expect(opacity["$type"]?.string == "number")
        #expect(opacity["$value"]?.number?.text == "0.4")
        #expect(try token(files, "primitives.tokens.json", "font.weight.semiBold")["$type"]?.string == "fontWeight")
        #expect(try token(files, "primitives.tokens.json", "font.weight.semiBold")["$value"]?.number?.text == "600")
        #expect(try token(files, "primitives.tokens.json", "font.family.system")["$type"]?.string == "fontFamily")
        #expect(try token(files, "primitives.tokens.json", "color.debug.outline")["$extensions"]?["com.figma.hiddenFromPublishing"]?.bool == true)

        // Strings and booleans have no DTCG type: they live in their group's extensions.
        let flag = try #require(try json(files, "primitives.tokens.json")["flag"]?["$extensions"]?["com.aurum.figma"]?["variables"]?["showsPriceTicker"])
        #expect(flag["type"]?.string == "boolean")
        #expect(flag["value"]?.bool == true)
        #expect(flag["variableId"]?.string == "VariableID:5040:1")

        #expect(try token(files, "theme/light.tokens.json", "color.text.brand.normal")["$value"]?.string == "{color.brand.primary}")
        #expect(try token(files, "theme/dark.tokens.json", "color.brand.primary")["$value"]?.string == "{color.purple.300}")
        #expect(try token(files, "theme/dark.tokens.json", "color.text.price")["$value"]?.string == "{color.gold.500}")
        #expect(try token(files, "theme/light.tokens.json", "color.text.price")["$value"]?["hex"]?.string == "#8f6b02")
        #expect(try json(files, "theme/dark.tokens.json")["$extensions"]?["com.figma.modeName"]?.string == "Dark")
    }

    /// Every curly alias must name a token of the same type in its resolver context (primitives
    /// plus one theme mode), and every token needs a type and a value: what a DTCG resolver checks.
    @Test func everyAliasResolvesToATokenOfTheSameType() throws {
        let (files, _) = try importFixture()
        func tokens(in path: String) throws -> [String: JSONObject] {
            var found: [String: JSONObject] = [:]
            func collect(_ object: JSONObject, _ path: [String]) {
                for member in object where !member.key.hasPrefix("$") || member.key == "$root" {
                    guard let child = member.value.object else { continue }
                    if child["$value"] != nil {
                        found[(path + [member.key]).joined(separator: ".")] = child
                    } else {
                        collect(child, path + [member.key])
                    }
                }
            }
            collect(try #require(try json(files, path).object), [])
            return found
        }
        let primitives = try tokens(in: "primitives.tokens.json")
        #expect(primitives.count == 21)   // 23 local primitives, less the boolean and the string
        var aliases = 0
        for mode in ["theme/light.tokens.json", "theme/dark.tokens.json"] {
            let theme = try tokens(in: mode)
            #expect(theme.count == 9)
            let context = primitives.merging(theme) { a, _ in a }
            #expect(context.count == 30, "no path is defined twice")
            for (path, token) in context {
                let type = try #require(token["$type"]?.string, "\(path) has no $type")
                guard let text = token["$value"]?.string, text.hasPrefix("{") else { continue }
                aliases += 1
                let target = try #require(context[String(text.dropFirst().dropLast())], "\(path) → \(text) does not resolve in \(mode)")
                #expect(target["$type"]?.string == type, "\(path) → \(text)")
            }
        }
        #expect(aliases == 16)   // 8 per mode; text.price (light) and shadow.ambient (dark) are values

        let resolver = try json(files, "figma.resolver.json")
        #expect(resolver["version"]?.string == "2025.10")
        #expect(resolver["modifiers"]?["theme"]?["default"]?.string == "light")
        #expect(resolver["modifiers"]?["theme"]?["contexts"]?.object?.keys == ["light", "dark"])
        #expect(resolver["modifiers"]?["theme"]?["$extensions"]?["com.aurum.figma"]?["modes"]?["dark"]?.string == "Dark")
        let references = resolver.resolverReferences()
        #expect(references.sorted() == ["#/modifiers/theme", "#/sets/primitives", "primitives.tokens.json", "theme/dark.tokens.json", "theme/light.tokens.json"])
    }

    @Test func outputIsDeterministicWhateverTheResponseOrder() throws {
        let (first, _) = try importFixture(.init(resolverName: "aurum-figma"))
        let (second, _) = try importFixture(.init(resolverName: "aurum-figma"))
        #expect(first == second)
        #expect(first.last?.relativePath == "aurum-figma.resolver.json")

        // The same response with `meta.variables` in reverse order gives the same bytes:
        // the collections' `variableIds` (Figma's panel order) decide.
        var response = try FigmaFixtures.variables()
        response.variables.reverse()
        var diagnostics = DiagnosticCollector()
        let snapshot = FigmaSnapshot(variables: response, diagnostics: &diagnostics)
        let reordered = FigmaVariablesImporter.files(for: snapshot, options: .init(resolverName: "aurum-figma"), diagnostics: &diagnostics)
        #expect(reordered == first)
    }

    /// Generated files read back through the Figma DTCG reader give the values Figma has.
    @Test func generatedFilesRoundTrip() throws {
        let (files, _) = try importFixture()
        let readBack = try [("primitives.tokens.json", "Primitives"), ("theme/light.tokens.json", "Theme"), ("theme/dark.tokens.json", "Theme")].map {
            FigmaDTCGExportReader.File(json: try json(files, $0.0), path: $0.0, collectionName: $0.1)
        }
        var diagnostics = DiagnosticCollector()
        let imported = FigmaDTCGExportReader.snapshot(from: readBack, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        let original = try FigmaFixtures.snapshot()
        let originalIndex = original.variablesByID()
        let importedIndex = imported.variablesByID()
        #expect(imported.variables.count == 30)
        for variable in imported.variables {
            let source = try #require(originalIndex[variable.id])
            #expect(variable.name == source.name)
            for (value, sourceValue) in zip(variable.values, source.values) {
                #expect(value.modeName == sourceValue.modeName)
                if case .alias(let target) = value.value {
                    #expect(sourceValue.value == .alias(target), "\(variable.name) keeps its alias")
                }
                let a = try #require(imported.resolvedLiteral(of: variable, modeID: value.modeID, index: importedIndex))
                let b = try #require(original.resolvedLiteral(of: source, modeID: sourceValue.modeID, index: originalIndex))
                switch (a, b) {
                case (.color(let x), .color(let y)):
                    #expect(x.hex == y.hex && abs(x.a - y.a) < 5e-5 && abs(x.r - y.r) < 5e-5, "\(variable.name)")
                case (.number(let x), .number(let y)):
                    #expect(Float(x) == Float(y), "\(variable.name)")
                default:
                    #expect(a == b, "\(variable.name)")
                }
            }
        }
    }

    @Test func rootTokensKindsAndFontStyles() throws {
        let snapshot = TestSnapshot([
            .init("color/brand", .color, [.color(1, 0, 0)]),
            .init("color/brand/primary", .color, [.alias("color/brand")]),
            .init("space/base", .float, [.number(8)], scopes: ["GAP"]),
            .init("space/open", .float, [.alias("space/base")], scopes: ["ALL_SCOPES"]),
            .init("opacity/fade", .float, [.alias("space/base")], scopes: ["OPACITY"]),
            .init("font/style", .string, [.string("Semi Bold")], scopes: ["FONT_STYLE"]),
            .init("font/italic", .string, [.string("Bold Italic")], scopes: ["FONT_STYLE"]),
            // Open to every scope (Figma's default): a length by its name's words, else a number.
            .init("layout/borderRadius-2", .float, [.number(8)], scopes: ["ALL_SCOPES"]),
            .init("layout/paddingX", .float, [.number(12)], scopes: []),
            .init("motion/scale", .float, [.number(1.05)], scopes: ["ALL_SCOPES"]),
            .init("text/lineHeight", .float, [.number(1.5)], scopes: ["ALL_SCOPES"]),
        ]).snapshot
        var diagnostics = DiagnosticCollector()
        let files = FigmaVariablesImporter.files(for: snapshot, diagnostics: &diagnostics)
        #expect(diagnostics.sorted.map(\.message) == [
            "variable 'opacity/fade' in mode 'Value' aliases 'space/base', which becomes a dimension, not a number; its value is written instead",
        ])
        #expect(try token(files, "tokens.tokens.json", "color.brand.$root")["$value"]?["hex"]?.string == "#ff0000")
        #expect(try token(files, "tokens.tokens.json", "color.brand.primary")["$value"]?.string == "{color.brand.$root}")
        #expect(try token(files, "tokens.tokens.json", "space.open")["$type"]?.string == "dimension")
        #expect(try token(files, "tokens.tokens.json", "space.open")["$value"]?.string == "{space.base}")
        #expect(try token(files, "tokens.tokens.json", "opacity.fade")["$value"]?.number?.text == "8")
        #expect(try token(files, "tokens.tokens.json", "layout.borderRadius-2")["$type"]?.string == "dimension")
        #expect(try token(files, "tokens.tokens.json", "layout.paddingX")["$type"]?.string == "dimension")
        #expect(try token(files, "tokens.tokens.json", "motion.scale")["$type"]?.string == "number")
        #expect(try token(files, "tokens.tokens.json", "text.lineHeight")["$type"]?.string == "number", "a multiplier, though `height` is a length word")
        #expect(try token(files, "tokens.tokens.json", "font.style")["$type"]?.string == "fontWeight")
        #expect(try token(files, "tokens.tokens.json", "font.style")["$value"]?.string == "semi-bold")
        #expect(try json(files, "tokens.tokens.json")["font"]?["$extensions"]?["com.aurum.figma"]?["variables"]?["italic"]?["value"]?.string == "Bold Italic")
    }

    @Test func namesDTCGCannotHoldAreErrors() throws {
        let snapshot = TestSnapshot([
            .init("size/1.5", .float, [.number(1.5)]),
            .init("$meta/x", .float, [.number(1)]),
            .init("ok/{brace}", .float, [.number(2)]),
            .init("color/red", .color, [.color(1, 0, 0)]),
        ], second: [.init("color/red", .color, [.color(0.9, 0, 0)])]).snapshot
        var diagnostics = DiagnosticCollector()
        _ = FigmaVariablesImporter.files(for: snapshot, diagnostics: &diagnostics)
        #expect(diagnostics.sorted.map(\.message) == [
            "variable 'size/1.5' cannot be a DTCG token name: '1.5' contains '.'",
            "variable '$meta/x' cannot be a DTCG token name: '$meta' starts with '$'",
            "variable 'ok/{brace}' cannot be a DTCG token name: '{brace}' contains '{'",
            "variables 'color/red' in 'Other' and 'color/red' in 'Tokens' become the same token 'color.red'",
        ])
    }

    @Test(arguments: [
        ("Primitives", "primitives", "primitives"),
        ("Aurum Brand Library", "aurum-brand-library", "aurumBrandLibrary"),
        ("High Contrast (Dark)", "high-contrast-dark", "highContrastDark"),
        ("Mode 1", "mode-1", "mode1"),
        ("Théme", "th-me", "thMe"),
    ])
    func namesBecomeFileSlugsAndResolverKeys(name: String, slug: String, key: String) {
        #expect(FigmaVariablesImporter.fileSlug(name) == slug)
        #expect(FigmaVariablesImporter.key(name) == key)
    }
}

/// A small snapshot built in code: one collection `Tokens` (mode `Value`) and optionally `Other`.
struct TestSnapshot {
    enum Value { case color(Double, Double, Double), number(Double), string(String), alias(String) }

    struct Entry {
        var name: String
        var type: FigmaVariableType
        var values: [Value]
        var scopes: [String]

        init(_ name: String, _ type: FigmaVariableType, _ values: [Value], scopes: [String] = []) {
            self.name = name
            self.type = type
            self.values = values
            self.scopes = scopes
        }
    }

    let snapshot: FigmaSnapshot

    init(_ entries: [Entry], second: [Entry] = []) {
        let groups = [("Tokens", entries), ("Other", second)].filter { !$0.1.isEmpty }
        var collections: [FigmaSnapshot.Collection] = []
        var variables: [FigmaSnapshot.Variable] = []
        let ids = Dictionary(groups.flatMap { group in group.1.map { ("\(group.0)/\($0.name)", "id:\(group.0)/\($0.name)") } }, uniquingKeysWith: { a, _ in a })
        for (index, (collection, members)) in groups.enumerated() {
            let mode = FigmaMode(id: "m\(index)", name: "Value")
            collections.append(.init(id: collection, name: collection, modes: [mode], defaultModeID: mode.id,
                                     location: SourceLocation(file: "t.json", line: index + 1, column: 1)))
            for (line, entry) in members.enumerated() {
                let values = entry.values.map { value -> FigmaSnapshot.ModeValue in
                    let converted: FigmaSnapshot.Value
                    switch value {
                    case .color(let r, let g, let b): converted = .literal(.color(FigmaColor(r: r, g: g, b: b)))
                    case .number(let n): converted = .literal(.number(n))
                    case .string(let s): converted = .literal(.string(s))
                    case .alias(let name): converted = .alias(.init(variableID: ids["\(collection)/\(name)"] ?? name, name: name, collectionName: collection))
                    }
                    return .init(modeID: mode.id, modeName: mode.name, value: converted)
                }
                variables.append(.init(id: "id:\(collection)/\(entry.name)", name: entry.name, collectionID: collection, collectionName: collection,
                                       type: entry.type, values: values, scopes: entry.scopes,
                                       location: SourceLocation(file: "t.json", line: 10 * (index + 1) + line, column: 1)))
            }
        }
        snapshot = FigmaSnapshot(collections: collections, variables: variables)
    }
}

private extension JSONValue {
    /// Every `$ref` string anywhere in the value.
    func resolverReferences() -> [String] {
        switch kind {
        case .object(let object):
            return object.members.flatMap { member -> [String] in
                member.key == "$ref" ? [member.value.string ?? ""] : member.value.resolverReferences()
            }
        case .array(let elements):
            return elements.flatMap { $0.resolverReferences() }
        default:
            return []
        }
    }
}
