/// The lenient branches of `ValueReader`: what a value that is not DTCG 2025.10 becomes, for a file
/// read under a `DialectProfile`. Each runs only where the 2025.10 reader would report an error (a
/// string where an object belongs, a weight name it does not know, a missing typography member), and
/// only when the definition has a profile, so 2025.10 files never reach one.
///
/// Every construct read here is counted in the summary (or, in strict mode, reported as an error at
/// the value); errors inside a string point at their column in it (`StringLocation`).
extension ValueReader {
    /// Where UTF-8 offset `offset` of the string `json` holds is in the file.
    func location(in json: JSONValue, offset: Int) -> SourceLocation {
        guard let s = json.string else { return loc(json.position) }
        return StringLocation.location(ofOffset: offset, in: s, startingAt: json.position, file: file)
    }

    func note(_ construct: CompatibilityConstruct, at location: SourceLocation) {
        resolver.note(construct, at: location, strict: profile?.strict ?? false)
    }

    /// The reader for a member of a composite: the token's value rule applies to the token, not its members.
    var forMember: ValueReader {
        var r = self
        r.rule = .standard
        return r
    }

    // MARK: colours

    func colorString(_ s: String, _ json: JSONValue, what: String) -> ColorValue? {
        var s = s
        if Self.isReferenceText(s) {
            guard let substituted = substitutingReferences(s, json) else { return nil }
            s = substituted
        }
        if let color = HexRGBA.parse(s) {
            note(.colorFunctionString, at: loc(json.position))
            return color
        }
        // Hex digits without their `#` ("FF0000"), which Style Dictionary's colour transforms (tinycolor) read as hex.
        if Self.isBareHex(s), case .success(let parsed) = CSSColorParser.parse("#" + s) {
            note(.hexWithoutHash, at: loc(json.position))
            return parsed.color
        }
        switch CSSColorParser.parse(s) {
        case .success(let parsed):
            let construct: CompatibilityConstruct = switch parsed.syntax {
            case .hex: .hexColorString
            case .legacyFunction, .modernFunction: .colorFunctionString
            case .named: .namedColorString
            }
            note(construct, at: loc(json.position))
            return parsed.color
        case .failure(let e):
            error("invalid \(what): \(e.message)", at: location(in: json, offset: e.offset))
            return nil
        }
    }

    /// 3, 4, 6 or 8 hex digits and nothing else, with at least one letter or six digits (a bare `100` is a number).
    static func isBareHex(_ s: String) -> Bool {
        let u = Array(s.utf8)
        guard [3, 4, 6, 8].contains(u.count), u.allSatisfy({ (48...57).contains($0) || (65...70).contains($0) || (97...102).contains($0) }) else { return false }
        return u.count >= 6 || u.contains { !(48...57).contains($0) }
    }

    static func isHex8(_ s: String) -> Bool {
        let u = Array(s.utf8)
        guard u.count == 9, u[0] == UInt8(ascii: "#") else { return false }
        return u[1...].allSatisfy { (48...57).contains($0) || (65...70).contains($0) || (97...102).contains($0) }
    }

    // MARK: numbers with units

    /// A dimension written as a string (`"16px"`, math) or a plain number.
    func lenientDimension(_ json: JSONValue, at location: SourceLocation, what: String) -> DimensionValue? {
        let unitless: UnitString.UnitlessDimension
        if case .dimension(let u) = rule { unitless = profile?.unitless(u) ?? u } else { unitless = profile?.unitlessDimension ?? .rejected }
        if let n = json.number {
            let q = UnitString.Quantity(number: n, unit: "", unitOffset: 0)
            switch UnitString.dimension(q, unitless: unitless) {
            case .success(let d):
                if n.double != 0 || unitless != .rejected { note(Self.unitlessConstruct(unitless, n), at: loc(json.position)) }
                return d
            case .failure(let e):
                error("invalid \(what): \(e.message)", at: location)
                return nil
            }
        }
        guard let s = json.string else {
            error("invalid \(what): expected a dimension object {\"value\": number, \"unit\": \"px\" | \"rem\"} or a string such as \"16px\", found \(json.shortDescription)", at: location)
            return nil
        }
        let quantity = UnitString.quantity(s)
        if case .success(let q) = quantity, q.unit.lowercased() == "em" {
            note(.emDimension, at: loc(json.position))
            return DimensionValue(value: q.number, unit: .rem)
        }
        if case .success(let q) = quantity {
            switch UnitString.dimension(q, unitless: unitless) {
            case .success(let d):
                note(q.unit.isEmpty ? Self.unitlessConstruct(unitless, q.number) : .dimensionString, at: loc(json.position))
                return d
            case .failure(let e):
                error("invalid \(what): \(e.message)", at: self.location(in: json, offset: e.offset))
                return nil
            }
        }
        if let computed = math(s, json, as: .dimension, what: what) {
            guard case .dimension(let d)? = computed else { return nil }
            return d
        }
        if case .failure(let e) = quantity { error("invalid \(what): \(e.message)", at: self.location(in: json, offset: e.offset)) }
        return nil
    }

    /// The summary a plain number `n` read under `unitless` counts in: rem and pixel-scale readings say what they did.
    static func unitlessConstruct(_ unitless: UnitString.UnitlessDimension, _ n: JSONNumber) -> CompatibilityConstruct {
        switch unitless {
        case .rem: return n.double == 0 ? .unitlessDimension : .unitlessRem
        case .pixelScale: return .pixelScaleNumbers
        case .px, .rejected: return .unitlessDimension
        }
    }

    func lenientDuration(_ json: JSONValue, at location: SourceLocation, what: String) -> DurationValue? {
        let milliseconds = rule == .durationInMilliseconds
        if let n = json.number, milliseconds || n.double == 0 {
            note(.durationString, at: loc(json.position))
            return DurationValue(value: n, unit: .ms)
        }
        // A plain number where a duration belongs: milliseconds, as CSS, JavaScript timers and Style Dictionary's
        // `time/seconds` read one (`"value": 100, "type": "duration"`).
        if let n = json.number {
            note(.unitlessDuration, at: loc(json.position))
            return DurationValue(value: n, unit: .ms)
        }
        guard let s = json.string else {
            error("invalid \(what): expected a duration object {\"value\": number, \"unit\": \"ms\" | \"s\"} or a string such as \"200ms\", found \(json.shortDescription)", at: location)
            return nil
        }
        let parsed = UnitString.duration(s, unitlessIsMilliseconds: milliseconds)
        if case .success(let d) = parsed {
            note(.durationString, at: loc(json.position))
            return d
        }
        if let computed = math(s, json, as: .duration, what: what) {
            guard case .duration(let d)? = computed else { return nil }
            return d
        }
        if case .failure(let e) = parsed { error("invalid \(what): \(e.message)", at: self.location(in: json, offset: e.offset)) }
        return nil
    }

    /// A number written as a string (`"0.15"`, `"38%"` where the type allows percentages, `"AUTO"` line
    /// heights, math).
    func lenientNumber(_ json: JSONValue, at location: SourceLocation, what: String) -> JSONNumber? {
        guard let s = json.string else {
            error("invalid \(what): expected a number, found \(json.shortDescription)", at: location)
            return nil
        }
        if rule == .lineHeight, ["AUTO", "NORMAL"].contains(s.trimmingCharacters(in: .whitespaces).uppercased()) {
            note(.lineHeightAuto, at: loc(json.position))
            return TypographyDefaults.lineHeight
        }
        let percentAllowed = rule == .fraction || rule == .lineHeight || rule == .letterSpacing
        let quantity = UnitString.quantity(s)
        if case .success(let q) = quantity {
            if q.unit.isEmpty {
                note(.numberString, at: loc(json.position))
                return q.number
            }
            if q.unit == "%", percentAllowed {
                note(.percentString, at: loc(json.position))
                return DecimalText.divide(q.number, byPowerOfTen: 2)
            }
            if q.unit.lowercased() == "em", rule == .letterSpacing {
                note(.relativeLetterSpacing, at: loc(json.position))
                return q.number
            }
            error("invalid \(what): expected a number\(percentAllowed ? " or a percentage" : ""), found the unit \"\(q.unit)\"", at: self.location(in: json, offset: q.unitOffset))
            return nil
        }
        if let computed = math(s, json, as: .number, what: what) {
            guard case .number(let n)? = computed else { return nil }
            return n
        }
        if case .failure(let e) = quantity { error("invalid \(what): \(e.message)", at: self.location(in: json, offset: e.offset)) }
        return nil
    }

    /// A weight name DTCG does not define (`"Semi Bold"`, `"Bold Italic"`, `"600"`).
    func lenientFontWeight(_ s: String, _ json: JSONValue, at location: SourceLocation, what: String) -> FontWeightValue? {
        guard let match = FontWeightName.parse(s) else {
            var notes: [Diagnostic.Note] = []
            if let close = Suggestions.closest(to: s, in: FontWeightName.knownNames) { notes.append(.init("did you mean \"\(close)\"?")) }
            error("invalid \(what): unknown font weight \"\(s)\"; expected a number in [1, 1000] or a weight name such as \"bold\" or \"Semi Bold\"", at: location, notes: notes)
            return nil
        }
        // `"600"` is a number written as a string, not a name.
        note(Double(s.trimmingCharacters(in: .whitespaces)) != nil ? .numberString : .fontWeightName, at: loc(json.position))
        if match.style != nil { note(.fontStyleInWeight, at: loc(json.position)) }
        return FontWeightValue(value: JSONNumber(Double(match.weight)), keyword: match.keyword)
    }

    // MARK: math

    /// The value of a Tokens Studio math expression, its references filled from this context; nil
    /// when `s` is not math (the caller reports its own error), `.some(nil)` when math failed (reported).
    func math(_ s: String, _ json: JSONValue, as type: TokenType, what: String) -> TokenValue?? {
        if let computed = calc(s, json, as: type, what: what) { return computed }
        guard DialectTokenParser.mayBeMath(s) else { return nil }
        let expression: MathExpression
        switch MathParser.parse(s) {
        case .failure(let e):
            error("invalid \(what): \(e.message)", at: location(in: json, offset: e.offset))
            return .some(nil)
        case .success(let parsed):
            guard parsed.hasOperations || !parsed.references.isEmpty else { return nil }
            expression = parsed
        }
        switch evaluate(expression, json) {
        case .failure(.error(let e)):
            error("invalid \(what): \(e.message)", at: location(in: json, offset: e.offset))
            return .some(nil)
        case .failure(.reported):
            return .some(nil)
        case .success(var q):
            // Tokens Studio substitutes a reference's text: a dimension written "21" counts as the plain
            // 21, so a number computed from dimensions in px is that many pixels.
            if type == .number, q.unit == "px" { q.unit = nil }
            // A member of a composite reads with `.standard`; a plain number there is in the dialect's
            // unit (Tokens Studio and Figma: px), as it is for a dimension token of its own.
            var valueRule = rule
            if type == .dimension, rule == .standard, let unitless = profile?.unitlessDimension { valueRule = .dimension(unitless: unitless) }
            switch q.tokenValue(as: DialectType(.dtcg(type), valueRule)) {
            case .success(let value): return .some(value)
            case .failure(let e):
                error("invalid \(what): \(e.message)", at: location(in: json, offset: 0))
                return .some(nil)
            }
        }
    }

    /// Evaluates `expression` (written in the string `json`) with each reference's value in this context.
    func evaluate(_ expression: MathExpression, _ json: JSONValue) -> Result<MathQuantity, MathFailure> {
        MathEvaluator.evaluate(expression) { key, range in
            let at = location(in: json, offset: range.lowerBound)
            guard let slot = resolver.lookup(key, text: "{\(key)}", at: at),
                  let resolved = resolver.result(slot, referencedAt: at) else { return .failure(.reported) }
            guard var q = MathQuantity(resolver.store.values[Int(resolved.value)]) else {
                error("{\(key)} is a \(resolved.type) token; math takes numbers, dimensions and durations", at: at)
                return .failure(.reported)
            }
            if q.unit != nil, resolver.writtenWithoutUnit(slot) { q.unit = nil }
            return .success(q)
        }
    }

    // MARK: composites

    /// The value a whole-value alias in a member stands for (`handled` false when `json` is no alias).
    func aliasedValue(_ json: JSONValue, at location: SourceLocation) -> (handled: Bool, value: TokenValue?) {
        guard let target = wholeValueAlias(json, at: location) else { return (false, nil) }
        guard let slot = target.slot, let resolved = resolver.result(slot, referencedAt: location) else { return (true, nil) }
        return (true, resolver.store.values[Int(resolved.value)])
    }

    /// Tokens Studio's shadow members (`x`, `y`, `type: innerShadow`, `blendMode`) and the Figma Design Tokens
    /// plugin's (`radius` the blur, `shadowType: innerShadow`) as DTCG's.
    func tokensStudioShadow(_ object: JSONObject) -> JSONObject {
        guard object.member("x") != nil || object.member("y") != nil || object.member("type") != nil || object.member("blendMode") != nil
              || object.member("shadowType") != nil || (object.member("radius") != nil && object.member("blur") == nil) else { return object }
        note(.shadowTokensStudioForm, at: loc(object.members.first?.keyPosition ?? JSONPosition(line: 1, column: 1, offset: 0)))
        var members: [JSONObject.Member] = []
        for m in object {
            switch m.key {
            case "x": members.append(.init(key: "offsetX", keyPosition: m.keyPosition, value: m.value))
            case "y": members.append(.init(key: "offsetY", keyPosition: m.keyPosition, value: m.value))
            case "radius" where object.member("blur") == nil: members.append(.init(key: "blur", keyPosition: m.keyPosition, value: m.value))
            case "type", "shadowType":
                let inset = m.value.string == "innerShadow"
                if !inset, m.value.string != "dropShadow" {
                    error("invalid shadow: \(m.key) must be \"dropShadow\" or \"innerShadow\", found \(m.value.shortDescription)", at: loc(m.keyPosition))
                }
                members.append(.init(key: "inset", keyPosition: m.keyPosition, value: JSONValue(.bool(inset), at: m.value.position)))
            case "blendMode": continue
            default: members.append(m)
            }
        }
        return JSONObject(members)
    }

    /// A typography value whose members may be missing (they take `TypographyDefaults`), may include
    /// Tokens Studio's extra members (dropped), and whose line height and letter spacing may be written
    /// as Tokens Studio writes them (`"150%"`, `"24"` px, `"AUTO"`, `"-2%"`, or references to such tokens).
    func dialectTypography(_ written: JSONObject, at location: SourceLocation, what: String) -> TypographyValue? {
        var object = written
        if isCompatible, let renamed = TypographyDefaults.membersUnderDTCGNames(written) {
            note(.typographyMemberSpelling, at: loc(written.members.first?.keyPosition ?? JSONPosition(line: 1, column: 1, offset: 0)))
            object = renamed
        }
        var ok = true
        for member in object where !TypographyDefaults.members.contains(member.key) {
            if TypographyDefaults.tokensStudioExtraMembers.contains(member.key), profile?.dialect != .dtcg2025 {
                note(.typographyExtraMember, at: loc(member.keyPosition))
            } else if isCompatible {
                note(.compositeExtraMember, at: loc(member.keyPosition))
            } else {
                error("invalid \(what): unknown property \"\(member.key)\"; expected \(TypographyDefaults.members.map { "\"\($0)\"" }.joined(separator: ", "))", at: loc(member.keyPosition))
                ok = false
            }
        }
        let member = forMember
        func value(_ key: String, as type: TokenType) -> TokenValue? {
            guard let m = object.member(key) else {
                note(.typographyMissingMember, at: location)
                return TypographyDefaults.value(for: key)
            }
            return member.read(m.value, as: type, at: loc(m.keyPosition), what: "\(what) \(key)")
        }
        let family = value("fontFamily", as: .fontFamily)
        let size = value("fontSize", as: .dimension)
        let weight = value("fontWeight", as: .fontWeight)
        guard case .dimension(let fontSize)? = size else {
            _ = typographySpacing(object, fontSize: nil, what: what, location: location)
            _ = typographyLineHeight(object, fontSize: nil, what: what, location: location)
            return nil
        }
        let spacing = typographySpacing(object, fontSize: fontSize, what: what, location: location)
        let lineHeight = typographyLineHeight(object, fontSize: fontSize, what: what, location: location)
        guard ok, case .fontFamily(let f)? = family, case .fontWeight(let w)? = weight, let spacing, let lineHeight else { return nil }
        return TypographyValue(fontFamily: f, fontSize: fontSize, fontWeight: w, letterSpacing: spacing, lineHeight: lineHeight)
    }

    /// `{"value": n, "unit": "em"}`: n, a fraction of the font size.
    static func emQuantity(_ json: JSONValue) -> JSONNumber? {
        guard let object = json.object, object["unit"]?.string?.lowercased() == "em" else { return nil }
        return object["value"]?.number
    }

    private func pixels(_ d: DimensionValue) -> JSONNumber {
        d.unit == .px ? d.value : JSONNumber(d.value.double * (profile?.remBase ?? 16))
    }

    /// `letterSpacing`: a dimension, or a fraction of the font size (`"-2%"`, a number token) in px.
    private func typographySpacing(_ object: JSONObject, fontSize: DimensionValue?, what: String, location: SourceLocation) -> DimensionValue? {
        guard let m = object.member("letterSpacing") else {
            note(.typographyMissingMember, at: location)
            return TypographyDefaults.letterSpacing
        }
        let at = loc(m.keyPosition)
        let name = "\(what) letterSpacing"
        func relative(_ fraction: JSONNumber) -> DimensionValue? {
            guard let fontSize else { return nil }
            note(.relativeLetterSpacing, at: loc(m.value.position))
            return DimensionValue(value: TypographyDefaults.letterSpacingPixels(fraction: fraction, fontSizePixels: pixels(fontSize)), unit: .px)
        }
        let alias = aliasedValue(m.value, at: at)
        if alias.handled {
            switch alias.value {
            case .dimension(let d)?: return d
            case .number(let n)?: return relative(n)
            case nil: return nil
            case let other?:
                error("invalid \(name): a \(other.type) token cannot be a letter spacing", at: at)
                return nil
            }
        }
        if let s = m.value.string, case .success(let q) = UnitString.quantity(s), q.unit == "%" || q.unit.lowercased() == "em" {
            return relative(q.unit == "%" ? DecimalText.divide(q.number, byPowerOfTen: 2) : q.number)
        }
        // CSS's `normal` (and `auto`, as Figma-minded sets write it): the font's own spacing, nothing added.
        if let s = m.value.string, ["normal", "auto"].contains(s.trimmingCharacters(in: .whitespaces).lowercased()) {
            note(.letterSpacingKeyword, at: loc(m.value.position))
            return DimensionValue(value: JSONNumber(0), unit: .px)
        }
        if let em = Self.emQuantity(m.value) { return relative(em) }
        var r = forMember
        r.rule = .dimension(unitless: .px)
        guard case .dimension(let d)? = r.read(m.value, as: .dimension, at: at, what: name) else { return nil }
        return d
    }

    /// `lineHeight`: DTCG's multiplier, or (Tokens Studio) a percentage, a height in px (divided by the
    /// font size), `AUTO`, or a reference to a number or dimension token.
    private func typographyLineHeight(_ object: JSONObject, fontSize: DimensionValue?, what: String, location: SourceLocation) -> JSONNumber? {
        guard let m = object.member("lineHeight") else {
            note(.typographyMissingMember, at: location)
            return TypographyDefaults.lineHeight
        }
        let at = loc(m.keyPosition)
        let name = "\(what) lineHeight"
        func fromPixels(_ px: DimensionValue) -> JSONNumber? {
            guard let fontSize else { return nil }
            guard let n = TypographyDefaults.lineHeightMultiplier(pixels: pixels(px), fontSizePixels: pixels(fontSize)) else {
                error("invalid \(name): the font size is 0, so a line height in px has no multiplier", at: at)
                return nil
            }
            return n
        }
        let alias = aliasedValue(m.value, at: at)
        if alias.handled {
            switch alias.value {
            case .number(let n)?: return n
            case .dimension(let d)?:
                note(.lineHeightDimension, at: at)
                return fromPixels(d)
            case nil: return nil
            // A string token holding a percentage or a number (a `"100%"` dimension, which is a String): what it says.
            case let other?:
                // A string token holding a percentage or a number (a `"100%"` dimension, which is a String): what it says.
                if case .string(let text) = other,
                   case .number(let n)? = AliasTypeConversion.convert(.string(text), to: .number, remBase: resolver.options.remBase) {
                    note(.aliasTypeConversion, at: at)
                    return n
                }
                error("invalid \(name): a \(other.type) token cannot be a line height", at: at)
                return nil
            }
        }
        if let object = m.value.object, TokenPath.refObject(m.value) == nil {
            // A dimension where DTCG wants a multiplier: em is one already; px and rem are divided by the font size.
            note(.lineHeightDimension, at: loc(m.value.position))
            if let em = Self.emQuantity(m.value) { return em }
            if let percent = object["unit"]?.string, percent == "%", let n = object["value"]?.number {
                return DecimalText.divide(n, byPowerOfTen: 2)
            }
            guard case .dimension(let d)? = forMember.read(m.value, as: .dimension, at: at, what: name) else { return nil }
            return fromPixels(d)
        }
        // Plain numbers: a multiplier below 4, pixels from 4 on (`TypographyDefaults.smallestPixelLineHeight`).
        if let n = m.value.number {
            guard TypographyDefaults.unitlessLineHeightIsPixels(n) else { return n }
            note(.unitlessLineHeightPixels, at: loc(m.value.position))
            return fromPixels(DimensionValue(value: n, unit: .px))
        }
        if let s = m.value.string {
            if case .success(let q) = UnitString.quantity(s), q.unit == "px" || q.unit == "rem" || (q.unit.isEmpty && TypographyDefaults.unitlessLineHeightIsPixels(q.number)) {
                note(q.unit.isEmpty ? .unitlessDimension : .dimensionString, at: loc(m.value.position))
                return fromPixels(DimensionValue(value: q.number, unit: q.unit == "rem" ? .rem : .px))
            }
            if case .success(let q) = UnitString.quantity(s), q.unit.lowercased() == "em" {
                note(.lineHeightDimension, at: loc(m.value.position))
                return q.number
            }
            var px = forMember
            px.rule = .dimension(unitless: .px)
            if profile?.unitlessLineHeightIsPixels ?? false, DialectTokenParser.mayBeMath(s), let computed = px.math(s, m.value, as: .dimension, what: name) {
                guard case .dimension(let d)? = computed else { return nil }
                return fromPixels(d)
            }
            var r = forMember
            r.rule = .lineHeight
            guard case .number(let n)? = r.read(m.value, as: .number, at: at, what: name) else { return nil }
            return n
        }
        guard case .number(let n)? = forMember.read(m.value, as: .number, at: at, what: name) else { return nil }
        return n
    }
}
