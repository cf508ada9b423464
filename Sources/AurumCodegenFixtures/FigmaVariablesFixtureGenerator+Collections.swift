import Foundation

/// A large design system as Figma's native variables export writes it ("Export modes": one DTCG file per collection
/// and mode, `Collection.Mode.tokens.json`, the mode in the root `$extensions["com.figma.modeName"]`), in the shape
/// of real multi-library systems: 5 library files of 8 collections each (40 collections, one per concern), 2–6 modes
/// each, 5,000 variables at scale 1, a third of them aliasing another collection. Collection 0 of each file holds
/// values only; collection 1 aliases collection 0; the others alias collection 0 or 1 of their file (so some tokens
/// depend on three collections through an alias chain), and files after the first alias the first file's
/// collection 0 too (a shared brand library). Same arguments, same bytes.
extension FigmaVariablesFixtureGenerator {
    package static let collectionKinds = ["Primitives", "Brand", "Theme", "Density", "Typography", "Breakpoint", "Elevation", "Motion"]
    private static let modeNames: [String: [String]] = [
        "Primitives": ["Base", "Vivid", "Muted", "Warm", "Cool", "Mono"],
        "Brand": ["Aurora", "Boreal", "Cirrus", "Dune", "Ember", "Fjord"],
        "Theme": ["Light", "Dark", "Dim", "Contrast Light", "Contrast Dark", "Sepia"],
        "Density": ["Regular", "Compact", "Comfortable", "Spacious", "Dense", "Airy"],
        "Typography": ["Default", "Large", "Larger", "Small", "Reading", "Display"],
        "Breakpoint": ["Medium", "Small", "Large", "XLarge", "XXLarge", "Wide"],
        "Elevation": ["Flat", "Raised", "Floating", "Overlay", "Modal", "Sunken"],
        "Motion": ["Full", "Reduced", "None", "Slow", "Fast", "Playful"],
    ]

    /// One collection of the export: its modes and the paths of its variables.
    package struct ExportCollection: Sendable {
        package var file: Int
        package var name: String
        package var modes: [String]
    }

    /// One variable of the model: its path, type, scopes, and per mode a literal (JSON for the native export, and the
    /// REST form) or an alias of (collection, variable).
    struct ModelVariable {
        var path: [String]
        var isColor: Bool
        var scopes: String
        var values: [Value]
        enum Value {
            case color(r: Int, g: Int, b: Int)
            case number(Int)
            case alias(collection: Int, variable: Int)
        }
    }

    /// The collections and their variables, the same for every renderer. `change` rewrites one literal (collection,
    /// mode, variable) to another colour or number, as a designer editing one mode of one collection would.
    static func collectionsModel(scale: Int, files: Int = 5, collectionsPerFile: Int = 8,
                                 change: (collection: Int, mode: Int, variable: Int)? = nil) -> (collections: [ExportCollection], variables: [[ModelVariable]]) {
        let collectionCount = files * collectionsPerFile
        // Variables per collection, a multiple of 5 so every type recurs at the same positions in every collection.
        let perCollection = max(5, (5_000 * scale / collectionCount) / 5 * 5)
        var collections: [ExportCollection] = []
        for f in 0..<files {
            for c in 0..<collectionsPerFile {
                let kind = collectionKinds[c % collectionKinds.count]
                let modeCount = 2 + (f * collectionsPerFile + c) % 5
                collections.append(ExportCollection(file: f, name: "Lib\(f + 1) \(kind)", modes: Array(modeNames[kind]!.prefix(modeCount))))
            }
        }
        func index(_ f: Int, _ c: Int) -> Int { f * collectionsPerFile + c }
        func path(_ collection: Int, _ v: Int) -> [String] {
            let kind = collectionKinds[(collection % collectionsPerFile) % collectionKinds.count].lowercased()
            let group = ["color", "color", "color", "space", "size"][v % 5]
            // Colour names drop the first segment: the rest stays unique across collections.
            let library = collection / collectionsPerFile + 1
            return ["lib\(library)\(kind)", group, "l\(library)\(kind)\(v)"]
        }
        /// The alias target of variable `v` of collection (f, c), if it is one of the third that alias.
        func target(_ f: Int, _ c: Int, _ v: Int) -> (collection: Int, variable: Int)? {
            guard c >= 1, v % 3 == 0 || v % 21 == 1 else { return nil }
            // Same type: the same position modulo 5.
            let t = ((v * 7 / 5) * 5 + v % 5) % perCollection
            if f > 0, v % 9 == 0 { return (index(0, 0), t) }
            if c >= 2, v % 2 == 0 { return (index(f, 1), t) }
            return (index(f, 0), t)
        }
        var random = Generator(seed: 0x4D4F_4445_53)
        var variables: [[ModelVariable]] = []
        for (ci, collection) in collections.enumerated() {
            let f = collection.file, c = ci % collectionsPerFile
            var list: [ModelVariable] = (0..<perCollection).map { v in
                ModelVariable(path: path(ci, v), isColor: v % 5 < 3,
                              scopes: v % 5 < 3 ? #"["ALL_FILLS", "STROKE_COLOR"]"# : v % 5 == 3 ? #"["GAP"]"# : #"["FONT_SIZE"]"#, values: [])
            }
            for _ in collection.modes {
                for v in 0..<perCollection {
                    let literal: ModelVariable.Value = switch v % 5 {
                    case 0, 1, 2: .color(r: random.next(upTo: 256), g: random.next(upTo: 256), b: random.next(upTo: 256))
                    case 3: .number(4 * (1 + random.next(upTo: 16)))
                    default: .number(10 + random.next(upTo: 30))
                    }
                    list[v].values.append(target(f, c, v).map { .alias(collection: $0.collection, variable: $0.variable) } ?? literal)
                }
            }
            variables.append(list)
        }
        if let change, case let old = variables[change.collection][change.variable].values[change.mode] {
            variables[change.collection][change.variable].values[change.mode] = switch old {
            case .color(let r, let g, let b): .color(r: 255 - r, g: 255 - g, b: 255 - b)
            case .number(let n): .number(n + 1)
            case .alias: old
            }
        }
        return (collections, variables)
    }

    /// The export's files, name → contents, in a fixed order; `scale` multiplies the variables (5,000 at 1).
    package static func nativeCollectionsExport(scale: Int = 1) -> [(name: String, contents: String)] {
        let (collections, variables) = collectionsModel(scale: scale)
        var output: [(name: String, contents: String)] = []
        for (ci, collection) in collections.enumerated() {
            for (m, mode) in collection.modes.enumerated() {
                let tree = ExportTree()
                for (v, variable) in variables[ci].enumerated() {
                    let value: String = switch variable.values[m] {
                    case .alias(let tc, let tv): "\"{\(variables[tc][tv].path.joined(separator: "."))}\""
                    case .color(let r, let g, let b): colorValue(r, g, b)
                    case .number(let n): String(n)
                    }
                    tree.insert(variable.path, """
                        {"$type": "\(variable.isColor ? "color" : "number")", "$value": \(value), "$extensions": {"com.figma.variableId": "VariableID:\(ci + 1):\(v + 1)", "com.figma.scopes": \(variable.scopes)}}
                        """)
                }
                let root = tree.render(extra: #""$extensions": {"com.figma.modeName": "\#(mode)"}"#)
                output.append(("\(collection.name).\(mode).tokens.json", root))
            }
        }
        return output
    }

    /// The same system as `GET /v1/files/:key/variables/local` answers it (every collection local); `change` edits one
    /// literal of one mode of one collection (see `collectionsModel`).
    package static func collectionsVariablesResponse(scale: Int = 1, change: (collection: Int, mode: Int, variable: Int)? = nil) -> String {
        let (collections, variables) = collectionsModel(scale: scale, change: change)
        var collectionJSON: [String] = []
        var variableJSON: [String] = []
        for (ci, collection) in collections.enumerated() {
            let modes = collection.modes.enumerated().map { ("\(ci + 1):\($0.offset)", $0.element) }
            var ids: [String] = []
            for (v, variable) in variables[ci].enumerated() {
                let id = "VariableID:\(ci + 1):\(v + 1)"
                ids.append(id)
                let values = zip(modes, variable.values).map { mode, value -> (String, String) in
                    switch value {
                    case .alias(let tc, let tv): (mode.0, alias("VariableID:\(tc + 1):\(tv + 1)"))
                    case .color(let r, let g, let b): (mode.0, #"{"r": \#(number(Double(Float(Double(r) / 255)))), "g": \#(number(Double(Float(Double(g) / 255)))), "b": \#(number(Double(Float(Double(b) / 255)))), "a": 1}"#)
                    case .number(let n): (mode.0, String(n))
                    }
                }
                variableJSON.append(Self.variable(id: id, name: variable.path.joined(separator: "/"), collection: "VariableCollectionId:\(ci + 1):0",
                                             type: variable.isColor ? "COLOR" : "FLOAT", values: values, scopes: variable.scopes, hidden: false))
            }
            collectionJSON.append(Self.collection(id: "VariableCollectionId:\(ci + 1):0", name: collection.name, modes: modes, ids: ids))
        }
        return """
            {"status": 200, "error": false, "meta": {
            "variableCollections": {
            \(collectionJSON.joined(separator: ",\n"))
            },
            "variables": {
            \(variableJSON.joined(separator: ",\n"))
            }}}

            """
    }

    /// Writes the export into `directory` (created); returns the files' URLs.
    @discardableResult
    package static func writeNativeCollectionsExport(to directory: URL, scale: Int = 1) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try nativeCollectionsExport(scale: scale).map { file in
            let url = directory.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            return url
        }
    }

    private static func colorValue(_ r: Int, _ g: Int, _ b: Int) -> String {
        let hex = String(format: "#%02X%02X%02X", r, g, b)
        return #"{"colorSpace": "srgb", "components": [\#(Double(r) / 255), \#(Double(g) / 255), \#(Double(b) / 255)], "alpha": 1, "hex": "\#(hex)"}"#
    }

    /// Nested JSON objects by path, members in insertion order.
    private struct ExportTree {
        final class Node {
            var keys: [String] = []
            var children: [String: Node] = [:]
            var leaf: String?
        }
        let root = Node()

        func insert(_ path: [String], _ json: String) {
            var node = root
            for segment in path {
                if let next = node.children[segment] {
                    node = next
                } else {
                    let next = Node()
                    node.children[segment] = next
                    node.keys.append(segment)
                    node = next
                }
            }
            node.leaf = json
        }

        func render(extra: String) -> String {
            var out = ""
            func write(_ node: Node, indent: String) {
                if let leaf = node.leaf { out += leaf; return }
                out += "{\n"
                for (i, key) in node.keys.enumerated() {
                    out += indent + "  \"" + key + "\": "
                    write(node.children[key]!, indent: indent + "  ")
                    out += i == node.keys.count - 1 ? "\n" : ",\n"
                }
                out += indent + "}"
            }
            write(root, indent: "")
            // The root's own members after the tokens.
            out.removeLast(2)
            out += ",\n  " + extra + "\n}\n"
            return out
        }
    }
}
