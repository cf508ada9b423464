/// dimension, duration, number, fontFamily, fontWeight, cubicBezier (types.md).
extension ValueReader {
    func readNumber(_ json: JSONValue, at location: SourceLocation, what: String) -> JSONNumber? {
        guard let value = primitive(json, at: location) else { return nil }
        guard let n = value.number else {
            if let lenient { return lenient.lenientNumber(value, at: location, what: what) }
            error("invalid \(what): expected a number, found \(value.shortDescription)", at: location)
            return nil
        }
        return n
    }

    func readDimension(_ json: JSONValue, at location: SourceLocation, what: String) -> DimensionValue? {
        guard let object = json.object else {
            if let lenient { return lenient.lenientDimension(json, at: location, what: what) }
            var notes: [Diagnostic.Note] = []
            if json.string != nil { notes.append(.init("write dimensions as {\"value\": 16, \"unit\": \"px\"}")) }
            error("invalid \(what): expected a dimension object {\"value\": number, \"unit\": \"px\" | \"rem\"}, found \(json.shortDescription)", at: location, notes: notes)
            return nil
        }
        var ok = members(object, allowed: ["value", "unit"], what: what)
        var number: JSONNumber?
        if let m = required(object, "value", what: what, at: location) {
            number = readNumber(m.value, at: loc(m.keyPosition), what: "\(what) value")
        }
        var unit: DimensionValue.Unit?
        if let m = required(object, "unit", what: what, at: location), let raw = primitive(m.value, at: loc(m.keyPosition)) {
            if let s = raw.string, let u = DimensionValue.Unit(rawValue: s) {
                unit = u
            } else if raw.string?.lowercased() == "em", let lenient {
                lenient.note(.emDimension, at: loc(m.keyPosition))
                unit = .rem
            } else {
                error("invalid \(what): unit must be \"px\" or \"rem\", found \(raw.shortDescription)", at: loc(m.keyPosition))
            }
        }
        ok = ok && number != nil && unit != nil
        guard ok, let number, let unit else { return nil }
        return DimensionValue(value: number, unit: unit)
    }

    func readDuration(_ json: JSONValue, at location: SourceLocation, what: String) -> DurationValue? {
        guard let object = json.object else {
            if let lenient { return lenient.lenientDuration(json, at: location, what: what) }
            error("invalid \(what): expected a duration object {\"value\": number, \"unit\": \"ms\" | \"s\"}, found \(json.shortDescription)", at: location)
            return nil
        }
        var ok = members(object, allowed: ["value", "unit"], what: what)
        var number: JSONNumber?
        if let m = required(object, "value", what: what, at: location) {
            number = readNumber(m.value, at: loc(m.keyPosition), what: "\(what) value")
        }
        var unit: DurationValue.Unit?
        if let m = required(object, "unit", what: what, at: location), let raw = primitive(m.value, at: loc(m.keyPosition)) {
            if let s = raw.string, let u = DurationValue.Unit(rawValue: s) {
                unit = u
            } else {
                error("invalid \(what): unit must be \"ms\" or \"s\", found \(raw.shortDescription)", at: loc(m.keyPosition))
            }
        }
        ok = ok && number != nil && unit != nil
        guard ok, let number, let unit else { return nil }
        return DurationValue(value: number, unit: unit)
    }

    func readFontFamily(_ json: JSONValue, at location: SourceLocation, what: String) -> FontFamilyValue? {
        if var s = json.string {
            guard !s.isEmpty else { error("invalid \(what): a font name must not be empty", at: location); return nil }
            // References inside the text (`"\"{asset.font.name}\""`, `"{font.brand}, sans-serif"`): their names' text.
            if profile != nil || isCompatible, Self.isReferenceText(s) {
                guard let substituted = substitutingReferences(s, json) else { return nil }
                s = substituted
            }
            // A CSS font stack: read as its list in compatible mode, an error in strict mode.
            if CSSFontStack.isList(s) { return (lenient ?? self).fontStack(s, json, what: what) }
            return FontFamilyValue(names: [s])
        }
        guard let items = json.array else {
            error("invalid \(what): expected a font name or an array of font names, found \(json.shortDescription)", at: location)
            return nil
        }
        guard !items.isEmpty else {
            error("invalid \(what): the array of font names must not be empty", at: location)
            return nil
        }
        var names: [String] = []
        var ok = true
        var referenced = false
        for (i, item) in items.enumerated() {
            let at = loc(item.position)
            guard let raw = primitive(item, at: at) else { ok = false; continue }
            if let s = raw.string, !s.isEmpty, case .notAlias = TokenPath.curly(s) {
                names.append(s)
            } else if let s = raw.string, case .alias = TokenPath.curly(s) {
                // 2025.10 wants font names here (its schema excludes curly references); compatible mode puts the
                // target's names in the reference's place.
                if !isCompatible || !referenced { resolver.note(.fontFamilyReference, at: at, strict: !isCompatible) }
                referenced = true
                guard isCompatible, case .fontFamily(let target)? = read(raw, as: .fontFamily, at: at, what: what) else { ok = false; continue }
                names.append(contentsOf: target.names)
            } else {
                error("invalid \(what): element \(i) must be a font name string, found \(raw.shortDescription)", at: at)
                ok = false
            }
        }
        guard ok else { return nil }
        guard referenced else { return FontFamilyValue(names: names) }
        // Stacks flattened together repeat their fallbacks: the first mention wins.
        var seen = Set<String>()
        return FontFamilyValue(names: names.filter { seen.insert($0).inserted })
    }

    func readFontWeight(_ json: JSONValue, at location: SourceLocation, what: String) -> FontWeightValue? {
        guard let raw = primitive(json, at: location) else { return nil }
        if let n = raw.number {
            guard n.double >= 1, n.double <= 1000 else {
                error("invalid \(what): a numeric font weight must be in [1, 1000], found \(n.text)", at: location)
                return nil
            }
            return FontWeightValue(value: n)
        }
        if let s = raw.string {
            if let match = FontWeightValue.keywords.first(where: { $0.key == s }) {
                return FontWeightValue(value: JSONNumber(Double(match.value)), keyword: s)
            }
            if let lenient { return lenient.lenientFontWeight(s, raw, at: location, what: what) }
            var notes: [Diagnostic.Note] = []
            let names = FontWeightValue.keywords.map(\.key)
            if let close = names.first(where: { $0.lowercased() == s.lowercased() }) ?? Suggestions.closest(to: s, in: names) {
                notes.append(.init("did you mean \"\(close)\"? (weight names are case-sensitive)"))
            }
            error("invalid \(what): unknown font weight \"\(s)\"; expected a number in [1, 1000] or one of \(names.joined(separator: ", "))", at: location, notes: notes)
            return nil
        }
        error("invalid \(what): expected a number in [1, 1000] or a weight name such as \"bold\", found \(raw.shortDescription)", at: location)
        return nil
    }

    func readCubicBezier(_ json: JSONValue, at location: SourceLocation, what: String) -> CubicBezierValue? {
        guard let items = json.array else {
            if let s = json.string, let lenient { return lenient.easingText(s, json, what: what) }
            if let points = CubicBezierObject.points(json), let lenient {
                lenient.note(.cubicBezierObject, at: loc(json.position))
                return readCubicBezier(points, at: location, what: what)
            }
            error("invalid \(what): expected an array [x1, y1, x2, y2], found \(json.shortDescription)", at: location)
            return nil
        }
        guard items.count == 4 else {
            error("invalid \(what): expected 4 numbers [x1, y1, x2, y2], found \(items.count)", at: location)
            return nil
        }
        let names = ["x1", "y1", "x2", "y2"]
        var numbers: [JSONNumber] = []
        for (i, item) in items.enumerated() {
            let at = loc(item.position)
            guard let raw = primitive(item, at: at) else { continue }
            guard let n = raw.number else {
                error("invalid \(what): \(names[i]) must be a number, found \(raw.shortDescription)", at: at)
                continue
            }
            if i % 2 == 0, !(0...1).contains(n.double) {
                error("invalid \(what): \(names[i]) must be in [0, 1], found \(n.text)", at: at)
                continue
            }
            numbers.append(n)
        }
        guard numbers.count == 4 else { return nil }
        return CubicBezierValue(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }

    /// A `boolean` token: `true` or `false` (Tokens Studio writes them as strings).
    func readBoolean(_ json: JSONValue, at location: SourceLocation, what: String) -> Bool? {
        guard let raw = primitive(json, at: location) else { return nil }
        if let b = raw.bool { return b }
        if let s = raw.string, s == "true" || s == "false", lenient != nil { return s == "true" }
        error("invalid \(what): expected true or false, found \(raw.shortDescription)", at: location)
        return nil
    }

    /// A `string` token.
    /// `text-decoration-line: underline; text-underline-offset: 2px` for an object whose keys are all CSS property
    /// names and whose values are text or numbers; nil otherwise.
    static func cssDeclarations(_ object: JSONObject) -> String? {
        guard !object.members.isEmpty, object.members.allSatisfy({ ValueModes.isCSSPropertyName($0.key) }) else { return nil }
        var parts: [String] = []
        for member in object {
            guard let value = member.value.string ?? member.value.number?.text else { return nil }
            let kebab = member.key.reduce(into: "") { out, c in
                if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) }
            }
            parts.append("\(kebab): \(value)")
        }
        return parts.joined(separator: "; ")
    }

    func readString(_ json: JSONValue, at location: SourceLocation, what: String) -> String? {
        guard let raw = primitive(json, at: location) else { return nil }
        if let s = raw.string {
            return profile != nil && Self.isReferenceText(s) ? substitutingReferences(s, raw) : s
        }
        if let n = raw.number, lenient != nil { return n.text }
        if profile != nil, let o = raw.object, ColorModifierSpec.isWritten(o) { return modifierText(o) }
        // An object of CSS properties (`{"textDecorationLine": "underline", "textUnderlineOffset": "2px"}`): their
        // declarations, which is what a CSS build writes for it.
        if profile != nil, let o = raw.object, let css = Self.cssDeclarations(o) {
            note(.cssValueString, at: loc(raw.position))
            return css
        }
        error("invalid \(what): expected a string, found \(raw.shortDescription)", at: location)
        return nil
    }
}
