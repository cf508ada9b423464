extension ComponentManifest {
    static let topLevelKeys = [
        "$schema", "manifestVersion", "name", "figmaNode", "figmaStatus", "family", "platform", "summary",
        "description", "source", "codeConnect", "properties", "slots", "codeOnlyParameters", "constraints",
        "intendedUse", "dont", "snapshots", "tokens", "icons", "notes",
    ]

    /// Parses one manifest, reporting every shape problem to `diagnostics`.
    /// Returns nil if the file had any error, so later checks never see a half-read manifest.
    static func parse(_ value: JSONValue, file: String, diagnostics: inout DiagnosticCollector) -> ComponentManifest? {
        var parser = ComponentManifestParser(file: file)
        let manifest = parser.manifest(value)
        diagnostics.append(contentsOf: parser.diagnostics.diagnostics)
        return parser.diagnostics.hasErrors ? nil : manifest
    }

    static func parse(_ value: JSONValue, file: String) throws(DiagnosticError) -> ComponentManifest {
        var diagnostics = DiagnosticCollector()
        let manifest = parse(value, file: file, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        guard let manifest else { throw DiagnosticError(diagnostics.sorted) }
        return manifest
    }
}

/// The manifest grammar, one method per object kind. Keeps going after errors.
struct ComponentManifestParser {
    let file: String
    var diagnostics = DiagnosticCollector()

    init(file: String) { self.file = file }

    private mutating func reader(_ value: JSONValue, _ what: String) -> JSONObjectReader? {
        JSONObjectReader(value, file: file, what: what, diagnostics: &diagnostics)
    }

    mutating func manifest(_ root: JSONValue) -> ComponentManifest? {
        guard let r = reader(root, "component manifest") else { return nil }
        r.checkKeys(ComponentManifest.topLevelKeys, diagnostics: &diagnostics)
        if let version = r.value("manifestVersion", required: true, diagnostics: &diagnostics), version.number?.int != 1 {
            diagnostics.error("unsupported manifestVersion \(version.number?.text ?? version.kindDescription); this generator reads version 1",
                              at: r.location(of: version))
        }
        let name = r.string("name", required: true, diagnostics: &diagnostics)
        if let name { checkName(name) }

        let node = r.nullableString("figmaNode", required: true, diagnostics: &diagnostics)
        var figmaNode: Located<FigmaNodeID>?
        if case .some(.some(let text)) = node { figmaNode = nodeID(text) }
        let figmaStatus = r.string("figmaStatus", required: false, diagnostics: &diagnostics)
        var codeConnect: CodeConnectInfo?
        if let c = r.object("codeConnect", required: false, what: "'codeConnect'", diagnostics: &diagnostics) {
            codeConnect = self.codeConnect(c)
        }
        if case .some(.none) = node, let nodeValue = r.object["figmaNode"] {
            if figmaStatus == nil {
                diagnostics.error("a component without a Figma node needs 'figmaStatus' saying why", at: r.location(of: nodeValue))
            }
            if let member = r.object.member("codeConnect") {
                diagnostics.error("'codeConnect' needs a Figma node to connect to; 'figmaNode' is null",
                                  at: member.keyPosition.location(in: file),
                                  notes: [.init("figmaNode is null here", at: r.location(of: nodeValue))])
            }
        } else if case .some(.some) = node, r.object["codeConnect"] == nil {
            diagnostics.error("component manifest with a Figma node is missing required key 'codeConnect'", at: r.location)
        }

        let family = r.string("family", required: true, diagnostics: &diagnostics)
        let platform = r.string("platform", required: true, diagnostics: &diagnostics)
        let summary = r.string("summary", required: true, diagnostics: &diagnostics)
        let description = r.stringArray("description", required: true, nonEmpty: true, diagnostics: &diagnostics)
        let source = r.string("source", required: true, diagnostics: &diagnostics)

        var properties: [FigmaProperty] = []
        if let p = r.object("properties", required: true, what: "'properties'", diagnostics: &diagnostics) {
            properties = self.properties(p)
        }
        var slots: [ComponentSlot] = []
        if let s = r.object("slots", required: false, what: "'slots'", diagnostics: &diagnostics) {
            for member in s.object {
                guard let key = identifierKey(member, "slot key") else { continue }
                if let slot = slot(key, member.value) { slots.append(slot) }
            }
        }
        let codeOnly = (r.array("codeOnlyParameters", required: false, diagnostics: &diagnostics) ?? []).compactMap { codeOnlyParameter($0) }
        let constraints = (r.array("constraints", required: false, diagnostics: &diagnostics) ?? []).enumerated().compactMap {
            constraint($1, index: $0 + 1)
        }
        var intendedUse: IntendedUse?
        if let u = r.object("intendedUse", required: false, what: "'intendedUse'", diagnostics: &diagnostics) {
            u.checkKeys(["summary", "guidelines"], diagnostics: &diagnostics)
            if let summary = u.string("summary", required: true, diagnostics: &diagnostics),
               let guidelines = u.stringArray("guidelines", required: true, diagnostics: &diagnostics) {
                intendedUse = IntendedUse(summary: summary.value, guidelines: guidelines.map(\.value))
            }
        }
        let dont = r.stringArray("dont", required: false, diagnostics: &diagnostics) ?? []
        var snapshots: SnapshotInfo?
        if let s = r.object("snapshots", required: false, what: "'snapshots'", diagnostics: &diagnostics) {
            snapshots = self.snapshots(s)
        }
        let tokens = (r.stringArray("tokens", required: false, diagnostics: &diagnostics) ?? []).compactMap { tokenReference($0) }
        let icons = (r.stringArray("icons", required: false, diagnostics: &diagnostics) ?? []).compactMap { iconReference($0) }
        let notes = r.stringArray("notes", required: false, diagnostics: &diagnostics) ?? []

        guard let name, let family, let platform, let summary, let description, let source else { return nil }
        return ComponentManifest(
            file: file, location: r.location, name: name, figmaNode: figmaNode, figmaStatus: figmaStatus?.value,
            family: family.value, platform: platform.value, summary: summary.value, description: description.map(\.value),
            source: source.value, codeConnect: codeConnect, properties: properties, slots: slots,
            codeOnlyParameters: codeOnly, constraints: constraints, intendedUse: intendedUse, dont: dont.map(\.value),
            snapshots: snapshots, tokens: tokens, icons: icons, notes: notes.map(\.value))
    }

    /// The name is a Swift type name and matches the file name `<Name>.component.json`.
    private mutating func checkName(_ name: Located<String>) {
        if !name.isSwiftIdentifier || !(name.value.first?.isUppercase ?? false) {
            diagnostics.error("component name '\(name.value)' must be a Swift type name (an identifier starting with an uppercase letter)", at: name.location)
        }
        let base = file.split(separator: "/").last.map(String.init) ?? file
        let suffix = ".component.json"
        if base.hasSuffix(suffix), String(base.dropLast(suffix.count)) != name.value {
            diagnostics.error("component '\(name.value)' is declared in '\(base)'; name the file '\(name.value)\(suffix)'", at: name.location)
        }
    }

    mutating func nodeID(_ text: Located<String>) -> Located<FigmaNodeID>? {
        do {
            return Located(try FigmaNodeID(validating: text.value), at: text.location)
        } catch {
            diagnostics.error(error.message, at: text.location)
            return nil
        }
    }

    private mutating func identifierKey(_ member: JSONObject.Member, _ what: String) -> Located<String>? {
        let key = Located(member.key, at: member.keyPosition.location(in: file))
        guard key.isSwiftIdentifier else {
            diagnostics.error("\(what) '\(member.key)' must be a Swift identifier", at: key.location)
            return nil
        }
        return key
    }

    private mutating func requireIdentifier(_ name: Located<String>, _ what: String) {
        if !name.isSwiftIdentifier {
            diagnostics.error("\(what) '\(name.value)' is not a Swift identifier", at: name.location)
        }
    }

    // MARK: Properties

    static let propertyKinds = ["variant", "boolean", "text", "instanceSwap", "children"]

    /// The generated model's initializer takes each property as a parameter of the same name, and a parameter
    /// named `self` hides self (`self.`self` = `self`` does not compile); `Type`, `Protocol`, `Self` and `Any`
    /// are no member's name even with backticks (`SwiftIdentifier.reservedTypeNames`).
    static let reservedPropertyKeys: [String: String] = SwiftIdentifier.reservedTypeNames.reduce(into: ["self": "its initializer parameter would hide self"]) {
        $0[$1] = "Swift reserves the member name \($1)"
    }

    mutating func properties(_ r: JSONObjectReader) -> [FigmaProperty] {
        var result: [FigmaProperty] = []
        for member in r.object {
            guard let key = identifierKey(member, "property key") else { continue }
            // Identifiers that no backticks make a valid generated member: refused at the key, never renamed.
            if let why = Self.reservedPropertyKeys[key.value] {
                diagnostics.error("property key '\(key.value)' cannot name a generated property (\(why)); choose another key", at: key.location)
                continue
            }
            if let property = property(key, member.value) { result.append(property) }
        }
        return result
    }

    mutating func property(_ key: Located<String>, _ value: JSONValue) -> FigmaProperty? {
        guard let r = reader(value, "property '\(key.value)'") else { return nil }
        guard let kindName = r.string("kind", required: true, diagnostics: &diagnostics) else { return nil }
        let common = ["kind", "assumed", "description", "swift"]
        let specific: [String]
        switch kindName.value {
        case "variant": specific = ["figma", "default", "options"]
        case "boolean", "text": specific = ["figma", "default"]
        case "instanceSwap": specific = ["figma", "default", "preferred", "requirePair"]
        case "children": specific = ["layers", "item"]
        default:
            diagnostics.error("unknown property kind '\(kindName.value)' (expected \(Self.propertyKinds.joined(separator: ", ")))\(Suggestions.didYouMean(kindName.value, in: Self.propertyKinds))",
                              at: kindName.location)
            return nil
        }
        r.checkKeys(common + specific, diagnostics: &diagnostics)
        let assumed = r.assumed(diagnostics: &diagnostics)
        let description = r.string("description", required: false, diagnostics: &diagnostics)?.value
        let figmaName = kindName.value == "children" ? nil
            : r.string("figma", required: true, diagnostics: &diagnostics).map { Located(FigmaPropertyName($0.value), at: $0.location) }
        var swift: SwiftMapping?
        var booleanValues: BooleanValues?
        if let s = r.object("swift", required: false, what: "'swift' of property '\(key.value)'", diagnostics: &diagnostics) {
            s.checkKeys(kindName.value == "boolean" ? ["parameter", "type", "values"] : ["parameter", "type"],
                                diagnostics: &diagnostics)
            swift = swiftMapping(s)
            if let v = s.object("values", required: false, what: "'values' of property '\(key.value)'", diagnostics: &diagnostics) {
                v.checkKeys(["true", "false"], diagnostics: &diagnostics)
                let t = v.nullableString("true", required: true, diagnostics: &diagnostics)
                let f = v.nullableString("false", required: true, diagnostics: &diagnostics)
                if let t, let f { booleanValues = BooleanValues(whenTrue: t, whenFalse: f) }
            }
        }

        let kind: FigmaProperty.Kind
        switch kindName.value {
        case "variant":
            let options = (r.array("options", required: true, nonEmpty: true, diagnostics: &diagnostics) ?? []).enumerated().compactMap {
                variantOption($1, index: $0 + 1, property: key.value)
            }
            guard let d = r.string("default", required: true, allowEmpty: true, diagnostics: &diagnostics) else { return nil }
            kind = .variant(options: options, defaultOption: d)
        case "boolean":
            guard let d = r.bool("default", required: true, diagnostics: &diagnostics) else { return nil }
            kind = .boolean(defaultValue: d, values: booleanValues)
        case "text":
            guard let d = r.string("default", required: true, allowEmpty: true, diagnostics: &diagnostics) else { return nil }
            kind = .text(defaultValue: d)
        case "instanceSwap":
            let preferred = (r.stringArray("preferred", required: false, diagnostics: &diagnostics) ?? []).compactMap { iconReference($0) }
            let requirePair = r.bool("requirePair", required: false, diagnostics: &diagnostics)?.value ?? false
            guard let d = r.string("default", required: true, diagnostics: &diagnostics), let icon = iconReference(d) else { return nil }
            kind = .instanceSwap(defaultIcon: icon, preferred: preferred, requirePair: requirePair)
        default: // children
            let layers = r.stringArray("layers", required: true, nonEmpty: true, diagnostics: &diagnostics) ?? []
            var item: ChildItem?
            if let i = r.object("item", required: false, what: "'item' of property '\(key.value)'", diagnostics: &diagnostics) {
                item = childItem(i)
            }
            kind = .children(layers: layers, item: item)
        }
        return FigmaProperty(key: key, figmaName: figmaName, kind: kind, swift: swift, assumed: assumed,
                             description: description, location: r.location)
    }

    private mutating func swiftMapping(_ r: JSONObjectReader) -> SwiftMapping? {
        let parameter = r.string("parameter", required: true, diagnostics: &diagnostics)
        let type = r.string("type", required: true, diagnostics: &diagnostics)
        guard let parameter, let type else { return nil }
        requireIdentifier(parameter, "Swift parameter")
        return SwiftMapping(parameter: parameter, type: type.value)
    }

    private mutating func variantOption(_ value: JSONValue, index: Int, property: String) -> VariantOption? {
        guard let r = reader(value, "option \(index) of '\(property)'") else { return nil }
        r.checkKeys(["figma", "case", "description", "implies"], diagnostics: &diagnostics)
        let figma = r.string("figma", required: true, diagnostics: &diagnostics)
        let swiftCase = r.string("case", required: false, diagnostics: &diagnostics)
        if let swiftCase { requireIdentifier(swiftCase, "Swift case") }
        let description = r.string("description", required: false, diagnostics: &diagnostics)?.value
        var implies: [Implication] = []
        if let i = r.object("implies", required: false, what: "'implies' of option \(index) of '\(property)'", diagnostics: &diagnostics) {
            for member in i.object {
                guard let key = identifierKey(member, "implied key") else { continue }
                let location = member.value.position.location(in: file)
                if let s = member.value.string, s == "present" || s == "absent" {
                    implies.append(Implication(key: key, value: Located(s == "present" ? .present : .absent, at: location)))
                } else if let n = member.value.number?.int, n >= 0 {
                    implies.append(Implication(key: key, value: Located(.count(n), at: location)))
                } else {
                    diagnostics.error("implied value of '\(member.key)' must be \"present\", \"absent\" or a layer count, not \(member.value.string.map { "'\($0)'" } ?? member.value.kindDescription)",
                                      at: location)
                }
            }
        }
        guard let figma else { return nil }
        return VariantOption(figma: figma, swiftCase: swiftCase, description: description, implies: implies)
    }

    private mutating func childItem(_ r: JSONObjectReader) -> ChildItem? {
        r.checkKeys(["figmaComponent", "swiftType", "assumed", "properties", "example"], diagnostics: &diagnostics)
        let component = r.string("figmaComponent", required: true, diagnostics: &diagnostics)
        let swiftType = r.string("swiftType", required: true, diagnostics: &diagnostics)
        let assumed = r.assumed(diagnostics: &diagnostics)
        var properties: [FigmaProperty] = []
        if let p = r.object("properties", required: true, what: "'properties' of the child item", diagnostics: &diagnostics) {
            properties = self.properties(p)
        }
        var example: CodeExample?
        if let e = r.object("example", required: false, what: "the child item's example", diagnostics: &diagnostics) {
            example = self.example(e)
        }
        guard let component, let swiftType else { return nil }
        return ChildItem(figmaComponent: component, swiftType: swiftType.value, assumed: assumed, properties: properties, example: example)
    }

    private mutating func slot(_ key: Located<String>, _ value: JSONValue) -> ComponentSlot? {
        guard let r = reader(value, "slot '\(key.value)'") else { return nil }
        r.checkKeys(["swift", "example", "assumed", "description"], diagnostics: &diagnostics)
        var swift: SwiftMapping?
        if let s = r.object("swift", required: true, what: "'swift' of slot '\(key.value)'", diagnostics: &diagnostics) {
            s.checkKeys(["parameter", "type"], diagnostics: &diagnostics)
            swift = swiftMapping(s)
        }
        let example = r.string("example", required: true, diagnostics: &diagnostics)
        let assumed = r.assumed(diagnostics: &diagnostics)
        let description = r.string("description", required: false, diagnostics: &diagnostics)?.value
        guard let swift, let example else { return nil }
        return ComponentSlot(key: key, swift: swift, example: example, assumed: assumed, description: description)
    }

    private mutating func codeOnlyParameter(_ value: JSONValue) -> CodeOnlyParameter? {
        guard let r = reader(value, "code-only parameter") else { return nil }
        r.checkKeys(["parameter", "type", "default", "assumed", "description"], diagnostics: &diagnostics)
        let parameter = r.string("parameter", required: true, diagnostics: &diagnostics)
        if let parameter { requireIdentifier(parameter, "Swift parameter") }
        let type = r.string("type", required: true, diagnostics: &diagnostics)
        let defaultValue = r.string("default", required: false, diagnostics: &diagnostics)
        let assumed = r.assumed(diagnostics: &diagnostics)
        let description = r.string("description", required: false, diagnostics: &diagnostics)?.value
        guard let parameter, let type else { return nil }
        return CodeOnlyParameter(parameter: parameter, type: type.value, defaultValue: defaultValue, assumed: assumed, description: description)
    }

    // MARK: Constraints and conditions

    private mutating func constraint(_ value: JSONValue, index: Int) -> ManifestConstraint? {
        guard let r = reader(value, "constraint \(index)") else { return nil }
        let message = r.string("message", required: true, diagnostics: &diagnostics)
        let assumed = r.bool("assumed", required: false, diagnostics: &diagnostics)?.value ?? false
        let rule: ManifestConstraint.Rule
        if r.object["count"] != nil {
            r.checkKeys(["count", "min", "max", "message", "assumed"], diagnostics: &diagnostics)
            guard let property = r.string("count", required: true, diagnostics: &diagnostics) else { return nil }
            let min = r.nonNegativeInt("min", required: false, diagnostics: &diagnostics)
            let max = r.nonNegativeInt("max", required: false, diagnostics: &diagnostics)
            if min == nil && max == nil && r.object["min"] == nil && r.object["max"] == nil {
                diagnostics.error("count constraint \(index) needs 'min', 'max' or both", at: r.location)
            }
            if let min, let max, min.value > max.value {
                diagnostics.error("count constraint \(index) has min \(min.value) greater than max \(max.value)", at: min.location)
            }
            rule = .count(property: property, min: min?.value, max: max?.value)
        } else {
            r.checkKeys(["when", "require", "message", "assumed"], diagnostics: &diagnostics)
            var when: Condition?
            if let w = r.value("when", required: false, diagnostics: &diagnostics) { when = condition(w, what: "'when' of constraint \(index)") }
            guard let requireValue = r.value("require", required: true, diagnostics: &diagnostics),
                  let require = condition(requireValue, what: "'require' of constraint \(index)") else { return nil }
            rule = .implication(when: when, require: require)
        }
        guard let message else { return nil }
        return ManifestConstraint(rule: rule, message: message.value, assumed: assumed, location: r.location)
    }

    mutating func condition(_ value: JSONValue, what: String) -> Condition? {
        guard let r = reader(value, what) else { return nil }
        if r.object.isEmpty {
            diagnostics.error("\(what) must test at least one property or slot", at: r.location)
            return nil
        }
        var clauses: [Condition.Clause] = []
        for member in r.object {
            guard let key = identifierKey(member, "condition key") else { continue }
            let items = member.value.array ?? [member.value]
            if member.value.array?.isEmpty == true {
                diagnostics.error("condition on '\(member.key)' lists no values", at: member.value.position.location(in: file))
            }
            var values: [Located<Condition.Value>] = []
            for item in items {
                let location = item.position.location(in: file)
                if let s = item.string { values.append(Located(.string(s), at: location)) }
                else if let b = item.bool { values.append(Located(.bool(b), at: location)) }
                else {
                    diagnostics.error("condition value for '\(member.key)' must be a string or a boolean, not \(item.kindDescription)", at: location)
                }
            }
            if !values.isEmpty { clauses.append(Condition.Clause(key: key, values: values)) }
        }
        return Condition(clauses: clauses, location: r.location)
    }

    // MARK: Code Connect

    private mutating func codeConnect(_ r: JSONObjectReader) -> CodeConnectInfo? {
        r.checkKeys(["legacyFile", "imports", "example"], diagnostics: &diagnostics)
        let legacy = r.string("legacyFile", required: true, diagnostics: &diagnostics)
        if let legacy, !legacy.value.hasSuffix(".figma.swift") {
            diagnostics.error("'legacyFile' must name a .figma.swift file, found '\(legacy.value)'", at: legacy.location)
        }
        let imports = r.stringArray("imports", required: false, diagnostics: &diagnostics) ?? []
        for line in imports where !line.value.hasPrefix("import ") {
            diagnostics.error("'imports' entries must be Swift import statements ('import Aurum'), found '\(line.value)'", at: line.location)
        }
        var example: CodeExample?
        if let e = r.object("example", required: true, what: "the Code Connect example", diagnostics: &diagnostics) { example = self.example(e) }
        guard let legacy, let example else { return nil }
        return CodeConnectInfo(legacyFile: legacy, imports: imports.map(\.value), example: example)
    }

    mutating func example(_ r: JSONObjectReader) -> CodeExample? {
        r.checkKeys(["call", "arguments"], diagnostics: &diagnostics)
        let call = r.string("call", required: true, diagnostics: &diagnostics)
        let arguments = (r.array("arguments", required: true, diagnostics: &diagnostics) ?? []).enumerated().compactMap { argument($1, index: $0 + 1) }
        guard let call else { return nil }
        return CodeExample(call: call, arguments: arguments)
    }

    private mutating func argument(_ value: JSONValue, index: Int) -> ExampleArgument? {
        guard let r = reader(value, "argument \(index)") else { return nil }
        r.checkKeys(["label", "property", "slot", "code", "style", "when"], diagnostics: &diagnostics)
        let label = r.string("label", required: false, diagnostics: &diagnostics)
        if let label { requireIdentifier(label, "argument label") }
        let sources = r.object.members.filter { ["property", "slot", "code"].contains($0.key) }
        guard let first = sources.first else {
            diagnostics.error("argument \(index) needs one of 'property', 'slot' or 'code'", at: r.location)
            return nil
        }
        for extra in sources.dropFirst() {
            diagnostics.error("argument \(index) has both '\(first.key)' and '\(extra.key)'; give exactly one",
                              at: extra.keyPosition.location(in: file))
        }
        guard let text = r.string(first.value, key: first.key, diagnostics: &diagnostics) else { return nil }
        var style: IconStyle?
        if let s = r.string("style", required: false, diagnostics: &diagnostics) {
            style = IconStyle(rawValue: s.value)
            if style == nil {
                diagnostics.error("'style' must be \"line\" or \"filled\", found '\(s.value)'", at: s.location)
            } else if first.key != "property" {
                diagnostics.error("'style' applies only to 'property' arguments", at: s.location)
            }
        }
        let argumentValue: ExampleArgument.Value
        switch first.key {
        case "property": argumentValue = .property(text, style: style)
        case "slot": argumentValue = .slot(text)
        default:
            if label == nil {
                diagnostics.error("argument \(index) with 'code' needs a 'label' (\"_\" for an unlabeled argument)", at: r.location)
            }
            argumentValue = .code(text)
        }
        var when: Condition?
        if let w = r.value("when", required: false, diagnostics: &diagnostics) { when = condition(w, what: "'when' of argument \(index)") }
        return ExampleArgument(label: label, value: argumentValue, when: when, location: r.location)
    }

    // MARK: References and documentation

    mutating func iconReference(_ text: Located<String>) -> Located<IconReference>? {
        guard let reference = IconReference(parsing: text.value) else {
            diagnostics.error("'\(text.value)' is not an icon reference (expected AurumIcons.<Category>.<icon>)", at: text.location)
            return nil
        }
        return Located(reference, at: text.location)
    }

    private mutating func tokenReference(_ text: Located<String>) -> Located<String>? {
        let s = text.value
        let path = s.dropFirst().dropLast()
        guard s.hasPrefix("{"), s.hasSuffix("}"), s.count > 2,
              path.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ !$0.isEmpty && !$0.contains("{") && !$0.contains("}") })
        else {
            diagnostics.error("'\(s)' is not a token reference (expected {group.token}, e.g. {color.text.brand.normal})", at: text.location)
            return nil
        }
        return Located(String(path), at: text.location)
    }

    private mutating func snapshots(_ r: JSONObjectReader) -> SnapshotInfo? {
        r.checkKeys(["device", "os", "xcode", "baselines", "tests"], diagnostics: &diagnostics)
        let device = r.string("device", required: true, diagnostics: &diagnostics)
        let os = r.string("os", required: true, diagnostics: &diagnostics)
        let xcode = r.string("xcode", required: true, diagnostics: &diagnostics)
        let baselines = r.nonNegativeInt("baselines", required: true, diagnostics: &diagnostics)
        var tests: [SnapshotInfo.Test] = []
        for item in r.array("tests", required: true, nonEmpty: true, diagnostics: &diagnostics) ?? [] {
            guard let t = reader(item, "snapshot test") else { continue }
            t.checkKeys(["class", "method"], diagnostics: &diagnostics)
            if let c = t.string("class", required: true, diagnostics: &diagnostics), let m = t.string("method", required: true, diagnostics: &diagnostics) {
                tests.append(.init(className: c.value, method: m.value))
            }
        }
        guard let device, let os, let xcode, let baselines else { return nil }
        return SnapshotInfo(device: device.value, os: os.value, xcode: xcode.value, baselines: baselines.value, tests: tests)
    }
}
