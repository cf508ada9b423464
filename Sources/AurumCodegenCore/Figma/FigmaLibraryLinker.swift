/// A library file's variables as read for linking: its `variables/local` response (the values) and, when
/// given, its `variables/published` response (the subscribed IDs other files reference its variables by).
package struct FigmaLibraryVariables: Sendable {
    /// The library as messages show it: the response's path, or the file key when fetched.
    package var name: String
    package var local: FigmaVariablesResponse
    package var published: FigmaPublishedVariablesResponse?

    package init(name: String, local: FigmaVariablesResponse, published: FigmaPublishedVariablesResponse? = nil) {
        self.name = name
        self.local = local
        self.published = published
    }

    /// True when `response` is this file's `variables/published` answer: it names a key of one of its variables.
    package func isPublished(by response: FigmaPublishedVariablesResponse) -> Bool {
        let keys = Set(response.variables.map(\.key))
        return local.variables.contains { $0.key.map(keys.contains) ?? false }
    }
}

/// Joins a file's variables response with its libraries' responses into one response, so aliases into other
/// files resolve like local ones.
///
/// A file references a library variable by its subscribed ID, `VariableID:<key>/<id>`, where `<key>` is the
/// variable's `key` in the library's own response (stable for its lifetime) and `<id>` its ID there. Library
/// variables are matched by that key (or, with a published response, by their exact `subscribed_id`) and take
/// the subscribed form as their ID, which is unique across files and what the file's aliases already say;
/// their collections become `VariableCollectionId:<key>/<id>`. A library's own aliases are rewritten the same
/// way, so a chain may cross files more than once. The file's copies of remote collections and variables that
/// a library now provides are dropped; remote ones no library provides stay remote.
enum FigmaLibraryLinker {
    static func link(_ main: FigmaVariablesResponse, libraries: [FigmaLibraryVariables], diagnostics: inout DiagnosticCollector) -> FigmaVariablesResponse {
        guard !libraries.isEmpty else { return main }
        var index = LibraryIndex()
        for library in libraries { index.add(library, &diagnostics) }

        var merged = FigmaVariablesResponse(collections: [], variables: [], file: main.file)
        let remoteProvided = Set(main.variables.filter { $0.isRemote && index.qualifiedID(forAlias: $0.id, in: nil) != nil }.map(\.collectionID))
        for collection in main.collections {
            if collection.isRemote, let key = collection.key, index.collectionKeys.contains(key) { continue }
            if collection.isRemote, collection.key == nil, remoteProvided.contains(collection.id) { continue }
            merged.collections.append(collection)
        }
        let keptCollections = Set(merged.collections.map(\.id))
        for variable in main.variables {
            if variable.isRemote, index.qualifiedID(forAlias: variable.id, in: nil) != nil { continue }
            if !keptCollections.contains(variable.collectionID), variable.isRemote { continue }
            merged.variables.append(index.rewritingAliases(variable, in: nil))
        }
        // A library's copies of deeper libraries nobody gave: kept as remote, so its aliases into them still resolve by value.
        var present = Set(merged.collections.map(\.id)).union(merged.variables.map(\.id))
        for library in libraries {
            for collection in library.local.collections where collection.isRemote && !(collection.key.map(index.collectionKeys.contains) ?? false) {
                if present.insert(collection.id).inserted { merged.collections.append(collection) }
            }
            let remoteCollections = Set(library.local.collections.filter(\.isRemote).map(\.id))
            for variable in library.local.variables where variable.isRemote || remoteCollections.contains(variable.collectionID) {
                guard index.qualifiedID(forAlias: variable.id, in: nil) == nil, present.insert(variable.id).inserted else { continue }
                merged.variables.append(variable)
            }
        }
        for (position, library) in libraries.enumerated() {
            let local = library.local.collections.filter { !$0.isRemote }
            let localIDs = Set(local.map(\.id))
            for collection in local {
                var linked = collection
                linked.id = index.qualifiedCollectionID(collection, library: position)
                linked.library = library.name
                linked.variableIDs = collection.variableIDs.map { index.localIDs[position][$0] ?? $0 }
                merged.collections.append(linked)
            }
            for variable in library.local.variables where localIDs.contains(variable.collectionID) {
                guard let id = index.localIDs[position][variable.id], index.owner[id] == position else { continue }
                var linked = index.rewritingAliases(variable, in: position)
                linked.id = id
                linked.collectionID = local.first { $0.id == variable.collectionID }.map { index.qualifiedCollectionID($0, library: position) } ?? variable.collectionID
                merged.variables.append(linked)
            }
        }
        return merged
    }

    /// Where every library variable went, by local ID, key and subscribed ID.
    private struct LibraryIndex {
        /// Per library (by position): its local variable ID → the linked ID.
        var localIDs: [[String: String]] = []
        /// Variable key → linked ID.
        var byKey: [String: String] = [:]
        /// Subscribed ID (published responses) → linked ID.
        var bySubscribedID: [String: String] = [:]
        /// Linked ID → the library that provides it (the first to, when one is given twice).
        var owner: [String: Int] = [:]
        var collectionKeys: Set<String> = []
        var names: [String] = []

        mutating func add(_ library: FigmaLibraryVariables, _ diagnostics: inout DiagnosticCollector) {
            let position = localIDs.count
            names.append(library.name)
            var ids: [String: String] = [:]
            let local = Set(library.local.collections.filter { !$0.isRemote }.map(\.id))
            collectionKeys.formUnion(library.local.collections.filter { !$0.isRemote }.compactMap(\.key))
            var keyless = 0
            for variable in library.local.variables where local.contains(variable.collectionID) {
                let linked = Self.linkedID(variable.id, key: variable.key, library: library.name)
                if variable.key == nil { keyless += 1 }
                ids[variable.id] = linked
                if let key = variable.key {
                    if byKey[key] == nil {
                        byKey[key] = linked
                        owner[linked] = position
                    } else if owner[linked] != position {
                        diagnostics.warning("library '\(library.name)' has variable '\(variable.name)' with the key '\(key)', which '\(names[owner[linked] ?? 0])' already provides; the first is used",
                                            at: variable.location)
                    }
                } else {
                    owner[linked] = position
                }
            }
            if keyless > 0 {
                diagnostics.warning("\(keyless) variable\(keyless == 1 ? "" : "s") of library '\(library.name)' \(keyless == 1 ? "has" : "have") no 'key', so other files' aliases cannot name \(keyless == 1 ? "it" : "them")",
                                    at: library.local.variables.first { $0.key == nil }?.location)
            }
            for published in library.published?.variables ?? [] {
                if let linked = byKey[published.key] { bySubscribedID[published.subscribedID] = linked }
            }
            localIDs.append(ids)
        }

        /// `VariableID:<key>/<id>`: the subscribed form, from the library's own ID and key.
        static func linkedID(_ id: String, key: String?, library: String) -> String {
            let local = id.hasPrefix("VariableID:") ? String(id.dropFirst("VariableID:".count)) : id
            return "VariableID:\(key ?? library)/\(local)"
        }

        func qualifiedCollectionID(_ collection: FigmaVariableCollection, library position: Int) -> String {
            let local = collection.id.hasPrefix("VariableCollectionId:") ? String(collection.id.dropFirst("VariableCollectionId:".count)) : collection.id
            return "VariableCollectionId:\(collection.key ?? names[position])/\(local)"
        }

        /// The linked ID an alias names: a variable of the same library by its local ID, else any library's by
        /// subscribed ID or by the key in `VariableID:<key>/<id>`. Nil when no library provides it.
        func qualifiedID(forAlias id: String, in library: Int?) -> String? {
            if let library, let linked = localIDs[library][id] { return linked }
            if let linked = bySubscribedID[id] { return linked }
            if id.hasPrefix("VariableID:"), let slash = id.firstIndex(of: "/") {
                let key = id[id.index(id.startIndex, offsetBy: "VariableID:".count)..<slash]
                return byKey[String(key)]
            }
            return nil
        }

        func rewritingAliases(_ variable: FigmaVariable, in library: Int?) -> FigmaVariable {
            var result = variable
            for index in result.valuesByMode.indices {
                if case .alias(let target) = result.valuesByMode[index].value, let linked = qualifiedID(forAlias: target, in: library) {
                    result.valuesByMode[index].value = .alias(variableID: linked)
                }
            }
            return result
        }
    }
}

extension FigmaSnapshot {
    /// A file's variables with its libraries' variables linked in (`FigmaLibraryLinker`): library collections are
    /// collections of the snapshot (with `library` set), and aliases into them are ordinary aliases.
    package init(variables response: FigmaVariablesResponse, libraries: [FigmaLibraryVariables], nodes: FigmaNodesResponse? = nil,
                diagnostics: inout DiagnosticCollector) {
        let linked = FigmaLibraryLinker.link(response, libraries: libraries, diagnostics: &diagnostics)
        self.init(variables: linked, nodes: nodes, diagnostics: &diagnostics)
    }

    /// One library collection some imported variables need but the snapshot lacks the values of (or has only a
    /// remote copy of): which collection, which variables need it (directly or through an alias chain), and
    /// whether the remote copy had values to write instead of aliases.
    struct LibraryGap: Sendable {
        /// The remote collection's name, nil when the response does not even list the target variable.
        var collectionName: String?
        var collectionID: String?
        /// Variables that need the collection, in snapshot order, each with the first mode value that does.
        var needs: [(variable: Variable, modeValue: ModeValue, target: AliasTarget)]
        /// True when every one of them resolves through values the response carries for the remote variables.
        var resolvable: Bool
    }

    /// The library collections that local variables alias without the library's own response, in the order
    /// they are first needed. A variable that reaches one through local aliases needs it too.
    func libraryGaps(index: [String: Variable]? = nil) -> [LibraryGap] {
        let byID = index ?? variablesByID()
        var gaps: [LibraryGap] = []
        var position: [String: Int] = [:]
        var members: [Set<String>] = []
        for variable in variables where !variable.isRemote && !variable.isDeletedButReferenced {
            for modeValue in variable.values {
                guard let (target, external) = externalTarget(from: variable, modeValue, byID) else { continue }
                let key = external?.collectionID ?? "?"
                let resolvable = resolvedLiteral(of: variable, modeID: modeValue.modeID, index: byID) != nil
                if let i = position[key] {
                    if members[i].insert(variable.id).inserted { gaps[i].needs.append((variable, modeValue, target)) }
                    gaps[i].resolvable = gaps[i].resolvable && resolvable
                } else {
                    position[key] = gaps.count
                    members.append([variable.id])
                    gaps.append(LibraryGap(collectionName: external?.collectionName, collectionID: external?.collectionID,
                                           needs: [(variable, modeValue, target)], resolvable: resolvable))
                }
            }
        }
        return gaps
    }

    /// The first alias along `modeValue`'s chain whose target is remote or missing, and that target's variable
    /// when the snapshot lists it. Nil when the chain stays local.
    private func externalTarget(from variable: Variable, _ modeValue: ModeValue, _ byID: [String: Variable]) -> (AliasTarget, Variable?)? {
        var current = variable
        var entry = modeValue
        var visited: Set<String> = []
        while case .alias(let target) = entry.value, visited.insert(current.id + "\u{0}" + entry.modeID).inserted {
            guard let next = byID[target.variableID] else { return (target, nil) }
            if next.isRemote { return (target, next) }
            if next.isDeletedButReferenced { return nil }
            var mode = entry.modeID
            if next.collectionID != current.collectionID, let collection = collection(id: next.collectionID) {
                mode = collection.modes.first { $0.name == entry.modeName }?.id ?? collection.defaultModeID
            }
            guard let value = next.value(forMode: mode) else { return nil }
            current = next
            entry = value
        }
        return nil
    }
}
