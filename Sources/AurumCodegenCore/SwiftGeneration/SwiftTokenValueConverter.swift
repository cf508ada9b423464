/// Converts the resolver's `TokenValue`s into Swift units: colours to sRGB and Display P3 (gamut mapped by
/// the colour module), `rem` to points with the configured base, `ms` to seconds.
struct SwiftTokenValueConverter {
    var remBase: Double

    func convert(_ value: TokenValue) throws(ConversionError) -> SwiftTokenValue {
        switch value {
        case .color(let c): .color(try color(c))
        case .dimension(let d): .dimension(dimension(d))
        case .fontFamily(let f): .fontFamily(f.names)
        case .fontWeight(let w): .fontWeight(SwiftNumber(w.value))
        case .duration(let d): .duration(duration(d))
        case .cubicBezier(let b): .cubicBezier(cubicBezier(b))
        case .number(let n): .number(SwiftNumber(n))
        case .strokeStyle(let s): .strokeStyle(strokeStyle(s))
        case .border(let b): .border(.init(color: try color(b.color), width: dimension(b.width), style: strokeStyle(b.style)))
        case .transition(let t):
            .transition(.init(duration: duration(t.duration), delay: duration(t.delay), timingFunction: cubicBezier(t.timingFunction)))
        case .shadow(let s):
            .shadow(try s.layers.map { layer throws(ConversionError) in
                SwiftTokenValue.ShadowLayer(color: try color(layer.color), offsetX: dimension(layer.offsetX),
                                            offsetY: dimension(layer.offsetY), blur: dimension(layer.blur),
                                            spread: dimension(layer.spread), inset: layer.inset)
            })
        case .gradient(let g):
            .gradient(try g.stops.map { stop throws(ConversionError) in
                SwiftTokenValue.GradientStop(color: try color(stop.color), position: SwiftNumber(stop.position))
            }, direction: g.direction)
        case .typography(let t):
            .typography(.init(fontFamily: t.fontFamily.names, fontSize: dimension(t.fontSize),
                              fontWeight: SwiftNumber(t.fontWeight.value), letterSpacing: dimension(t.letterSpacing),
                              lineHeight: SwiftNumber(t.lineHeight), textCase: t.textCase, textDecoration: t.textDecoration))
        case .boolean(let b): .bool(b)
        case .string(let s): .string(s)
        }
    }

    struct ConversionError: Error {
        var message: String
    }

    func color(_ value: ColorValue) throws(ConversionError) -> SwiftTokenValue.Color {
        guard let space = ColorSpace(rawValue: value.colorSpace),
              let color = DTCGColor(colorSpace: space, components: value.components, alpha: value.alpha) else {
            throw ConversionError(message: "cannot convert colour in '\(value.colorSpace)' with \(value.components.count) components")
        }
        let srgb = color.rgb(in: .srgb).rgb
        let p3 = color.rgb(in: .displayP3).rgb
        return SwiftTokenValue.Color(srgb: (srgb.red, srgb.green, srgb.blue), displayP3: (p3.red, p3.green, p3.blue),
                                     opacity: min(max(value.alpha, 0), 1))
    }

    func dimension(_ value: DimensionValue) -> SwiftNumber {
        switch value.unit {
        case .px: SwiftNumber(value.value)
        case .rem: SwiftNumber(value.value, times: remBase)
        }
    }

    func duration(_ value: DurationValue) -> SwiftNumber {
        switch value.unit {
        case .s: SwiftNumber(value.value)
        case .ms: SwiftNumber(value.value, dividedBy: 1000)
        }
    }

    func cubicBezier(_ value: CubicBezierValue) -> SwiftTokenValue.CubicBezier {
        .init(x1: SwiftNumber(value.x1), y1: SwiftNumber(value.y1), x2: SwiftNumber(value.x2), y2: SwiftNumber(value.y2))
    }

    func strokeStyle(_ value: StrokeStyleValue) -> SwiftTokenValue.StrokeStyle {
        switch value {
        case .keyword(let keyword): .keyword(keyword.rawValue)
        case .dashes(let dashArray, let lineCap): .custom(dashArray: dashArray.map(dimension), lineCap: lineCap.rawValue)
        }
    }
}

extension SwiftGenerationInput {
    /// The generator's view of a resolved token set. `inputs` are the paths shown in the generated header.
    init(_ set: consuming ResolvedTokenSet, remBase: Double, inputs: [String]) throws(DiagnosticError) {
        try self.init(converting: set, remBase: remBase, inputs: inputs)
        BackgroundRelease.release(consume set)
    }

    /// The same, leaving `set` to the caller (the catalog reads it beside the converted values).
    init(converting set: borrowing ResolvedTokenSet, remBase: Double, inputs: [String]) throws(DiagnosticError) {
        let converter = SwiftTokenValueConverter(remBase: remBase)
        let defaultContext = set.contexts.first ?? .implicit
        // Converted in one run of tokens per core (small sets in one); the runs' results joined in order.
        let total = set.tokens.count
        let runs = ParallelMap.runs(total)
        let resolved = set.tokens
        let idCount = set.valueIDCount
        let parts = ParallelMap.map(runs.count) { r in
            Self.convert(resolved, range: runs[r], idCount: idCount, converter: converter, defaultContext: defaultContext, contexts: set.contexts)
        }
        var diagnostics = DiagnosticCollector()
        var tokens: [Token] = []
        tokens.reserveCapacity(total)
        var valueIDs: [Int32] = []
        valueIDs.reserveCapacity(idCount > 0 ? total : 0)
        for part in parts {
            tokens.append(contentsOf: part.tokens)
            valueIDs.append(contentsOf: part.ids)
            diagnostics.append(contentsOf: part.diagnostics)
        }
        try diagnostics.throwIfErrors()
        self.init(modifiers: set.modifiers, tokens: tokens, inputs: inputs)
        self.valueIDs = valueIDs
    }

    /// One run's share of the conversion: `resolved[range]` converted, in order.
    private struct ConvertedRun {
        var tokens: [Token]
        /// Each token's value ID (-1 where it has none); empty when the set carries no IDs.
        var ids: [Int32]
        var diagnostics: [Diagnostic]
    }

    /// A modal token's aliases grouped by target in context order, when they are not one alias everywhere.
    private static func aliasesByContext(_ token: ResolvedToken, values: [ContextKey: TokenValue], aliases: [ContextKey: [String]],
                                         contexts: [ContextKey]) -> [Token.ContextAlias]? {
        var seen = Set<ContextKey>()
        var entries: [(selections: [ContextKey.Selection], alias: [String]?)] = []
        for context in contexts {
            let own = token.axes?.project(context) ?? context
            guard values[own] != nil, seen.insert(own).inserted else { continue }
            entries.append((own.selections, aliases[own]))
        }
        guard Set(entries.map(\.alias)).count > 1 else { return nil }
        // Only the modifiers the alias varies with name a context (`Dark`, not `Dark/A` and `Dark/B`).
        let modifiers = entries.first?.selections.map(\.modifier) ?? []
        // A modifier matters when two contexts alike in every other selection alias different tokens.
        let varying = modifiers.indices.filter { m in
            var aliasByRest: [[String]: [String]?] = [:]
            for entry in entries {
                let rest = entry.selections.indices.compactMap { $0 == m ? nil : entry.selections[$0].context }
                if let known = aliasByRest[rest] {
                    if known != entry.alias { return true }
                } else {
                    aliasByRest[rest] = .some(entry.alias)
                }
            }
            return false
        }
        var groups: [Token.ContextAlias] = []
        for entry in entries {
            let name = (varying.isEmpty ? Array(entry.selections.indices) : varying).compactMap { i in
                i < entry.selections.count ? entry.selections[i].context : nil
            }.joined(separator: "/")
            if let g = groups.firstIndex(where: { $0.alias == entry.alias }) {
                if !groups[g].contexts.contains(name) { groups[g].contexts.append(name) }
            } else {
                groups.append(.init(alias: entry.alias, contexts: [name]))
            }
        }
        return groups
    }

    /// Converts `resolved[range]`, one token for each (a token that fails gets a placeholder: the caller throws
    /// the diagnostics then, and never reads it). Fields are read in place, never copying a whole resolved
    /// token: that would retain all of its fields, and at 100k tokens those objects are rarely in cache.
    private static func convert(_ resolved: [ResolvedToken], range: Range<Int>, idCount: Int, converter: SwiftTokenValueConverter,
                                defaultContext: ContextKey, contexts: [ContextKey]) -> ConvertedRun {
        var output: [Token] = []
        output.reserveCapacity(range.count)
        var ids = [Int32](repeating: -1, count: idCount > 0 ? range.count : 0)
        var diagnostics = DiagnosticCollector()
        // Aliases carry their target's value: convert each distinct colour or composite once (the
        // colour maths and gamut mapping cost far more than hashing the value).
        var converted: [TokenValue: SwiftTokenValue] = [:]
        func convert(_ value: TokenValue) throws(SwiftTokenValueConverter.ConversionError) -> SwiftTokenValue {
            switch value {
            case .dimension, .duration, .number, .fontWeight, .fontFamily, .cubicBezier, .strokeStyle, .transition, .boolean, .string:
                return try converter.convert(value)
            case .color, .border, .shadow, .gradient, .typography:
                if let known = converted[value] { return known }
                let result = try converter.convert(value)
                converted[value] = result
                return result
            }
        }
        // By the loader's value ID: an alias finds its target's conversion without hashing or reading the value.
        var slotByID = [Int32](repeating: -1, count: idCount)
        var convertedByID: [SwiftTokenValue] = []
        for i in range {
            let storage: Token.Storage
            do throws(SwiftTokenValueConverter.ConversionError) {
                // The same value in every context: convert it once, keyed by no context at all.
                if !resolved[i].isModeDependent, case .same(_, _, _, let id) = resolved[i].storage, id >= 0 {
                    let known = slotByID[Int(id)]
                    if known >= 0 {
                        storage = .same(convertedByID[Int(known)])
                    } else {
                        guard case .same(let value, _, _, _) = resolved[i].storage else { preconditionFailure() }
                        let result = try convert(value)
                        slotByID[Int(id)] = Int32(convertedByID.count)
                        convertedByID.append(result)
                        storage = .same(result)
                    }
                    ids[i - range.lowerBound] = id
                } else if !resolved[i].isModeDependent, case .same(let value, _, _, _) = resolved[i].storage {
                    storage = .same(try convert(value))
                } else if !resolved[i].isModeDependent, let value = resolved[i].value(in: defaultContext) ?? resolved[i].values.first?.value {
                    storage = .same(try convert(value))
                } else {
                    var values: [ContextKey: SwiftTokenValue] = [:]
                    for (context, value) in resolved[i].values {
                        values[context] = try convert(value)
                    }
                    storage = Token.Storage(values)
                }
            } catch {
                diagnostics.error("token '\(resolved[i].pathString)': \(error.message)", at: resolved[i].location)
                output.append(Token(path: [], type: .number, location: resolved[i].location, value: .number(SwiftNumber(0))))
                continue
            }
            let aliasOf: [String]? = if case .same(_, let alias, _, _) = resolved[i].storage { alias } else { resolved[i].alias(in: defaultContext) }
            var token = Token(
                path: resolved[i].path, type: resolved[i].type, description: resolved[i].description,
                deprecation: resolved[i].deprecated, location: resolved[i].location, storage: storage, aliasOf: aliasOf)
            if case .each(let values, let aliases, _) = resolved[i].storage, !aliases.isEmpty {
                token.aliasesByContext = Self.aliasesByContext(resolved[i], values: values, aliases: aliases, contexts: contexts)
            }
            output.append(token)
        }
        return ConvertedRun(tokens: output, ids: ids, diagnostics: diagnostics.diagnostics)
    }
}
