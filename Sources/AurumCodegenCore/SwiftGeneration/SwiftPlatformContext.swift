/// The template keys of the Apple-platform conveniences (SwiftUI, UIKit, AppKit), added to the keys every
/// template sees. Documented with examples in templates/README.md ("Platform conveniences").
struct SwiftPlatformContext {
    var keys: MustacheDictionary
    var colorNames: SwiftColorNames
    /// `colorStyles` of each `AurumColorStyles+SwiftUI.swift` part, at most `maxDeclarationsPerFile` each; one
    /// (empty) part when there are no colour tokens, which still declares the type.
    var colorStyleParts: [[MustacheValue]]
    var system: SwiftSystemModifiers

    init(plan: SwiftGenerationPlan, input: SwiftGenerationInput, options: SwiftGenerationOptions, diagnostics: inout DiagnosticCollector) {
        SwiftSystemModifiers.check(options, modes: plan.modes, &diagnostics)
        let system = SwiftSystemModifiers(modes: plan.modes, options: options)
        let colorNames = SwiftColorNames(plan: plan, prefix: options.prefix)
        self.system = system
        self.colorNames = colorNames
        let modifiers = plan.modes.modifiers
        var keys = MustacheDictionary()
        keys["lowerPrefix"] = .string(SwiftNaming.identifier([options.prefix], case: .lowerCamel) ?? options.prefix)
        keys["available"] = .dictionary(SwiftAvailability.context(options.platforms))
        keys["contrast"] = system.contrast.map { choice in
            let modifier = modifiers[choice.modifier]
            return .dictionary([
                "property": .string(SwiftIdentifier.escaped(modifier.property)),
                "type": .string(modifier.typeName),
                "standardCase": .string(SwiftIdentifier.escaped(modifier.cases[choice.standard])),
                "increasedCase": .string(SwiftIdentifier.escaped(modifier.cases[choice.increased])),
            ])
        } ?? .null
        keys["followsSystem"] = .bool(system.appearance != nil || system.contrast != nil)
        keys["usesSystemFont"] = .bool(SwiftSystemFontFamilies.used(in: input.tokens))
        let others = modifiers.indices.filter { !system.follows($0) }
        keys["otherModifiers"] = .list(others.enumerated().map { position, index in
            .dictionary([
                "name": .string(modifiers[index].name),
                "property": .string(SwiftIdentifier.escaped(modifiers[index].property)),
                "type": .string(modifiers[index].typeName),
                "last": .bool(position == others.count - 1),
            ])
        })
        keys["hasOtherModifiers"] = .bool(!others.isEmpty)
        // Members of their own only for the colours no key path reaches (`SwiftColorNames.keyPathRoots`).
        let entries = colorNames.entries.filter { !$0.viaKeyPath }
        // Built on every core, and split like namespace files, so that each part renders (and compiles) on its own.
        // One per colour token: keys hashed once, values appended (no literal's per-key hashing and scan).
        let styleKeys = Self.colorStyleKeys
        let styles = ParallelMap.map(entries.count) { position -> MustacheValue in
            let entry = entries[position]
            let qualified = entry.declaration.name.qualified
            let description = input.tokens[entry.tokenIndex].description
            var documentation = description.map { SwiftLiteral.documentation($0).map(MustacheValue.string) } ?? []
            if !documentation.isEmpty { documentation.append(.string("///")) }
            // A path with line breaks, control characters or backticks would end the comment or the code span.
            let path = input.tokens[entry.tokenIndex].path.joined(separator: ".")
            let plain = path.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "`") }
            documentation.append(.string(plain ? "/// `\(qualified)`, token `\(path)`." : "/// `\(qualified)`."))
            var style = MustacheDictionary()
            style.reserveCapacity(styleKeys.count)
            style.append(styleKeys[0], .string(SwiftIdentifier.escaped(entry.name)))
            style.append(styleKeys[1], .string(qualified))
            style.append(styleKeys[2], .bool(entry.isModal))
            style.append(styleKeys[3], .list(documentation))
            style.append(styleKeys[4], SwiftTemplateContext.deprecation(input.tokens[entry.tokenIndex].deprecation))
            style.append(styleKeys[5], .bool(position == entries.count - 1 || (position + 1) % max(1, options.maxDeclarationsPerFile) == 0))
            return .dictionary(style)
        }
        let limit = max(1, options.maxDeclarationsPerFile)
        colorStyleParts = stride(from: 0, to: max(styles.count, 1), by: limit).map { Array(styles[$0..<min($0 + limit, styles.count)]) }
        keys["hasColorStyles"] = .bool(!entries.isEmpty)
        let roots = colorNames.keyPathRoots
        keys["colorStyleRoots"] = .list(roots.enumerated().map { index, root in
            .dictionary(["type": .string(root.type), "hasConstant": .bool(root.hasConstant), "hasModal": .bool(root.hasModal),
                         "last": .bool(index == roots.count - 1)])
        })
        keys["hasColorStyleRoots"] = .bool(!roots.isEmpty)
        let counts = Self.shadowLayerCounts(plan)
        keys["shadowLayerCounts"] = .list(counts.map { count in
            .dictionary([
                "count": .string(String(count)),
                "isMost": .bool(count == counts.last),
                "layers": .list((0..<count).map { .dictionary(["index": .string(String($0)), "last": .bool($0 == count - 1)]) }),
            ])
        })
        let insets = SwiftEdgeInsetGroups(plan: plan, input: input, options: options, diagnostics: &diagnostics)
        keys["edgeInsets"] = insets.context(prefix: options.prefix)
        keys["hasEdgeInsets"] = .bool(!insets.groups.isEmpty)
        self.keys = keys
    }

    /// The keys of one `colorStyles` entry (templates/README.md), in the order `init` appends them.
    static let colorStyleKeys = ["name", "qualifiedName", "isModal", "documentation", "deprecation", "last"]
        .map(MustacheDictionary.HashedKey.init)

    /// 1 through the most layers any shadow token has (at least 2): the shadow modifier has one case per count.
    static func shadowLayerCounts(_ plan: SwiftGenerationPlan) -> [Int] {
        var most = 2
        for value in plan.values {
            let values: [SwiftTokenValue]
            switch value.dependence {
            case .constant(let v): values = [v]
            case .modal(_, let vs): values = vs
            }
            for case .shadow(let layers) in values { most = max(most, layers.count) }
        }
        return Array(1...most)
    }
}
