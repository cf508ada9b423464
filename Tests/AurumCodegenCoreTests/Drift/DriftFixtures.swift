import Foundation
import Testing
@testable import AurumCodegenCore

/// A small repository (primitives + a light/dark theme) and a Figma variables response that
/// agree exactly; tests change one side to produce each kind of drift.
enum DriftFixtures {
    static let primitives = """
    {
      "color": {
        "$type": "color",
        "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff" } },
        "purple": {
          "300": { "$value": { "colorSpace": "srgb", "components": [0.7412, 0.6549, 0.9961], "hex": "#bda7fe" } },
          "500": {
            "$value": { "colorSpace": "srgb", "components": [0.5255, 0.2431, 0.9529], "hex": "#863ef3" },
            "$extensions": { "com.figma.variableId": "VariableID:1:2" }
          }
        }
      },
      "space": {
        "$type": "dimension",
        "16": { "$value": { "value": 16, "unit": "px" } },
        "half": { "$value": { "value": 0.5, "unit": "rem" } }
      },
      "font": {
        "weight": { "semiBold": { "$type": "fontWeight", "$value": "semi-bold" } },
        "family": { "body": { "$type": "fontFamily", "$value": ["SF Pro Text", "sans-serif"] } }
      },
      "opacity": { "disabled": { "$type": "number", "$value": 0.4 } }
    }
    """

    static let light = """
    {
      "color": {
        "$type": "color",
        "brand": { "primary": { "$value": "{color.purple.500}" } },
        "text": { "normal": { "$value": { "colorSpace": "srgb", "components": [0.0863, 0.0863, 0.1137], "hex": "#16161d" } } }
      }
    }
    """

    static let dark = """
    {
      "color": {
        "$type": "color",
        "brand": { "primary": { "$value": "{color.purple.300}" } },
        "text": { "normal": { "$value": { "colorSpace": "srgb", "components": [0.9765, 0.9804, 0.9961], "hex": "#f9fafe" } } }
      }
    }
    """

    static let resolver = """
    {
      "version": "2025.10",
      "sets": { "primitives": { "sources": [{ "$ref": "primitives.tokens.json" }] } },
      "modifiers": {
        "theme": {
          "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] },
          "default": "light"
        }
      },
      "resolutionOrder": [{ "$ref": "#/sets/primitives" }, { "$ref": "#/modifiers/theme" }]
    }
    """

    /// One Figma variable; `values` are JSON texts in the collection's mode order.
    struct Variable {
        var id: String
        var name: String
        var collection: String
        var type: String
        var values: [String]
        var scopes: [String] = []
    }

    static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> String {
        "{\"r\": \(r), \"g\": \(g), \"b\": \(b), \"a\": \(a)}"
    }

    static func alias(_ id: String) -> String { "{\"type\": \"VARIABLE_ALIAS\", \"id\": \"\(id)\"}" }

    static let variables: [Variable] = [
        .init(id: "VariableID:1:1", name: "color/white", collection: "P", type: "COLOR", values: [rgb(1, 1, 1)]),
        .init(id: "VariableID:1:3", name: "color/purple/300", collection: "P", type: "COLOR", values: [rgb(0.7412, 0.6549, 0.9961)]),
        .init(id: "VariableID:1:2", name: "color/purple/500", collection: "P", type: "COLOR", values: [rgb(0.5255, 0.2431, 0.9529)]),
        .init(id: "VariableID:1:4", name: "space/16", collection: "P", type: "FLOAT", values: ["16"], scopes: ["GAP"]),
        .init(id: "VariableID:1:5", name: "space/half", collection: "P", type: "FLOAT", values: ["8"], scopes: ["GAP"]),
        .init(id: "VariableID:1:6", name: "font/weight/semiBold", collection: "P", type: "FLOAT", values: ["600"], scopes: ["FONT_WEIGHT"]),
        .init(id: "VariableID:1:7", name: "font/family/body", collection: "P", type: "STRING", values: ["\"SF Pro Text\""], scopes: ["FONT_FAMILY"]),
        .init(id: "VariableID:1:8", name: "opacity/disabled", collection: "P", type: "FLOAT", values: ["0.4000000059604645"], scopes: ["OPACITY"]),
        .init(id: "VariableID:2:1", name: "color/brand/primary", collection: "T", type: "COLOR", values: [alias("VariableID:1:2"), alias("VariableID:1:3")]),
        .init(id: "VariableID:2:2", name: "color/text/normal", collection: "T", type: "COLOR",
              values: [rgb(0.0863, 0.0863, 0.1137), rgb(0.9765, 0.9804, 0.9961)]),
    ]

    /// The collections: `P` (Primitives, one mode), `T` (Theme, Light and Dark), `L` (a remote library).
    static let collections: [(id: String, name: String, modes: [(String, String)], remote: Bool)] = [
        ("P", "Primitives", [("P:0", "Value")], false),
        ("T", "Theme", [("T:0", "Light"), ("T:1", "Dark")], false),
        ("L", "Brand Library", [("L:0", "Default")], true),
    ]

    static func response(_ variables: [Variable] = variables, themeName: String = "Theme") -> String {
        var collectionTexts: [String] = []
        for c in collections {
            let modes = c.modes.map { "{\"modeId\": \"\($0.0)\", \"name\": \"\($0.1)\"}" }.joined(separator: ", ")
            let ids = variables.filter { $0.collection == c.id }.map { "\"\($0.id)\"" }.joined(separator: ", ")
            let name = c.id == "T" ? themeName : c.name
            collectionTexts.append("\"\(c.id)\": {\"id\": \"\(c.id)\", \"name\": \"\(name)\", \"modes\": [\(modes)], \"defaultModeId\": \"\(c.modes[0].0)\", \"remote\": \(c.remote), \"variableIds\": [\(ids)]}")
        }
        var variableTexts: [String] = []
        for v in variables {
            let modes = collections.first { $0.id == v.collection }!.modes
            let values = zip(modes, v.values).map { "\"\($0.0.0)\": \($0.1)" }.joined(separator: ", ")
            let scopes = v.scopes.map { "\"\($0)\"" }.joined(separator: ", ")
            let remote = v.collection == "L"
            variableTexts.append("\"\(v.id)\": {\"id\": \"\(v.id)\", \"name\": \"\(v.name)\", \"variableCollectionId\": \"\(v.collection)\", \"resolvedType\": \"\(v.type)\", \"valuesByMode\": {\(values)}, \"scopes\": [\(scopes)], \"remote\": \(remote)}")
        }
        return "{\"status\": 200, \"error\": false, \"meta\": {\n\"variableCollections\": {\n"
            + collectionTexts.joined(separator: ",\n") + "\n},\n\"variables\": {\n" + variableTexts.joined(separator: ",\n") + "\n}}}\n"
    }

    /// `variables` with the one named `name` changed.
    static func changing(_ name: String, in list: [Variable] = variables, _ change: (inout Variable) -> Void) -> [Variable] {
        var list = list
        let index = list.firstIndex { $0.name == name }!
        change(&list[index])
        return list
    }

    /// A repository written to a fresh temporary directory.
    struct Repo {
        var directory: URL
        var files: [String: String]

        func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

        /// The file path as token locations show it.
        func path(_ name: String) -> String { TokenLoader.displayPath(for: url(name)) }

        func load() throws -> ResolvedTokenSet { try TokenLoader.load(resolver: url("aurum.resolver.json")) }

        /// Where `needle` starts in a repository file, as a location.
        func location(of needle: String, occurrence: Int = 1, in name: String) -> AurumCodegenCore.SourceLocation? {
            ManifestFixtures.location(of: needle, occurrence: occurrence, in: files[name]!, file: path(name))
        }

        func remove() { try? FileManager.default.removeItem(at: directory) }
    }

    static func repo(primitives: String = primitives, light: String = light, dark: String = dark, resolver: String = resolver) throws -> Repo {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-drift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let files = ["primitives.tokens.json": primitives, "light.tokens.json": light, "dark.tokens.json": dark, "aurum.resolver.json": resolver]
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return Repo(directory: directory, files: files)
    }

    static func snapshot(_ text: String, diagnostics: inout DiagnosticCollector) throws -> FigmaSnapshot {
        let response = FigmaVariablesParser.parse(try JSONReader.parse(text, file: "figma.json"), file: "figma.json", diagnostics: &diagnostics)
        return FigmaSnapshot(variables: response, diagnostics: &diagnostics)
    }

    /// Token drift of `figma` against `repo`; mapping and parsing must produce no errors.
    static func drift(_ figma: String = response(), repo: Repo, explicit: [String: DriftMapping.CollectionMapping] = [:],
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> TokenDrift.Result {
        var diagnostics = DiagnosticCollector()
        let snapshot = try snapshot(figma, diagnostics: &diagnostics)
        let tokens = try repo.load()
        let mapping = DriftMapping(snapshot: snapshot, tokens: tokens, explicit: explicit, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)", sourceLocation: sourceLocation)
        return TokenDrift.compare(snapshot, with: tokens, mapping: mapping)
    }
}
