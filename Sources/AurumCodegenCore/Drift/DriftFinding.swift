/// One difference between Figma and the repository. Token findings name a token path; component
/// findings a manifest (or icon) and, where it applies, a property and a variant option.
///
/// `location` is the repository side (the token's key, the manifest field), so editors and CI
/// annotations land where the fix goes; `figmaLocation` points into the Figma response when it was
/// read from a file. Values are display strings (`#863ef3`, `16px`, `{color.purple.500}`).
package struct DriftFinding: Hashable, Sendable {
    enum Category: String, Hashable, Sendable, CaseIterable {
        /// Figma's variables against the repository's tokens.
        case token
        /// One token set against another (`drift --tokens-old … --tokens-new …`, `TokenSetDrift`).
        case tokenSet
        case component
        /// Figma's icons and images against the asset catalog (`AssetDrift`).
        case asset

        /// The heading reports group under.
        var heading: String {
            switch self {
            case .token: "Token drift"
            case .tokenSet: "Token set drift"
            case .component: "Component drift"
            case .asset: "Asset drift"
            }
        }

        /// The kinds this category reports, in report order (token sets: the design-data-spec's partition order).
        var kinds: [Kind] {
            switch self {
            case .token: [.added, .removed, .renamed, .typeChanged, .valueChanged, .aliasTargetChanged, .deprecated]
            case .tokenSet: [.renamed, .deprecated, .reverted, .added, .removed, .updated]
            case .component: Kind.allCases.filter { $0.category == .component }
            case .asset: [.assetAdded, .assetRemoved, .assetRenamed, .assetChanged]
            }
        }
    }

    /// Every kind, in report order. The raw values are the JSON schema's `kind` strings.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        // Tokens.
        case added, removed, renamed, typeChanged, valueChanged, aliasTargetChanged, deprecated
        // Token sets only: no longer deprecated; the same token with other properties.
        case reverted, updated
        // Components: what Code Connect's publish rejects first, then what makes its output wrong.
        case nodeMissing, notAComponent, variantInSet, propertyMissing, propertyRenamed, propertyTypeChanged
        case variantOptionAdded, variantOptionRemoved, defaultChanged, propertyAdded
        // Icons and images (`AssetDrift`).
        case assetAdded, assetRemoved, assetRenamed, assetChanged

        var category: Category {
            switch self {
            case .added, .removed, .renamed, .typeChanged, .valueChanged, .aliasTargetChanged, .deprecated: .token
            case .reverted, .updated: .tokenSet
            case .assetAdded, .assetRemoved, .assetRenamed, .assetChanged: .asset
            default: .component
            }
        }

        /// Deprecated tokens still in Figma, and Figma properties the manifest does not use, are
        /// warnings: publishing still works. Everything else is an error. Both fail the run.
        var severity: Diagnostic.Severity {
            switch self {
            case .deprecated, .propertyAdded: .warning
            default: .error
            }
        }

        /// The heading the text report groups under.
        var title: String {
            switch self {
            case .added: "added in Figma"
            case .removed: "removed from Figma"
            case .renamed: "renamed in Figma"
            case .typeChanged: "type changed"
            case .valueChanged: "value changed"
            case .aliasTargetChanged: "alias target changed"
            case .deprecated: "deprecated in the repo, still in Figma"
            case .reverted: "no longer deprecated"
            case .updated: "updated"
            case .nodeMissing: "node missing"
            case .notAComponent: "not a component or component set"
            case .variantInSet: "variant inside a component set"
            case .propertyMissing: "property missing in Figma"
            case .propertyRenamed: "property renamed in Figma"
            case .propertyTypeChanged: "property type changed"
            case .variantOptionAdded: "variant option added in Figma"
            case .variantOptionRemoved: "variant option removed from Figma"
            case .defaultChanged: "default changed"
            case .propertyAdded: "property not in the manifest"
            case .assetAdded: "asset added in Figma"
            case .assetRemoved: "asset removed from Figma"
            case .assetRenamed: "asset renamed in Figma"
            case .assetChanged: "asset drawing changed in Figma"
            }
        }

        /// The heading within `category`: comparing two token sets there is no Figma side.
        func title(in category: Category) -> String {
            guard category == .tokenSet else { return title }
            switch self {
            case .added: return "added"
            case .removed: return "deleted"
            case .renamed: return "renamed"
            case .deprecated: return "added as deprecated"
            default: return title
            }
        }

        var order: Int { Self.allCases.firstIndex(of: self)! }
    }

    /// One property of a token that differs between two token sets, at its dot-separated path in the token as
    /// written (`value`, `sets.dark.value`, `$extensions.com.figma.scopes`); values are display strings.
    struct PropertyChange: Hashable, Sendable {
        enum Change: String, Hashable, Sendable {
            case added, deleted, updated
        }

        var path: String
        var change: Change
        var old: String?
        var new: String?
    }

    package var kind: Kind
    /// `kind.category` unless the finding says otherwise: token-set findings reuse Figma's token kinds.
    var category: Category
    /// The token path (for `added`, the Figma name with `.` for `/`), or the component name.
    var subject: String
    var message: String
    var location: SourceLocation?
    var figmaLocation: SourceLocation?

    var figmaName: String?
    var figmaVariableID: String?
    var collection: String?
    /// The library file the variable's collection came from (`--library`), nil for the file's own collections.
    var library: String?
    /// The Figma mode compared.
    var mode: String?
    /// The resolver contexts compared, when not simply every context the token has.
    var context: String?

    var nodeID: String?
    /// The manifest property key (component findings), or the Figma property name when the manifest has none.
    var property: String?
    var figmaProperty: String?
    var option: String?

    var repoValue: String?
    var figmaValue: String?
    /// For colours, each side as the sRGB hex a swatch paints (`#863ef3`, `#00000014`), aliases resolved: for
    /// visual reports (`--format html`); the JSON report keeps to the display strings.
    var repoColor: String?
    var figmaColor: String?

    /// Token sets: the token's stable identity (`uuid`, or a Figma variable ID) when it has one.
    var identity: String?
    /// Token sets, `renamed`: the token's path in the old set.
    var formerSubject: String?
    /// Token sets, `renamed` and `updated`: what differs, in path order.
    var propertyChanges: [PropertyChange] = []

    /// Set by `DriftReport` when an allow-list entry covers the finding.
    var allowedReason: String?
    /// Position of the mode within its collection, so modes sort as Figma shows them.
    var modeOrder: Int = 0

    init(kind: Kind, subject: String, message: String, location: SourceLocation? = nil, figmaLocation: SourceLocation? = nil,
                figmaName: String? = nil, figmaVariableID: String? = nil, collection: String? = nil, mode: String? = nil,
                context: String? = nil, nodeID: String? = nil, property: String? = nil, figmaProperty: String? = nil,
                option: String? = nil, repoValue: String? = nil, figmaValue: String? = nil) {
        self.kind = kind
        self.category = kind.category
        self.subject = subject
        self.message = message
        self.location = location
        self.figmaLocation = figmaLocation
        self.figmaName = figmaName
        self.figmaVariableID = figmaVariableID
        self.collection = collection
        self.mode = mode
        self.context = context
        self.nodeID = nodeID
        self.property = property
        self.figmaProperty = figmaProperty
        self.option = option
        self.repoValue = repoValue
        self.figmaValue = figmaValue
    }

    var isAllowed: Bool { allowedReason != nil }

    /// Fills `repoColor` and `figmaColor` from the compared values when they are colours.
    mutating func setColors(repo: TokenValue?, figma: FigmaLiteral?) {
        if case .color(let c)? = repo { repoColor = DriftValueComparison.srgb(c)?.hex }
        if case .color(let c)? = figma { figmaColor = RGB(.srgb, red: c.r, green: c.g, blue: c.b, alpha: c.a).hex }
    }

    /// Report order: category, kind, subject, property, option, mode (as Figma orders them), then message.
    static func reportOrder(_ a: DriftFinding, _ b: DriftFinding) -> Bool {
        if a.category != b.category { return Category.allCases.firstIndex(of: a.category)! < Category.allCases.firstIndex(of: b.category)! }
        if a.kind != b.kind {
            let kinds = a.category.kinds
            return (kinds.firstIndex(of: a.kind) ?? a.kind.order) < (kinds.firstIndex(of: b.kind) ?? b.kind.order)
        }
        if a.subject != b.subject { return naturalOrder(a.subject, b.subject) }
        if (a.property ?? "") != (b.property ?? "") { return (a.property ?? "") < (b.property ?? "") }
        if (a.option ?? "") != (b.option ?? "") { return (a.option ?? "") < (b.option ?? "") }
        if a.modeOrder != b.modeOrder { return a.modeOrder < b.modeOrder }
        if (a.context ?? "") != (b.context ?? "") { return (a.context ?? "") < (b.context ?? "") }
        return a.message < b.message
    }

    /// Dotted names with numeric segments in numeric order: `color.alpha.black.4` before `.12`.
    static func naturalOrder(_ a: String, _ b: String) -> Bool {
        var left = a.split(separator: ".", omittingEmptySubsequences: false).makeIterator()
        var right = b.split(separator: ".", omittingEmptySubsequences: false).makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return false
            case (nil, _): return true
            case (_, nil): return false
            case let (l?, r?):
                if l == r { continue }
                if let x = Int(l), let y = Int(r), x != y { return x < y }
                return l < r
            }
        }
    }
}
