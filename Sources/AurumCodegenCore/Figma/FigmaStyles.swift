/// Figma's published styles, as `GET /v1/files/:key/styles` lists them and `GET /v1/files/:key/nodes?ids=…`
/// describes them: each style's metadata joined with the properties of the node that defines it.
package struct FigmaStylesResponse: Hashable, Sendable {
    package var styles: [FigmaStyleMetadata]
    /// The file diagnostics point into (a path, or the request URL for live responses).
    package var file: String

    package init(styles: [FigmaStyleMetadata], file: String) {
        self.styles = styles
        self.file = file
    }
}

/// The four kinds of style Figma has (`style_type`).
package enum FigmaStyleType: String, Hashable, Sendable, CaseIterable {
    case text = "TEXT"
    case fill = "FILL"
    case effect = "EFFECT"
    case grid = "GRID"
}

/// One entry of `meta.styles`.
package struct FigmaStyleMetadata: Hashable, Sendable {
    /// Figma's key for the style: the same in every file that uses it, and kept when the style is renamed.
    package var key: String
    package var nodeID: String
    package var type: FigmaStyleType
    /// With `/` between groups, e.g. `Heading/H1`.
    package var name: String
    package var description: String
    package var location: SourceLocation?

    package init(key: String, nodeID: String, type: FigmaStyleType, name: String, description: String = "", location: SourceLocation? = nil) {
        self.key = key
        self.nodeID = nodeID
        self.type = type
        self.name = name
        self.description = description
        self.location = location
    }
}

/// A property bound to a variable (`boundVariables`): the variable's ID, where the binding was written.
package struct FigmaBinding: Hashable, Sendable {
    package var variableID: String
    package var location: SourceLocation?
}

/// The properties a style node holds, by the style's type.
package enum FigmaStyleDefinition: Hashable, Sendable {
    case text(FigmaTypeStyle)
    case fill([FigmaPaint])
    case effect([FigmaEffect])
    case grid([FigmaLayoutGrid])
}

/// A style with its node's properties.
package struct FigmaStyle: Hashable, Sendable {
    package var metadata: FigmaStyleMetadata
    package var definition: FigmaStyleDefinition
    /// The node's `document` in the nodes response.
    package var location: SourceLocation?
}

/// A `TypeStyle`: character formatting.
package struct FigmaTypeStyle: Hashable, Sendable {
    package enum LineHeight: Hashable, Sendable {
        /// `PIXELS`: `lineHeightPx`.
        case pixels(Double)
        /// `FONT_SIZE_%`: `lineHeightPercentFontSize`, percent of the font size.
        case percentOfFontSize(Double)
        /// `INTRINSIC_%` ("Auto"): the font's own line height, which Figma measured as `lineHeightPx`.
        case intrinsic(pixels: Double)
    }

    package enum LetterSpacing: Hashable, Sendable {
        case pixels(Double)
        /// Percent of the font size (`{"value": -2, "unit": "PERCENT"}`, as the plugin API writes it).
        case percent(Double)
    }

    package var fontFamily: String
    /// The numeric weight (100…900), or the one the font style's name says (`Semi Bold` → 600).
    package var fontWeight: Double
    /// The style's face name as Figma shows it, e.g. `Semi Bold Italic`.
    package var fontStyle: String?
    package var italic: Bool
    package var fontSize: Double
    package var lineHeight: LineHeight
    package var letterSpacing: LetterSpacing
    /// `UPPER`, `LOWER`, `TITLE`, `SMALL_CAPS`, `SMALL_CAPS_FORCED`; nil for the original casing.
    package var textCase: String?
    /// `UNDERLINE`, `STRIKETHROUGH`; nil for none.
    package var textDecoration: String?
    /// `fontFamily`, `fontSize`, `fontWeight`, `fontStyle`, `lineHeight`, `letterSpacing`, … → the bound variable.
    package var bindings: [String: FigmaBinding]
}

/// A solid colour or gradient `Paint` of a fill style.
package struct FigmaPaint: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case solid(FigmaColor, binding: FigmaBinding?)
        case linearGradient(FigmaGradient)
        case radialGradient(FigmaGradient)
    }

    package var kind: Kind
    /// The paint's own opacity (0–1), multiplied into its colours.
    package var opacity: Double
    /// Hidden paints are kept so a style whose only paint is hidden can say so.
    package var visible: Bool = true
    package var location: SourceLocation?
}

package struct FigmaGradient: Hashable, Sendable {
    package struct Stop: Hashable, Sendable {
        package var color: FigmaColor
        package var position: Double
        package var binding: FigmaBinding?
    }

    package var stops: [Stop]
    /// `gradientHandlePositions`: start, end and width handles in the node's unit square.
    package var handles: [(x: Double, y: Double)]

    package static func == (a: FigmaGradient, b: FigmaGradient) -> Bool {
        a.stops == b.stops && a.handles.elementsEqual(b.handles) { $0.x == $1.x && $0.y == $1.y }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(stops)
        for handle in handles { hasher.combine(handle.x); hasher.combine(handle.y) }
    }
}

/// A `DROP_SHADOW` or `INNER_SHADOW` effect.
package struct FigmaEffect: Hashable, Sendable {
    package var inner: Bool
    package var color: FigmaColor
    package var offsetX: Double
    package var offsetY: Double
    /// Blur radius, as CSS's blur.
    package var radius: Double
    package var spread: Double
    /// `color`, `radius`, `spread`, `offsetX`, `offsetY` → the bound variable.
    package var bindings: [String: FigmaBinding]
    package var location: SourceLocation?
}

/// A `LayoutGrid` of a grid style.
package struct FigmaLayoutGrid: Hashable, Sendable {
    /// `COLUMNS`, `ROWS` or `GRID`.
    package var pattern: String
    package var sectionSize: Double
    /// Columns and rows only.
    package var gutterSize: Double?
    package var offset: Double?
    /// Columns and rows only; nil when Figma fits as many as there is room for.
    package var count: Int?
    /// `MIN`, `MAX`, `STRETCH`, `CENTER`; columns and rows only.
    package var alignment: String?
    /// `gutterSize`, `numSections`, `sectionSize`, `offset` → the bound variable.
    package var bindings: [String: FigmaBinding]
    package var location: SourceLocation?
}
