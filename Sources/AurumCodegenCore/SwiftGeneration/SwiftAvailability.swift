/// The oldest iOS, macOS, tvOS and watchOS versions the generated Swift must build for: SwiftPM's defaults for a
/// package that declares no `platforms` (swift-package-manager, Sources/PackageModel/Platform.swift), or higher
/// ones from `swift.platforms`. The platform templates mark what needs more with `@available`.
struct DeploymentTargets: Hashable, Sendable {
    static let swiftPMDefault = DeploymentTargets(iOS: "12.0", macOS: "10.13", tvOS: "12.0", watchOS: "4.0")

    var iOS: String
    var macOS: String
    var tvOS: String
    var watchOS: String

    init(iOS: String = "12.0", macOS: String = "10.13", tvOS: String = "12.0", watchOS: String = "4.0") {
        self.iOS = iOS
        self.macOS = macOS
        self.tvOS = tvOS
        self.watchOS = watchOS
    }

    static let platformNames = ["iOS", "macOS", "tvOS", "watchOS"]

    subscript(platform: String) -> String {
        switch platform {
        case "iOS": iOS
        case "macOS": macOS
        case "tvOS": tvOS
        default: watchOS
        }
    }

    /// Whether `version` is a version number such as `15` or `10.15`.
    static func isVersion(_ version: String) -> Bool {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        return (1...3).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }
    }

    /// `a >= b`, comparing dotted version numbers component by component.
    static func atLeast(_ a: String, _ b: String) -> Bool {
        let x = a.split(separator: ".").map { Int($0) ?? 0 }
        let y = b.split(separator: ".").map { Int($0) ?? 0 }
        for i in 0..<max(x.count, y.count) {
            let l = i < x.count ? x[i] : 0
            let r = i < y.count ? y[i] : 0
            if l != r { return l > r }
        }
        return true
    }
}

/// The `@available` attributes and `#available` conditions the platform templates use, as the `available`
/// context key: one entry per API level the generated code needs, or null when `DeploymentTargets` already
/// cover it on every platform (templates then emit no attribute). See templates/README.md.
enum SwiftAvailability {
    /// An API level: the first version of each platform where a group of Apple APIs exists. Platforms left out
    /// do not have the framework concerned (the UIKit level names iOS and tvOS only).
    struct Level {
        var key: String
        var versions: [(platform: String, version: String)]
    }

    /// SwiftUI's yearly releases (every platform's SwiftUI gained the same API in the same year), and the
    /// dynamic colours of UIKit (iOS 13, tvOS 13) and AppKit (macOS 10.15).
    static let levels: [Level] = [
        Level(key: "swiftUI13", versions: [("iOS", "13.0"), ("macOS", "10.15"), ("tvOS", "13.0"), ("watchOS", "6.0")]),
        Level(key: "swiftUI14", versions: [("iOS", "14.0"), ("macOS", "11.0"), ("tvOS", "14.0"), ("watchOS", "7.0")]),
        Level(key: "swiftUI15", versions: [("iOS", "15.0"), ("macOS", "12.0"), ("tvOS", "15.0"), ("watchOS", "8.0")]),
        Level(key: "swiftUI16", versions: [("iOS", "16.0"), ("macOS", "13.0"), ("tvOS", "16.0"), ("watchOS", "9.0")]),
        Level(key: "swiftUI17", versions: [("iOS", "17.0"), ("macOS", "14.0"), ("tvOS", "17.0"), ("watchOS", "10.0")]),
        Level(key: "uiKit13", versions: [("iOS", "13.0"), ("tvOS", "13.0")]),
        Level(key: "appKit10_15", versions: [("macOS", "10.15")]),
    ]

    /// `available`: per level, `attribute` (`@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)`) and
    /// `condition` (`#available(…)`), naming only the platforms whose deployment target is older; null when none is.
    static func context(_ targets: DeploymentTargets) -> MustacheDictionary {
        var result = MustacheDictionary()
        for level in levels {
            let needed = level.versions.filter { !DeploymentTargets.atLeast(targets[$0.platform], $0.version) }
            guard !needed.isEmpty else {
                result[level.key] = .null
                continue
            }
            let list = needed.map { "\($0.platform) \($0.version)" }.joined(separator: ", ") + ", *"
            result[level.key] = .dictionary([
                "attribute": .string("@available(\(list))"),
                "condition": .string("#available(\(list))"),
            ])
        }
        return result
    }
}
