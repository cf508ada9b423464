/// What the Swift generator needs from a resolved token set, in Swift units: the resolved tokens' own types
/// (`TokenType`, `Deprecation`, `Modifier`, `ContextKey`) with each value converted to `SwiftTokenValue`.
/// Built from the resolver's `ResolvedTokenSet` by `SwiftGenerationInput.init(_:remBase:inputs:)`; tests can
/// build it directly.
package struct SwiftGenerationInput: Hashable, Sendable {
    package struct Token: Hashable, Sendable {
        var path: [String]
        var type: TokenType
        var description: String?
        var deprecation: Deprecation?
        var location: SourceLocation
        /// One value per context (a context of every modifier, in modifier order, as the resolver enumerates them).
        /// A token that does not depend on modes may give a single value under `ContextKey.implicit`.
        var values: [ContextKey: SwiftTokenValue] {
            get {
                switch storage {
                case .same(let value): [.implicit: value]
                case .each(let values): values
                }
            }
            set { storage = Storage(newValue) }
        }
        /// The token this one aliases in the default context, as a path, if any.
        var aliasOf: [String]?
        /// When its alias differs by context (or it aliases in some contexts only): each target (nil: a value of
        /// its own) with the contexts it holds in, in context order. Nil when one alias (or none) holds everywhere.
        var aliasesByContext: [ContextAlias]?

        package struct ContextAlias: Hashable, Sendable {
            var alias: [String]?
            /// Context names (`dark`; `brand-a/dark` where several modifiers vary).
            var contexts: [String]
        }

        /// Most tokens have one value for every context: kept as is, not as a one-entry dictionary per token.
        enum Storage: Hashable, Sendable {
            case same(SwiftTokenValue)
            case each([ContextKey: SwiftTokenValue])

            init(_ values: [ContextKey: SwiftTokenValue]) {
                if values.count == 1, let only = values.first, only.key == .implicit {
                    self = .same(only.value)
                } else {
                    self = .each(values)
                }
            }
        }
        var storage: Storage

        /// The value for the context `key` (projected onto the modifiers the token's values name), else the value for
        /// every context.
        func value(for key: ContextKey) -> SwiftTokenValue? {
            switch storage {
            case .same(let value): return value
            case .each(let values):
                if let value = values[key] ?? values[.implicit] { return value }
                guard let any = values.keys.first else { return nil }
                var selections: [ContextKey.Selection] = []
                for selection in any.selections {
                    guard let context = key[selection.modifier] else { return nil }
                    selections.append(.init(modifier: selection.modifier, context: context))
                }
                return values[ContextKey(selections)]
            }
        }

        package init(path: [String], type: TokenType, description: String? = nil, deprecation: Deprecation? = nil,
                    location: SourceLocation, values: [ContextKey: SwiftTokenValue], aliasOf: [String]? = nil) {
            self.init(path: path, type: type, description: description, deprecation: deprecation, location: location,
                      storage: Storage(values), aliasOf: aliasOf)
        }

        /// A token with one value in every context.
        package init(path: [String], type: TokenType, description: String? = nil, deprecation: Deprecation? = nil,
                    location: SourceLocation, value: SwiftTokenValue, aliasOf: [String]? = nil) {
            self.init(path: path, type: type, description: description, deprecation: deprecation, location: location,
                      storage: .same(value), aliasOf: aliasOf)
        }

        init(path: [String], type: TokenType, description: String?, deprecation: Deprecation?, location: SourceLocation,
             storage: Storage, aliasOf: [String]?) {
            self.path = path
            self.type = type
            self.description = description
            self.deprecation = deprecation
            self.location = location
            self.storage = storage
            self.aliasOf = aliasOf
        }
    }

    var modifiers: [Modifier]
    var tokens: [Token] {
        didSet { valueIDs = [] }
    }
    /// Input files as shown in the generated header, relative to the configuration's directory.
    var inputs: [String]
    /// Per token, the loader's value ID (see `ResolvedToken.Storage`) when the token has one value in every
    /// context, else -1; empty when unknown (built by hand, or `tokens` changed since). Equal IDs are equal values.
    var valueIDs: [Int32] = []

    package init(modifiers: [Modifier] = [], tokens: [Token], inputs: [String]) {
        self.modifiers = modifiers
        self.tokens = tokens
        self.inputs = inputs
    }

    // The value IDs are a cache of what the tokens hold, not part of the value.
    package static func == (a: Self, b: Self) -> Bool {
        a.modifiers == b.modifiers && a.tokens == b.tokens && a.inputs == b.inputs
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(modifiers)
        hasher.combine(tokens)
        hasher.combine(inputs)
    }
}
