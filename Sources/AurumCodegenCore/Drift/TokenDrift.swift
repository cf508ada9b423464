/// Compares Figma variables with the repository's resolved tokens.
///
/// Variables match tokens by Figma variable ID first (recorded in the token's `$extensions`), then
/// by name (`color/Brand/Primary` ↔ `color.brand.primary`, see `DriftMapping`). Remote (library)
/// and deleted variables are not compared, but aliases to them count as their resolved values.
///
/// Per matched pair and Figma mode: aliases compare as aliases (the same target token, whatever it
/// is called on either side); literals compare as values (`DriftValueComparison`). A Figma alias to
/// a library variable compares by value, since the repository cannot alias what it does not import.
enum TokenDrift {
    struct Statistics: Hashable, Sendable {
        /// Local variables compared (remote and deleted ones are not).
        var figmaVariables = 0
        var repoTokens = 0
        var matched = 0
        /// Unmatched STRING and BOOLEAN variables that are not font families or weights: DTCG has no
        /// token type for them, so they are neither added nor compared.
        var skippedFigmaVariables = 0
        /// Repo tokens from library files, not compared because no library response was given.
        var libraryTokensNotCompared = 0

        init() {}
    }

    struct Result: Sendable {
        var findings: [DriftFinding]
        var statistics: Statistics
    }

    static func compare(_ snapshot: FigmaSnapshot, with tokens: ResolvedTokenSet, mapping: DriftMapping,
                               comparison: DriftValueComparison = .init()) -> Result {
        var run = Run(snapshot: snapshot, tokens: tokens, mapping: mapping, comparison: comparison)
        run.match()
        run.comparePairs()
        run.reportUnmatched()
        return Result(findings: run.findings.sorted(by: DriftFinding.reportOrder), statistics: run.statistics)
    }
}

private struct Run {
    let snapshot: FigmaSnapshot
    let tokens: ResolvedTokenSet
    let mapping: DriftMapping
    let comparison: DriftValueComparison
    let index: [String: FigmaSnapshot.Variable]
    let collections: [String: FigmaSnapshot.Collection]
    let candidates: [FigmaSnapshot.Variable]
    var findings: [DriftFinding] = []
    var statistics = TokenDrift.Statistics()
    /// Figma variable ID → index of its token.
    var tokenOfVariable: [String: Int] = [:]
    var tokenMatched: [Bool]
    /// Name keys (`DriftMapping.key`), worked out once: joining paths dominated the run time.
    var tokenKeys: [String] = []
    var variableKeys: [String: String] = [:]
    let opacityPercentages: Bool

    init(snapshot: FigmaSnapshot, tokens: ResolvedTokenSet, mapping: DriftMapping, comparison: DriftValueComparison) {
        self.snapshot = snapshot
        opacityPercentages = FigmaTokenKind.opacitiesArePercentages(in: snapshot)
        self.tokens = tokens
        self.mapping = mapping
        self.comparison = comparison
        index = snapshot.variablesByID()
        collections = Dictionary(snapshot.collections.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        candidates = snapshot.variables.filter { Self.isLocal($0) }
        tokenMatched = Array(repeating: false, count: tokens.tokens.count)
        statistics.figmaVariables = candidates.count
        statistics.repoTokens = tokens.tokens.count
    }

    static func isLocal(_ variable: FigmaSnapshot.Variable) -> Bool {
        !variable.isRemote && !variable.isDeletedButReferenced
    }

    // MARK: Matching

    mutating func match() {
        var byID: [String: Int] = [:]
        var byKey: [String: Int] = [:]
        byID.reserveCapacity(tokens.tokens.count)
        byKey.reserveCapacity(tokens.tokens.count)
        tokenKeys.reserveCapacity(tokens.tokens.count)
        for i in tokens.tokens.indices {
            if let id = DriftMapping.figmaVariableID(of: tokens.tokens[i]), byID[id] == nil { byID[id] = i }
            let key = DriftMapping.key(tokenPath: tokens.tokens[i].path)
            tokenKeys.append(key)
            if byKey[key] == nil { byKey[key] = i }
        }
        for variable in candidates { variableKeys[variable.id] = DriftMapping.key(figmaName: variable.name) }
        for variable in candidates {
            if let i = byID[variable.id], !tokenMatched[i] {
                tokenOfVariable[variable.id] = i
                tokenMatched[i] = true
            }
        }
        for variable in candidates where tokenOfVariable[variable.id] == nil {
            if let i = byKey[variableKeys[variable.id]!], !tokenMatched[i] {
                tokenOfVariable[variable.id] = i
                tokenMatched[i] = true
            }
        }
        statistics.matched = tokenOfVariable.count
    }

    // MARK: Pairs

    mutating func comparePairs() {
        for variable in candidates {
            guard let i = tokenOfVariable[variable.id] else { continue }
            comparePair(variable, tokens.tokens[i], renamed: variableKeys[variable.id] != tokenKeys[i])
        }
    }

    private mutating func comparePair(_ variable: FigmaSnapshot.Variable, _ token: ResolvedToken, renamed: Bool) {
        var path: String { token.pathString }   // only when there is a finding
        func finding(_ kind: DriftFinding.Kind, _ message: String, location: SourceLocation? = nil, figmaLocation: SourceLocation? = nil) -> DriftFinding {
            var f = DriftFinding(kind: kind, subject: path, message: message + librarySuffix, location: location ?? token.location,
                                 figmaLocation: figmaLocation ?? variable.location, figmaName: variable.name,
                                 figmaVariableID: variable.id, collection: variable.collectionName)
            f.library = variable.library
            return f
        }
        var librarySuffix: String { variable.library == nil ? "" : " (\(variable.collectionLabel))" }
        if renamed {
            var f = finding(.renamed, "\(path) is named '\(variable.name)' in Figma (same variable \(variable.id))")
            f.repoValue = path
            f.figmaValue = variable.name
            findings.append(f)
        }
        if let deprecation = token.deprecated {
            let reason = if case .reason(let text) = deprecation { " (\(text))" } else { "" }
            findings.append(finding(.deprecated, "\(path) is deprecated in the repo\(reason) but Figma still has '\(variable.name)'"))
        }
        guard DriftValueComparison.isCompatible(variable.type, token.type) else {
            var f = finding(.typeChanged, "\(path) is a \(token.type.rawValue) token in the repo but '\(variable.name)' is a \(variable.type.rawValue) variable in Figma")
            f.repoValue = token.type.rawValue
            f.figmaValue = variable.type.rawValue
            findings.append(f)
            return
        }
        guard let collection = collections[variable.collectionID] else { return }
        // A token's values name its own modifiers (per mode, per collection): a mode compares with the token's own
        // combinations that select it, whatever the other collections' modes are. A token with one value for every
        // context compares it once per mode.
        let values: [ContextKey: TokenValue]
        let aliases: [ContextKey: [String]]
        let tokenContexts: [ContextKey]
        if case .same(let value, let alias, _, _) = token.storage {
            // Keyed by no modifier: every mode selects it.
            values = [.implicit: value]
            aliases = alias.map { [.implicit: $0] } ?? [:]
            tokenContexts = [.implicit]
        } else if token.axes != nil {
            values = token.values
            aliases = token.aliasOf
            tokenContexts = Self.ordered(Array(values.keys), modifiers: tokens.modifiers)
        } else {
            values = token.values
            aliases = token.aliasOf
            tokenContexts = tokens.contexts.filter { values[$0] != nil }
        }
        for (modeOrder, mode) in collection.modes.enumerated() {
            guard let modeValue = variable.value(forMode: mode.id) else { continue }
            let selected: [ContextKey]
            if token.axes == nil, values.count > 1 {
                selected = mapping.contexts(collection: collection.id, mode: mode.id)
            } else if let selection = mapping.selection(collection: collection.id, mode: mode.id) {
                selected = tokenContexts.filter { ($0[selection.modifier] ?? selection.context) == selection.context }
            } else if mapping.modifiers[collection.id] != nil {
                selected = []   // a mode mapped to no context is not compared
            } else {
                selected = tokenContexts
            }
            for group in groups(values, aliases, selected) {
                let contextLabel = group.contexts.count == tokenContexts.count ? nil : group.contexts.map(\.id).joined(separator: "; ")
                let place = "in mode \(mode.name)" + (contextLabel.map { " (\($0))" } ?? "")
                guard var f = compareValue(variable, modeValue, token, group, place: place) else { continue }
                f.subject = path
                f.location = token.location(in: group.contexts[0])
                f.figmaLocation = modeValue.location ?? variable.location
                f.figmaName = variable.name
                f.figmaVariableID = variable.id
                f.collection = collection.name
                f.library = variable.library
                f.message += librarySuffix
                f.mode = mode.name
                f.context = contextLabel
                f.modeOrder = modeOrder
                findings.append(f)
            }
        }
    }

    /// A token's own context keys in the order its modifiers enumerate them: each modifier's default first, then its
    /// contexts as declared, earlier modifiers varying slowest.
    static func ordered(_ keys: [ContextKey], modifiers: [Modifier]) -> [ContextKey] {
        let rank = Dictionary(modifiers.map { m in (m.name, Dictionary(m.contexts.enumerated().map { ($1, $1 == m.default ? -1 : $0) }, uniquingKeysWith: { a, _ in a })) },
                              uniquingKeysWith: { a, _ in a })
        return keys.map { key in (key, key.selections.map { rank[$0.modifier]?[$0.context] ?? 0 }) }
            .sorted { $0.1.lexicographicallyPrecedes($1.1) }.map(\.0)
    }

    /// Contexts whose repo value and alias are the same, so one comparison covers them all.
    private struct ContextGroup {
        var contexts: [ContextKey]
        var value: TokenValue
        var alias: [String]?
    }

    private func groups(_ values: [ContextKey: TokenValue], _ aliases: [ContextKey: [String]], _ contexts: [ContextKey]) -> [ContextGroup] {
        var groups: [ContextGroup] = []
        for context in contexts {
            guard let value = values[context] else { continue }
            let alias = aliases[context]
            if let i = groups.firstIndex(where: { $0.value == value && $0.alias == alias }) {
                groups[i].contexts.append(context)
            } else {
                groups.append(ContextGroup(contexts: [context], value: value, alias: alias))
            }
        }
        return groups
    }

    /// A finding for one mode against one group of contexts, or nil when they agree. The caller
    /// fills in where and what was compared.
    private func compareValue(_ variable: FigmaSnapshot.Variable, _ modeValue: FigmaSnapshot.ModeValue, _ token: ResolvedToken,
                              _ group: ContextGroup, place: String) -> DriftFinding? {
        var path: String { token.pathString }   // only when there is a finding
        let repoAlias = group.alias.map { "{" + $0.joined(separator: ".") + "}" }
        switch modeValue.value {
        case .alias(let target):
            if let figmaAlias = aliasTarget(target, type: token.type) {
                if let alias = group.alias, figmaAlias == .token(alias) { return nil }
                let figmaShown = "{\(target.name ?? target.variableID)}"
                let repoShown = repoAlias ?? comparison.display(group.value)
                var message = "\(path) \(place): repo \(repoAlias == nil ? "has" : "aliases") \(repoShown), Figma aliases \(target.name ?? target.variableID)"
                if let literal = snapshot.resolvedLiteral(of: variable, modeID: modeValue.modeID, index: index),
                   !comparison.isEqual(FigmaTokenKind.tokenScale(literal, of: variable, opacityPercentages: opacityPercentages), group.value) {
                    let pair = comparison.displayPair(literal, group.value)
                    message += " (resolved: repo \(pair.repo), Figma \(pair.figma))"
                }
                var f = DriftFinding(kind: .aliasTargetChanged, subject: path, message: message)
                f.repoValue = repoShown
                f.figmaValue = figmaShown
                f.setColors(repo: group.value, figma: snapshot.resolvedLiteral(of: variable, modeID: modeValue.modeID, index: index))
                return f
            }
            // A library or deleted variable: compare what it resolves to.
            guard let literal = snapshot.resolvedLiteral(of: variable, modeID: modeValue.modeID, index: index) else { return nil }
            let via = " (via \(index[target.variableID]?.isRemote == true ? "library " : "")variable \(target.name ?? target.variableID))"
            return valueFinding(literal, group, variable: variable, path: path, place: place, figmaSuffix: via)
        case .literal(let literal):
            if let target = modeValue.substitutedAlias {
                return valueFinding(literal, group, variable: variable, path: path, place: place, figmaSuffix: " (via variable \(target.name ?? target.variableID), not in the export)")
            }
            if let repoAlias {
                let figmaShown = DriftValueComparison.display(literal)
                var f = DriftFinding(kind: .aliasTargetChanged, subject: path,
                                     message: "\(path) \(place): repo aliases \(repoAlias), Figma has the value \(figmaShown)")
                f.repoValue = repoAlias
                f.figmaValue = figmaShown
                f.setColors(repo: group.value, figma: literal)
                return f
            }
            return valueFinding(literal, group, variable: variable, path: path, place: place, figmaSuffix: "")
        }
    }

    private func valueFinding(_ literal: FigmaLiteral, _ group: ContextGroup, variable: FigmaSnapshot.Variable, path: String, place: String,
                              figmaSuffix: String) -> DriftFinding? {
        if comparison.isEqual(FigmaTokenKind.tokenScale(literal, of: variable, opacityPercentages: opacityPercentages), group.value) { return nil }
        let pair = comparison.displayPair(literal, group.value)
        var f = DriftFinding(kind: .valueChanged, subject: path, message: "\(path) \(place): repo \(pair.repo), Figma \(pair.figma)\(figmaSuffix)")
        f.repoValue = pair.repo
        f.figmaValue = pair.figma
        f.setColors(repo: group.value, figma: literal)
        return f
    }

    private enum AliasTarget: Equatable {
        /// The token the target variable matched.
        case token([String])
        /// A local variable the repo has no token for.
        case unmatched
    }

    /// What a Figma alias points at; nil when the alias is to a variable the repo cannot hold
    /// (library, deleted, missing, or matched to a token of another type), so the value is compared instead.
    private func aliasTarget(_ target: FigmaSnapshot.AliasTarget, type: TokenType) -> AliasTarget? {
        guard let variable = index[target.variableID], Self.isLocal(variable) else { return nil }
        guard let i = tokenOfVariable[variable.id] else { return .unmatched }
        return tokens.tokens[i].type == type ? .token(tokens.tokens[i].path) : nil
    }

    // MARK: Unmatched

    mutating func reportUnmatched() {
        for variable in candidates where tokenOfVariable[variable.id] == nil {
            let kind = FigmaTokenKind.natural(for: variable)
            guard kind.dtcgType != nil else {
                statistics.skippedFigmaVariables += 1
                continue
            }
            let subject = variable.path.joined(separator: ".")
            var f = DriftFinding(kind: .added, subject: subject,
                                 message: "'\(variable.name)' (\(variable.library == nil ? "collection \(variable.collectionName)" : variable.collectionLabel)) is in Figma but not in the repo",
                                 figmaLocation: variable.location, figmaName: variable.name, figmaVariableID: variable.id,
                                 collection: variable.collectionName)
            f.library = variable.library
            if let first = variable.values.first {
                f.figmaValue = switch first.value {
                case .literal(let literal): DriftValueComparison.display(literal)
                case .alias(let target): "{\(target.name ?? target.variableID)}"
                }
                f.setColors(repo: nil, figma: snapshot.resolvedLiteral(of: variable, modeID: first.modeID, index: index))
            }
            findings.append(f)
        }
        // Tokens imported from a library file (their IDs have the linked form `VariableID:<key>/<id>`) are not
        // "removed" when no library was given to compare them with: the gap warnings cover that.
        let hasLibraries = snapshot.collections.contains { $0.library != nil }
        for (i, token) in tokens.tokens.enumerated() where !tokenMatched[i] {
            guard token.deprecated == nil, DriftValueComparison.comparableTypes.contains(token.type) else { continue }
            if !hasLibraries, let id = DriftMapping.figmaVariableID(of: token), id.contains("/") {
                statistics.libraryTokensNotCompared += 1
                continue
            }
            var f = DriftFinding(kind: .removed, subject: token.pathString,
                                 message: "\(token.pathString) is in the repo but not in Figma", location: token.location)
            if let id = DriftMapping.figmaVariableID(of: token) {
                f.figmaVariableID = id
                f.message += " (its variable \(id) is gone)"
            }
            if let value = token.value(in: tokens.defaultContext) ?? token.values.values.first {
                f.repoValue = token.alias(in: tokens.defaultContext).map { "{" + $0.joined(separator: ".") + "}" } ?? comparison.display(value)
                f.setColors(repo: value, figma: nil)
            }
            findings.append(f)
        }
    }
}
