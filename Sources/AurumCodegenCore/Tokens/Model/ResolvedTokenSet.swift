import Foundation

/// Everything the generation layer needs from the token inputs, resolved for every modifier context.
///
/// - `modifiers`: the modifiers that take part in `resolutionOrder`, in first-use order; each lists its
///   contexts as declared and its `default` (the declared default, else its first context).
///   Plain token files without a resolver have no modifiers.
/// - `contexts`: every combination some token was resolved in, each naming every modifier (those a token
///   does not depend on at their defaults), the all-defaults combination first. Not the product of every
///   modifier's contexts: a token varies only with its own modifiers (`ResolvedToken.axes`). Without
///   modifiers there is exactly one context, `ContextKey.implicit`.
/// - `tokens`: every token, ordered by the source order of its first definition (default context
///   first, then tokens that only exist in later contexts). Each token's `values` holds its fully
///   resolved value per context; a token missing from a context (allowed by the resolver spec, warned
///   about) has no entry for it. `isModeDependent` is true when the resolved values differ between
///   contexts (or the token is missing from some), so generators can emit a plain constant otherwise.
/// - `diagnostics`: warnings found while loading (errors are thrown instead).
package struct ResolvedTokenSet: Sendable {
    package let modifiers: [Modifier]
    package let contexts: [ContextKey]
    package let tokens: [ResolvedToken]
    package let diagnostics: [Diagnostic]
    /// Path → token index, built on the first `token(_:)` call: generation never looks tokens up by
    /// path, and the table is a few MB for 100k tokens.
    private let index = PathIndex()

    /// The loader's distinct values by value ID (see `ResolvedToken.Storage`); empty when tokens carry no IDs.
    /// Later steps read a value once by its ID rather than through a token holding it.
    let valuesByID: [TokenValue]
    /// One more than the largest value ID; 0 when tokens carry none.
    var valueIDCount: Int { valuesByID.count }
    /// Every token file read, and the dialect it was read as, in the order read.
    package var inputs: [ReadInput] = []
    /// The tokens `tokens.skipInvalid` left out.
    package var skipped = SkippedTokenCount()
    /// How many (token, combination of its modifiers' contexts) pairs were resolved.
    package var resolvedCombinations = 0

    init(modifiers: [Modifier], contexts: [ContextKey], tokens: [ResolvedToken], diagnostics: [Diagnostic] = []) {
        self.init(modifiers: modifiers, contexts: contexts, tokens: tokens, diagnostics: diagnostics, valuesByID: [])
    }

    init(modifiers: [Modifier], contexts: [ContextKey], tokens: [ResolvedToken], diagnostics: [Diagnostic], valuesByID: [TokenValue]) {
        self.modifiers = modifiers
        self.contexts = contexts
        self.tokens = tokens
        self.diagnostics = diagnostics
        self.valuesByID = valuesByID
    }

    /// The all-defaults context.
    var defaultContext: ContextKey { contexts[0] }

    /// The token at a dotted path such as `"color.accent.$root"`.
    func token(_ path: String) -> ResolvedToken? {
        index.lock.lock()
        defer { index.lock.unlock() }
        if index.table == nil {
            var built = [String: Int](minimumCapacity: tokens.count)
            for i in tokens.indices { built[tokens[i].path.joined(separator: ".")] = i }
            index.table = built
        }
        return index.table![path].map { tokens[$0] }
    }

    /// Mutable only under `lock` (Mutex needs macOS 15; the package supports 13).
    private final class PathIndex: @unchecked Sendable {
        let lock = NSLock()
        var table: [String: Int]?
    }
}

/// A resolver modifier (e.g. `theme` with `light`/`dark`).
public struct Modifier: Hashable, Sendable {
    public var name: String
    public var contexts: [String]
    public var `default`: String
    var description: String?
    /// The modifier's `$extensions` as written (e.g. `com.aurum.figma`, which names its Figma collection).
    var extensions: JSONValue?

    package init(name: String, contexts: [String], default: String, description: String? = nil, extensions: JSONValue? = nil) {
        self.name = name
        self.contexts = contexts
        self.default = `default`
        self.description = description
        self.extensions = extensions
    }
}

/// The modifiers a token depends on, shared by every token with the same ones: its values are keyed by
/// these modifiers' selections only, and a context naming other modifiers too is projected onto them.
package final class ModifierAxes: Sendable {
    /// Indices into `ResolvedTokenSet.modifiers`, ascending.
    package let indices: [Int]
    let names: [String]
    let defaults: [String]

    init(indices: [Int], modifiers: [Modifier]) {
        self.indices = indices
        self.names = modifiers.map(\.name)
        self.defaults = modifiers.map(\.default)
    }

    /// `context` restricted to these modifiers (a modifier it does not name at its default).
    func project(_ context: ContextKey) -> ContextKey {
        if context.selections.count == names.count, zip(context.selections, names).allSatisfy({ $0.modifier == $1 }) { return context }
        return ContextKey(zip(names, defaults).map { ContextKey.Selection(modifier: $0, context: context[$0] ?? $1) })
    }
}

/// One resolution: a chosen context for each modifier, in modifier order.
package struct ContextKey: Hashable, Sendable, CustomStringConvertible {
    struct Selection: Hashable, Sendable {
        var modifier: String
        var context: String

        init(modifier: String, context: String) {
            self.modifier = modifier
            self.context = context
        }
    }

    let selections: [Selection]
    /// `theme=dark,contrast=high`; empty for the implicit context. Also the hash key, so hashing is one string.
    let id: String

    init(_ selections: [Selection]) {
        self.selections = selections
        self.id = selections.map { "\($0.modifier)=\($0.context)" }.joined(separator: ",")
    }

    /// With its id already joined (the same text `init(_:)` makes), for callers that build many keys.
    init(_ selections: [Selection], id: String) {
        self.selections = selections
        self.id = id
    }

    /// The single context of token files loaded without a resolver.
    static let implicit = ContextKey([])

    /// The chosen context of `modifier`, if it takes part.
    subscript(modifier: String) -> String? {
        selections.first { $0.modifier == modifier }?.context
    }

    package var description: String { id.isEmpty ? "(default)" : id }

    package static func == (a: ContextKey, b: ContextKey) -> Bool { a.id == b.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension ContextKey: ExpressibleByDictionaryLiteral {
    /// `["theme": "dark", "contrast": "high"]`: selections in the order written, which must be modifier order.
    package init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements.map { Selection(modifier: $0.0, context: $0.1) })
    }
}

/// `$deprecated: true` or a reason string (`false` is "not deprecated" and becomes `nil`).
package enum Deprecation: Hashable, Sendable {
    case deprecated
    case reason(String)
}

/// One token, resolved in every context.
package struct ResolvedToken: Sendable {
    /// Path segments, e.g. `["color", "accent", "$root"]`.
    var path: [String]
    var type: TokenType
    var description: String? {
        get { metadata?.description }
        set { metadata = .make(description: newValue, deprecated: deprecated, extensions: extensions) }
    }
    /// Own `$deprecated`, else inherited from the closest group that sets it.
    var deprecated: Deprecation? {
        get { metadata?.deprecated }
        set { metadata = .make(description: description, deprecated: newValue, extensions: extensions) }
    }
    /// `$extensions` as written, passed on untouched.
    var extensions: JSONValue? {
        get { metadata?.extensions }
        set { metadata = .make(description: description, deprecated: deprecated, extensions: newValue) }
    }
    /// The three above, boxed (immutable, replaced on change): most tokens have none of them, and
    /// stored inline they would make every token half again as large.
    private var metadata: Metadata?

    private final class Metadata: Sendable {
        let description: String?
        let deprecated: Deprecation?
        let extensions: JSONValue?

        private init(description: String?, deprecated: Deprecation?, extensions: JSONValue?) {
            self.description = description
            self.deprecated = deprecated
            self.extensions = extensions
        }

        static func make(description: String?, deprecated: Deprecation?, extensions: JSONValue?) -> Metadata? {
            description == nil && deprecated == nil && extensions == nil
                ? nil : Metadata(description: description, deprecated: deprecated, extensions: extensions)
        }
    }
    /// The token's key in the file that defined it (in the default context when it exists there).
    var location: SourceLocation
    /// Where contexts whose definition lies elsewhere (`dark.tokens.json`) define it; see `location(in:)`.
    var contextLocations: [ContextKey: SourceLocation]
    /// Fully resolved value per context.
    var values: [ContextKey: TokenValue] {
        get {
            switch storage {
            case .each(let values, _, _): return values
            case .same(let value, _, let contexts, _):
                return Dictionary(uniqueKeysWithValues: contexts.lazy.map { ($0, value) })
            }
        }
        set { storage = .each(newValue, aliasOf: aliasOf, ids: []) }
    }
    /// Per context, the path of the token this one's `$value` aliases directly (not the chain's end).
    var aliasOf: [ContextKey: [String]] {
        get {
            switch storage {
            case .each(_, let aliasOf, _): return aliasOf
            case .same(_, let alias, let contexts, _):
                guard let alias else { return [:] }
                return Dictionary(uniqueKeysWithValues: contexts.lazy.map { ($0, alias) })
            }
        }
        set {
            // The values are unchanged: their IDs stay.
            let ids: [Int32] = if case .each(_, _, let ids) = storage { ids } else { [] }
            storage = .each(values, aliasOf: newValue, ids: ids)
        }
    }
    /// True when `values` differ between contexts.
    var isModeDependent: Bool
    /// The modifiers `values` (and `aliasOf`, `contextLocations`) are keyed by, when they differ; nil for a
    /// token built outside the resolver, whose keys are whole contexts.
    var axes: ModifierAxes?

    /// Most tokens resolve to one value (and one alias target) in every context: those keep it once,
    /// with the set's shared context list (`.same` lists every context of its set), instead of two
    /// dictionaries per token. `id` numbers the
    /// loader's distinct values (an alias has its target's; -1 when unknown), so later steps convert and
    /// lay out each value once without hashing it or reading it again. A token whose values differ keeps
    /// them by context, and their IDs by the set's context index (`ids[c]` for `contexts[c]`, -1 where it has
    /// none); `ids` is empty when they are unknown (a token built or edited outside the resolver).
    enum Storage: Sendable {
        case same(TokenValue, aliasOf: [String]?, contexts: [ContextKey], id: Int32)
        case each([ContextKey: TokenValue], aliasOf: [ContextKey: [String]], ids: [Int32])
    }
    var storage: Storage

    init(path: [String], type: TokenType, description: String? = nil, deprecated: Deprecation? = nil,
                extensions: JSONValue? = nil, location: SourceLocation, values: [ContextKey: TokenValue],
                aliasOf: [ContextKey: [String]] = [:], ids: [Int32] = [], isModeDependent: Bool = false,
                contextLocations: [ContextKey: SourceLocation] = [:]) {
        self.init(path: path, type: type, description: description, deprecated: deprecated, extensions: extensions,
                  location: location, storage: .each(values, aliasOf: aliasOf, ids: ids), isModeDependent: isModeDependent,
                  contextLocations: contextLocations)
    }

    init(path: [String], type: TokenType, description: String?, deprecated: Deprecation?, extensions: JSONValue?,
         location: SourceLocation, storage: Storage, isModeDependent: Bool,
         contextLocations: [ContextKey: SourceLocation] = [:]) {
        self.path = path
        self.type = type
        self.metadata = .make(description: description, deprecated: deprecated, extensions: extensions)
        self.location = location
        self.storage = storage
        self.isModeDependent = isModeDependent
        self.contextLocations = contextLocations
    }

    /// The token's key in the file that defines it in `context`.
    func location(in context: ContextKey) -> SourceLocation {
        contextLocations.isEmpty ? location : contextLocations[axes?.project(context) ?? context] ?? location
    }

    /// The value in `context` (projected onto the token's own modifiers), without building `values`.
    func value(in context: ContextKey) -> TokenValue? {
        switch storage {
        case .same(let value, _, _, _): value
        case .each(let values, _, _): values[axes?.project(context) ?? context]
        }
    }

    /// What `aliasOf[context]` gives, without building `aliasOf`.
    func alias(in context: ContextKey) -> [String]? {
        switch storage {
        case .same(_, let alias, _, _): alias
        case .each(_, let aliasOf, _): aliasOf[axes?.project(context) ?? context]
        }
    }

    /// `color.accent.$root`.
    var pathString: String { path.joined(separator: ".") }
}
