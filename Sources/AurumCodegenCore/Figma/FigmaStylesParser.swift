/// Reads `GET /v1/files/:key/styles`, and the style nodes of `GET /v1/files/:key/nodes?ids=…`. Every problem is a
/// diagnostic at the key's line and column; a style that cannot be read is left out so the rest are still checked.
package enum FigmaStylesParser {
    /// The styles list: the whole body, or `meta` alone (`{"styles": […]}`).
    package static func parseStyles(_ json: JSONValue, file: String, diagnostics: inout DiagnosticCollector) -> FigmaStylesResponse {
        var response = FigmaStylesResponse(styles: [], file: file)
        guard let root = JSONObjectReader(json, file: file, what: "a Figma styles response", nullIsAbsent: true, diagnostics: &diagnostics) else { return response }
        if let message = FigmaErrorBody.message(in: root.object) {
            diagnostics.error("the file holds a Figma error response, not styles: \(message)", at: json.location(in: file))
            return response
        }
        let meta = root["meta"].flatMap { JSONObjectReader($0, file: file, what: "'meta'", nullIsAbsent: true, diagnostics: &diagnostics) } ?? root
        guard let list = meta["styles"] else {
            diagnostics.error("a Figma styles response needs 'meta.styles' (GET /v1/files/:key/styles)", at: json.location(in: file))
            return response
        }
        guard let entries = list.array else {
            diagnostics.error("'styles' must be an array, not \(list.kindDescription)", at: list.location(in: file))
            return response
        }
        var keys: [String: FigmaStyleMetadata] = [:]
        for entry in entries {
            guard let style = parseMetadata(entry, file, &diagnostics) else { continue }
            if let first = keys[style.key] {
                diagnostics.error("two styles have the key '\(style.key)'", at: style.location, notes: [.init("first one here", at: first.location)])
                continue
            }
            keys[style.key] = style
            response.styles.append(style)
        }
        return response
    }

    private static func parseMetadata(_ entry: JSONValue, _ file: String, _ diagnostics: inout DiagnosticCollector) -> FigmaStyleMetadata? {
        guard let object = JSONObjectReader(entry, file: file, what: "a style", nullIsAbsent: true, diagnostics: &diagnostics) else { return nil }
        let name = object.string("name", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value
        let what = name.map { "style '\($0)'" } ?? "a style"
        let named = JSONObjectReader(entry, file: file, what: what, nullIsAbsent: true, diagnostics: &diagnostics) ?? object
        let key = named.string("key", required: true, diagnostics: &diagnostics)?.value
        let nodeID = named.string("node_id", required: true, diagnostics: &diagnostics)?.value
        var type: FigmaStyleType?
        if let typeName = named.string("style_type", required: true, diagnostics: &diagnostics) {
            type = FigmaStyleType(rawValue: typeName.value)
            if type == nil {
                diagnostics.error("\(what) has the unknown style_type '\(typeName.value)' (known: TEXT, FILL, EFFECT, GRID)", at: typeName.location)
            }
        }
        let description = named.string("description", allowEmpty: true, diagnostics: &diagnostics)?.value ?? ""
        guard let name, let key, let nodeID, let type else { return nil }
        return FigmaStyleMetadata(key: key, nodeID: nodeID, type: type, name: name, description: description, location: entry.location(in: file))
    }

    /// Each listed style joined with its node in a nodes response. A style whose node the response lacks (or answers
    /// `null` for) is an error at the style's entry in the styles response.
    package static func parseNodes(_ json: JSONValue, file: String, for styles: FigmaStylesResponse,
                                   diagnostics: inout DiagnosticCollector) -> [FigmaStyle] {
        guard let root = JSONObjectReader(json, file: file, what: "a Figma nodes response", nullIsAbsent: true, diagnostics: &diagnostics) else { return [] }
        if let message = FigmaErrorBody.message(in: root.object) {
            diagnostics.error("the file holds a Figma error response, not nodes: \(message)", at: json.location(in: file))
            return []
        }
        guard let nodesValue = root["nodes"], let nodes = JSONObjectReader(nodesValue, file: file, what: "'nodes'", nullIsAbsent: false, diagnostics: &diagnostics) else {
            if root["nodes"] == nil { diagnostics.error("a Figma nodes response needs 'nodes' (GET /v1/files/:key/nodes?ids=…)", at: json.location(in: file)) }
            return []
        }
        var result: [FigmaStyle] = []
        for metadata in styles.styles {
            let what = "style '\(metadata.name)'"
            guard let entry = nodes[metadata.nodeID] else {
                diagnostics.error("\(what) (node \(metadata.nodeID)) is missing from the nodes response '\(file)'; fetch the nodes of every listed style (ids=\(metadata.nodeID),…)",
                                  at: metadata.location)
                continue
            }
            guard !entry.isNull else {
                diagnostics.error("Figma answered null for the node \(metadata.nodeID) of \(what): it was deleted or is in another file",
                                  at: entry.location(in: file))
                continue
            }
            guard let entryObject = JSONObjectReader(entry, file: file, what: "node '\(metadata.nodeID)'", nullIsAbsent: true, diagnostics: &diagnostics),
                  let documentValue = entryObject.value("document", required: true, diagnostics: &diagnostics),
                  let document = JSONObjectReader(documentValue, file: file, what: "the node of \(what)", nullIsAbsent: true, diagnostics: &diagnostics)
            else { continue }
            var reader = NodeReader(file: file, what: what, diagnostics: diagnostics)
            let definition = reader.definition(metadata.type, document)
            diagnostics = reader.diagnostics
            if let definition {
                result.append(FigmaStyle(metadata: metadata, definition: definition, location: documentValue.location(in: file)))
            }
        }
        return result
    }
}

/// Reads one style node's properties; `what` names the style in every message.
private struct NodeReader {
    let file: String
    let what: String
    var diagnostics: DiagnosticCollector

    mutating func definition(_ type: FigmaStyleType, _ document: JSONObjectReader) -> FigmaStyleDefinition? {
        let key = switch type {
        case .text: "style"
        case .fill: "fills"
        case .effect: "effects"
        case .grid: "layoutGrids"
        }
        guard let value = document.value(key, required: true, diagnostics: &diagnostics) else { return nil }
        switch type {
        case .text:
            guard let style = object(value, "'style' of \(what)") else { return nil }
            return typeStyle(style).map(FigmaStyleDefinition.text)
        case .fill:
            guard let paints = array(value, "'fills' of \(what)") else { return nil }
            let read = paints.compactMap { paint($0) }
            guard read.count == paints.count else { return nil }
            return .fill(read)
        case .effect:
            guard let effects = array(value, "'effects' of \(what)") else { return nil }
            var read: [FigmaEffect] = []
            var valid = true
            for entry in effects {
                switch effect(entry) {
                case .some(.some(let effect)): read.append(effect)
                case .some(.none): continue
                case .none: valid = false
                }
            }
            return valid ? .effect(read) : nil
        case .grid:
            guard let grids = array(value, "'layoutGrids' of \(what)") else { return nil }
            var read: [FigmaLayoutGrid] = []
            var valid = true
            for entry in grids {
                switch grid(entry) {
                case .some(.some(let grid)): read.append(grid)
                case .some(.none): continue
                case .none: valid = false
                }
            }
            return valid ? .grid(read) : nil
        }
    }

    // MARK: Text

    private mutating func typeStyle(_ style: JSONObjectReader) -> FigmaTypeStyle? {
        let family = style.string("fontFamily", required: true, diagnostics: &diagnostics)?.value
        let fontStyle = style.string("fontStyle", allowEmpty: true, diagnostics: &diagnostics)?.value
        let italic = style.bool("italic", diagnostics: &diagnostics)?.value ?? fontStyle.map(Self.namesItalic) ?? false
        var weight = style.number("fontWeight", diagnostics: &diagnostics)?.double
        if weight == nil, let fontStyle, let keyword = FigmaTokenKind.weightKeyword(forFontStyle: Self.withoutSlant(fontStyle)) {
            weight = FigmaTokenKind.weightKeywords[keyword].map(Double.init)
        }
        if let w = weight, !(1...1000).contains(w), let value = style["fontWeight"] {
            diagnostics.error("'fontWeight' of \(what) must be from 1 to 1000, not \(FigmaNumberFormatting.float32(w).text)", at: value.location(in: file))
            weight = nil
        } else if weight == nil, style["fontWeight"] == nil {
            let face = fontStyle.map { "; its font style '\($0)' names none either" } ?? ""
            diagnostics.error("the font of \(what) has no weight: 'style' has no 'fontWeight'\(face)", at: style.location)
        }
        let size = style.number("fontSize", required: true, diagnostics: &diagnostics)?.double
        if let size, size <= 0, let value = style["fontSize"] {
            diagnostics.error("'fontSize' of \(what) must be more than 0", at: value.location(in: file))
        }
        let lineHeight = self.lineHeight(style)
        let letterSpacing = self.letterSpacing(style)
        let textCase = style.string("textCase", diagnostics: &diagnostics)?.value.nilIf("ORIGINAL")
        let decoration = style.string("textDecoration", diagnostics: &diagnostics)?.value.nilIf("NONE")
        let bindings = self.bindings(style)
        guard let family, let weight, let size, size > 0, let lineHeight, let letterSpacing else { return nil }
        return FigmaTypeStyle(fontFamily: family, fontWeight: weight, fontStyle: fontStyle, italic: italic, fontSize: size,
                              lineHeight: lineHeight, letterSpacing: letterSpacing, textCase: textCase, textDecoration: decoration,
                              bindings: bindings)
    }

    private mutating func lineHeight(_ style: JSONObjectReader) -> FigmaTypeStyle.LineHeight? {
        let unit = style.string("lineHeightUnit", diagnostics: &diagnostics)
        let px = style.number("lineHeightPx", diagnostics: &diagnostics)?.double
        switch unit?.value {
        case "FONT_SIZE_%"?:
            if let percent = style.number("lineHeightPercentFontSize", required: true, diagnostics: &diagnostics)?.double { return .percentOfFontSize(percent) }
            return nil
        case "INTRINSIC_%"?:
            guard let px = style.number("lineHeightPx", required: true, diagnostics: &diagnostics)?.double else { return nil }
            return .intrinsic(pixels: px)
        case "PIXELS"?, nil:
            guard let px else {
                diagnostics.error("\(what) has no line height: 'style' needs 'lineHeightPx'", at: style.location)
                return nil
            }
            return .pixels(px)
        case let other?:
            diagnostics.error("'lineHeightUnit' of \(what) must be PIXELS, FONT_SIZE_% or INTRINSIC_%, not '\(other)'", at: unit?.location)
            return nil
        }
    }

    private mutating func letterSpacing(_ style: JSONObjectReader) -> FigmaTypeStyle.LetterSpacing? {
        guard let value = style["letterSpacing"] else { return .pixels(0) }
        if let number = value.double { return .pixels(number) }
        guard let object = object(value, "'letterSpacing' of \(what)") else { return nil }
        guard let amount = object.number("value", required: true, diagnostics: &diagnostics)?.double,
              let unit = object.string("unit", required: true, diagnostics: &diagnostics) else { return nil }
        switch unit.value {
        case "PIXELS": return .pixels(amount)
        case "PERCENT": return .percent(amount)
        default:
            diagnostics.error("the letter spacing unit of \(what) must be PIXELS or PERCENT, not '\(unit.value)'", at: unit.location)
            return nil
        }
    }

    static func namesItalic(_ fontStyle: String) -> Bool {
        let lower = fontStyle.lowercased()
        return lower.contains("italic") || lower.contains("oblique")
    }

    /// `Semi Bold Italic` → `Semi Bold`: the weight part of a face name.
    static func withoutSlant(_ fontStyle: String) -> String {
        fontStyle.split(separator: " ").filter { !namesItalic(String($0)) }.joined(separator: " ")
    }

    // MARK: Fills

    private mutating func paint(_ value: JSONValue) -> FigmaPaint? {
        guard let paint = object(value, "a fill of \(what)") else { return nil }
        guard let type = paint.string("type", required: true, diagnostics: &diagnostics) else { return nil }
        let opacity = paint.number("opacity", diagnostics: &diagnostics)?.double ?? 1
        let visible = paint.bool("visible", diagnostics: &diagnostics)?.value ?? true
        let location = value.location(in: file)
        switch type.value {
        case "SOLID":
            guard let colorValue = paint.value("color", required: true, diagnostics: &diagnostics),
                  let color = FigmaVariablesParser.parseColor(colorValue, what: "the fill of \(what)", file, &diagnostics) else { return nil }
            return FigmaPaint(kind: .solid(color, binding: bindings(paint)["color"]), opacity: opacity, visible: visible, location: location)
        case "GRADIENT_LINEAR", "GRADIENT_RADIAL":
            guard let gradient = gradient(paint) else { return nil }
            return FigmaPaint(kind: type.value == "GRADIENT_LINEAR" ? .linearGradient(gradient) : .radialGradient(gradient),
                              opacity: opacity, visible: visible, location: location)
        default:
            diagnostics.error("\(what) has a \(type.value) fill, which cannot be a token (known: SOLID, GRADIENT_LINEAR, GRADIENT_RADIAL)", at: type.location)
            return nil
        }
    }

    private mutating func gradient(_ paint: JSONObjectReader) -> FigmaGradient? {
        guard let stopsValue = paint.value("gradientStops", required: true, diagnostics: &diagnostics),
              let stops = array(stopsValue, "'gradientStops' of \(what)") else { return nil }
        var read: [FigmaGradient.Stop] = []
        for stopValue in stops {
            guard let stop = object(stopValue, "a gradient stop of \(what)"),
                  let colorValue = stop.value("color", required: true, diagnostics: &diagnostics),
                  let color = FigmaVariablesParser.parseColor(colorValue, what: "a gradient stop of \(what)", file, &diagnostics),
                  let position = stop.number("position", required: true, diagnostics: &diagnostics) else { continue }
            guard (0...1).contains(position.double) else {
                diagnostics.error("a gradient stop position of \(what) must be from 0 to 1", at: stop["position"]?.location(in: file))
                continue
            }
            read.append(.init(color: color, position: position.double, binding: bindings(stop)["color"]))
        }
        guard read.count == stops.count else { return nil }
        if read.count < 2 {
            diagnostics.error("the gradient of \(what) needs at least two stops", at: stopsValue.location(in: file))
            return nil
        }
        var handles: [(x: Double, y: Double)] = []
        if let handlesValue = paint["gradientHandlePositions"], let list = array(handlesValue, "'gradientHandlePositions' of \(what)") {
            for handle in list {
                guard let point = object(handle, "a gradient handle of \(what)"),
                      let x = point.number("x", required: true, diagnostics: &diagnostics)?.double,
                      let y = point.number("y", required: true, diagnostics: &diagnostics)?.double else { return nil }
                handles.append((x, y))
            }
        }
        return FigmaGradient(stops: read, handles: handles)
    }

    // MARK: Effects

    /// nil when unreadable; `.some(nil)` for an effect that is read but not imported (hidden, or a blur).
    private mutating func effect(_ value: JSONValue) -> FigmaEffect?? {
        guard let effect = object(value, "an effect of \(what)") else { return nil }
        guard let type = effect.string("type", required: true, diagnostics: &diagnostics) else { return nil }
        let visible = effect.bool("visible", diagnostics: &diagnostics)?.value ?? true
        switch type.value {
        case "DROP_SHADOW", "INNER_SHADOW":
            break
        case "LAYER_BLUR", "BACKGROUND_BLUR":
            guard visible else { return .some(nil) }
            diagnostics.warning("\(what) has a \(type.value), which is not a shadow; it is left out of the shadow token", at: type.location)
            return .some(nil)
        default:
            diagnostics.error("\(what) has the unknown effect type '\(type.value)' (known: DROP_SHADOW, INNER_SHADOW, LAYER_BLUR, BACKGROUND_BLUR)"
                              + Suggestions.didYouMean(type.value, in: ["DROP_SHADOW", "INNER_SHADOW", "LAYER_BLUR", "BACKGROUND_BLUR"]),
                              at: type.location)
            return nil
        }
        guard let colorValue = effect.value("color", required: true, diagnostics: &diagnostics),
              let color = FigmaVariablesParser.parseColor(colorValue, what: "the shadow of \(what)", file, &diagnostics) else { return nil }
        var offset: (Double, Double)?
        if let offsetValue = effect.value("offset", required: true, diagnostics: &diagnostics), let point = object(offsetValue, "'offset' of \(what)"),
           let x = point.number("x", required: true, diagnostics: &diagnostics)?.double,
           let y = point.number("y", required: true, diagnostics: &diagnostics)?.double {
            offset = (x, y)
        }
        let radius = effect.number("radius", required: true, diagnostics: &diagnostics)?.double
        let spread = effect.number("spread", diagnostics: &diagnostics)?.double ?? 0
        guard let offset, let radius else { return nil }
        guard visible else { return .some(nil) }
        return .some(FigmaEffect(inner: type.value == "INNER_SHADOW", color: color, offsetX: offset.0, offsetY: offset.1, radius: radius,
                                 spread: spread, bindings: bindings(effect), location: value.location(in: file)))
    }

    // MARK: Grids

    private mutating func grid(_ value: JSONValue) -> FigmaLayoutGrid?? {
        guard let grid = object(value, "a layout grid of \(what)") else { return nil }
        guard let pattern = grid.string("pattern", required: true, diagnostics: &diagnostics) else { return nil }
        guard ["COLUMNS", "ROWS", "GRID"].contains(pattern.value) else {
            diagnostics.error("a layout grid of \(what) has the unknown pattern '\(pattern.value)' (known: COLUMNS, ROWS, GRID)", at: pattern.location)
            return nil
        }
        let visible = grid.bool("visible", diagnostics: &diagnostics)?.value ?? true
        guard let sectionSize = grid.number("sectionSize", required: true, diagnostics: &diagnostics)?.double else { return nil }
        var result = FigmaLayoutGrid(pattern: pattern.value, sectionSize: sectionSize, bindings: bindings(grid), location: value.location(in: file))
        if pattern.value != "GRID" {
            result.gutterSize = grid.number("gutterSize", diagnostics: &diagnostics)?.double
            result.offset = grid.number("offset", diagnostics: &diagnostics)?.double
            result.alignment = grid.string("alignment", diagnostics: &diagnostics)?.value
            if let count = grid.number("count", diagnostics: &diagnostics)?.double, count >= 1, count < 10_000 { result.count = Int(count) }
        }
        return visible ? .some(result) : .some(nil)
    }

    // MARK: Helpers

    /// `boundVariables`: each member a `VARIABLE_ALIAS` (or, for lists, the first one).
    private mutating func bindings(_ object: JSONObjectReader) -> [String: FigmaBinding] {
        guard let value = object["boundVariables"], let bound = self.object(value, "'boundVariables' of \(what)") else { return [:] }
        var result: [String: FigmaBinding] = [:]
        for member in bound {
            let alias = member.value.array?.first ?? member.value
            guard let aliasObject = alias.object, aliasObject["type"]?.string == "VARIABLE_ALIAS", let id = aliasObject["id"]?.string else {
                diagnostics.error("'\(member.key)' in 'boundVariables' of \(what) must be {\"type\": \"VARIABLE_ALIAS\", \"id\": …}", at: member.value.location(in: file))
                continue
            }
            result[member.key] = FigmaBinding(variableID: id, location: alias.location(in: file))
        }
        return result
    }

    private mutating func object(_ value: JSONValue, _ what: String) -> JSONObjectReader? {
        JSONObjectReader(value, file: file, what: what, nullIsAbsent: true, diagnostics: &diagnostics)
    }

    private mutating func array(_ value: JSONValue, _ what: String) -> [JSONValue]? {
        guard let array = value.array else {
            diagnostics.error("\(what) must be an array, not \(value.kindDescription)", at: value.location(in: file))
            return nil
        }
        return array
    }
}

private extension String {
    func nilIf(_ value: String) -> String? { self == value ? nil : self }
}
