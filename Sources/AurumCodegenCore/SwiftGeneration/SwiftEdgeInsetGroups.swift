/// Token groups that are padding: every token in the group is a dimension named for an edge (`top`, `leading`,
/// `bottom`, `trailing`; `left` and `right` as leading and trailing; `horizontal`, `vertical`), and there are two
/// or more, or the group is named like padding (`padding`, `inset(s)`, `margin`). Each becomes one more member
/// beside its tokens, named like a token of the group's own path: `card.padding` → `AcmeCard.padding`, an
/// `AcmeEdgeInsets` (modal when any edge is) built from the edge tokens, so `.acmePadding(AcmeCard.padding)` works.
struct SwiftEdgeInsetGroups {
    struct Group {
        var name: SwiftTokenName
        var path: [String]
        /// Edge → its token's qualified name and whether it is modal; `vertical` and `horizontal` fill two edges
        /// each, and the more specific edge wins.
        var edges: [String: (reference: String, path: String, isModal: Bool)]
        var isModal: Bool { edges.values.contains { $0.isModal } }
    }

    static let edgeNames: [String: [String]] = [
        "top": ["top"], "bottom": ["bottom"], "leading": ["leading"], "trailing": ["trailing"],
        "left": ["leading"], "right": ["trailing"], "start": ["leading"], "end": ["trailing"],
        "horizontal": ["leading", "trailing"], "vertical": ["top", "bottom"],
    ]
    static let paddingGroupNames: Set<String> = ["padding", "inset", "insets", "margin", "margins"]

    var groups: [Group] = []

    init(plan: SwiftGenerationPlan, input: SwiftGenerationInput, options: SwiftGenerationOptions, diagnostics: inout DiagnosticCollector) {
        // First only what is cheap to test on every token: a dimension whose last segment names an edge. Most
        // sets have none, and stop here.
        var candidateParents = Set<[String]>()
        for index in input.tokens.indices where input.tokens[index].type == .dimension {
            let path = input.tokens[index].path
            guard path.count > 2, let last = path.last, Self.edgeNames[last.lowercased()] != nil, !path.contains("$root") else { continue }
            candidateParents.insert(Array(path.dropLast()))
        }
        guard !candidateParents.isEmpty else { return }
        let dimension = options.prefix + "Dimension"
        // The children of the candidate groups, in first-use order, and whether each is a dimension named for an edge.
        var order: [[String]] = []
        var children: [[String]: [(edge: String?, tokenIndex: Int)]] = [:]
        for (index, token) in input.tokens.enumerated() {
            let path = token.path.filter { $0 != "$root" }
            guard path.count > 2 else { continue }
            let parent = Array(path.dropLast())
            guard candidateParents.contains(parent) else { continue }
            let edge = token.type == .dimension && Self.edgeNames[path.last!.lowercased()] != nil ? path.last!.lowercased() : nil
            if children[parent] == nil { order.append(parent) }
            children[parent, default: []].append((edge, index))
        }
        let wanted = Set(children.values.flatMap { $0.map(\.tokenIndex) })
        var declarations: [Int: SwiftGenerationPlan.Declaration] = [:]
        var declared = Set<String>()
        for namespace in plan.namespaces {
            for part in namespace.parts {
                for declaration in part {
                    declared.insert(declaration.name.qualified)
                    if wanted.contains(declaration.tokenIndex), plan.values[declaration.valueIndex].valueTypeName == dimension {
                        declarations[declaration.tokenIndex] = declaration
                    }
                }
            }
        }
        let namer = SwiftTokenNamer(options: options)
        for parent in order {
            let members = children[parent]!.map { (edge: $0.edge, declaration: declarations[$0.tokenIndex]) }
            guard members.allSatisfy({ $0.edge != nil && $0.declaration != nil }),
                  members.count >= 2 || Self.paddingGroupNames.contains(parent.last!.lowercased()),
                  let wanted = namer.name(for: parent) else { continue }
            // A name a token (or another padding group) has moves up by the clash rule (`SwiftNameRule`).
            var name = wanted
            var whole = wanted
            var level = 0
            var number = 1
            while declared.contains(name.qualified) {
                level += 1
                if level < parent.count {
                    guard let next = namer.name(for: parent, level: level) else { continue }
                    whole = next
                    name = next
                } else {
                    number += 1
                    name.member = whole.member + "_\(number)"
                }
            }
            if name != wanted {
                diagnostics.warning("token group '\(parent.joined(separator: "."))' holds padding, which would be generated as '\(wanted.qualified)', but a token has that name; it is generated as '\(name.qualified)'")
            }
            declared.insert(name.qualified)
            var edges: [String: (reference: String, path: String, isModal: Bool)] = [:]
            // Two-edge names first, so that an explicit `top` overrides `vertical`.
            for member in members.sorted(by: { Self.edgeNames[$0.edge!]!.count > Self.edgeNames[$1.edge!]!.count }) {
                let declaration = member.declaration!
                var isModal = false
                if case .modal = plan.values[declaration.valueIndex].dependence { isModal = true }
                let path = input.tokens[declaration.tokenIndex].path.joined(separator: ".")
                for edge in Self.edgeNames[member.edge!]! { edges[edge] = (declaration.name.qualified, path, isModal) }
            }
            groups.append(Group(name: name, path: parent, edges: edges))
        }
    }

    /// `edgeInsets`: runs of groups with the same owner, each `owner` and `declarations` (`name`, `type`,
    /// `isModal`, `documentation`, `edges`: `label`, `reference`, `last`), like a namespace file's `extensions`.
    func context(prefix: String) -> MustacheValue {
        var runs: [(owner: String, groups: [Group])] = []
        for group in groups {
            if runs.last?.owner == group.name.owner { runs[runs.count - 1].groups.append(group) } else { runs.append((group.name.owner, [group])) }
        }
        let insets = prefix + "EdgeInsets"
        return .list(runs.map { run in
            .dictionary([
                "owner": .string(run.owner),
                "declarations": .list(run.groups.enumerated().map { index, group in
                    let edges = ["top", "leading", "bottom", "trailing"]
                    // `card.padding.vertical` as top and bottom, …: each source once, in edge order.
                    var sources: [(path: String, edges: [String])] = []
                    for edge in edges {
                        guard let path = group.edges[edge]?.path else { continue }
                        if let i = sources.firstIndex(where: { $0.path == path }) { sources[i].edges.append(edge) } else { sources.append((path, [edge])) }
                    }
                    return .dictionary([
                        "name": .string(SwiftIdentifier.escaped(group.name.member)),
                        "type": .string(group.isModal ? "\(prefix)Modal<\(insets)>" : insets),
                        "isModal": .bool(group.isModal),
                        "documentation": .list([
                            .string("/// The padding of token group `\(group.path.joined(separator: "."))`: "
                                    + sources.map { "`\($0.path)` as \($0.edges.joined(separator: " and "))" }.joined(separator: ", ") + "."),
                        ]),
                        "first": .bool(index == 0),
                        "edges": .list(edges.enumerated().map { position, edge in
                            var reference = "\(prefix)Dimension(points: 0)"
                            if let source = group.edges[edge] {
                                reference = source.reference + (source.isModal ? ".value(in: context)" : "")
                            }
                            return .dictionary(["label": .string(edge), "reference": .string(reference), "last": .bool(position == 3)])
                        }),
                    ])
                }),
            ])
        })
    }

}
