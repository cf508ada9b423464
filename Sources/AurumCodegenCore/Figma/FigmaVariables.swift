/// The `GET /v1/files/:key/variables/local` response of Figma's REST API, as read from JSON.
/// Collections and variables keep their source order and locations for diagnostics.
public struct FigmaVariablesResponse: Hashable, Sendable {
    public var collections: [FigmaVariableCollection]
    public var variables: [FigmaVariable]
    /// The file diagnostics point into (a path, or the request URL for live responses).
    public var file: String

    public init(collections: [FigmaVariableCollection], variables: [FigmaVariable], file: String) {
        self.collections = collections
        self.variables = variables
        self.file = file
    }
}

/// One mode (column) of a variable collection, such as `Light`.
public struct FigmaMode: Hashable, Sendable {
    public var id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

public struct FigmaVariableCollection: Hashable, Sendable {
    public var id: String
    public var name: String
    public var modes: [FigmaMode]
    public var defaultModeID: String
    /// Published from another file's library rather than defined here.
    public var isRemote: Bool
    public var isHiddenFromPublishing: Bool
    /// The collection's variables in Figma's panel order.
    public var variableIDs: [String]
    public var location: SourceLocation?
    /// Figma's key for the collection (the same in every file that uses it).
    public var key: String?
    /// Set when the collection was read from a library file's own response (`FigmaLibraryLinker`): that file, as shown.
    public var library: String?

    public init(id: String, name: String, modes: [FigmaMode], defaultModeID: String, isRemote: Bool = false,
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

    public var defaultMode: FigmaMode? { modes.first { $0.id == defaultModeID } }
    public func mode(id: String) -> FigmaMode? { modes.first { $0.id == id } }
}

/// The four variable types Figma has.
public enum FigmaVariableType: String, Hashable, Sendable, CaseIterable {
    case color = "COLOR"
    case float = "FLOAT"
    case string = "STRING"
    case boolean = "BOOLEAN"
}

/// A colour as Figma stores it: sRGB channels and alpha, each 0–1.
public struct FigmaColor: Hashable, Sendable {
    public var r: Double
    public var g: Double
    public var b: Double
    public var a: Double

    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// `#rrggbb` in lowercase, each channel rounded to the nearest 8-bit step. Alpha is not included
    /// (DTCG keeps it in `alpha`; its `hex` must have six digits).
    public var hex: String {
        HexColor(red: RGB.byte(r), green: RGB.byte(g), blue: RGB.byte(b)).string
    }
}

/// A concrete variable value.
public enum FigmaLiteral: Hashable, Sendable {
    case color(FigmaColor)
    case number(Double)
    case string(String)
    case boolean(Bool)

    public var type: FigmaVariableType {
        switch self {
        case .color: .color
        case .number: .float
        case .string: .string
        case .boolean: .boolean
        }
    }
}

/// A value in `valuesByMode`: a literal, or an alias naming another variable by ID.
public enum FigmaRawValue: Hashable, Sendable {
    case literal(FigmaLiteral)
    case alias(variableID: String)
}

public struct FigmaVariable: Hashable, Sendable {
    /// A value for one mode, with where it was written.
    public struct ModeValue: Hashable, Sendable {
        public var modeID: String
        public var value: FigmaRawValue
        public var location: SourceLocation?

        public init(modeID: String, value: FigmaRawValue, location: SourceLocation? = nil) {
            self.modeID = modeID
            self.value = value
            self.location = location
        }
    }

    public var id: String
    /// The name with `/` between groups, e.g. `color/purple/500`.
    public var name: String
    public var key: String?
    public var collectionID: String
    public var type: FigmaVariableType
    /// In source order.
    public var valuesByMode: [ModeValue]
    public var isRemote: Bool
    public var description: String
    public var isHiddenFromPublishing: Bool
    public var scopes: [String]
    /// Platform → code syntax, e.g. `iOS` → `Color.brandPrimary`, in source order.
    public var codeSyntax: [String: String]
    public var isDeletedButReferenced: Bool
    public var location: SourceLocation?

    public init(id: String, name: String, key: String? = nil, collectionID: String, type: FigmaVariableType,
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

    public func value(forMode modeID: String) -> ModeValue? {
        valuesByMode.first { $0.modeID == modeID }
    }
}
