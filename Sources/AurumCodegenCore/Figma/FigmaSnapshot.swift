/// What a Figma file says about tokens and components, independent of where it came from (the
/// REST API or Figma's DTCG export): collections with their modes, variables with one value per
/// mode (a literal, or an alias resolved from its ID to the target's name), and component nodes.
/// This is the Figma side of the drift check.
package struct FigmaSnapshot: Hashable, Sendable {
    package var collections: [Collection]
    /// Grouped by collection (in `collections` order), then in each collection's panel order.
    package var variables: [Variable]
    var components: [FigmaComponentNode]

    init(collections: [Collection] = [], variables: [Variable] = [], components: [FigmaComponentNode] = []) {
        self.collections = collections
        self.variables = variables
        self.components = components
    }

    package struct Collection: Hashable, Sendable {
        var id: String
        var name: String
        var modes: [FigmaMode]
        var defaultModeID: String
        package var isRemote: Bool
        var isHiddenFromPublishing: Bool
        var location: SourceLocation?
        /// The library file the collection was read from (its own response), nil for the file's own collections.
        package var library: String?

        init(id: String, name: String, modes: [FigmaMode], defaultModeID: String, isRemote: Bool = false,
                    isHiddenFromPublishing: Bool = false, location: SourceLocation? = nil, library: String? = nil) {
            self.id = id
            self.name = name
            self.modes = modes
            self.defaultModeID = defaultModeID
            self.isRemote = isRemote
            self.isHiddenFromPublishing = isHiddenFromPublishing
            self.location = location
            self.library = library
        }

        /// `collection 'Theme'`, or `library collection 'Core' (core.json)`, for messages.
        var label: String {
            library.map { "library collection '\(name)' (\($0))" } ?? "collection '\(name)'"
        }

        var hasSeveralModes: Bool { modes.count > 1 }
        var defaultMode: FigmaMode? { modes.first { $0.id == defaultModeID } }
    }

    /// Where an alias points. `name` and `collectionName` are nil when the target is not in the
    /// snapshot (a library variable Figma did not include, or a deleted one).
    package struct AliasTarget: Hashable, Sendable {
        package var variableID: String
        var name: String?
        var collectionName: String?

        package init(variableID: String, name: String? = nil, collectionName: String? = nil) {
            self.variableID = variableID
            self.name = name
            self.collectionName = collectionName
        }
    }

    package enum Value: Hashable, Sendable {
        case literal(FigmaLiteral)
        case alias(AliasTarget)
    }

    package struct ModeValue: Hashable, Sendable {
        var modeID: String
        var modeName: String
        package var value: Value
        var location: SourceLocation?
        /// For a literal that stands in for an alias whose target the source left out (a library
        /// variable missing from a DTCG export): that target. The drift check then compares by value.
        var substitutedAlias: AliasTarget?

        init(modeID: String, modeName: String, value: Value, location: SourceLocation? = nil, substitutedAlias: AliasTarget? = nil) {
            self.modeID = modeID
            self.modeName = modeName
            self.value = value
            self.location = location
            self.substitutedAlias = substitutedAlias
        }
    }

    package struct Variable: Hashable, Sendable {
        package var id: String
        package var name: String
        var collectionID: String
        package var collectionName: String
        package var type: FigmaVariableType
        /// In the collection's mode order.
        package var values: [ModeValue]
        var description: String
        var scopes: [String]
        var codeSyntax: [String: String]
        package var isRemote: Bool
        var isHiddenFromPublishing: Bool
        /// Deleted in Figma but still the target of an alias somewhere.
        var isDeletedButReferenced: Bool
        var location: SourceLocation?
        /// The library file the variable was read from, as for `Collection.library`.
        var library: String?

        init(id: String, name: String, collectionID: String, collectionName: String, type: FigmaVariableType,
                    values: [ModeValue], description: String = "", scopes: [String] = [], codeSyntax: [String: String] = [:],
                    isRemote: Bool = false, isHiddenFromPublishing: Bool = false, isDeletedButReferenced: Bool = false,
                    location: SourceLocation? = nil) {
            self.id = id
            self.name = name
            self.collectionID = collectionID
            self.collectionName = collectionName
            self.type = type
            self.values = values
            self.description = description
            self.scopes = scopes
            self.codeSyntax = codeSyntax
            self.isRemote = isRemote
            self.isHiddenFromPublishing = isHiddenFromPublishing
            self.isDeletedButReferenced = isDeletedButReferenced
            self.location = location
        }

        /// As `Collection.label`.
        var collectionLabel: String {
            library.map { "library collection '\(collectionName)' (\($0))" } ?? "collection '\(collectionName)'"
        }

        /// The name split at `/`: Figma's groups, then the variable's own name.
        var path: [String] { name.split(separator: "/", omittingEmptySubsequences: false).map(String.init) }

        func value(forMode modeID: String) -> ModeValue? { values.first { $0.modeID == modeID } }
    }

    func collection(id: String) -> Collection? { collections.first { $0.id == id } }
    func collection(named name: String) -> Collection? { collections.first { $0.name == name } }

    /// Index by ID; build once when looking up many variables.
    func variablesByID() -> [String: Variable] {
        Dictionary(variables.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The literal a variable has in a mode, following aliases. An alias into another collection
    /// uses that collection's mode of the same name, else its default mode (what Figma shows
    /// when no mode is set explicitly). Nil for unresolvable targets and cycles.
    func resolvedLiteral(of variable: Variable, modeID: String, index: [String: Variable]? = nil) -> FigmaLiteral? {
        let byID = index ?? variablesByID()
        var current = variable
        var mode = modeID
        var visited: Set<String> = []
        while visited.insert(current.id + "\u{0}" + mode).inserted {
            guard let entry = current.value(forMode: mode) else { return nil }
            switch entry.value {
            case .literal(let literal):
                return literal
            case .alias(let target):
                guard let next = byID[target.variableID] else { return nil }
                if next.collectionID != current.collectionID {
                    let modeName = entry.modeName
                    guard let collection = collection(id: next.collectionID) else { return nil }
                    mode = collection.modes.first { $0.name == modeName }?.id ?? collection.defaultModeID
                }
                current = next
            }
        }
        return nil
    }
}

extension FigmaSnapshot {
    /// Normalises a REST variables response (and optionally a nodes response): modes get their
    /// names, aliases their targets' names. Variables of unknown collections are dropped (the
    /// parser has reported them); aliases to variables the response lacks are warnings.
    package init(variables response: FigmaVariablesResponse, nodes: FigmaNodesResponse? = nil, diagnostics: inout DiagnosticCollector) {
        var collectionsByID: [String: FigmaVariableCollection] = [:]
        for collection in response.collections where collectionsByID[collection.id] == nil {
            collectionsByID[collection.id] = collection
        }
        var variablesByID: [String: FigmaVariable] = [:]
        for variable in response.variables where variablesByID[variable.id] == nil {
            variablesByID[variable.id] = variable
        }

        var collections: [Collection] = []
        var variables: [Variable] = []
        var placed: Set<String> = []
        for collection in response.collections where placed.insert("c" + collection.id).inserted {
            collections.append(Collection(id: collection.id, name: collection.name, modes: collection.modes,
                                          defaultModeID: collection.defaultModeID, isRemote: collection.isRemote,
                                          isHiddenFromPublishing: collection.isHiddenFromPublishing, location: collection.location,
                                          library: collection.library))
            // Panel order first, then any member the collection did not list, in response order.
            let listed = collection.variableIDs.compactMap { id in variablesByID[id].flatMap { $0.collectionID == collection.id ? $0 : nil } }
            let listedIDs = Set(collection.variableIDs)
            let unlisted = response.variables.filter { $0.collectionID == collection.id && !listedIDs.contains($0.id) }
            for variable in listed + unlisted where placed.insert("v" + variable.id).inserted {
                variables.append(Self.normalise(variable, in: collection, collectionsByID: collectionsByID,
                                                variablesByID: variablesByID, diagnostics: &diagnostics))
            }
        }
        self.init(collections: collections, variables: variables,
                  components: nodes?.entries.compactMap(\.node) ?? [])
    }

    private static func normalise(_ variable: FigmaVariable, in collection: FigmaVariableCollection,
                                  collectionsByID: [String: FigmaVariableCollection], variablesByID: [String: FigmaVariable],
                                  diagnostics: inout DiagnosticCollector) -> Variable {
        var values: [ModeValue] = []
        for mode in collection.modes {
            guard let entry = variable.value(forMode: mode.id) else {
                if !variable.isRemote {
                    diagnostics.warning("variable '\(variable.name)' has no value for mode '\(mode.name)' of collection '\(collection.name)'",
                                        at: variable.location)
                }
                continue
            }
            let value: Value
            switch entry.value {
            case .literal(let literal):
                value = .literal(literal)
            case .alias(let targetID):
                if let target = variablesByID[targetID] {
                    if target.type != variable.type {
                        diagnostics.warning("variable '\(variable.name)' (\(variable.type.rawValue)) aliases '\(target.name)' (\(target.type.rawValue)) in mode '\(mode.name)'",
                                            at: entry.location)
                    }
                    value = .alias(AliasTarget(variableID: targetID, name: target.name,
                                               collectionName: collectionsByID[target.collectionID]?.name))
                } else {
                    // Another file's variable the response does not list: `libraryGaps()` summarises these per library.
                    value = .alias(AliasTarget(variableID: targetID))
                }
            }
            values.append(ModeValue(modeID: mode.id, modeName: mode.name, value: value, location: entry.location))
        }
        var normalised = Variable(id: variable.id, name: variable.name, collectionID: collection.id, collectionName: collection.name,
                                  type: variable.type, values: values, description: variable.description, scopes: variable.scopes,
                                  codeSyntax: variable.codeSyntax, isRemote: variable.isRemote || collection.isRemote,
                                  isHiddenFromPublishing: variable.isHiddenFromPublishing,
                                  isDeletedButReferenced: variable.isDeletedButReferenced, location: variable.location)
        normalised.library = collection.library
        return normalised
    }
}
