/// Reads a raw `$value` (or sub-value) as a given type, resolving references met on the way.
/// Every problem is reported at the most precise key (or array element) and yields nil.
struct ValueReader {
    unowned let resolver: AliasResolver
    /// The file the JSON being read comes from (pointers can lead into other files).
    var file: String
    var depth = 0
    /// The file's dialect when it is not DTCG 2025.10 (nil on the 2025.10 path): enables the lenient branches.
    var profile: DialectProfile?
    /// How the token's own value is read (a dialect type's rule; members read with `.standard`).
    var rule: DialectType.ValueRule = .standard

    init(resolver: AliasResolver, file: String) {
        self.resolver = resolver
        self.file = file
    }

    func loc(_ p: JSONPosition) -> SourceLocation { p.location(in: file) }

    /// The reader for a value the exact reader rejects: this one under its dialect profile; for a DTCG
    /// 2025.10 file in compatible mode, this one under the resolver's shared 2025.10 profile; nil in
    /// strict mode, where the error stands. Only error paths ask, so a valid value never pays for it.
    var lenient: ValueReader? {
        if profile != nil { return self }
        guard let compatible = resolver.compatible else { return nil }
        var r = self
        r.profile = compatible
        return r
    }

    /// Compatible mode: a construct outside DTCG 2025.10 is read and counted rather than an error.
    var isCompatible: Bool { profile.map { !$0.strict } ?? (resolver.compatible != nil) }

    func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        resolver.emit(.error(message, at: location, notes: notes))
    }

    func warning(_ message: String, at location: SourceLocation) {
        resolver.emit(.warning(message, at: location))
    }

    /// When the whole value is an alias to a token — `"{a.b}"`, `{"$ref": "#/a/b"}` or `{"$ref": "#/a/b/$value"}` —
    /// the target (slot nil when it does not exist, already diagnosed). Nil when the value is not such an alias.
    func wholeValueAlias(_ value: JSONValue, at location: SourceLocation) -> AliasResolver.AliasTarget? {
        if let s = value.string {
            switch TokenPath.curly(s) {
            case .alias(let key): return .init(slot: resolver.lookup(key, text: s, at: location))
            case .malformed where (profile != nil || isCompatible) && (DialectTokenParser.isMathNotAlias(s) || Self.isReferenceText(s)): return nil
            case .malformed(let why): error("malformed alias: \(why)", at: location); return .init(slot: nil)
            case .notAlias: return nil
            }
        }
        if let (text, position) = TokenPath.refObject(value), let segments = TokenPath.pointerSegments(text) {
            // Only pointers naming a whole token are token aliases; deeper ones are property references.
            let trimmed = segments.last == "$value" ? Array(segments.dropLast()) : segments
            if trimmed.contains(where: { $0.hasPrefix("$") && $0 != "$root" }) { return nil }
            if let s = resolver.slots.existing(TokenPath.key(trimmed)), resolver.context.definition(s) >= 0 {
                return .init(slot: s)
            }
            if case .failed = resolver.pointer(text, at: loc(position)) { return .init(slot: nil) }
            return nil
        }
        return nil
    }

    /// Reads `json` as a value of `type`. `what` names the position for messages ("border width").
    func read(_ json: JSONValue, as type: TokenType, at location: SourceLocation, what: String) -> TokenValue? {
        if type != .string, let s = json.string, resolver.displayNames != nil, let name = CSSVariableReference.name(in: s) {
            // `var(--name)`: the token the name spells, else the fallback after the comma, else the text as it is.
            if let slot = resolver.cssVariable(name) {
                return typed(resolver.result(slot, referencedAt: location), slot: slot, text: s, as: type, at: location, what: what)
            }
            if let fallback = CSSVariableReference.fallback(in: s) {
                return read(JSONValue(.string(fallback), at: json.position), as: type, at: location, what: what)
            }
        }
        if let s = json.string {
            switch TokenPath.curly(s) {
            case .alias(let key):
                guard let slot = resolver.lookup(key, text: s, at: location) else { return nil }
                return typed(resolver.result(slot, referencedAt: location), slot: slot, text: s, as: type, at: location, what: what)
            case .malformed where (profile != nil || isCompatible) && (DialectTokenParser.isMathNotAlias(s) || Self.isReferenceText(s)):
                break
            case .malformed(let why):
                error("malformed alias in \(what): \(why)", at: location)
                return nil
            case .notAlias:
                break
            }
        }
        if let (text, position) = TokenPath.refObject(json) {
            let at = loc(position)
            switch resolver.pointer(text, at: at) {
            case .failed: return nil
            case .token(let slot):
                return typed(resolver.result(slot, referencedAt: at), slot: slot, text: text, as: type, at: at, what: what)
            case .json(let target, let targetFile):
                guard depth < 64 else { error("JSON Pointer \(text) leads through too many references", at: at); return nil }
                var inner = ValueReader(resolver: resolver, file: targetFile)
                inner.depth = depth + 1
                return inner.read(target, as: type, at: at, what: what)
            }
        }
        switch type {
        case .color: return readColor(json, at: location, what: what).map(TokenValue.color)
        case .dimension: return readDimension(json, at: location, what: what).map(TokenValue.dimension)
        case .duration: return readDuration(json, at: location, what: what).map(TokenValue.duration)
        case .fontFamily: return readFontFamily(json, at: location, what: what).map(TokenValue.fontFamily)
        case .fontWeight: return readFontWeight(json, at: location, what: what).map(TokenValue.fontWeight)
        case .cubicBezier: return readCubicBezier(json, at: location, what: what).map(TokenValue.cubicBezier)
        case .number: return readNumber(json, at: location, what: what).map(TokenValue.number)
        case .strokeStyle: return readStrokeStyle(json, at: location, what: what).map(TokenValue.strokeStyle)
        case .border: return readBorder(json, at: location, what: what).map(TokenValue.border)
        case .transition: return readTransition(json, at: location, what: what).map(TokenValue.transition)
        case .shadow: return readShadow(json, at: location, what: what).map(TokenValue.shadow)
        case .gradient: return readGradient(json, at: location, what: what).map(TokenValue.gradient)
        case .typography: return readTypography(json, at: location, what: what).map(TokenValue.typography)
        case .boolean: return readBoolean(json, at: location, what: what).map(TokenValue.boolean)
        case .string: return readString(json, at: location, what: what).map(TokenValue.string)
        }
    }

    private func typed(_ resolved: AliasResolver.Resolved?, slot: Int, text: String, as type: TokenType, at location: SourceLocation, what: String) -> TokenValue? {
        guard let resolved else { return nil }
        guard resolved.type == type else {
            // Compatible mode converts as a whole-value alias does, but a dimension does not become a number
            // here: the number members (a line height, a gradient stop's position) are not lengths.
            let value = resolver.store.values[Int(resolved.value)]
            if !resolver.options.strict, !(resolved.type == .dimension && type == .number),
               let converted = AliasTypeConversion.convert(value, to: type, remBase: resolver.options.remBase) {
                resolver.note(.aliasTypeConversion, at: location, strict: false)
                return converted
            }
            let shown = text.hasPrefix("{") ? text : "\(text) (\(resolver.slots.keys[slot]))"
            error("alias \(shown) is a \(resolved.type) token, but \(what) must be a \(type)", at: location,
                  notes: [.init("\(resolver.slots.keys[slot]) is defined here", at: resolver.table.tokens[resolver.context.slotDef[slot]].location)])
            return nil
        }
        return resolver.store.values[Int(resolved.value)]
    }

    /// A primitive (number, string, boolean) position: a `{"$ref": ...}` there is followed to the raw JSON it points at.
    func primitive(_ json: JSONValue, at location: SourceLocation) -> JSONValue? {
        var current = json
        var hops = 0
        while let (text, position) = TokenPath.refObject(current) {
            hops += 1
            guard hops < 64 else { error("JSON Pointer \(text) leads through too many references", at: location); return nil }
            switch resolver.pointer(text, at: loc(position)) {
            case .failed: return nil
            case .json(let target, _): current = target
            case .token(let slot): current = resolver.table.tokens[resolver.context.slotDef[slot]].value
            }
        }
        return current
    }

    /// Object members checked against the allowed set; unknown ones are errors (composite values are closed).
    func members(_ object: JSONObject, allowed: [String], what: String) -> Bool {
        var ok = true
        for member in object where !allowed.contains(member.key) {
            var notes: [Diagnostic.Note] = []
            if let close = Suggestions.closest(to: member.key, in: allowed) { notes.append(.init("did you mean \"\(close)\"?")) }
            error("invalid \(what): unknown property \"\(member.key)\"; expected \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))",
                  at: loc(member.keyPosition), notes: notes)
            ok = false
        }
        return ok
    }

    /// The required member, or an error at the object's own location.
    func required(_ object: JSONObject, _ key: String, what: String, at location: SourceLocation) -> JSONObject.Member? {
        if let m = object.member(key) { return m }
        error("invalid \(what): missing \"\(key)\"", at: location)
        return nil
    }
}
