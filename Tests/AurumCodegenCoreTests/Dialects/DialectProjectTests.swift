import Foundation
import Testing
@testable import AurumCodegenCore

/// How projects become resolver input: Tokens Studio themes, Figma export layouts; and the units
/// around them (type tables, the construct tally, detection edge cases).
@Suite struct DialectProjectTests {
    private func json(_ text: String) -> JSONValue { try! JSONReader.parse(text, file: "t.json") }

    // MARK: Tokens Studio themes

    @Test func singleFileThemesPlan() throws {
        let file = "tokens-studio/single-file/tokens.json"
        let root = try #require(try DialectFixtures.json(file).object)
        var themes = TokensStudioThemes()
        var diagnostics = DiagnosticCollector()
        themes.readThemes(root["$themes"]!, file: file, diagnostics: &diagnostics)
        themes.readMetadata(root["$metadata"]!, file: file, diagnostics: &diagnostics)
        let sets = root.members.map(\.key).filter { !$0.hasPrefix("$") }
        themes.validate(sets: sets, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)

        let plan = themes.plan(sets: sets)
        #expect(plan.order == [.set("core", status: .source), .modifier("Mode"), .set("components", status: .enabled)])
        #expect(plan.modifiers == [.init(name: "Mode", contexts: [
            .init(name: "Light", sets: [("light", .enabled)]),
            .init(name: "Dark", sets: [("dark", .enabled)]),
        ], defaultContext: "Light")])
        #expect(plan.unselectedSets.isEmpty && plan.reordered.isEmpty)
    }

    @Test func multiFileThemesPlanHasTwoModifiers() throws {
        var themes = TokensStudioThemes()
        var diagnostics = DiagnosticCollector()
        themes.readThemes(try DialectFixtures.json("tokens-studio/multi-file/$themes.json"), file: "$themes.json", diagnostics: &diagnostics)
        themes.readMetadata(try DialectFixtures.json("tokens-studio/multi-file/$metadata.json"), file: "$metadata.json", diagnostics: &diagnostics)
        // Set names are file paths below the project without .json.
        let sets = DialectFixtures.files(in: "tokens-studio/multi-file")
            .map { String($0.dropFirst("tokens-studio/multi-file/".count)) }
            .filter { !$0.hasPrefix("$") }
            .map(TokensStudioThemes.setName(forRelativePath:))
        #expect(sets == ["brand/aurora", "brand/lumen", "components/card", "core/colors", "core/dimensions", "semantic/dark", "semantic/light"])
        themes.validate(sets: sets, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)

        let plan = themes.plan(sets: sets)
        #expect(plan.order == [
            .set("core/colors", status: .source), .set("core/dimensions", status: .source),
            .modifier("Mode"), .modifier("Brand"), .set("components/card", status: .enabled),
        ], "tokenSetOrder, not file order")
        #expect(plan.modifiers.map(\.name) == ["Mode", "Brand"])
        #expect(plan.modifiers[1].contexts == [
            .init(name: "Lumen", sets: [("brand/lumen", .enabled)]),
            .init(name: "Aurora", sets: [("brand/aurora", .enabled)]),
        ])
        #expect(plan.modifiers.map(\.defaultContext) == ["Light", "Lumen"])
    }

    @Test func planEdgeCases() {
        var diagnostics = DiagnosticCollector()
        var themes = TokensStudioThemes()
        // `shared` varies with both groups (in when either selects it); `late` belongs to Mode but comes
        // after `global` in tokenSetOrder, so placing Mode once moves it ahead; `never` is selected by no one;
        // `mixed` is always in but enabled in one theme and source in the other: it varies.
        themes.readThemes(json("""
            [ { "name": "Light", "group": "Mode", "selectedTokenSets": { "light": "enabled", "shared": "enabled", "late": "enabled", "mixed": "enabled" } },
              { "name": "Dark", "group": "Mode", "selectedTokenSets": { "dark": "enabled", "mixed": "source" } },
              { "name": "A", "group": "Brand", "selectedTokenSets": { "shared": "enabled", "global": "enabled" } },
              { "name": "B", "group": "Brand", "selectedTokenSets": { "global": "enabled" } } ]
            """), file: "t.json", diagnostics: &diagnostics)
        themes.readMetadata(json(#"{ "tokenSetOrder": ["light", "dark", "shared", "global", "late", "mixed", "never"] }"#), file: "t.json", diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        let plan = themes.plan(sets: ["light", "dark", "shared", "global", "late", "mixed", "never"])
        // `never` is read first, as a source only (references may resolve into it).
        #expect(plan.order == [.set("never", status: .source), .modifier("Mode"), .modifier("Brand"), .set("global", status: .enabled)])
        #expect(plan.modifiers[0].contexts[0] == .init(name: "Light", sets: [("light", .enabled), ("shared", .enabled), ("late", .enabled), ("mixed", .enabled)]))
        // Source sets come first: an enabled set's token wins over a source's.
        #expect(plan.modifiers[0].contexts[1] == .init(name: "Dark", sets: [("mixed", .source), ("dark", .enabled)]))
        #expect(plan.modifiers[1].contexts[0] == .init(name: "A", sets: [("shared", .enabled)]))
        #expect(plan.unselectedSets == ["never"])
        #expect(plan.reordered.map(\.set) == ["late", "mixed"])
        #expect(plan.reordered.map(\.before) == ["global", "global"])

        // Without themes every set is in, in tokenSetOrder and then discovery order.
        var bare = TokensStudioThemes()
        bare.setOrder = ["b", "a"]
        #expect(bare.plan(sets: ["a", "b", "c"]).order == [.set("b", status: .enabled), .set("a", status: .enabled), .set("c", status: .enabled)])
    }

    @Test func themeReadingErrors() {
        var diagnostics = DiagnosticCollector()
        var themes = TokensStudioThemes()
        themes.readThemes(json("""
            [ { "name": "One", "selectedTokenSets": { "core": "enabled" } },
              { "name": "One", "selectedTokenSets": {} },
              { "selectedTokenSets": {} },
              { "name": "Two", "group": 3, "selectedTokenSets": [] },
              "three" ]
            """), file: "t.json", diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.map(\.description) == [
            "t.json:2:13: error: theme \"One\" appears twice in group \"theme\"\nt.json:1:13: note: first defined here",
            "t.json:3:3: error: this theme has no \"name\"",
            "t.json:4:20: error: the \"group\" of theme \"Two\" must be a string, found a number 3",
            "t.json:4:32: error: \"selectedTokenSets\" of theme \"Two\" must be an object mapping set names to enabled, source or disabled",
            "t.json:5:3: error: a theme must be an object with \"name\" and \"selectedTokenSets\", found a string \"three\"",
        ])
        #expect(themes.groups.map(\.name) == ["theme"], "themes without a group form one modifier")
        var metadata = TokensStudioThemes()
        metadata.readMetadata(json(#"{ "tokenSetOrder": "core" }"#), file: "m.json", diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.last?.message == "\"tokenSetOrder\" must be an array of token set names, found a string \"core\"")
    }

    @Test func missingSetSuggestsTheClosest() {
        var diagnostics = DiagnosticCollector()
        var themes = TokensStudioThemes()
        themes.readThemes(json(#"[ { "name": "Light", "group": "Mode", "selectedTokenSets": { "semantic/ligth": "enabled", "old": "disabled" } } ]"#), file: "t.json", diagnostics: &diagnostics)
        themes.validate(sets: ["core", "semantic/light"], diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.map(\.description) == [
            """
            t.json:1:62: error: theme "Light" (group "Mode") selects the token set "semantic/ligth", which does not exist
            note: did you mean "semantic/light"?
            note: the project's token sets are "core", "semantic/light"
            """,
            """
            t.json:1:91: warning: theme "Light" (group "Mode") lists the token set "old", which does not exist
            note: the project's token sets are "core", "semantic/light"
            """,
        ])
    }

    // MARK: Figma export layout

    @Test func figmaNativeExportLayout() throws {
        var diagnostics = DiagnosticCollector()
        let files = try DialectFixtures.files(in: "figma/native").map { path in
            FigmaExportLayout.file(path: path, modeName: FigmaExportLayout.declaredMode(try DialectFixtures.json(path)))
        }
        let layout = FigmaExportLayout.layout(files, defaultModes: ["Theme": "Light"], diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(layout.collections.map(\.name) == ["Primitives", "Theme"])
        #expect(layout.collections[0].modes.map(\.mode) == ["Mode 1"] && !layout.collections[0].isModifier)
        #expect(layout.collections[1].modes.map(\.mode) == ["Light", "Dark"], "Light first beside Dark")
        #expect(layout.collections[1].defaultMode == "Light", "the configured default")
        #expect(files.allSatisfy { $0.modeIsDeclared })
    }

    /// A folder of Figma's native export holding three collections: files named after their mode are grouped by
    /// the token paths they define, not by folder; the one-mode collection is named by its file.
    @Test func figmaExportFilesNamedAfterTheirModeAreGroupedByTheirTokenPaths() throws {
        var diagnostics = DiagnosticCollector()
        let files = try DialectFixtures.files(in: "figma/collections").map { path in
            let json = try DialectFixtures.json(path)
            return FigmaExportLayout.file(path: path, modeName: FigmaExportLayout.declaredMode(json)) { Self.tokenPaths(json) }
        }
        let layout = FigmaExportLayout.layout(files, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(layout.collections.map(\.name) == ["Compact/Regular", "Dark/Light", "primitives"])
        #expect(layout.collections.map { $0.modes.map(\.mode) } == [["Compact", "Regular"], ["Light", "Dark"], ["Value"]])
    }

    @Test func figmaCollectionRules() {
        // 1. A declared collection name wins over the file name.
        #expect(FigmaExportLayout.file(path: "x/light.tokens.json", modeName: "Light", collectionName: "Theme").collection == "Theme")
        #expect(FigmaExportLayout.file(path: "x/colors.json", modeName: nil, collectionName: "Theme").collection == "Theme")
        // 2. The file name, when it says more than the mode.
        #expect(FigmaExportLayout.file(path: "x/Theme.Light.tokens.json", modeName: "Light").collection == "Theme")
        #expect(FigmaExportLayout.file(path: "x/Theme-light.tokens.json", modeName: "Light").collection == "Theme")
        #expect(FigmaExportLayout.file(path: "x/primitives.tokens.json", modeName: "Mode 1").collection == "primitives")
        // 3. Named after the mode: grouped by token paths; alone in its folder, named after the folder.
        func file(_ path: String, _ mode: String, _ paths: [String]) -> FigmaExportLayout.File {
            FigmaExportLayout.file(path: path, modeName: mode) { paths }
        }
        var diagnostics = DiagnosticCollector()
        let alone = FigmaExportLayout.layout([file("Theme/Dark.tokens.json", "Dark", ["b", "a"]), file("Theme/Light.tokens.json", "Light", ["a", "b"]),
                                              file("Size/Mode 1.tokens.json", "Mode 1", ["s"])], diagnostics: &diagnostics)
        #expect(alone.collections.map(\.name) == ["Theme", "Size"])
        #expect(alone.collections[0].modes.map(\.mode) == ["Light", "Dark"])
        #expect(alone.collections[0].defaultMode == "Light")
        // The configuration still names another default.
        let configured = FigmaExportLayout.layout([file("Theme/Dark.tokens.json", "Dark", ["a"]), file("Theme/Light.tokens.json", "Light", ["a"])],
                                                  defaultModes: ["Theme": "Dark"], diagnostics: &diagnostics)
        #expect(configured.collections[0].defaultMode == "Dark")
        // Two such collections in one folder: each named after its modes.
        let shared = FigmaExportLayout.layout([file("t/Dark.json", "Dark", ["c"]), file("t/Compact.json", "Compact", ["s"]),
                                               file("t/Light.json", "Light", ["c"]), file("t/Regular.json", "Regular", ["s"])], diagnostics: &diagnostics)
        #expect(shared.collections.map(\.name) == ["Dark/Light", "Compact/Regular"])
        #expect(diagnostics.diagnostics.isEmpty)
    }

    private static func tokenPaths(_ json: JSONValue, prefix: [String] = []) -> [String] {
        guard let object = json.object else { return [] }
        if object["$value"] != nil { return [prefix.joined(separator: ".")] }
        return object.members.filter { !$0.key.hasPrefix("$") }.flatMap { tokenPaths($0.value, prefix: prefix + [$0.key]) }
    }

    @Test func figmaGitHubActionLayout() {
        var diagnostics = DiagnosticCollector()
        let files = DialectFixtures.files(in: "figma/github-action").map { FigmaExportLayout.file(path: $0, modeName: nil) }
        let layout = FigmaExportLayout.layout(files, diagnostics: &diagnostics)
        #expect(layout.collections.map(\.name) == ["Primitives", "Tokens"])
        #expect(layout.collections[0].modes.map(\.mode) == ["Mode 1"])
        #expect(layout.collections[1].modes.map(\.mode) == ["Light", "Dark"])
        #expect(layout.collections[1].defaultMode == "Light", "without configuration, Light beside Dark")
        #expect(FigmaExportLayout.file(path: "tokens/Primitives — Completed.Brutal Theme.json", modeName: nil).collection == "Primitives — Completed")
        #expect(FigmaExportLayout.file(path: "tokens/Tokens.Blue Theme Light.json", modeName: nil).mode == "Blue Theme Light")
        #expect(FigmaExportLayout.file(path: "tokens/palette.json", modeName: nil).mode == "Mode 1")

        let clash = [FigmaExportLayout.file(path: "a/Theme.Light.json", modeName: nil), FigmaExportLayout.file(path: "b/Theme.Light.json", modeName: nil)]
        _ = FigmaExportLayout.layout(clash, defaultModes: ["Theme": "Dim", "Other": "X"], diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.map(\.description) == [
            "b/Theme.Light.json:1:1: error: b/Theme.Light.json and a/Theme.Light.json both hold mode \"Light\" of collection \"Theme\"",
            "error: the default mode is set for collection \"Other\", but no export file belongs to it",
            "error: collection \"Theme\" has no mode \"Dim\"; its modes are \"Light\"",
        ])
    }

    // MARK: type tables

    @Test func typeTables() {
        func target(_ name: String, _ d: TokenDialect) -> DialectType.Target? { DialectTypeMapping.type(named: name, in: d)?.target }
        // Every Tokens Studio type the issue lists has a mapping.
        for name in ["sizing", "spacing", "borderRadius", "borderWidth", "opacity", "fontFamilies", "fontWeights", "fontSizes", "lineHeights",
                     "letterSpacing", "paragraphSpacing", "textCase", "textDecoration", "typography", "boxShadow", "border", "composition",
                     "color", "dimension", "other"] {
            #expect(target(name, .tokensStudio) != nil, "\(name)")
        }
        #expect(target("boxShadow", .tokensStudio) == .dtcg(.shadow))
        #expect(DialectTypeMapping.type(named: "spacing", in: .tokensStudio)?.rule == .dimension(unitless: .px))
        #expect(DialectTypeMapping.type(named: "opacity", in: .tokensStudio)?.rule == .fraction)
        #expect(target("text", .tokensStudio) == .string)
        if case .unsupported(let why)? = target("composition", .tokensStudio) { #expect(why.contains("Figma layer")) } else { Issue.record("composition") }
        #expect(target("string", .figma) == .string && target("boolean", .figma) == .boolean)
        #expect(target("vector", .figma) == nil)
        #expect(DialectTypeMapping.type(named: "dimension", in: .styleDictionary)?.rule == .dimension(unitless: .rem))
        #expect(DialectTypeMapping.type(named: "time", in: .styleDictionary)?.rule == .durationInMilliseconds)
        for type in TokenType.standard { #expect(target(type.rawValue, .dtcg2025) == .dtcg(type)) }
        #expect(target("boolean", .dtcg2025) == nil && target("string", .dtcgDraft) == nil)
        #expect(DialectTypeMapping.table(for: .dtcgDraft).count == 13)

        #expect(DialectTypeMapping.styleDictionaryCategory("size")?.rule == .dimension(unitless: .rem))
        #expect(DialectTypeMapping.styleDictionaryCategory("color")?.target == .dtcg(.color))
        #expect(DialectTypeMapping.styleDictionaryCategory("z-index") == nil)
        #expect(DialectTypeMapping.styleDictionaryFallback(for: json("100")).target == .dtcg(.number))
        #expect(DialectTypeMapping.styleDictionaryFallback(for: json("true")).target == .boolean)

        #expect(DialectTypeMapping.figmaNumber(scopes: ["GAP", "WIDTH_HEIGHT"]).target == .dtcg(.dimension))
        #expect(DialectTypeMapping.figmaNumber(scopes: ["GAP", "OPACITY"]).target == .dtcg(.number))
        #expect(DialectTypeMapping.figmaNumber(scopes: ["ALL_SCOPES"]).target == .dtcg(.number))
        #expect(DialectTypeMapping.figmaNumber(scopes: []).target == .dtcg(.number))
        #expect(DialectTypeMapping.figmaNumber(scopes: ["FONT_WEIGHT"]).target == .dtcg(.fontWeight))
        #expect(DialectTypeMapping.figmaString(scopes: ["FONT_FAMILY"], value: "Inter").target == .dtcg(.fontFamily))
        #expect(DialectTypeMapping.figmaString(scopes: ["FONT_STYLE"], value: "Semi Bold").target == .dtcg(.fontWeight))
        #expect(DialectTypeMapping.figmaString(scopes: ["FONT_STYLE"], value: "Condensed").target == .string)
    }

    // MARK: construct tally

    @Test func tallySummarisesPerFileAndKind() {
        var a = ConstructTally()
        a.note(.hexColorString, at: SourceLocation(file: "tokens/colors.json", line: 9, column: 14))
        a.note(.hexColorString, at: SourceLocation(file: "tokens/colors.json", line: 3, column: 14))
        a.note(.dimensionString, at: SourceLocation(file: "tokens/colors.json", line: 20, column: 5))
        var b = ConstructTally()
        b.note(.hexColorString, at: SourceLocation(file: "tokens/colors.json", line: 30, column: 1), count: 36)
        b.note(.mathExpression, at: SourceLocation(file: "tokens/space.json", line: 2, column: 3))
        a.merge(b)
        #expect(a.entry(.hexColorString, file: "tokens/colors.json") == .init(count: 38, first: SourceLocation(file: "tokens/colors.json", line: 3, column: 14)))
        #expect(a.constructs(in: "tokens/colors.json") == [.hexColorString, .dimensionString])
        #expect(a.summary.map(\.description) == [
            "tokens/colors.json:3:14: warning: 38 colours are hex strings; 'aurum-codegen migrate' writes them as DTCG 2025.10",
            "tokens/colors.json:20:5: warning: 1 dimension is a string such as \"16px\"; 'aurum-codegen migrate' writes it as DTCG 2025.10",
            "tokens/space.json:2:3: warning: 1 value is a math expression; 'aurum-codegen migrate' writes its computed value and keeps the original in $extensions",
        ])
        #expect(ConstructTally().summary.isEmpty)
        // Every construct has both phrasings and a strict message.
        for c in CompatibilityConstruct.allCases {
            #expect(!c.singular.isEmpty && !c.plural.isEmpty && c.singular != c.plural, "\(c)")
            #expect(c.strictMessage.hasPrefix("not DTCG 2025.10: this \(c.singular)"))
        }
    }

    // MARK: detection edge cases

    @Test func detectionEdgeCases() {
        func detect(_ text: String, file: String = "t.json", hints: DialectDetector.Hints = .init()) -> DialectDetection {
            DialectDetector.detect(json(text), file: file, hints: hints)
        }
        // A DTCG token or group named "value" is not the bare-key form.
        let named = detect(#"{ "opacity": { "value": { "$value": 0.5, "$type": "number" } } }"#)
        #expect(named.dialect == .dtcg2025 && !named.usesBareKeys)
        let group = detect(#"{ "a": { "value": { "b": { "$value": 1, "$type": "number" } } } }"#)
        #expect(group.dialect == .dtcg2025)
        // Bare keys with nothing telling: Style Dictionary, or Tokens Studio inside a project.
        #expect(detect(##"{ "c": { "value": "#fff", "type": "color" } }"##).dialect == .styleDictionary)
        #expect(detect(##"{ "c": { "value": "#fff", "type": "color" } }"##, hints: .init(inTokensStudioProject: true)).dialect == .tokensStudio)
        // Decisive constructs beat the defaults.
        #expect(detect(#"{ "s": { "value": "4", "type": "spacing" } }"#).dialect == .tokensStudio)
        #expect(detect(#"{ "s": { "$value": "{a} * 2", "$type": "dimension" }, "a": { "$value": "4px", "$type": "dimension" } }"#).dialect == .tokensStudio)
        #expect(detect(##"{ "c": { "value": "{b.value}" }, "b": { "value": "#fff" } }"##).dialect == .styleDictionary)
        #expect(detect(#"{ "flag": { "$value": true, "$type": "boolean" } }"#).dialect == .figma)
        #expect(detect(#"{ "d": { "$value": "200ms", "$type": "duration" } }"#).dialect == .dtcgDraft)
        #expect(detect(#"{ "d": { "$value": { "value": 200, "unit": "ms" }, "$type": "duration" } }"#).dialect == .dtcg2025)
        // The budget is per type: a telling value past it is not seen (the key style's default applies); a value
        // of another type, and every token's type, still are.
        let late = detect(##"{ "a": { "$value": 1, "$type": "number" }, "b": { "$value": "#fff", "$type": "color" } }"##)
        #expect(late.dialect == .dtcgDraft)
        #expect(DialectDetector.detect(json(##"{ "a": { "$value": 1, "$type": "number" }, "b": { "$value": "#fff", "$type": "color" } }"##), file: "t.json", budget: 1).dialect == .dtcgDraft)
        #expect(DialectDetector.detect(json(##"{ "a": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] }, "$type": "color" }, "b": { "$value": "#fff", "$type": "color" } }"##), file: "t.json", budget: 1).dialect == .dtcg2025)
        // A Tokens Studio type after a hundred colours (Teamwork's export: its radii had been read as Style Dictionary rem).
        let colours = (0..<100).map { ##""c\##($0)": { "value": "#ffffff", "type": "color" }"## }.joined(separator: ", ")
        #expect(detect("{ \(colours), \"r\": { \"value\": 12, \"type\": \"borderRadius\" } }").dialect == .tokensStudio)
        // A root array is a design-data-spec cascade file (empty: one with no tokens) when its names are objects, a
        // token list when they are strings (`TokenListDocument`); other arrays are neither.
        #expect(detect("[]").dialect == .spectrum)
        #expect(detect(##"[{ "name": { "property": "a" }, "value": "#fff" }]"##).dialect == .spectrum)
        #expect(detect(##"[{ "name": "a", "value": "#fff" }]"##).dialect == .styleDictionary)
        #expect(detect(##"[{ "name": "a", "$value": "#fff" }]"##).dialect == .dtcg2025)
        #expect(detect(##"[1, 2]"##).dialect == .dtcg2025)
        #expect(detect("{}", file: "p/$metadata.json").role == .tokensStudioMetadata)
    }
}
