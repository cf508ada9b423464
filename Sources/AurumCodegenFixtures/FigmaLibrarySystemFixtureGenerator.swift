/// A design system at the scale of a real one, spread over three Figma files, as the REST API returns it:
/// the product file's `GET /v1/files/:key/variables/local` (1,407 variables in 19 collections: 14 of its own,
/// among them a `Theme` with 9 colour modes, and 5 remote collections listing the 555 library variables it
/// uses, without their values), and for each library file its own `variables/local` and `variables/published`.
///
/// - `Core` (4 collections, 464 variables): colour ramps, spacing, radii, type.
/// - `Brand` (2 collections, 190 variables): accents in 3 modes aliasing Core's ramps (so a product alias
///   into Brand crosses files twice), and motion numbers.
/// - The product: `Theme` (9 modes) aliasing Core and Brand with local chains and literal overrides,
///   `Layout` aliasing Core's spacing, and 12 component collections (two with a Compact mode besides Default)
///   aliasing Theme, Layout and Core's radii.
///
/// Deterministic: the same seed gives the same bytes.
package enum FigmaLibrarySystemFixtureGenerator {
    package struct LibraryFile: Sendable {
        package var name: String
        package var local: String
        package var published: String
    }

    package struct System: Sendable {
        package var product: String
        package var libraries: [LibraryFile]
    }

    static let themeModes = ["Light", "Dark", "High Contrast Light", "High Contrast Dark", "Dim", "Sepia", "Midnight", "Gold", "Platinum"]
    static let components = ["Button", "Card", "Chip", "Dialog", "Header", "Input", "List", "NavBar", "Sheet", "Tab", "Toast", "Toggle"]

    package static func system(seed: UInt64 = 0x4155_5255_4D) -> System {
        var random = Random(seed: seed)
        var core = FileBuilder(fileIndex: 1)
        var brand = FileBuilder(fileIndex: 2)
        var product = FileBuilder(fileIndex: 3)

        // Core.
        let palette = core.collection("Core Palette", modes: ["Value"])
        let ramps = ["purple", "pink", "neutral", "gold", "green", "red", "amber", "blue", "teal", "indigo", "cyan", "lime",
                     "orange", "rose", "slate", "stone", "violet", "emerald", "sky", "fuchsia", "yellow", "zinc", "olive", "sand"]
        let steps = [25, 50, 100, 150, 200, 250, 300, 400, 500, 600, 700, 750, 800, 900, 950]
        var paletteIDs: [Int] = []
        for ramp in ramps {
            for step in steps {
                paletteIDs.append(core.variable("color/\(ramp)/\(step)", in: palette, type: "COLOR", scopes: #"["ALL_FILLS", "STROKE_COLOR"]"#,
                                                values: [color(&random)]))
            }
        }
        let spacing = core.collection("Core Spacing", modes: ["Value"])
        var spacingIDs: [Int] = []
        for index in 0..<48 {
            spacingIDs.append(core.variable("space/s\(index * 2)", in: spacing, type: "FLOAT", scopes: #"["GAP", "WIDTH_HEIGHT"]"#, values: ["\(index * 2)"]))
        }
        let radius = core.collection("Core Radius", modes: ["Value"])
        var radiusIDs: [Int] = []
        for index in 0..<16 {
            radiusIDs.append(core.variable("radius/r\(index)", in: radius, type: "FLOAT", scopes: #"["CORNER_RADIUS"]"#, values: ["\(index * 2)"]))
        }
        let type = core.collection("Core Type", modes: ["Value"])
        var sizeIDs: [Int] = []
        for index in 0..<24 {
            sizeIDs.append(core.variable("font/size/f\(10 + index)", in: type, type: "FLOAT", scopes: #"["FONT_SIZE"]"#, values: ["\(10 + index)"]))
        }
        for index in 0..<16 {
            _ = core.variable("font/family/family\(index)", in: type, type: "STRING", scopes: #"["FONT_FAMILY"]"#, values: [#""Manrope \#(index)""#])
        }

        // Brand: accents alias Core's ramps (remote to Brand).
        let accents = brand.collection("Brand Accents", modes: ["Gold", "Silver", "Platinum"])
        var accentIDs: [Int] = []
        for index in 0..<160 {
            let values = (0..<3).map { _ in brand.alias(remote: core, paletteIDs[random.next(upTo: paletteIDs.count)]) }
            accentIDs.append(brand.variable("accent/group\(index / 20)/a\(index)", in: accents, type: "COLOR", scopes: #"["ALL_FILLS"]"#, values: values))
        }
        let motion = brand.collection("Brand Motion", modes: ["Value"])
        for index in 0..<30 {
            _ = brand.variable("motion/m\(index)", in: motion, type: "FLOAT", scopes: #"["ALL_SCOPES"]"#, values: ["\(100 + index * 10)"])
        }

        // The product file.
        let theme = product.collection("Theme", modes: themeModes)
        var themeIDs: [Int] = []
        for index in 0..<320 {
            var values: [String] = []
            for mode in 0..<themeModes.count {
                let roll = random.next(upTo: 100)
                if roll < 45 {
                    values.append(product.alias(remote: core, paletteIDs[random.next(upTo: paletteIDs.count)]))
                } else if roll < 75 {
                    values.append(product.alias(remote: brand, accentIDs[random.next(upTo: 107)]))
                } else if roll < 90, index > 0 {
                    values.append(product.alias(local: themeIDs[random.next(upTo: themeIDs.count)]))
                } else {
                    values.append(color(&random))
                }
                _ = mode
            }
            themeIDs.append(product.variable("color/role\(index / 40)/r\(index)", in: theme, type: "COLOR", scopes: #"["TEXT_FILL", "FRAME_FILL"]"#, values: values))
        }
        let layout = product.collection("Layout", modes: ["Value"])
        var layoutIDs: [Int] = []
        for index in 0..<64 {
            let value = index < 48 ? product.alias(remote: core, spacingIDs[index]) : "\(index)"
            layoutIDs.append(product.variable("layout/l\(index)", in: layout, type: "FLOAT", scopes: #"["GAP"]"#, values: [value]))
        }
        for (position, component) in components.enumerated() {
            // Two have a compact mode; every multi-mode collection is a resolver modifier, and modifiers multiply.
            let modes = position < 2 ? ["Default", "Compact"] : ["Default"]
            let collection = product.collection(component, modes: modes)
            for index in 0..<39 {
                let name = "\(component.lowercased())/part\(index / 10)/p\(index)"
                switch index % 3 {
                case 0:
                    let values = modes.map { _ in product.alias(local: themeIDs[random.next(upTo: themeIDs.count)]) }
                    _ = product.variable(name, in: collection, type: "COLOR", scopes: #"["FRAME_FILL"]"#, values: values)
                case 1:
                    let values = modes.map { _ in product.alias(local: layoutIDs[random.next(upTo: layoutIDs.count)]) }
                    _ = product.variable(name, in: collection, type: "FLOAT", scopes: #"["GAP"]"#, values: values)
                default:
                    let values = modes.indices.map { product.alias(remote: core, radiusIDs[(index + $0) % radiusIDs.count]) }
                    _ = product.variable(name, in: collection, type: "FLOAT", scopes: #"["CORNER_RADIUS"]"#, values: values)
                }
            }
        }
        // The library variables Figma lists in the product file: 555 of them, those it uses first, then more of
        // the same collections (Figma lists whatever the file has used).
        var listed = product.usedRemote
        for (library, ids) in [(core, paletteIDs), (core, spacingIDs), (core, radiusIDs), (core, sizeIDs), (brand, accentIDs)] {
            for id in ids where listed.count < 555 && !listed.contains(where: { $0.file == library.fileIndex && $0.id == id }) {
                listed.append((library.fileIndex, id))
            }
        }
        for (file, id) in listed {
            product.listRemote(file == core.fileIndex ? core : brand, id)
        }
        return System(product: product.local(), libraries: [
            LibraryFile(name: "core", local: core.local(), published: core.published()),
            LibraryFile(name: "brand", local: brand.local(), published: brand.published()),
        ])
    }

    static func color(_ random: inout Random) -> String {
        let channels = (0..<3).map { _ in number(Double(Float(Double(random.next(upTo: 256)) / 255))) }
        return #"{"r": \#(channels[0]), "g": \#(channels[1]), "b": \#(channels[2]), "a": 1}"#
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// One file's collections and variables, rendered as Figma's responses.
    struct FileBuilder {
        struct Collection { var name: String; var modes: [String]; var variableIDs: [Int] }
        struct Variable { var name: String; var collection: Int; var type: String; var scopes: String; var values: [String] }

        let fileIndex: Int
        var collections: [Collection] = []
        var variables: [Variable] = []
        /// Library variables aliased, in first-use order: (file, variable index).
        var usedRemote: [(file: Int, id: Int)] = []
        var remoteListed: [(builder: FileBuilder, id: Int)] = []

        init(fileIndex: Int) { self.fileIndex = fileIndex }

        mutating func collection(_ name: String, modes: [String]) -> Int {
            collections.append(Collection(name: name, modes: modes, variableIDs: []))
            return collections.count - 1
        }

        mutating func variable(_ name: String, in collection: Int, type: String, scopes: String, values: [String]) -> Int {
            variables.append(Variable(name: name, collection: collection, type: type, scopes: scopes, values: values))
            collections[collection].variableIDs.append(variables.count - 1)
            return variables.count - 1
        }

        func localID(_ index: Int) -> String { "VariableID:\(fileIndex)\(variables[index].collection):\(index + 1)" }
        func collectionID(_ index: Int) -> String { "VariableCollectionId:\(fileIndex)\(index):0" }
        func modeID(_ collection: Int, _ mode: Int) -> String { "\(fileIndex)\(collection):\(mode)" }
        func key(_ index: Int) -> String { Self.hex(UInt64(fileIndex) << 40 | UInt64(index + 1)) }
        func collectionKey(_ index: Int) -> String { Self.hex(UInt64(fileIndex) << 48 | UInt64(index + 1)) }
        /// How other files reference the variable: `VariableID:<key>/<id>`.
        func subscribedID(_ index: Int) -> String { "VariableID:\(key(index))/\(localID(index).dropFirst("VariableID:".count))" }
        func subscribedCollectionID(_ index: Int) -> String { "VariableCollectionId:\(collectionKey(index))/\(collectionID(index).dropFirst("VariableCollectionId:".count))" }

        static func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: max(0, 40 - digits.count)) + digits
        }

        mutating func alias(local index: Int) -> String { #"{"type": "VARIABLE_ALIAS", "id": "\#(localID(index))"}"# }

        mutating func alias(remote library: FileBuilder, _ index: Int) -> String {
            if !usedRemote.contains(where: { $0.file == library.fileIndex && $0.id == index }) { usedRemote.append((library.fileIndex, index)) }
            return #"{"type": "VARIABLE_ALIAS", "id": "\#(library.subscribedID(index))"}"#
        }

        mutating func listRemote(_ library: FileBuilder, _ index: Int) { remoteListed.append((library, index)) }

        func local() -> String {
            var collectionTexts: [String] = []
            var variableTexts: [String] = []
            for (c, collection) in collections.enumerated() {
                let modes = collection.modes.indices.map { #"{"modeId": "\#(modeID(c, $0))", "name": "\#(collection.modes[$0])"}"# }.joined(separator: ", ")
                let ids = collection.variableIDs.map { "\"\(localID($0))\"" }.joined(separator: ", ")
                collectionTexts.append(#""\#(collectionID(c))": {"id": "\#(collectionID(c))", "name": "\#(collection.name)", "key": "\#(collectionKey(c))", "modes": [\#(modes)], "defaultModeId": "\#(modeID(c, 0))", "remote": false, "hiddenFromPublishing": false, "variableIds": [\#(ids)]}"#)
            }
            for (index, variable) in variables.enumerated() {
                let values = variable.values.indices.map { "\"\(modeID(variable.collection, $0))\": \(variable.values[$0])" }.joined(separator: ", ")
                variableTexts.append(#""\#(localID(index))": {"id": "\#(localID(index))", "name": "\#(variable.name)", "key": "\#(key(index))", "variableCollectionId": "\#(collectionID(variable.collection))", "resolvedType": "\#(variable.type)", "valuesByMode": {\#(values)}, "remote": false, "description": "", "hiddenFromPublishing": false, "scopes": \#(variable.scopes), "codeSyntax": {}}"#)
            }
            // Remote collections and variables, as the file lists them: IDs in the subscribed form, no values.
            var remoteCollections: [(FileBuilder, Int, [Int])] = []
            for (library, index) in remoteListed {
                let collection = library.variables[index].collection
                if let i = remoteCollections.firstIndex(where: { $0.0.fileIndex == library.fileIndex && $0.1 == collection }) {
                    remoteCollections[i].2.append(index)
                } else {
                    remoteCollections.append((library, collection, [index]))
                }
                let variable = library.variables[index]
                variableTexts.append(#""\#(library.subscribedID(index))": {"id": "\#(library.subscribedID(index))", "name": "\#(variable.name)", "key": "\#(library.key(index))", "variableCollectionId": "\#(library.subscribedCollectionID(collection))", "resolvedType": "\#(variable.type)", "valuesByMode": {}, "remote": true, "description": "", "hiddenFromPublishing": false, "scopes": \#(variable.scopes), "codeSyntax": {}}"#)
            }
            for (library, c, ids) in remoteCollections {
                let collection = library.collections[c]
                let modes = collection.modes.indices.map { #"{"modeId": "\#(library.modeID(c, $0))", "name": "\#(collection.modes[$0])"}"# }.joined(separator: ", ")
                let list = ids.map { "\"\(library.subscribedID($0))\"" }.joined(separator: ", ")
                collectionTexts.append(#""\#(library.subscribedCollectionID(c))": {"id": "\#(library.subscribedCollectionID(c))", "name": "\#(collection.name)", "key": "\#(library.collectionKey(c))", "modes": [\#(modes)], "defaultModeId": "\#(library.modeID(c, 0))", "remote": true, "hiddenFromPublishing": false, "variableIds": [\#(list)]}"#)
            }
            return """
                {"status": 200, "error": false, "meta": {
                "variableCollections": {
                \(collectionTexts.joined(separator: ",\n"))
                },
                "variables": {
                \(variableTexts.joined(separator: ",\n"))
                }}}

                """
        }

        func published() -> String {
            let collectionTexts = collections.indices.map { c in
                #""\#(collectionID(c))": {"id": "\#(collectionID(c))", "subscribed_id": "\#(subscribedCollectionID(c))", "name": "\#(collections[c].name)", "key": "\#(collectionKey(c))", "updatedAt": "2026-11-30T09:00:00Z"}"#
            }
            let variableTexts = variables.indices.map { index in
                #""\#(localID(index))": {"id": "\#(localID(index))", "subscribed_id": "\#(subscribedID(index))", "name": "\#(variables[index].name)", "key": "\#(key(index))", "variableCollectionId": "\#(collectionID(variables[index].collection))", "resolvedDataType": "\#(variables[index].type)", "updatedAt": "2026-11-30T09:00:00Z"}"#
            }
            return """
                {"status": 200, "error": false, "meta": {
                "variableCollections": {
                \(collectionTexts.joined(separator: ",\n"))
                },
                "variables": {
                \(variableTexts.joined(separator: ",\n"))
                }}}

                """
        }
    }

    /// Knuth's MMIX linear congruential generator, as in FigmaVariablesFixtureGenerator.
    struct Random {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next(upTo bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }
}
