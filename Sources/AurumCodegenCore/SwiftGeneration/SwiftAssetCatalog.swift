/// The Xcode asset catalog of the colour tokens: `<prefix>.xcassets` with one colour set per colour token,
/// named as in `Color.aurum` (`SwiftColorNames`), with the appearances `SwiftSystemModifiers` maps: the light
/// context as "Any", the dark one as luminosity "dark", the increased-contrast one as contrast "high". Other
/// modifiers take their default context (a catalog has no appearance for them). Colours outside sRGB are
/// written in Display P3, the rest in sRGB. Rendered with the `asset-catalog.json` and `colorset.json` templates.
struct SwiftAssetCatalog {
    static let catalogTemplate = "asset-catalog.json"
    static let colorSetTemplate = "colorset.json"

    var plan: SwiftGenerationPlan
    var platform: SwiftPlatformContext
    var options: SwiftGenerationOptions
    var inputs: [String]

    /// `Aurum.xcassets/Contents.json` and `Aurum.xcassets/<name>.colorset/Contents.json`, sorted by path.
    func files(_ render: (String, MustacheDictionary) throws(DiagnosticError) -> String) throws(DiagnosticError) -> [GeneratedFile] {
        let catalog = options.prefix + ".xcassets"
        let author = GeneratedFiles.jsonAuthor(toolVersion: options.toolVersion, inputs: inputs)
        var files = [GeneratedFile(relativePath: catalog + "/Contents.json",
                                   contents: try render(Self.catalogTemplate, ["authorLiteral": .string(author)]))]
        for entry in platform.colorNames.entries {
            let context: MustacheDictionary = [
                "authorLiteral": .string(author),
                "name": .string(entry.name),
                "colors": .list(variants(entry)),
            ]
            files.append(GeneratedFile(relativePath: "\(catalog)/\(entry.name).colorset/Contents.json",
                                       contents: try render(Self.colorSetTemplate, context)))
        }
        return files.sorted { $0.relativePath < $1.relativePath }
    }

    /// One colour per appearance the token varies with: Any (light, standard contrast), dark, high contrast, both.
    private func variants(_ entry: SwiftColorNames.Entry) -> [MustacheValue] {
        let dependence = plan.values[entry.declaration.valueIndex].dependence
        let appearance = platform.system.appearance
        let contrast = platform.system.contrast
        func varies(_ choice: SwiftSystemModifiers.Choice?) -> Bool {
            guard let choice, case .modal(let mask, _) = dependence else { return false }
            return mask.contains(choice.modifier)
        }
        var combinations: [(dark: Bool, high: Bool)] = [(false, false)]
        if varies(appearance) { combinations.append((true, false)) }
        if varies(contrast) {
            combinations.append((false, true))
            if varies(appearance) { combinations.append((true, true)) }
        }
        return combinations.enumerated().map { index, combination in
            var selection: [Int: Int] = [:]
            if let appearance { selection[appearance.modifier] = combination.dark ? appearance.increased : appearance.standard }
            if let contrast { selection[contrast.modifier] = combination.high ? contrast.increased : contrast.standard }
            var appearances: [MustacheValue] = []
            if combination.dark { appearances.append(.dictionary(["appearance": .string("luminosity"), "value": .string("dark")])) }
            if combination.high { appearances.append(.dictionary(["appearance": .string("contrast"), "value": .string("high")])) }
            appearances = appearances.enumerated().map { i, value in
                guard case .dictionary(var d) = value else { return value }
                d["last"] = .bool(i == appearances.count - 1)
                return .dictionary(d)
            }
            var color: MustacheDictionary = ["appearances": .list(appearances), "hasAppearances": .bool(!appearances.isEmpty),
                                             "last": .bool(index == combinations.count - 1)]
            if case .color(let c) = value(dependence, selection) {
                let wide = !Self.isInSRGB(c)
                color["colorSpace"] = .string(wide ? "display-p3" : "srgb")
                let components = wide ? (c.p3Red, c.p3Green, c.p3Blue) : (c.red, c.green, c.blue)
                color["red"] = .string(Self.component(components.0.double))
                color["green"] = .string(Self.component(components.1.double))
                color["blue"] = .string(Self.component(components.2.double))
                color["alpha"] = .string(Self.component(c.opacity.double))
            }
            return .dictionary(color)
        }
    }

    /// The value with the modifiers in `selection` (index → context) set and every other at its default.
    private func value(_ dependence: SwiftModes.Dependence, _ selection: [Int: Int]) -> SwiftTokenValue {
        switch dependence {
        case .constant(let value):
            return value
        case .modal(let mask, let values):
            var index = 0
            for i in mask {
                let modifier = plan.modes.modifiers[i]
                index = index * modifier.contexts.count + (selection[i] ?? modifier.defaultIndex)
            }
            return values[index]
        }
    }

    /// Whether the Display P3 components convert to sRGB within 0…1 (allowing for their rounding to 5 places).
    static func isInSRGB(_ color: SwiftTokenValue.Color) -> Bool {
        let p3 = DTCGColor(.displayP3, color.p3Red.double, color.p3Green.double, color.p3Blue.double)
        let srgb = p3.converted(to: .srgb).resolvedComponents
        return [srgb.x, srgb.y, srgb.z].allSatisfy { $0 >= -5e-4 && $0 <= 1 + 5e-4 }
    }

    /// `0.52549`: five decimals, always with a point, since Xcode reads `"1"` as 1/255.
    static func component(_ value: Double) -> String {
        let scaled = Int((min(max(value, 0), 1) * 100_000).rounded())
        let fraction = String(scaled % 100_000)
        return "\(scaled / 100_000)." + String(repeating: "0", count: 5 - fraction.count) + fraction
    }
}
