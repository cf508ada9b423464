/// How the Swift generator names and shapes its output; read from the `swift` section of the configuration.
public struct SwiftGenerationOptions: Hashable, Sendable {
    public enum AccessLevel: String, CaseIterable, Hashable, Sendable {
        case `internal`, `public`, `package`
    }

    public enum Naming: String, CaseIterable, Hashable, Sendable {
        /// `AurumColors.textBrandNormal`
        case flat
        /// `AurumColors.Text.Brand.normal`
        case nested
    }

    /// Which modifier and contexts stand for the system's light and dark appearance.
    public struct Appearance: Hashable, Sendable {
        var modifier: String
        var light: String
        var dark: String

        init(modifier: String, light: String = "light", dark: String = "dark") {
            self.modifier = modifier
            self.light = light
            self.dark = dark
        }
    }

    /// A `swift.names` entry: the Swift name a token takes, and where the configuration says so.
    struct ConfiguredName: Hashable, Sendable {
        var name: String
        var location: SourceLocation?

        init(_ name: String, at location: SourceLocation? = nil) {
            self.name = name
            self.location = location
        }
    }

    /// Which modifier and contexts stand for the system's standard and increased contrast.
    struct Contrast: Hashable, Sendable {
        var modifier: String
        var standard: String
        var increased: String

        init(modifier: String, standard: String, increased: String) {
            self.modifier = modifier
            self.standard = standard
            self.increased = increased
        }
    }

    /// Starts every generated type name: `Aurum` → `AurumColors`, `AurumColor`, `AurumTokenContext`.
    var prefix: String
    var accessLevel: AccessLevel
    var naming: Naming
    /// First path segment → namespace name after the prefix: `["color": "Colors"]` → `AurumColors`.
    var namespaces: [String: String]
    /// Token path → its member name (and, for a colour, its name in `Color.aurum` and the asset catalog).
    var names: [String: ConfiguredName] = [:]
    /// At most this many token declarations per file; more go to `AurumColors+1.swift`, `+2`… Each file costs swiftc
    /// about as much as a few dozen declarations (per-file work in every frontend job): 5,000 keeps 9k tokens in
    /// a handful of files (`aurum-codegen-bench typecheck-same`), where 500 made 34 and doubled the time.
    var maxDeclarationsPerFile: Int
    /// nil: the modifier whose contexts include `light` and `dark`, if exactly one does.
    var appearance: Appearance?
    /// nil: by name (see `SwiftSystemModifiers`).
    var contrast: Contrast?
    /// The oldest OS versions the platform conveniences must build for; newer APIs get `@available`.
    var platforms: DeploymentTargets = .swiftPMDefault
    /// Shown in the generated header.
    var toolVersion: String

    public init(prefix: String = "Aurum", accessLevel: AccessLevel = .internal, naming: Naming = .flat,
                namespaces: [String: String] = [:], maxDeclarationsPerFile: Int = 5_000,
                appearance: Appearance? = nil, toolVersion: String = AurumCodegenVersion.current) {
        self.prefix = prefix
        self.accessLevel = accessLevel
        self.naming = naming
        self.namespaces = namespaces
        self.maxDeclarationsPerFile = maxDeclarationsPerFile
        self.appearance = appearance
        self.toolVersion = toolVersion
    }

    /// `public `, `package ` or nothing, ready to precede a declaration.
    var accessModifier: String {
        accessLevel == .internal ? "" : accessLevel.rawValue + " "
    }
}
