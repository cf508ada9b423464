/// Asset names from Figma layer names, by the one naming rule (`SwiftNameRule`, templates/README.md "When names
/// clash"): an asset is named after the last part of its path (`icon/24/arrow-left` → `arrow-left`); when two
/// clash, each adds parts from the left (`24-arrow-left`, `16-arrow-left`) until they differ, then `_2`, `_3`.
/// Names compare without case, as the catalog's folders do on a case-insensitive disk. Each part becomes
/// lowercase words joined by `-` (spaces, punctuation and emoji separate words; camelCase splits), so a
/// part of emoji alone gives no name and the next part is used.
enum AssetNames {
    /// Sets `name` on each asset. `fixed` (node ID → name) are names a person gave in icons.json, kept as they
    /// are; `held` are image sets already in the catalog that Figma did not make, never taken.
    static func assign(_ assets: inout [FigmaAsset], fixed: [String: String], held: Set<String>,
                       diagnostics: inout DiagnosticCollector) {
        let claimants = assets.map { SwiftNameRule.Claimant(scope: "assets", path: $0.path, levels: max(1, $0.path.count)) }
        var rule = SwiftNameRule(claimants: claimants, ignoresCase: true)
        rule.held["assets"] = Set(held.map { $0.lowercased() })
        let defaults = assets.map { asset in fixed[asset.nodeID] ?? kebab(asset.path.suffix(1)) }
        let (names, collisions) = rule.resolve(defaults: defaults, fallback: "asset") { index, level in
            kebab(assets[index].path.suffix(level + 1))
        }
        for index in assets.indices { assets[index].name = names[index] }
        for collision in collisions {
            let asset = assets[collision.claimant]
            let reason = collision.other.map { "it clashes with '\(assets[$0].figmaName)' (\(assets[$0].nodeID))" } ?? "the catalog already has an image set of that name that Figma did not make"
            diagnostics.warning("'\(asset.figmaName)' (\(asset.nodeID)) is named '\(asset.name)', not '\(collision.name)': \(reason)", at: asset.location)
        }
    }

    /// `["24", "Arrow Left 🙂"]` → `24-arrow-left`; nil when no word is left.
    static func kebab(_ parts: some Collection<String>) -> String? {
        let words = parts.flatMap { part in letterRuns(part).flatMap(splitCamel) }.map { $0.lowercased() }
        return words.isEmpty ? nil : words.joined(separator: "-")
    }

    /// The runs of letters and digits: everything else (spaces, punctuation, emoji, invisible characters) separates.
    private static func letterRuns(_ text: String) -> [String] {
        var runs: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal {
                current.append(scalar)
            } else if !current.isEmpty {
                runs.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { runs.append(String(current)) }
        return runs
    }

    /// `arrowLeft` → `arrow`, `Left`; `URLBar` stays whole (runs of capitals are not split).
    private static func splitCamel(_ word: String) -> [String] {
        var result: [String] = []
        var current = ""
        var previous: Character?
        for character in word {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
                result.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
