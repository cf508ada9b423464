import Foundation

/// Resolves every token of one context: aliases (curly and JSON Pointer, whole-value and inside
/// composites), types and values. Each token is resolved once (memoised); dependencies are visited
/// with an explicit stack, so chains thousands deep cannot overflow the call stack.
final class AliasResolver {
    /// Plain numbers, no references: an alias copies its target's without touching the target's value,
    /// and the state table is one flat array that ARC never visits.
    struct Resolved {
        var type: TokenType
        /// Index into `ValueStore.values`.
        var value: Int32
        /// The slot of the direct target when the whole `$value` is an alias; -1 otherwise.
        var aliasOf: Int32
        /// How many aliases lead from this token to its value (0 for a value).
        var chain: Int32 = 0
    }

    enum State {
        case unvisited, inProgress, done(Resolved), failed
    }

    /// Every value read, in the order read, shared by the resolvers of all contexts (a context that
    /// starts from another's states refers to that context's values).
    final class ValueStore {
        var values: [TokenValue] = []

        func add(_ value: TokenValue) -> Int32 {
            values.append(value)
            return Int32(values.count - 1)
        }
    }

    let table: DefinitionTable
    let slots: SlotTable
    let store: ValueStore
    var context: MergedContext
    private(set) var states: [State]
    /// Diagnostics specific to this context.
    var contextDiagnostics = DiagnosticCollector()
    /// Whether this resolution reports a slot's diagnostics (nil: every slot's); a token resolved only as
    /// another's dependency is reported by the resolution of its own modifiers' combinations.
    var reports: ((Int) -> Bool)?
    private var suggestionsLeft = 50
    /// The context's id (`Mode=Dark,Brand=Aurora`), which `com.aurum.codegen.contextValues` are keyed by.
    let contextID: String
    /// `contextID`'s selections (`color=dark`), for keys that name some modifiers only. Lazy: a resolver is made
    /// per combination, and splitting an id of 40 modifiers for each cost a tenth of a 40-collection run.
    private lazy var contextSelections: Set<Substring> = Set(contextID.split(separator: ","))
    /// Non-2025.10 constructs read in compatible mode, where they are written; several contexts read the
    /// same definitions, so the evaluation counts each location once.
    var constructs: [(construct: CompatibilityConstruct, location: SourceLocation)] = []
    /// The run's `tokens.strict`, `tokens.remBase` and `tokens.skipInvalid`.
    var options = TokenLoadOptions()
    /// Tokens by display name (compatible mode), shared by every context's resolver.
    var displayNames: DisplayNameIndex?
    /// The token being evaluated, whose errors `emit` reports (-1 outside an evaluation).
    private var currentSlot = -1
    /// With `skipInvalid`: each error of a token, kept here instead of emitted; the evaluation reports
    /// them as warnings with the tokens it leaves out.
    private(set) var failures: [Failure] = []
    /// Compatible mode without `skipInvalid`: per definition, whether it is in a `source` set; such a token's errors
    /// are kept in `sourceErrors` (it is not generated), for `SourceSetErrors` to decide on.
    var referenceOnlyDefinitions: [Bool]?
    private(set) var sourceErrors: [Diagnostic] = []
    /// With `skipInvalid`: keys of tokens whose reading failed and that no definition of this run holds.
    var unreadKeys: Set<String> = []
    /// With `skipInvalid`: per slot, the key of an unread token (`unreadKeys`) it refers to.
    private(set) var unreadDependency: [Int: String] = [:]

    struct Failure {
        var slot: Int
        var diagnostic: Diagnostic
    }
    /// Compatible mode (nil in strict mode): the profile a DTCG 2025.10 file's value is read under where
    /// the exact reader rejects it (`ValueReader.lenient`), shared by every file and context.
    var compatible: DialectProfile?
    /// Definitions some construct was read in (what `migrate` rewrites even in a DTCG 2025.10 file), and the one
    /// being evaluated (-1 between tokens).
    private(set) var compatibleDefinitions = Set<Int>()
    /// The type each untyped token took from its value, where it is written (for the summary's breakdown).
    private(set) var inferredTypes: [(location: SourceLocation, type: TokenType)] = []
    /// Each group's tokens in this context, built when an untyped zero first asks for its siblings.
    private var siblingsByGroup: [Int32: [Int]] = [:]
    private var evaluating = -1

    init(table: DefinitionTable, slots: SlotTable, context: MergedContext, store: ValueStore, preset: [State]? = nil, contextID: String = "") {
        self.table = table
        self.slots = slots
        self.store = store
        self.context = context
        self.contextID = contextID
        self.states = preset ?? Array(repeating: .unvisited, count: slots.count)
    }

    func emit(_ diagnostic: Diagnostic) {
        if currentSlot >= 0, let reports, !reports(currentSlot) { return }
        if options.skipInvalid, diagnostic.severity == .error, currentSlot >= 0 {
            failures.append(Failure(slot: currentSlot, diagnostic: diagnostic))
            return
        }
        if let referenceOnlyDefinitions, diagnostic.severity == .error, currentSlot >= 0 {
            let definition = context.definition(currentSlot)
            if definition >= 0, definition < referenceOnlyDefinitions.count, referenceOnlyDefinitions[definition] {
                sourceErrors.append(diagnostic)
                return
            }
        }
        contextDiagnostics.emit(diagnostic)
    }

    /// A construct of another dialect, read: counted for the summary, or an error in strict mode.
    func note(_ construct: CompatibilityConstruct, at location: SourceLocation, strict: Bool) {
        if strict {
            emit(.error(construct.strictMessage, at: location))
        } else {
            constructs.append((construct, location))
            if evaluating >= 0 { compatibleDefinitions.insert(evaluating) }
        }
    }

    func state(_ slot: Int) -> State { states[slot] }

    func resolveAll() {
        for s in 0..<slots.count where context.definition(s) >= 0 {
            if case .unvisited = states[s] { ensure(s) }
        }
    }

    /// The next dependency of `slot` present in this context, scanning its references from `index`.
    /// (No per-token arrays: this runs for every token of every context.)
    private func nextDependency(of slot: Int, from index: inout Int) -> Int? {
        let references = table.references(of: context.slotDef[slot])
        while index < references.count {
            let s = references[references.startIndex + index]
            index += 1
            if s >= 0, context.definition(s) >= 0 { return s }
        }
        return nil
    }

    /// Resolves `root` and everything it depends on, dependencies first.
    func ensure(_ root: Int) {
        guard case .unvisited = states[root] else { return }
        var stack: [(slot: Int, next: Int)] = [(root, 0)]
        states[root] = .inProgress
        while !stack.isEmpty {
            let top = stack.count - 1
            let slot = stack[top].slot
            if let dep = nextDependency(of: slot, from: &stack[top].next) {
                switch states[dep] {
                case .unvisited:
                    states[dep] = .inProgress
                    stack.append((dep, 0))
                case .inProgress:
                    if let at = stack.firstIndex(where: { $0.slot == dep }) {
                        reportCycle(stack[at...].map(\.slot))
                    }
                default:
                    break
                }
            } else {
                stack.removeLast()
                if case .inProgress = states[slot] {
                    states[slot] = evaluate(slot)
                }
            }
        }
    }

    private func reportCycle(_ cycle: [Int]) {
        // A cycle through a math expression or colour modifier (dialect files only) says so, and each
        // member points at the reference inside its expression.
        let throughMath = cycle.contains { s in
            let def = table.tokens[context.slotDef[s]]
            return def.extras?.profile != nil && !def.isCurlyAlias
        }
        for (i, slot) in cycle.enumerated() {
            guard case .inProgress = states[slot] else { continue }
            let rotated = cycle[i...] + cycle[..<i] + [slot]
            let def = table.tokens[context.slotDef[slot]]
            currentSlot = slot
            let path = rotated.map { slots.keys[$0] }.joined(separator: " → ")
            if throughMath {
                let next = rotated[rotated.startIndex + 1]
                emit(.error("circular reference through math: \(path)", at: referenceLocation(in: def, to: slots.keys[next]) ?? def.valueLocation))
            } else {
                emit(.error("circular alias: \(path)", at: def.valueLocation))
            }
            states[slot] = .failed
        }
    }

    /// Where `{key}` is written inside one of `def`'s value strings.
    private func referenceLocation(in def: TokenDefinition, to key: String) -> SourceLocation? {
        let needle = "{\(key)}"
        func find(_ value: JSONValue) -> SourceLocation? {
            switch value.kind {
            case .string(let s):
                guard let range = s.range(of: needle) else { return nil }
                return StringLocation.location(ofOffset: s.utf8.distance(from: s.startIndex, to: range.lowerBound), in: s, startingAt: value.position, file: def.file)
            case .array(let items): return items.lazy.compactMap(find).first
            case .object(let o): return o.members.lazy.compactMap { find($0.value) }.first
            default: return nil
            }
        }
        if let found = find(def.value) { return found }
        if let modify = def.extensions?.object?["studio.tokens"]?.object?["modify"] { return find(modify) }
        return nil
    }

    /// The resolved token at `slot`, resolving it now if needed; nil when it failed (already diagnosed).
    func result(_ slot: Int, referencedAt location: SourceLocation) -> Resolved? {
        switch states[slot] {
        case .done(let r): return r
        case .failed: return nil
        case .unvisited:
            let saved = currentSlot
            ensure(slot)
            currentSlot = saved
            return result(slot, referencedAt: location)
        case .inProgress:
            emit(.error("circular reference: \(slots.keys[slot]) refers back to itself through a JSON Pointer", at: location))
            return nil
        }
    }

    /// Definition `def` resolved as if it won `slot` in this context, leaving the context's states and
    /// diagnostics as they were: `migrate` writes every definition, also those a later source overrides.
    func resolveOverridden(_ def: Int, slot: Int) -> Resolved? {
        let savedDef = context.slotDef[slot], savedState = states[slot]
        let savedContext = contextDiagnostics, savedConstructs = constructs.count
        context.slotDef[slot] = def
        states[slot] = .inProgress
        // Its dependencies may differ from the winner's: resolve them first (they resolve as in this context).
        for dep in table.references(of: def) where dep >= 0 && context.definition(dep) >= 0 && dep != slot {
            if case .unvisited = states[dep] { ensure(dep) }
        }
        let state = evaluate(slot)
        context.slotDef[slot] = savedDef
        states[slot] = savedState
        contextDiagnostics = savedContext
        constructs.removeSubrange(savedConstructs...)
        if case .done(let r) = state { return r }
        return nil
    }

    // MARK: evaluation

    /// The value of the most specific key whose every selection this context makes (`color=dark` in
    /// `color=dark,scale=desktop`): Spectrum writes a value per set of its own modifier only.
    private func contextValue(_ values: [String: JSONValue]) -> JSONValue? {
        var best: (count: Int, key: String)?
        for key in values.keys {
            let parts = key.split(separator: ",")
            guard parts.allSatisfy({ contextSelections.contains($0) }) else { continue }
            if best == nil || parts.count > best!.count || (parts.count == best!.count && key < best!.key) { best = (parts.count, key) }
        }
        return best.flatMap { values[$0.key] }
    }

    private func evaluate(_ slot: Int) -> State {
        let defIndex = context.slotDef[slot]
        let def = table.tokens[defIndex]
        let outer = evaluating
        evaluating = defIndex
        defer { evaluating = outer }
        currentSlot = slot
        var reader = ValueReader(resolver: self, file: def.file)
        var value = def.value
        var overridden = false
        if let extras = def.extras {
            reader.profile = extras.profile
            reader.rule = extras.rule
            if let values = extras.contextValues, let v = values[contextID] ?? contextValue(values) {
                value = v
                overridden = true
            }
            if extras.changesColor { return evaluateModified(slot, def, extras, reader, value) }
            if let alias = extras.figmaAlias, let s = slots.existing(alias), context.definition(s) >= 0,
               case .done(let r) = states[s], r.type == (def.explicitType ?? r.type) {
                return .done(Resolved(type: r.type, value: r.value, aliasOf: Int32(s)))
            }
        }

        // A whole-value alias takes its target's type when it declares none. A curly one whose target
        // exists here is its definition's only reference, already a slot: no key to parse or hash.
        var target: AliasTarget?
        if def.isCurlyAlias, !overridden, let s = table.references(of: defIndex).first, s >= 0, context.definition(s) >= 0,
           table.byDisplayName.isEmpty || !table.byDisplayName.contains(defIndex) {
            target = AliasTarget(slot: s)
        } else {
            target = reader.wholeValueAlias(value, at: def.valueLocation)
        }
        if let target {
            guard let targetSlot = target.slot, let resolved = result(targetSlot, referencedAt: def.valueLocation) else { return .failed }
            // Bounded whatever the file order: resolution is iterative, but drift and the generators follow chains.
            guard resolved.chain < InputLimits.maxAliasChain else {
                emit(.error("\(slots.keys[slot]) reaches its value through more than \(InputLimits.maxAliasChain) aliases (\(slots.keys[targetSlot]) → …); at most \(InputLimits.maxAliasChain) are supported",
                            at: def.valueLocation))
                return .failed
            }
            if let declared = def.explicitType, declared != resolved.type {
                return mismatch(slot, def, declared: declared, target: targetSlot, resolved)
            }
            return .done(Resolved(type: resolved.type, value: resolved.value, aliasOf: Int32(targetSlot), chain: resolved.chain + 1))
        }

        // Its own file's group type where it is written; a copy `$extends` made takes the extending group's.
        let ownGroupType = def.groupType != nil && table.ownSlot(defIndex, in: slots) == slot ? def.groupType : nil
        guard let type = def.explicitType ?? ownGroupType ?? context.inheritedType(slot: slot, in: slots) ?? inferredType(def, value, reader, slot: slot) else {
            emit(.error("cannot determine the type of token \(slots.keys[slot]): it has no $type, its value is not an alias, and no enclosing group sets $type",
                        at: def.location))
            return .failed
        }
        guard var read = reader.read(value, as: type, at: def.valueLocation, what: type.rawValue) else { return .failed }
        // A gradient's direction and a text style's case and decoration are beside the value (DTCG has none);
        // aliases carry them with the value.
        if type == .gradient || type == .typography, let ours = def.extensions?.object?[ExtensionValues.namespace]?.object {
            if case .gradient(var gradient) = read, let direction = GradientDirection(ours["gradient"]) {
                gradient.direction = direction
                read = .gradient(gradient)
            } else if case .typography(var typography) = read, ours["typography"] != nil {
                typography.apply(extension: ours["typography"])
                read = .typography(typography)
            }
        }
        return .done(Resolved(type: type, value: store.add(read), aliasOf: -1))
    }

    /// A whole-value alias whose declared type is not its target's. Compatible mode converts the value where
    /// a conversion means something (`AliasTypeConversion`); in a Style Dictionary file, whose `type` is
    /// advisory metadata Style Dictionary never checks, the alias otherwise takes its target's type. Anything
    /// else, and everything in strict mode, is an error naming both types.
    private func mismatch(_ slot: Int, _ def: TokenDefinition, declared: TokenType, target: Int, _ resolved: Resolved) -> State {
        if !options.strict {
            if let converted = AliasTypeConversion.convert(store.values[Int(resolved.value)], to: declared, remBase: options.remBase) {
                note(.aliasTypeConversion, at: def.valueLocation, strict: false)
                // A value of its own: the target's, converted, is not the target's.
                return .done(Resolved(type: declared, value: store.add(converted), aliasOf: -1))
            }
            if def.extras?.profile?.dialect == .styleDictionary {
                note(.aliasAdvisoryType, at: def.valueLocation, strict: false)
                return .done(Resolved(type: resolved.type, value: resolved.value, aliasOf: Int32(target), chain: resolved.chain + 1))
            }
        }
        emit(.error("alias \(TokenPath.display(slots.paths[target])) is a \(resolved.type) token, but \(slots.keys[slot]) has $type \(declared)",
                    at: def.valueLocation, notes: [.init("\(slots.keys[target]) is defined here", at: table.tokens[context.slotDef[target]].location)]))
        return .failed
    }

    /// Compatible mode: the type an untyped token's value clearly has (`ValueTypeInference`), counted in
    /// the summary; nil in strict mode or when the value says nothing clear.
    private func inferredType(_ def: TokenDefinition, _ value: JSONValue, _ reader: ValueReader, slot: Int) -> TokenType? {
        guard reader.isCompatible else { return nil }
        // Text around references (`"{shadow.x} {shadow.y} {shadow.blur} {shadow.color}"`, `"{a}, {b}"`) has the type
        // its text has once each reference is its value's text.
        let written = ValueTypeInference.type(of: value) ?? value.string.flatMap { s in
            ValueReader.isReferenceText(s) ? reader.substitutingReferences(s, value).flatMap(ValueTypeInference.type(ofString:)) : nil
        }
        guard var type = written ?? computedType(value, reader) else { return nil }
        if type == .number, ValueTypeInference.isZero(value), siblingsAreDimensions(of: slot) { type = .dimension }
        note(.untypedByValue, at: def.location, strict: false)
        inferredTypes.append((def.location, type))
        return type
    }

    /// Math (`round({type.base} * {type.scale}^2)`): the type of what it computes in this context, a number, a
    /// dimension or a duration by its unit; nil when it is no math or failed (reported).
    private func computedType(_ value: JSONValue, _ reader: ValueReader) -> TokenType? {
        guard let s = value.string, DialectTokenParser.isMathNotAlias(s), case .success(let expression) = MathParser.parse(s),
              case .success(let q) = reader.evaluate(expression, value) else { return nil }
        switch q.unit {
        case nil, "": return .number
        case "px", "rem": return .dimension
        case "ms", "s": return .duration
        default: return nil
        }
    }

    /// Whether the other tokens of `slot`'s group (aliases and zeros aside, at least one) are all dimensions by
    /// their type, their group's or their value's: an untyped `0` among them is a dimension too (`spacing.none: 0`
    /// beside `spacing.sm: "4px"` stays in the spacing API).
    private func siblingsAreDimensions(of slot: Int) -> Bool {
        if siblingsByGroup.isEmpty {
            for s in 0..<slots.count where context.definition(s) >= 0 { siblingsByGroup[slots.parents[s], default: []].append(s) }
        }
        var any = false
        for s in siblingsByGroup[slots.parents[slot]] ?? [] where s != slot {
            let sibling = table.tokens[context.slotDef[s]]
            if sibling.isCurlyAlias || ValueTypeInference.isZero(sibling.value) { continue }
            let type = sibling.explicitType ?? context.inheritedType(slot: s, in: slots) ?? ValueTypeInference.type(of: sibling.value)
            guard type == .dimension else { return false }
            any = true
        }
        return any
    }

    /// A colour changed by a Tokens Studio colour modifier and by keys beside its value (Primer, Paragon):
    /// the base colour (its alias target's, or its literal) changed in order, amounts and colours read in
    /// this context. The token is computed, not an alias.
    private func evaluateModified(_ slot: Int, _ def: TokenDefinition, _ extras: TokenDefinition.Extras, _ reader: ValueReader, _ value: JSONValue) -> State {
        let at = extras.modifier?.location ?? extras.adjustments.first?.location ?? def.valueLocation
        if let declared = def.explicitType, declared != .color {
            emit(.error("a colour modifier applies to colour tokens, but \(slots.keys[slot]) is a \(declared) token", at: at))
            return .failed
        }
        let base: ColorValue
        if let target = reader.wholeValueAlias(value, at: def.valueLocation) {
            guard let s = target.slot, let r = result(s, referencedAt: def.valueLocation) else { return .failed }
            guard case .color(let c) = store.values[Int(r.value)] else {
                emit(.error("a colour modifier needs a colour, but \(slots.keys[s]) is a \(r.type) token", at: def.valueLocation))
                return .failed
            }
            base = c
        } else {
            guard let c = reader.readColor(value, at: def.valueLocation, what: "color") else { return .failed }
            base = c
        }
        guard var color = DTCGColor(base) else { return .failed }
        let amount = { (expression: MathExpression, position: JSONPosition) -> Result<MathQuantity, MathFailure> in
            let json = JSONValue(.string(expression.text), at: position)
            switch reader.evaluate(expression, json) {
            case .failure(.error(let e)):
                self.emit(.error("invalid colour modifier value: \(e.message)", at: reader.location(in: json, offset: e.offset)))
                return .failure(.reported)
            case let other: return other
            }
        }
        let otherColor = { (key: String, position: JSONPosition) -> DTCGColor? in
            let at = position.location(in: def.file)
            guard let s = self.lookup(key, text: "{\(key)}", at: at), let r = self.result(s, referencedAt: at) else { return nil }
            guard case .color(let c) = self.store.values[Int(r.value)], let color = DTCGColor(c) else {
                self.emit(.error("the mix colour must be a colour, but \(key) is a \(r.type) token", at: at))
                return nil
            }
            return color
        }
        let modifier = extras.modifier ?? referencedModifier(extras)
        if extras.modifierReference != nil, modifier == nil { return .failed }
        if let spec = modifier {
            guard let m = reported(spec.resolve(amount: amount, color: otherColor), "invalid colour modifier", at: spec.location) else { return .failed }
            color = m.apply(to: color)
        }
        for spec in extras.adjustments {
            guard let a = reported(spec.resolve(amount: amount, color: otherColor), "invalid colour change", at: spec.location) else { return .failed }
            color = a.apply(to: color)
        }
        return .done(Resolved(type: .color, value: store.add(.color(color.tokenValue)), aliasOf: -1))
    }

    /// The value, or nil with an error (`what: message`) unless the failure was already reported.
    private func reported<T>(_ result: Result<T, MathFailure>, _ what: String, at location: SourceLocation) -> T? {
        switch result {
        case .success(let value): return value
        case .failure(.error(let e)): emit(.error("\(what): \(e.message)", at: location)); return nil
        case .failure(.reported): return nil
        }
    }

    /// `"modify": "{key}"`: the modifier written as the value of the token `key` in this context; nil
    /// when there is none (reported).
    private func referencedModifier(_ extras: TokenDefinition.Extras) -> ColorModifierSpec? {
        guard let (key, at) = extras.modifierReference, let s = lookup(key, text: "{\(key)}", at: at) else { return nil }
        let target = table.tokens[context.slotDef[s]]
        guard target.value.object != nil else {
            emit(.error("\"modify\" refers to {\(key)}, which holds no colour modifier object", at: at,
                        notes: [.init("\(key) is defined here", at: target.location)]))
            return nil
        }
        var diagnostics = DiagnosticCollector()
        let spec = ColorModifierSpec.read(target.value, file: target.file, diagnostics: &diagnostics)
        for d in diagnostics.diagnostics { emit(d) }
        return spec
    }

    // MARK: references

    struct AliasTarget {
        /// nil when the target is unknown (already diagnosed).
        var slot: Int?
    }

    /// The token a curly alias names, diagnosing unknown paths and group targets.
    /// Whether the token in `slot` is written as a number with no unit (`2`, `"2"`), whatever its type made of it:
    /// Tokens Studio's math substitutes that text, so `{space.xs} * {space.scale}` is 4px × 2, not 4px × 2px.
    /// An alias is its target's text (a `fontSizes` token aliasing a number computed by math substitutes `16`).
    func writtenWithoutUnit(_ slot: Int) -> Bool {
        var slot = slot
        for _ in 0..<InputLimits.maxAliasChain {
            let value = table.tokens[context.slotDef[slot]].value
            if value.number != nil { return true }
            guard let s = value.string else { return false }
            if case .alias(let key) = TokenPath.curly(s), let next = slots.existing(key), context.definition(next) >= 0 {
                slot = next
                continue
            }
            if case .success(let q) = UnitString.quantity(s) { return q.unit.isEmpty }
            // Math or other text: its text is a plain number when it computed one.
            if case .done(let r) = states[slot] { return r.type == .number }
            return false
        }
        return false
    }

    /// The one token a CSS custom property's name spells (`CSSVariableReference`), or nil: a name no token
    /// spells is CSS the token keeps as text, not an error.
    func cssVariable(_ name: String) -> Int? {
        guard let displayNames else { return nil }
        let candidates = displayNames.candidates(for: CSSVariableReference.keyPrefix + name).filter { context.definition($0) >= 0 }
        return candidates.count == 1 ? candidates[0] : nil
    }

    func lookup(_ key: String, text: String, at location: SourceLocation) -> Int? {
        let exact = slots.existing(key)
        if let s = exact, context.definition(s) >= 0 { return s }
        if let group = context.groups[key] {
            var notes: [Diagnostic.Note] = []
            if let root = slots.existing(key + ".$root"), context.definition(root) >= 0 {
                notes.append(.init("did you mean {\(key).$root}?", at: table.tokens[context.slotDef[root]].location))
            } else {
                notes.append(.init("\(key) is a group", at: group.location))
            }
            emit(.error("alias \(text) refers to a group, not a token", at: location, notes: notes))
            return nil
        }
        if exact == nil, !options.strict, let displayNames {
            let candidates = displayNames.candidates(for: key).filter { context.definition($0) >= 0 }
            if candidates.count == 1 {
                note(.displayNameReference, at: location, strict: false)
                return candidates[0]
            }
            if candidates.count > 1 {
                emit(.error("ambiguous alias target \(text): \(candidates.count) tokens have that name once letter case and separators are ignored: "
                            + candidates.map { slots.keys[$0] }.joined(separator: ", "), at: location,
                            notes: candidates.map { .init("\(slots.keys[$0]) is defined here", at: table.tokens[context.slotDef[$0]].location) }))
                return nil
            }
        }
        if options.skipInvalid, currentSlot >= 0, unreadKeys.contains(key) {
            // The token was left out where it was read; its dependants go with it.
            unreadDependency[currentSlot] = key
            return nil
        }
        var notes: [Diagnostic.Note] = []
        // Each suggestion scans every token; past a few dozen errors the scans would dominate.
        suggestionsLeft -= 1
        let candidates = (0..<(suggestionsLeft >= 0 ? slots.count : 0)).lazy.filter { self.context.definition($0) >= 0 }.map { self.slots.keys[$0] }
        if let close = Suggestions.closest(to: key, in: candidates), let s = slots.existing(close) {
            notes.append(.init("did you mean {\(close)}?", at: table.tokens[context.slotDef[s]].location))
        }
        emit(.error("unknown alias target \(text): no token has the path \(key)", at: location, notes: notes))
        return nil
    }

    enum PointerTarget {
        /// The pointer names a whole token (`#/a/b` or `#/a/b/$value`).
        case token(Int)
        /// The pointer reaches inside a value: the raw JSON there, and the file it is in.
        case json(JSONValue, file: String)
        case failed
    }

    /// Resolves a same-document JSON Pointer against this context's merged tokens.
    func pointer(_ text: String, at location: SourceLocation) -> PointerTarget {
        guard let segments = TokenPath.pointerSegments(text) else {
            emit(.error("invalid JSON Pointer \"\(text)\": token files support same-document pointers starting with \"#/\"", at: location))
            return .failed
        }
        var key = ""
        var tokenSlot: Int?
        var consumed = 0
        for segment in segments {
            key = TokenPath.key(key, segment)
            consumed += 1
            if let s = slots.existing(key), context.definition(s) >= 0 { tokenSlot = s; break }
        }
        guard let slot = tokenSlot else {
            let whole = TokenPath.key(segments)
            if context.groups[whole] != nil {
                emit(.error("JSON Pointer \(text) refers to a group, not a token or a value", at: location))
            } else {
                var notes: [Diagnostic.Note] = []
                let candidates = (0..<slots.count).lazy.filter { self.context.definition($0) >= 0 }.map { self.slots.keys[$0] }
                if let close = Suggestions.closest(to: whole.replacingOccurrences(of: ".$value", with: ""), in: candidates) {
                    notes.append(.init("did you mean #/\(close.replacingOccurrences(of: ".", with: "/"))/$value?"))
                }
                emit(.error("unknown JSON Pointer target \(text): no token lies on that path", at: location, notes: notes))
            }
            return .failed
        }
        let rest = segments[consumed...]
        if rest.isEmpty || rest.elementsEqual(["$value"]) { return .token(slot) }
        guard rest.first == "$value" else {
            emit(.error("JSON Pointer \(text) must point to a token or into its $value, not to \(rest.first!)", at: location))
            return .failed
        }
        var def = table.tokens[context.slotDef[slot]]
        var current = def.value
        var followed = 0
        for segment in rest.dropFirst() {
            // Walk through aliases met on the way: the pointer addresses the value they stand for.
            while let next = aliasedRawValue(current, file: def.file) {
                followed += 1
                if followed > slots.count + 1 {
                    emit(.error("circular reference while following JSON Pointer \(text)", at: location))
                    return .failed
                }
                def = table.tokens[context.slotDef[next]]
                current = def.value
            }
            // A pointer into another value stands for what it points at (an error there is reported here, where
            // it is followed: its own token may resolve it in another type or not at all).
            while let (inner, _) = TokenPath.refObject(current), aliasedRawValue(current, file: def.file) == nil {
                followed += 1
                if followed > slots.count + 1 {
                    emit(.error("circular reference while following JSON Pointer \(text)", at: location))
                    return .failed
                }
                switch pointer(inner, at: location) {
                case .failed: return .failed
                case .token(let s): def = table.tokens[context.slotDef[s]]; current = def.value
                case .json(let target, _): current = target
                }
            }
            // An alias that leads nowhere is reported where it is written; do not pile on here.
            if TokenPath.refObject(current) != nil { return .failed }
            if let s = current.string, case .alias = TokenPath.curly(s) { return .failed }
            switch current.kind {
            case .object(let object):
                guard let value = object[segment] else {
                    emit(.error("JSON Pointer \(text) does not exist: no member \"\(segment)\" in the value of \(def.key)", at: location))
                    return .failed
                }
                current = value
            case .array(let items):
                guard let i = Int(segment), i >= 0, i < items.count, String(i) == segment else {
                    emit(.error("JSON Pointer \(text) does not exist: \"\(segment)\" is not an index of the \(items.count)-element array in \(def.key)", at: location))
                    return .failed
                }
                current = items[i]
            default:
                emit(.error("JSON Pointer \(text) does not exist: \(def.key) has \(current.shortDescription) where \"\(segment)\" is looked up", at: location))
                return .failed
            }
        }
        return .json(current, file: def.file)
    }

    /// When `value` is itself an alias (curly or `$ref` to a token), the slot of the token it names.
    private func aliasedRawValue(_ value: JSONValue, file: String) -> Int? {
        if let s = value.string, case .alias(let key) = TokenPath.curly(s),
           let slot = slots.existing(key), context.definition(slot) >= 0 {
            return slot
        }
        if let (text, _) = TokenPath.refObject(value), let segments = TokenPath.pointerSegments(text) {
            var key = ""
            for (i, segment) in segments.enumerated() {
                key = TokenPath.key(key, segment)
                if let slot = slots.existing(key), context.definition(slot) >= 0 {
                    let rest = segments[(i + 1)...]
                    return rest.isEmpty || rest.elementsEqual(["$value"]) ? slot : nil
                }
            }
        }
        return nil
    }
}
