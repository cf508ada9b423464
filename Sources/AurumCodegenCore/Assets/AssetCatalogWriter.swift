import Foundation

/// The files of an `.xcassets` catalog (Apple's Asset Catalog Format Reference, "Image Set Type"): one
/// `<name>.imageset` per asset holding its drawings and a `Contents.json` as Xcode writes it.
///
/// - Icons: one vector file (PDF or SVG), `idiom` universal without a scale, and the properties
///   `preserves-vector-representation` and `template-rendering-intent` (`template` for monochrome icons,
///   `original` otherwise).
/// - Images: a PNG per scale (`scale` `1x`, `2x`, `3x`).
/// - A dark drawing: the same entries again with `appearances` luminosity `dark`, after each Any entry.
/// - Right to left: `language-direction` `left-to-right` on every entry of an icon that mirrors (Xcode's "Left
///   to Right, Mirrors"); with a drawing of its own for right to left, its entries follow with `right-to-left`
///   (Xcode's "Both").
enum AssetCatalogWriter {
    /// One file inside an image set and the render it holds.
    struct Entry: Hashable, Sendable {
        var fileName: String
        var key: AssetRenderKey
        var dark: Bool
        var direction: String?
    }

    /// The entries of `asset`'s image set in the order Xcode lists them.
    static func entries(_ asset: FigmaAsset, renders: [AssetRender]) -> [Entry] {
        var result: [Entry] = []
        let directions: [(node: String, dark: String?, suffix: String, direction: String?)] = {
            let ltr = asset.mirrors || asset.rtlNodeID != nil ? "left-to-right" : nil
            var list: [(String, String?, String, String?)] = [(asset.nodeID, asset.darkNodeID, "", ltr)]
            if let rtl = asset.rtlNodeID { list.append((rtl, nil, "-rtl", "right-to-left")) }
            return list
        }()
        for (node, dark, suffix, direction) in directions {
            for render in renders {
                result.append(Entry(fileName: render.fileName(asset.name + suffix), key: .init(nodeID: node, render: render), dark: false, direction: direction))
                if let dark {
                    result.append(Entry(fileName: render.fileName(asset.name + suffix + "-dark"), key: .init(nodeID: dark, render: render), dark: true, direction: direction))
                }
            }
        }
        return result
    }

    /// The image set's `Contents.json`.
    static func contents(_ asset: FigmaAsset, entries: [Entry]) -> String {
        let images: [XcodeJSON.Value] = entries.map { entry in
            var image: [String: XcodeJSON.Value] = ["filename": .string(entry.fileName), "idiom": .string("universal")]
            if entry.key.render.format == .png { image["scale"] = .string("\(entry.key.render.scale)x") }
            if entry.dark { image["appearances"] = .array([.object(["appearance": .string("luminosity"), "value": .string("dark")])]) }
            if let direction = entry.direction { image["language-direction"] = .string(direction) }
            return .object(image)
        }
        var root: [String: XcodeJSON.Value] = ["images": .array(images), "info": XcodeJSON.info]
        if asset.kind == .icon {
            root["properties"] = .object(["preserves-vector-representation": .bool(true),
                                          "template-rendering-intent": .string(asset.template ? "template" : "original")])
        }
        return XcodeJSON.render(.object(root))
    }

    /// The catalog's own `Contents.json`.
    static let catalogContents = XcodeJSON.render(.object(["info": XcodeJSON.info]))

    /// Every file of `asset`'s image set, relative to the catalog: the drawings (from `bodies`) and `Contents.json`.
    static func files(_ asset: FigmaAsset, renders: [AssetRender], bodies: [AssetRenderKey: Data]) -> [GeneratedFile] {
        let entries = entries(asset, renders: renders)
        let folder = asset.name + ".imageset/"
        var files = [GeneratedFile(relativePath: folder + "Contents.json", contents: contents(asset, entries: entries))]
        for entry in entries {
            files.append(GeneratedFile(relativePath: folder + entry.fileName, data: bodies[entry.key] ?? Data()))
        }
        return files
    }
}
