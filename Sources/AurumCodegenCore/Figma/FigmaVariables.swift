/// The `GET /v1/files/:key/variables/local` response of Figma's REST API, as read from JSON.
/// Collections and variables keep their source order and locations for diagnostics.
package struct FigmaVariablesResponse: Hashable, Sendable {
    package var collections: [FigmaVariableCollection]
    package var variables: [FigmaVariable]
    /// The file diagnostics point into (a path, or the request URL for live responses).
    package var file: String

    package init(collections: [FigmaVariableCollection], variables: [FigmaVariable], file: String) {
        self.collections = collections
        self.variables = variables
        self.file = file
    }
}

/// One mode (column) of a variable collection, such as `Light`.
struct FigmaMode: Hashable, Sendable {
    var id: String
    var name: String

    init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

package struct FigmaVariableCollection: Hashable, Sendable {
    var id: String
    var name: String
    var modes: [FigmaMode]
    var defaultModeID: String
    /// Published from another file's library rather than defined here.
    var isRemote: Bool
    var isHiddenFromPublishing: Bool
    /// The collection's variables in Figma's panel order.
    var variableIDs: [String]
    var location: SourceLocation?
    /// Figma's key for the collection (the same in every file that uses it).
    var key: String?
    /// Set when the collection was read from a library file's own response (`FigmaLibraryLinker`): that file, as shown.
    var library: String?

    init(id: String, name: String, modes: [FigmaMode], defaultModeID: String, isRemote: Bool = false,
                isHiddenFromPublishing: Bool = false, variableIDs: [String] = [], location: SourceLocation? = nil,
                key: String? = nil, library: String? = nil) {
        self.id = id
        self.name = name
        self.modes = modes
        self.defaultModeID = defaultModeID
        self.isRemote = isRemote
        self.isHiddenFromPublishing = isHiddenFromPublishing
        self.variableIDs = variableIDs
        self.location = location
        self.key = key
        self.library = library
    }

    var defaultMode: FigmaMode? { modes.first { $0.id == defaultModeID } }
    func mode(id: String) -> FigmaMode? { modes.first { $0.id == id } }
}

/// The four variable types Figma has.
package enum FigmaVariableType: String, Hashable, Sendable, CaseIterable {
    case color = "COLOR"
    case float = "FLOAT"
    case string = "STRING"
    case boolean = "BOOLEAN"
}

/// A colour as Figma stores it: sRGB channels and alpha, each 0–1.
package struct FigmaColor: Hashable, Sendable {
    package var r: Double
    var g: Double
    var b: Double
    var a: Double

    init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// `#rrggbb` in lowercase, each channel rounded to the nearest 8-bit step. Alpha is not included
    /// (DTCG keeps it in `alpha`; its `hex` must have six digits).
    var hex: String {
        HexColor(red: RGB.byte(r), green: RGB.byte(g), blue: RGB.byte(b)).string
    }
}

/// A concrete variable value.
package enum FigmaLiteral: Hashable, Sendable {
    case color(FigmaColor)
    case number(Double)
    case string(String)
    case boolean(Bool)

    var type: FigmaVariableType {
        switch self {
        case .color: .color
        case .number: .float
        case .string: .string
        case .boolean: .boolean
        }
    }
}

/// A value in `valuesByMode`: a literal, or an alias naming another variable by ID.
enum FigmaRawValue: Hashable, Sendable {
    case literal(FigmaLiteral)
    case alias(variableID: String)
}

package struct FigmaVariable: Hashable, Sendable {
    /// A value for one mode, with where it was written.
    package struct ModeValue: Hashable, Sendable {
        var modeID: String
        var value: FigmaRawValue
        var location: SourceLocation?

        init(modeID: String, value: FigmaRawValue, location: SourceLocation? = nil) {
            self.modeID = modeID
            self.value = value
            self.location = location
        }
    }

    var id: String
    /// The name with `/` between groups, e.g. `color/purple/500`.
    var name: String
    var key: String?
    var collectionID: String
    var type: FigmaVariableType
    /// In source order.
    var valuesByMode: [ModeValue]
    package var isRemote: Bool
    var description: String
    var isHiddenFromPublishing: Bool
    var scopes: [String]
    /// Platform → code syntax, e.g. `iOS` → `Color.brandPrimary`, in source order.
    var codeSyntax: [String: String]
    var isDeletedButReferenced: Bool
    var location: SourceLocation?

    init(id: String, name: String, key: String? = nil, collectionID: String, type: FigmaVariableType,
                valuesByMode: [ModeValue], isRemote: Bool = false, description: String = "",
                isHiddenFromPublishing: Bool = false, scopes: [String] = [], codeSyntax: [String: String] = [:],
                isDeletedButReferenced: Bool = false, location: SourceLocation? = nil) {
        self.id = id
        self.name = name
        self.key = key
        self.collectionID = collectionID
        self.type = type
        self.valuesByMode = valuesByMode
        self.isRemote = isRemote
        self.description = description
        self.isHiddenFromPublishing = isHiddenFromPublishing
        self.scopes = scopes
        self.codeSyntax = codeSyntax
        self.isDeletedButReferenced = isDeletedButReferenced
        self.location = location
    }

    func value(forMode modeID: String) -> ModeValue? {
        valuesByMode.first { $0.modeID == modeID }
    }
}
