/// How Figma's collections and modes line up with the resolver's modifiers and contexts, and how
/// Figma variable names line up with token paths.
///
/// A collection with several modes maps to one modifier; each mode to one of its contexts. The
/// mapping comes from, in order: the explicit `drift.modeMapping` configuration; the modifier's
/// `$extensions.com.aurum.figma` (`{"collection": "Theme", "modes": {"light": "Light"}}`, as the
/// importer writes it); names that match once normalised (`Theme` ↔ `theme`, `Light` ↔ `light`).
/// A single-mode collection that maps to no modifier holds values for every context. A Figma mode
/// compares against every context that selects its modifier's context (other modifiers vary).
package struct DriftMapping: Sendable {
    /// A collection's mapping, as configured: Figma mode name → context name.
    package struct CollectionMapping: Hashable, Sendable {
        var modifier: String?
        var modes: [String: String]
        var location: SourceLocation?

        init(modifier: String?, modes: [String: String] = [:], location: SourceLocation? = nil) {
            self.modifier = modifier
            self.modes = modes
            self.location = location
        }
    }

    /// Collection ID → mode ID → the repo contexts its values compare with.
    private(set) var contexts: [String: [String: [ContextKey]]] = [:]
    /// Collection ID → the modifier it maps to (nil: applies to every context).
    private(set) var modifiers: [String: String] = [:]
    /// Collection ID → mode ID → the context of the collection's modifier it maps to (absent: every context).
    private(set) var selections: [String: [String: String]] = [:]

    /// The modifier and context a collection's mode selects; nil when the collection applies to every context.
    func selection(collection: String, mode: String) -> (modifier: String, context: String)? {
        guard let modifier = modifiers[collection], let context = selections[collection]?[mode] else { return nil }
        return (modifier, context)
    }

    func contexts(collection: String, mode: String) -> [ContextKey] {
        contexts[collection]?[mode] ?? []
    }

    /// Works out the mapping of every local collection. A multi-mode collection that maps to no
    /// modifier, or a mapping naming an unknown modifier or context, is an error.
    init(snapshot: FigmaSnapshot, tokens: ResolvedTokenSet, explicit: [String: CollectionMapping] = [:],
                diagnostics: inout DiagnosticCollector) {
        let modifiersByName = Dictionary(tokens.modifiers.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for collection in snapshot.collections where !collection.isRemote {
            guard let mapping = Self.mapping(for: collection, tokens: tokens, explicit: explicit, diagnostics: &diagnostics) else {
                if collection.hasSeveralModes {
                    diagnostics.error("collection '\(collection.name)' has \(collection.modes.count) modes (\(collection.modes.map(\.name).joined(separator: ", "))) but no resolver modifier maps to it; "
                                      + "name a modifier after it, add $extensions.com.aurum.figma to the modifier, or map it in drift.modeMapping",
                                      at: collection.location)
                } else {
                    contexts[collection.id] = Dictionary(uniqueKeysWithValues: collection.modes.map { ($0.id, tokens.contexts) })
                }
                continue
            }
            guard let modifierName = mapping.modifier else {
                contexts[collection.id] = Dictionary(uniqueKeysWithValues: collection.modes.map { ($0.id, tokens.contexts) })
                continue
            }
            guard let modifier = modifiersByName[modifierName] else {
                diagnostics.error("collection '\(collection.name)' is mapped to the modifier '\(modifierName)', which the resolver does not have"
                                  + Suggestions.didYouMean(modifierName, in: modifiersByName.keys), at: mapping.location ?? collection.location)
                continue
            }
            modifiers[collection.id] = modifierName
            var byMode: [String: [ContextKey]] = [:]
            for mode in collection.modes {
                guard let context = mapping.modes[mode.name] else {
                    diagnostics.warning("mode '\(mode.name)' of collection '\(collection.name)' maps to no context of the modifier '\(modifierName)'; its values are not compared",
                                        at: mapping.location ?? collection.location)
                    continue
                }
                guard modifier.contexts.contains(context) else {
                    diagnostics.error("mode '\(mode.name)' of collection '\(collection.name)' is mapped to '\(context)', which is not a context of the modifier '\(modifierName)' (\(modifier.contexts.joined(separator: ", ")))",
                                      at: mapping.location ?? collection.location)
                    continue
                }
                byMode[mode.id] = tokens.contexts.filter { $0[modifierName] == context }
                selections[collection.id, default: [:]][mode.id] = context
            }
            contexts[collection.id] = byMode
        }
    }

    private static func mapping(for collection: FigmaSnapshot.Collection, tokens: ResolvedTokenSet,
                                explicit: [String: CollectionMapping], diagnostics: inout DiagnosticCollector) -> CollectionMapping? {
        if let configured = explicit[collection.name] { return configured }
        for modifier in tokens.modifiers {
            guard let figma = modifier.extensions?.object?["com.aurum.figma"]?.object,
                  figma["collection"]?.string == collection.name else { continue }
            var modes: [String: String] = [:]
            for member in figma["modes"]?.object ?? JSONObject() {
                if let modeName = member.value.string { modes[modeName] = member.key }
            }
            return CollectionMapping(modifier: modifier.name, modes: modes)
        }
        let name = normalised(collection.name)
        for modifier in tokens.modifiers where normalised(modifier.name) == name {
            var modes: [String: String] = [:]
            for mode in collection.modes {
                if let context = modifier.contexts.first(where: { normalised($0) == normalised(mode.name) }) {
                    modes[mode.name] = context
                }
            }
            return CollectionMapping(modifier: modifier.name, modes: modes)
        }
        return nil
    }

    // MARK: Names

    /// A name segment compared without case, spaces, `-` or `_`: `Semi Bold`, `semi-bold` and `semiBold` agree.
    static func normalised(_ segment: some StringProtocol) -> String {
        var result = ""
        result.reserveCapacity(segment.utf8.count)
        for scalar in segment.unicodeScalars where scalar != " " && scalar != "-" && scalar != "_" {
            result.unicodeScalars.append(scalar)
        }
        return result.lowercased()
    }

    /// The key a token path matches on: normalised segments joined by `.`, `$root` dropped.
    static func key(tokenPath path: [String]) -> String {
        path.lazy.filter { $0 != "$root" }.map { normalised($0) }.joined(separator: ".")
    }

    /// The key a Figma variable name (`color/Brand/Primary`) matches on.
    static func key(figmaName name: String) -> String {
        name.split(separator: "/", omittingEmptySubsequences: false).map { normalised($0) }.joined(separator: ".")
    }

    /// The Figma variable ID a token records: `$extensions["com.figma.variableId"]` (what the importer
    /// and Figma's export write) or `$extensions["com.aurum.figma"].variableId`.
    static func figmaVariableID(of token: ResolvedToken) -> String? {
        guard let extensions = token.extensions?.object else { return nil }
        if let id = extensions["com.figma.variableId"]?.string { return id }
        return extensions["com.aurum.figma"]?.object?["variableId"]?.string
    }
}
