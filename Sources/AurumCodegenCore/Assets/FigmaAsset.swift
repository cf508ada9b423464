/// One image set the Figma file gives the asset catalog: an icon (a vector drawing, PDF or SVG) or an image
/// (PNG at each scale), with its dark-appearance and right-to-left drawings when Figma has them.
package struct FigmaAsset: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        case icon, image
    }

    package var kind: Kind
    /// The component's node ID (API form): what names the asset across renames.
    package var nodeID: String
    /// The layer name as Figma has it (a variant's set name and its variant values), `icon/24/arrow-left`.
    var figmaName: String
    /// `figmaName` split at `/` and variant values: the path the naming rule shortens.
    var path: [String]
    /// The image set's name in the catalog (set by `AssetNames`).
    package var name: String = ""
    var description: String = ""
    /// The drawing for the dark appearance.
    var darkNodeID: String?
    /// The drawing for right-to-left layouts (the catalog's "Both" direction); without one, `mirrors` flips the
    /// left-to-right drawing.
    var rtlNodeID: String?
    var mirrors: Bool = false
    /// Rendered as a template (tinted with the foreground colour), for monochrome icons.
    var template: Bool = false
    /// The nearest frame or section around the component: the icon's category in icons.json.
    var frame: String?
    var location: SourceLocation?

    /// Every node whose render the catalog needs, in a fixed order: the drawing, then dark, then RTL.
    var nodeIDs: [String] { [nodeID] + [darkNodeID, rtlNodeID].compactMap { $0 } }
}

/// How a drawing is rendered: Figma's `/v1/images` `format` and `scale`.
package struct AssetRender: Hashable, Sendable, Comparable {
    package enum Format: String, Hashable, Sendable, CaseIterable {
        case pdf, svg, png
    }

    package var format: Format
    /// 1, 2 or 3 for PNG; 1 for the vector formats.
    package var scale: Int

    package init(format: Format, scale: Int = 1) {
        self.format = format
        self.scale = scale
    }

    /// `arrow-left.pdf`, `hero@2x.png`: the file inside the image set.
    func fileName(_ base: String) -> String {
        format == .png ? "\(base)@\(scale)x.png" : "\(base).\(format.rawValue)"
    }

    package static func < (a: AssetRender, b: AssetRender) -> Bool {
        (a.format.rawValue, a.scale) < (b.format.rawValue, b.scale)
    }
}

/// One drawing at one render: the unit the cache, the `/v1/images` requests and the downloads deal in.
package struct AssetRenderKey: Hashable, Sendable, Comparable {
    package var nodeID: String
    package var render: AssetRender

    package init(nodeID: String, render: AssetRender) {
        self.nodeID = nodeID
        self.render = render
    }

    package static func < (a: AssetRenderKey, b: AssetRenderKey) -> Bool {
        (a.nodeID, a.render) < (b.nodeID, b.render)
    }

    /// `7210-100.pdf`, `7210-100@2x.png`: a saved body's file name (`--bodies`), the node ID in URL form.
    package var bodyFileName: String { render.fileName(nodeID.replacingOccurrences(of: ":", with: "-")) }
}
