/// Compares Figma styles with the repository's tokens imported from them (`import figma-styles`).
///
/// Tokens match styles by the style key in `$extensions["com.figma.style"]`, which Figma keeps across renames; a
/// grid style's tokens also by their path below the style. Both sides are compared as DTCG JSON property by
/// property (typography members, each shadow layer's and gradient stop's members, and the Figma details kept
/// in the extension such as text case), the repository's aliases resolved, numbers to four decimals and
/// colours as sRGB hex with alpha.
enum StyleDrift {
    struct Statistics: Hashable, Sendable {
        var figmaStyles = 0
        var repoTokens = 0
        var matched = 0
    }

    struct Result: Sendable {
        var findings: [DriftFinding]
        var statistics: Statistics
    }

    static func compare(_ styles: [FigmaStyle], with tokens: ResolvedTokenSet) -> Result {
        var statistics = Statistics()
        statistics.figmaStyles = styles.count
        var ignored = DiagnosticCollector()
        var builder = StyleTokenBuilder(variables: VariableTokens([]))
        let figmaTokens = FigmaStylesImporter.styleTokens(styles, builder: &builder, &ignored)
        let context = tokens.contexts.first ?? .implicit

        // Repository tokens by (style key, path below the style).
        var repo: [Key: Int] = [:]
        for (index, token) in tokens.tokens.enumerated() {
            guard let figma = token.extensions?.object?[FigmaStylesImporter.extensionKey]?.object,
                  let key = figma["key"]?.string else { continue }
            let base = (figma["name"]?.string ?? "").split(separator: "/", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let relative = token.path.starts(with: base) ? Array(token.path.dropFirst(base.count)) : []
            repo[Key(styleKey: key, relative: relative)] = index
            statistics.repoTokens += 1
        }

        var findings: [DriftFinding] = []
        var matched: Set<Int> = []
        for figma in figmaTokens {
            let base = figma.style.name.split(separator: "/", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let relative = Array(figma.path.dropFirst(base.count))
            let subject = figma.path.joined(separator: ".")
            guard let index = repo[Key(styleKey: figma.style.key, relative: relative)] else {
                var finding = DriftFinding(kind: .added, subject: subject,
                                           message: "\(figma.style.type.rawValue.lowercased()) style '\(figma.style.name)' is in Figma but no token has its key",
                                           figmaLocation: figma.style.location, figmaName: figma.style.name)
                finding.figmaValue = figma.json.object?["$type"]?.string
                findings.append(finding)
                continue
            }
            matched.insert(index)
            statistics.matched += 1
            let token = tokens.tokens[index]
            let repoName = token.extensions?.object?[FigmaStylesImporter.extensionKey]?.object?["name"]?.string
            if token.path != figma.path || (repoName != nil && repoName != figma.style.name) {
                findings.append(DriftFinding(kind: .renamed, subject: token.pathString,
                                             message: "style '\(repoName ?? token.pathString)' was renamed '\(figma.style.name)' in Figma (the same style key); the token is '\(subject)' there",
                                             location: token.location, figmaLocation: figma.style.location, figmaName: figma.style.name,
                                             repoValue: token.pathString, figmaValue: subject))
            }
            let figmaType = figma.json.object?["$type"]?.string ?? ""
            guard figmaType == token.type.rawValue else {
                findings.append(DriftFinding(kind: .typeChanged, subject: token.pathString,
                                             message: "style '\(figma.style.name)' is a \(figmaType) in Figma, the token a \(token.type.rawValue)",
                                             location: token.location, figmaLocation: figma.style.location, figmaName: figma.style.name,
                                             repoValue: token.type.rawValue, figmaValue: figmaType))
                continue
            }
            guard let value = token.value(in: context) ?? token.values.first?.value else { continue }
            var figmaProperties = Properties.flatten(figma.json.object?["$value"])
            var repoProperties = Properties.flatten(DTCGValueJSON.json(value))
            figmaProperties.merge(Properties.details(figma.json)) { a, _ in a }
            repoProperties.merge(Properties.details(token.extensions)) { a, _ in a }
            for property in Set(figmaProperties.keys).union(repoProperties.keys).sorted() {
                let figmaValue = figmaProperties[property], repoValue = repoProperties[property]
                guard figmaValue != repoValue else { continue }
                var finding = DriftFinding(kind: .valueChanged, subject: token.pathString,
                                           message: "\(property) of style '\(figma.style.name)': \(repoValue ?? "none") in the repository, \(figmaValue ?? "none") in Figma",
                                           location: token.location, figmaLocation: figma.style.location, figmaName: figma.style.name,
                                           property: property, repoValue: repoValue ?? "none", figmaValue: figmaValue ?? "none")
                if property.hasSuffix("color") {
                    finding.repoColor = repoValue
                    finding.figmaColor = figmaValue
                }
                findings.append(finding)
            }
        }
        for (key, index) in repo where !matched.contains(index) {
            let token = tokens.tokens[index]
            let name = token.extensions?.object?[FigmaStylesImporter.extensionKey]?.object?["name"]?.string ?? token.pathString
            findings.append(DriftFinding(kind: .removed, subject: token.pathString,
                                         message: "style '\(name)' (key \(key.styleKey)) is no longer in Figma",
                                         location: token.location, figmaName: name, repoValue: token.pathString))
        }
        return Result(findings: findings.sorted(by: DriftFinding.reportOrder), statistics: statistics)
    }

    private struct Key: Hashable {
        var styleKey: String
        var relative: [String]
    }
}

/// A style token's properties as comparable text: leaf paths (`fontSize`, `1.blur`, `0.color`) → values.
private enum Properties {
    static func flatten(_ value: JSONValue?) -> [String: String] {
        var result: [String: String] = [:]
        guard let value else { return result }
        walk(value, "", &result)
        // A colour token's value is one colour.
        if let whole = result.removeValue(forKey: "") { result["color"] = whole }
        // A drop shadow's `inset: false` is DTCG's default, which the repository side leaves out.
        for key in result.keys where key.hasSuffix("inset") && result[key] == "false" { result[key] = nil }
        return result
    }

    /// The Figma details kept beside the value, except what identifies the style.
    static func details(_ token: JSONValue?) -> [String: String] {
        let figma = token?.object?["$extensions"]?.object?[FigmaStylesImporter.extensionKey] ?? token?.object?[FigmaStylesImporter.extensionKey]
        guard let members = figma?.object else { return [:] }
        var result: [String: String] = [:]
        for member in members where !["key", "nodeId", "type", "name"].contains(member.key) {
            walk(member.value, member.key, &result)
        }
        return result
    }

    private static func walk(_ value: JSONValue, _ path: String, _ result: inout [String: String]) {
        func join(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
        if let object = value.object {
            if object["colorSpace"] != nil { result[path] = color(object); return }
            if let number = object["value"]?.double, let unit = object["unit"]?.string, object.members.count == 2 {
                result[path] = text(number) + (unit == "px" ? "px" : " \(unit)")
                return
            }
            for member in object { walk(member.value, join(member.key), &result) }
        } else if let array = value.array {
            if array.allSatisfy({ $0.string != nil }), !array.isEmpty, path.hasSuffix("fontFamily") {
                result[path] = array.compactMap(\.string).joined(separator: ", ")
                return
            }
            for (index, element) in array.enumerated() { walk(element, join(String(index + 1)), &result) }
        } else if let number = value.double {
            result[path] = text(number)
        } else if let string = value.string {
            if path.hasSuffix("fontWeight"), let weight = FigmaTokenKind.weightKeywords[string] {
                result[path] = String(weight)
            } else {
                result[path] = string
            }
        } else if let bool = value.bool {
            result[path] = bool ? "true" : "false"
        }
    }

    private static func color(_ object: JSONObject) -> String {
        let components = (object["components"]?.array ?? []).map { $0.double ?? 0 }
        let alpha = object["alpha"]?.double ?? 1
        let space = object["colorSpace"]?.string ?? "srgb"
        let value = ColorValue(colorSpace: space, components: components, alpha: alpha)
        let rgb = DriftValueComparison.srgb(value) ?? RGB(.srgb, red: 0, green: 0, blue: 0, alpha: alpha)
        return RGB(.srgb, red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: (alpha * 100).rounded() / 100).hex ?? "\(space) \(components)"
    }

    private static func text(_ number: Double) -> String { FigmaNumberFormatting.rounded(number).text }
}
