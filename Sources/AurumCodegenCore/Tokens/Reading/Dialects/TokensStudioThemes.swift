/// A Tokens Studio project's themes and set order (`$themes.json` and `$metadata.json`, or the
/// `$themes` and `$metadata` members of a single file), and the resolver plan they amount to.
///
/// Tokens Studio (tokens-studio/types `ThemeObject`, `TokenSetStatus`): each theme has a `name`, an
/// optional `group`, and `selectedTokenSets` mapping set names to `enabled` (used and output),
/// `source` (used to resolve references, not output) or `disabled` (left out). The active themes,
/// one per group, together select their sets; sets apply in `$metadata.json`'s `tokenSetOrder`, later
/// sets overriding earlier ones.
struct TokensStudioThemes: Hashable, Sendable {
    enum SetStatus: String, Hashable, Sendable { case enabled, source, disabled }

    struct Selection: Hashable, Sendable {
        var set: String
        var status: SetStatus
        /// The set name's key in `selectedTokenSets`.
        var location: SourceLocation
    }

    struct Theme: Hashable, Sendable {
        var name: String
        var group: String
        var selections: [Selection]
        var location: SourceLocation

        func status(of set: String) -> SetStatus {
            selections.first { $0.set == set }?.status ?? .disabled
        }
    }

    /// A theme group: one resolver modifier, whose contexts are its themes.
    struct Group: Hashable, Sendable {
        var name: String
        var themes: [Theme]
    }

    /// Themes without a `group` form this one, as one-dimensional theming does.
    static let ungroupedName = "theme"

    var groups: [Group] = []
    /// `tokenSetOrder`, nil when there is no `$metadata`.
    var setOrder: [String]?
    var setOrderLocation: SourceLocation?

    init(groups: [Group] = [], setOrder: [String]? = nil) {
        self.groups = groups
        self.setOrder = setOrder
    }

    // MARK: reading

    /// Reads a `$themes.json` array (or a single file's `$themes`).
    mutating func readThemes(_ json: JSONValue, file: String, diagnostics: inout DiagnosticCollector) {
        guard let items = json.array else {
            diagnostics.error("$themes must be an array of themes, found \(json.shortDescription)", at: json.position.location(in: file))
            return
        }
        var seen: [String: SourceLocation] = [:]
        for item in items {
            let at = item.position.location(in: file)
            guard let object = item.object else {
                diagnostics.error("a theme must be an object with \"name\" and \"selectedTokenSets\", found \(item.shortDescription)", at: at)
                continue
            }
            guard let name = object["name"]?.string, !name.isEmpty else {
                diagnostics.error("this theme has no \"name\"", at: at)
                continue
            }
            var group = Self.ungroupedName
            if let g = object.member("group") {
                if let s = g.value.string, !s.isEmpty { group = s } else {
                    diagnostics.error("the \"group\" of theme \"\(name)\" must be a string, found \(g.value.shortDescription)", at: g.keyPosition.location(in: file))
                }
            }
            let nameAt = object.member("name")!.value.position.location(in: file)
            let key = group + "\u{0}" + name
            if let first = seen[key] {
                diagnostics.error("theme \"\(name)\" appears twice in group \"\(group)\"", at: nameAt, notes: [.init("first defined here", at: first)])
                continue
            }
            seen[key] = nameAt
            var selections: [Selection] = []
            if let sets = object.member("selectedTokenSets") {
                if let map = sets.value.object {
                    for entry in map {
                        let entryAt = entry.keyPosition.location(in: file)
                        if let s = entry.value.string, let status = SetStatus(rawValue: s) {
                            selections.append(Selection(set: entry.key, status: status, location: entryAt))
                        } else {
                            diagnostics.error("the status of token set \"\(entry.key)\" in theme \"\(name)\" must be \"enabled\", \"source\" or \"disabled\", found \(entry.value.shortDescription)",
                                              at: entry.value.position.location(in: file))
                        }
                    }
                } else {
                    diagnostics.error("\"selectedTokenSets\" of theme \"\(name)\" must be an object mapping set names to enabled, source or disabled", at: sets.keyPosition.location(in: file))
                }
            } else {
                diagnostics.warning("theme \"\(name)\" has no \"selectedTokenSets\": it selects no token set", at: nameAt)
            }
            let theme = Theme(name: name, group: group, selections: selections, location: nameAt)
            if let i = groups.firstIndex(where: { $0.name == group }) { groups[i].themes.append(theme) } else { groups.append(Group(name: group, themes: [theme])) }
        }
    }

    /// Reads a `$metadata.json` object (or a single file's `$metadata`).
    mutating func readMetadata(_ json: JSONValue, file: String, diagnostics: inout DiagnosticCollector) {
        guard let object = json.object else {
            diagnostics.error("$metadata must be an object with \"tokenSetOrder\", found \(json.shortDescription)", at: json.position.location(in: file))
            return
        }
        guard let member = object.member("tokenSetOrder") else { return }
        guard let items = member.value.array else {
            diagnostics.error("\"tokenSetOrder\" must be an array of token set names, found \(member.value.shortDescription)", at: member.keyPosition.location(in: file))
            return
        }
        var order: [String] = []
        for item in items {
            if let s = item.string { order.append(s) } else {
                diagnostics.error("\"tokenSetOrder\" entries must be token set names, found \(item.shortDescription)", at: item.position.location(in: file))
            }
        }
        setOrder = order
        setOrderLocation = member.keyPosition.location(in: file)
    }

    /// The set name of a file in a multi-file project: its path below the project folder without
    /// `.json` (`semantic/light.json` → `semantic/light`).
    static func setName(forRelativePath path: String) -> String {
        JSONSyntax.withoutTokenFileExtension(path)
    }

    /// Checks every selected set and every `tokenSetOrder` entry against the sets that exist:
    /// a theme naming a missing set is an error at that name, with the closest set suggested; in compatible mode a
    /// warning, the theme read without it, as the plugin skips a set that is gone (its tokens' users still fail).
    func validate(sets existing: [String], strict: Bool = true, diagnostics: inout DiagnosticCollector) {
        let known = Set(existing)
        for group in groups {
            for theme in group.themes {
                for selection in theme.selections where !known.contains(selection.set) {
                    var notes: [Diagnostic.Note] = []
                    if let close = Suggestions.closest(to: selection.set, in: existing) { notes.append(.init("did you mean \"\(close)\"?")) }
                    notes.append(.init("the project's token sets are \(existing.map { "\"\($0)\"" }.joined(separator: ", "))"))
                    let what = selection.status == .disabled ? "lists" : "selects"
                    let isError = selection.status != .disabled && strict
                    diagnostics.emit(Diagnostic(isError ? .error : .warning,
                                                "theme \"\(theme.name)\" (group \"\(group.name)\") \(what) the token set \"\(selection.set)\", which does not exist"
                                                    + (isError || selection.status == .disabled ? "" : "; the theme is read without it, as Tokens Studio reads it"),
                                                at: selection.location, notes: notes))
                }
            }
        }
        for name in setOrder ?? [] where !known.contains(name) {
            diagnostics.warning("tokenSetOrder names the token set \"\(name)\", which does not exist", at: setOrderLocation)
        }
    }

    // MARK: the resolver plan

    /// How the project becomes resolver input: global sets and one modifier per theme group, in an
    /// order that follows `tokenSetOrder`.
    struct Plan: Hashable, Sendable {
        enum Item: Hashable, Sendable {
            /// A set every combination of themes includes.
            case set(String, status: SetStatus)
            /// A theme group; its contexts list their own sets.
            case modifier(String)
        }

        struct Context: Hashable, Sendable {
            var name: String
            /// In set order; `source` sets are resolved but not generated.
            var sets: [(name: String, status: SetStatus)]

            static func == (a: Context, b: Context) -> Bool {
                a.name == b.name && a.sets.map(\.name) == b.sets.map(\.name) && a.sets.map(\.status) == b.sets.map(\.status)
            }
            func hash(into hasher: inout Hasher) {
                hasher.combine(name)
                for s in sets { hasher.combine(s.name); hasher.combine(s.status) }
            }
        }

        struct Modifier: Hashable, Sendable {
            var name: String
            var contexts: [Context]
            /// The group's first theme, as Tokens Studio lists it first.
            var defaultContext: String
        }

        var order: [Item] = []
        var modifiers: [Modifier] = []
        /// Sets no theme selects: read first in every combination as sources (references resolve into
        /// them, as Tokens Studio resolves into every set it loads), never emitted.
        var unselectedSets: [String] = []
        /// Sets that a modifier's position moves ahead of sets listed before them in `tokenSetOrder`
        /// (a resolver lists each modifier once): the moved set, and the first set it now precedes.
        /// It only matters when both define the same token.
        var reordered: [(set: String, before: String)] = []

        static func == (a: Plan, b: Plan) -> Bool {
            a.order == b.order && a.modifiers == b.modifiers && a.unselectedSets == b.unselectedSets
                && a.reordered.map(\.set) == b.reordered.map(\.set) && a.reordered.map(\.before) == b.reordered.map(\.before)
        }
        func hash(into hasher: inout Hasher) {
            hasher.combine(order)
            hasher.combine(modifiers)
        }
    }

    /// `sets`: every set of the project in discovery order (files, or single-file members).
    /// Sets appear in `tokenSetOrder` order, then any it does not list in discovery order.
    /// Without themes, every set is included, in that order.
    func plan(sets: [String]) -> Plan {
        var ordered = (setOrder ?? []).filter { sets.contains($0) }
        for s in sets where !ordered.contains(s) { ordered.append(s) }
        var plan = Plan()
        guard !groups.isEmpty else {
            plan.order = ordered.map { .set($0, status: .enabled) }
            return plan
        }
        // A set some group selects the same way in every one of its themes is in every combination: a global set.
        // Otherwise it belongs to each group whose themes differ on it (listing it under two groups
        // keeps Tokens Studio's union: it is in when either group's active theme selects it).
        var owners: [String: [String]] = [:]
        var globalStatus: [String: SetStatus] = [:]
        for set in ordered {
            var always: SetStatus?
            var varying: [String] = []
            var enabledAnywhere = false, selectedAnywhere = false
            for group in groups {
                let statuses = group.themes.map { $0.status(of: set) }
                if statuses.contains(.enabled) { enabledAnywhere = true }
                if statuses.contains(.source) { selectedAnywhere = true }
                let distinct = Set(statuses)
                if distinct.count == 1, let only = distinct.first, only != .disabled {
                    always = max(always, only)
                } else if distinct.count > 1 {
                    varying.append(group.name)
                }
            }
            if !enabledAnywhere, !selectedAnywhere {
                plan.unselectedSets.append(set)
            } else if let always {
                globalStatus[set] = always
            } else {
                owners[set] = varying
            }
        }
        plan.order = plan.unselectedSets.map { .set($0, status: .source) }
        // Source sets come before enabled ones, whatever tokenSetOrder says: they are never output, so a token an
        // enabled set also defines is the enabled set's (sd-transforms' permutateThemes orders them so).
        plan.order += ordered.filter { globalStatus[$0] == .source }.map { .set($0, status: .source) }
        var placed: Set<String> = []
        for (i, set) in ordered.enumerated() {
            if let status = globalStatus[set] {
                if status != .source { plan.order.append(.set(set, status: status)) }
                continue
            }
            for group in owners[set] ?? [] where !placed.contains(group) {
                placed.insert(group)
                plan.order.append(.modifier(group))
                // The group's later sets now come before whatever lies between in tokenSetOrder.
                var passed: [String] = []
                for later in ordered[(i + 1)...] {
                    if owners[later]?.contains(group) == true {
                        if let first = passed.first { plan.reordered.append((later, first)) }
                    } else if (globalStatus[later] != nil && globalStatus[later] != .source) || owners[later] != nil {
                        passed.append(later)
                    }
                }
            }
        }
        for group in groups {
            let contexts = group.themes.map { theme in
                let sets = ordered.filter { owners[$0]?.contains(group.name) == true }.compactMap { set -> (name: String, status: SetStatus)? in
                    let status = theme.status(of: set)
                    return status == .disabled ? nil : (set, status)
                }
                return Plan.Context(name: theme.name, sets: sets.filter { $0.status == .source } + sets.filter { $0.status != .source })
            }
            plan.modifiers.append(Plan.Modifier(name: group.name, contexts: contexts, defaultContext: group.themes[0].name))
            // A group that varies no set still chooses a context: its themes exist in Tokens Studio.
            if !placed.contains(group.name) { plan.order.append(.modifier(group.name)) }
        }
        return plan
    }
}

extension TokensStudioThemes.SetStatus: Comparable {
    /// enabled > source > disabled: a set enabled by one group and source in another is output.
    private var rank: Int {
        switch self {
        case .disabled: 0
        case .source: 1
        case .enabled: 2
        }
    }

    static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
}

private func max(_ a: TokensStudioThemes.SetStatus?, _ b: TokensStudioThemes.SetStatus) -> TokensStudioThemes.SetStatus {
    guard let a else { return b }
    return Swift.max(a, b)
}
