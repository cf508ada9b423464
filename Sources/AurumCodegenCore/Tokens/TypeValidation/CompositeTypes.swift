/// strokeStyle, border, transition, shadow, gradient, typography (composite-types.md). Every member
/// may be an explicit value or a reference to a token of the member's type.
extension ValueReader {
    /// Reads member `key` of `object` as `type`, naming it "\(what) \(key)" in messages.
    /// In compatible mode a missing member with a `fallback` takes it (`CompositeDefaults`).
    private func member(_ object: JSONObject, _ key: String, as type: TokenType, what: String, at location: SourceLocation,
                        default fallback: TokenValue? = nil) -> TokenValue? {
        if let fallback, object.member(key) == nil, isCompatible {
            note(.compositeMissingMember, at: location)
            return fallback
        }
        guard let m = required(object, key, what: what, at: location) else { return nil }
        if profile != nil { return forMember.read(m.value, as: type, at: loc(m.keyPosition), what: "\(what) \(key)") }
        return read(m.value, as: type, at: loc(m.keyPosition), what: "\(what) \(key)")
    }

    func readStrokeStyle(_ json: JSONValue, at location: SourceLocation, what: String) -> StrokeStyleValue? {
        if let s = json.string {
            if let k = StrokeStyleValue.Keyword(rawValue: s) { return .keyword(k) }
            let names = StrokeStyleValue.Keyword.allCases.map(\.rawValue)
            var notes: [Diagnostic.Note] = []
            if let close = Suggestions.closest(to: s, in: names) { notes.append(.init("did you mean \"\(close)\"?")) }
            error("invalid \(what): unknown stroke style \"\(s)\"; expected one of \(names.joined(separator: ", ")) or {\"dashArray\", \"lineCap\"}", at: location, notes: notes)
            return nil
        }
        guard let object = json.object else {
            error("invalid \(what): expected a stroke style keyword or an object {\"dashArray\", \"lineCap\"}, found \(json.shortDescription)", at: location)
            return nil
        }
        var ok = members(object, allowed: ["dashArray", "lineCap"], what: what)
        var dashes: [DimensionValue]?
        if let m = required(object, "dashArray", what: what, at: location), let raw = primitive(m.value, at: loc(m.keyPosition)) {
            if let items = raw.array, !items.isEmpty {
                var values: [DimensionValue] = []
                for (i, item) in items.enumerated() {
                    if case .dimension(let d)? = read(item, as: .dimension, at: loc(item.position), what: "\(what) dashArray element \(i)") {
                        values.append(d)
                    }
                }
                if values.count == items.count { dashes = values }
            } else {
                error("invalid \(what): dashArray must be a non-empty array of dimensions, found \(raw.shortDescription)", at: loc(m.keyPosition))
            }
        }
        var cap: StrokeStyleValue.LineCap?
        if let m = required(object, "lineCap", what: what, at: location), let raw = primitive(m.value, at: loc(m.keyPosition)) {
            if let s = raw.string, let c = StrokeStyleValue.LineCap(rawValue: s) {
                cap = c
            } else {
                error("invalid \(what): lineCap must be \"round\", \"butt\" or \"square\", found \(raw.shortDescription)", at: loc(m.keyPosition))
            }
        }
        ok = ok && dashes != nil && cap != nil
        guard ok, let dashes, let cap else { return nil }
        return .dashes(dashArray: dashes, lineCap: cap)
    }

    /// Object members checked against a composite's; in compatible mode the others are counted and left out.
    private func compositeMembers(_ object: JSONObject, allowed: [String], what: String) -> Bool {
        guard isCompatible else { return members(object, allowed: allowed, what: what) }
        for member in object where !allowed.contains(member.key) { note(.compositeExtraMember, at: loc(member.keyPosition)) }
        return true
    }

    func readBorder(_ json: JSONValue, at location: SourceLocation, what: String) -> BorderValue? {
        guard let object = json.object else {
            if let s = json.string, let lenient { return lenient.borderText(s, json, what: what) }
            error("invalid \(what): expected an object {\"color\", \"width\", \"style\"}, found \(json.shortDescription)", at: location)
            return nil
        }
        let ok = compositeMembers(object, allowed: ["color", "width", "style"], what: what)
        let color = member(object, "color", as: .color, what: what, at: location)
        let width = member(object, "width", as: .dimension, what: what, at: location, default: .dimension(CompositeDefaults.borderWidth))
        let style = member(object, "style", as: .strokeStyle, what: what, at: location, default: .strokeStyle(CompositeDefaults.borderStyle))
        guard ok, case .color(let c)? = color, case .dimension(let w)? = width, case .strokeStyle(let s)? = style else { return nil }
        return BorderValue(color: c, width: w, style: s)
    }

    func readTransition(_ json: JSONValue, at location: SourceLocation, what: String) -> TransitionValue? {
        guard let object = json.object else {
            if let s = json.string, let lenient { return lenient.transitionText(s, json, what: what) }
            error("invalid \(what): expected an object {\"duration\", \"delay\", \"timingFunction\"}, found \(json.shortDescription)", at: location)
            return nil
        }
        let ok = compositeMembers(object, allowed: ["duration", "delay", "timingFunction"], what: what)
        let duration = member(object, "duration", as: .duration, what: what, at: location)
        let delay = member(object, "delay", as: .duration, what: what, at: location, default: .duration(CompositeDefaults.delay))
        let timing = member(object, "timingFunction", as: .cubicBezier, what: what, at: location, default: .cubicBezier(CompositeDefaults.timingFunction))
        guard ok, case .duration(let d)? = duration, case .duration(let l)? = delay, case .cubicBezier(let t)? = timing else { return nil }
        return TransitionValue(duration: d, delay: l, timingFunction: t)
    }

    func readShadow(_ json: JSONValue, at location: SourceLocation, what: String) -> ShadowValue? {
        // `[]` and CSS's `none` (box-shadow's initial value): no shadow, which compatible mode reads as no layers.
        if json.array?.isEmpty == true || json.string?.lowercased() == "none", let lenient, lenient.isCompatible {
            lenient.note(.emptyShadow, at: loc(json.position))
            return ShadowValue(layers: [], isList: true)
        }
        if let items = json.array {
            guard !items.isEmpty else {
                error("invalid \(what): a shadow array must not be empty", at: location)
                return nil
            }
            var layers: [ShadowLayer] = []
            var ok = true
            for (i, item) in items.enumerated() {
                let at = loc(item.position)
                if item.object != nil, TokenPath.refObject(item) == nil {
                    if let layer = readShadowLayer(item.object!, at: at, what: "\(what) layer \(i)") { layers.append(layer) } else { ok = false }
                } else if case .shadow(let referenced)? = read(item, as: .shadow, at: at, what: "\(what) layer \(i)") {
                    layers.append(contentsOf: referenced.layers)
                } else {
                    ok = false
                }
            }
            return ok ? ShadowValue(layers: layers, isList: true) : nil
        }
        guard let object = json.object else {
            if let s = json.string, let lenient { return lenient.shadowText(s, json, what: what) }
            error("invalid \(what): expected a shadow object or an array of them, found \(json.shortDescription)", at: location)
            return nil
        }
        return readShadowLayer(object, at: location, what: what).map { ShadowValue(layers: [$0], isList: false) }
    }

    private func readShadowLayer(_ object: JSONObject, at location: SourceLocation, what: String) -> ShadowLayer? {
        let object = isCompatible || profile != nil ? tokensStudioShadow(object) : object
        var ok = compositeMembers(object, allowed: ["color", "offsetX", "offsetY", "blur", "spread", "inset"], what: what)
        let color = member(object, "color", as: .color, what: what, at: location)
        let offsetX = member(object, "offsetX", as: .dimension, what: what, at: location)
        let offsetY = member(object, "offsetY", as: .dimension, what: what, at: location)
        let blur = member(object, "blur", as: .dimension, what: what, at: location, default: .dimension(CompositeDefaults.zero))
        let spread = member(object, "spread", as: .dimension, what: what, at: location, default: .dimension(CompositeDefaults.zero))
        var inset = false
        if let m = object.member("inset"), let raw = primitive(m.value, at: loc(m.keyPosition)) {
            if let b = raw.bool { inset = b } else {
                error("invalid \(what): inset must be true or false, found \(raw.shortDescription)", at: loc(m.keyPosition))
                ok = false
            }
        }
        guard ok, case .color(let c)? = color, case .dimension(let x)? = offsetX, case .dimension(let y)? = offsetY,
              case .dimension(let b)? = blur, case .dimension(let s)? = spread else { return nil }
        return ShadowLayer(color: c, offsetX: x, offsetY: y, blur: b, spread: s, inset: inset)
    }

    func readGradient(_ json: JSONValue, at location: SourceLocation, what: String) -> GradientValue? {
        guard let items = json.array, !items.isEmpty else {
            error("invalid \(what): expected a non-empty array of gradient stops {\"color\", \"position\"}, found \(json.shortDescription)", at: location)
            return nil
        }
        var stops: [GradientStop] = []
        /// Stops written without a position (compatible mode), placed as CSS places them once all are read.
        var unplaced: Set<Int> = []
        var ok = true
        for (i, item) in items.enumerated() {
            let at = loc(item.position)
            let stopWhat = "\(what) stop \(i)"
            if let object = item.object, TokenPath.refObject(item) == nil {
                var fine = compositeMembers(object, allowed: ["color", "position"], what: stopWhat)
                let color = member(object, "color", as: .color, what: stopWhat, at: at)
                if object.member("position") == nil, isCompatible {
                    note(.compositeMissingMember, at: at)
                    if fine, case .color(let c)? = color {
                        unplaced.insert(stops.count)
                        stops.append(GradientStop(color: c, position: JSONNumber(0)))
                    } else {
                        ok = false
                    }
                    continue
                }
                var position: JSONNumber?
                if let m = required(object, "position", what: stopWhat, at: at),
                   case .number(let n)? = read(percentAsFraction(m.value), as: .number, at: loc(m.keyPosition), what: "\(stopWhat) position") {
                    // Out-of-range positions are valid and clamped (composite-types.md, Gradient).
                    position = n.double < 0 ? JSONNumber(0) : n.double > 1 ? JSONNumber(1) : n
                    if position != n { warning("\(stopWhat) position \(n.text) is outside [0, 1] and is clamped to \(position!.text)", at: loc(m.keyPosition)) }
                }
                fine = fine && position != nil
                if fine, case .color(let c)? = color, let position { stops.append(GradientStop(color: c, position: position)) } else { ok = false }
            } else if case .gradient(let referenced)? = read(item, as: .gradient, at: at, what: stopWhat) {
                stops.append(contentsOf: referenced.stops)
            } else {
                ok = false
            }
        }
        guard ok else { return nil }
        return GradientValue(stops: unplaced.isEmpty ? stops : CompositeDefaults.placing(stops, unplaced: unplaced))
    }

    /// Compatible mode: a stop position written as CSS writes it (`"25%"`) is that fraction (0.25).
    private func percentAsFraction(_ value: JSONValue) -> JSONValue {
        guard isCompatible, let s = value.string, case .success(let q) = UnitString.quantity(s), q.unit == "%" else { return value }
        note(.percentString, at: loc(value.position))
        return JSONValue(.number(DecimalText.divide(q.number, byPowerOfTen: 2)), at: value.position)
    }

    func readTypography(_ json: JSONValue, at location: SourceLocation, what: String) -> TypographyValue? {
        if let object = json.object {
            if profile != nil { return dialectTypography(object, at: location, what: what) }
            if TypographyDefaults.needsCompatibleReading(object), let lenient { return lenient.dialectTypography(object, at: location, what: what) }
        }
        guard let object = json.object else {
            error("invalid \(what): expected an object {\"fontFamily\", \"fontSize\", \"fontWeight\", \"letterSpacing\", \"lineHeight\"}, found \(json.shortDescription)", at: location)
            return nil
        }
        let ok = members(object, allowed: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"], what: what)
        let family = member(object, "fontFamily", as: .fontFamily, what: what, at: location)
        let size = member(object, "fontSize", as: .dimension, what: what, at: location)
        let weight = member(object, "fontWeight", as: .fontWeight, what: what, at: location)
        let spacing = member(object, "letterSpacing", as: .dimension, what: what, at: location)
        let lineHeight = member(object, "lineHeight", as: .number, what: what, at: location)
        guard ok, case .fontFamily(let f)? = family, case .dimension(let s)? = size, case .fontWeight(let w)? = weight,
              case .dimension(let l)? = spacing, case .number(let h)? = lineHeight else { return nil }
        return TypographyValue(fontFamily: f, fontSize: s, fontWeight: w, letterSpacing: l, lineHeight: h)
    }
}
