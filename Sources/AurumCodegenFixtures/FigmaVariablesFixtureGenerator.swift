/// Builds a large, realistic `GET /v1/files/:key/variables/local` response for benchmarks (the
/// drift check's target is 5,000 variables in ≤ 200 ms). The same arguments always give the same
/// bytes: a fixed linear congruential generator stands in for randomness.
///
/// Shape, modelled on the Aurum tokens: a single-mode `Primitives` collection (colour ramps,
/// spacing, radii, font sizes and families, some opacities), a `Theme` collection with `Light`
/// and `Dark` modes whose variables alias primitives (some chains, some literal overrides), and a
/// small remote library collection that a few theme variables alias. About 2 % are hidden.
package enum FigmaVariablesFixtureGenerator {
    package static func variablesResponse(variableCount: Int = 5_000, seed: UInt64 = 0x4155_5255_4D) -> String {
        var random = Generator(seed: seed)
        let remoteCount = max(1, variableCount / 100)
        let themeCount = max(1, (variableCount - remoteCount) * 2 / 5)
        let primitiveCount = max(1, variableCount - remoteCount - themeCount)

        var collections: [String] = []
        var variables: [String] = []
        var primitiveIDs: [String] = []
        var primitiveKinds: [String] = []   // resolvedType per primitive, for type-correct aliases
        var remoteIDs: [String] = []

        // Primitives.
        let ramps = ["purple", "pink", "neutral", "gold", "green", "red", "amber", "blue", "teal", "indigo"]
        let steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900]
        for index in 0..<primitiveCount {
            let id = "VariableID:1:\(index + 1)"
            let kindRoll = index % 10
            let name: String
            let type: String
            let value: String
            let scopes: String
            switch kindRoll {
            case 0...5:
                let ramp = ramps[(index / 6) % ramps.count]
                name = "color/\(ramp)\(index / (6 * ramps.count))/\(steps[index % steps.count])"
                type = "COLOR"
                value = color(&random, alpha: index % 37 == 0 ? 0.5 : 1)
                scopes = #"["ALL_FILLS", "STROKE_COLOR"]"#
            case 6, 7:
                name = "dimension/space\(index / 100)/s\(index)"
                type = "FLOAT"
                value = number(Double(random.next(upTo: 64)) + (index % 3 == 0 ? 0.5 : 0))
                scopes = index % 4 == 0 ? #"["CORNER_RADIUS"]"# : #"["GAP", "WIDTH_HEIGHT"]"#
            case 8:
                name = "font/size\(index / 100)/f\(index)"
                type = index % 20 == 8 ? "STRING" : "FLOAT"
                value = type == "STRING" ? #""Manrope""# : number(Double(10 + random.next(upTo: 30)))
                scopes = type == "STRING" ? #"["FONT_FAMILY"]"# : #"["FONT_SIZE"]"#
            default:
                name = "opacity/o\(index)"
                type = "FLOAT"
                value = number(Double(random.next(upTo: 100)) / 100 + 0.0000000149011612)   // 32-bit float noise
                scopes = #"["OPACITY"]"#
            }
            primitiveIDs.append(id)
            primitiveKinds.append(type)
            variables.append(variable(id: id, name: name, collection: "VariableCollectionId:1:0", type: type,
                                      values: [("1:0", value)], scopes: scopes, hidden: index % 50 == 49))
        }
        collections.append(collection(id: "VariableCollectionId:1:0", name: "Primitives", modes: [("1:0", "Value")],
                                      ids: primitiveIDs))

        // The remote library.
        for index in 0..<remoteCount {
            let id = "VariableID:0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6/9:\(index + 1)"
            remoteIDs.append(id)
            variables.append(variable(id: id, name: "brand/b\(index)", collection: "VariableCollectionId:0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6/9:0",
                                      type: "COLOR", values: [("9:0", color(&random, alpha: 1))], scopes: #"["ALL_FILLS"]"#,
                                      hidden: false, remote: true))
        }
        collections.append(collection(id: "VariableCollectionId:0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6/9:0", name: "Brand Library",
                                      modes: [("9:0", "Default")], ids: remoteIDs, remote: true))

        // Theme: aliases of primitives of the same type, the odd chain and literal override.
        let colorPrimitives = primitiveIDs.indices.filter { primitiveKinds[$0] == "COLOR" }
        var themeIDs: [String] = []
        for index in 0..<themeCount {
            let id = "VariableID:2:\(index + 1)"
            let name = "color/semantic\(index / 50)/role\(index)"
            var values: [(String, String)] = []
            for mode in ["2:0", "2:1"] {
                let roll = random.next(upTo: 100)
                if roll < 5, !remoteIDs.isEmpty {
                    values.append((mode, alias(remoteIDs[random.next(upTo: remoteIDs.count)])))
                } else if roll < 15, index > 0 {
                    values.append((mode, alias("VariableID:2:\(random.next(upTo: index) + 1)")))   // chain to an earlier theme variable
                } else if roll < 20 {
                    values.append((mode, color(&random, alpha: 1)))
                } else {
                    values.append((mode, alias(primitiveIDs[colorPrimitives[random.next(upTo: colorPrimitives.count)]])))
                }
            }
            themeIDs.append(id)
            variables.append(variable(id: id, name: name, collection: "VariableCollectionId:2:0", type: "COLOR", values: values,
                                      scopes: #"["TEXT_FILL", "FRAME_FILL"]"#, hidden: index % 50 == 25))
        }
        collections.append(collection(id: "VariableCollectionId:2:0", name: "Theme", modes: [("2:0", "Light"), ("2:1", "Dark")], ids: themeIDs))

        return """
            {"status": 200, "error": false, "meta": {
            "variableCollections": {
            \(collections.joined(separator: ",\n"))
            },
            "variables": {
            \(variables.joined(separator: ",\n"))
            }}}

            """
    }

    static func collection(id: String, name: String, modes: [(String, String)], ids: [String], remote: Bool = false) -> String {
        let modeList = modes.map { #"{"modeId": "\#($0.0)", "name": "\#($0.1)"}"# }.joined(separator: ", ")
        let idList = ids.map { "\"\($0)\"" }.joined(separator: ", ")
        return #""\#(id)": {"id": "\#(id)", "name": "\#(name)", "key": "k\#(id.utf8.count)\#(ids.count)", "modes": [\#(modeList)], "defaultModeId": "\#(modes[0].0)", "remote": \#(remote), "hiddenFromPublishing": false, "variableIds": [\#(idList)]}"#
    }

    static func variable(id: String, name: String, collection: String, type: String, values: [(String, String)],
                                 scopes: String, hidden: Bool, remote: Bool = false) -> String {
        let valueList = values.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
        return #""\#(id)": {"id": "\#(id)", "name": "\#(name)", "key": "\#(id)", "variableCollectionId": "\#(collection)", "resolvedType": "\#(type)", "valuesByMode": {\#(valueList)}, "remote": \#(remote), "description": "", "hiddenFromPublishing": \#(hidden), "scopes": \#(scopes), "codeSyntax": {}}"#
    }

    static func alias(_ id: String) -> String { #"{"type": "VARIABLE_ALIAS", "id": "\#(id)"}"# }

    private static func color(_ random: inout Generator, alpha: Double) -> String {
        let channels = (0..<3).map { _ in number(Double(Float(Double(random.next(upTo: 256)) / 255))) }
        return #"{"r": \#(channels[0]), "g": \#(channels[1]), "b": \#(channels[2]), "a": \#(number(alpha))}"#
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// Knuth's MMIX linear congruential generator: tiny, fast, and the same on every platform.
    struct Generator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next(upTo bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }
}
