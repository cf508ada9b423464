/// What `import figma-assets` selects and how it writes it: the `assets` section of aurum-codegen.json
/// (`AssetsConfiguration`) as the importer reads it.
package struct AssetsOptions: Hashable, Sendable {
    /// Which components of the whole file become one kind of asset. Empty lists select everything.
    package struct Selection: Hashable, Sendable {
        /// Page (canvas) names.
        var pages: [String] = []
        /// Names of frames or sections the component must sit in (at any depth).
        var frames: [String] = []
        /// Glob patterns (`*` any run of characters, `?` one) on the component's name, `icon/*`.
        var include: [String] = []

        package init(pages: [String] = [], frames: [String] = [], include: [String] = []) {
            self.pages = pages
            self.frames = frames
            self.include = include
        }

    }

    var icons: Selection
    /// nil selects no images.
    var images: Selection?
    /// Vector format of icons: PDF (every Xcode) or SVG (Xcode 12 and later).
    var iconFormat: AssetRender.Format = .pdf
    /// PNG scales of images.
    var scales: [Int] = [1, 2, 3]
    /// Glob patterns of icon names rendered as templates; `["*"]`: every icon (monochrome icon sets).
    var template: [String] = ["*"]
    /// Glob patterns of names that mirror in right-to-left layouts (arrows, chevrons).
    var mirror: [String] = []
    /// A component named `<name><darkSuffix>` is the dark drawing of `<name>`; empty turns the rule off.
    var darkSuffix: String = "-dark"
    /// A variant whose `darkProperty` is `darkValue` is the dark drawing of its sibling with the other value.
    var darkProperty: String = "Appearance"
    var darkValue: String = "Dark"
    /// A component named `<name><rtlSuffix>` is the right-to-left drawing of `<name>`; empty turns it off.
    var rtlSuffix: String = "-rtl"
    /// Downloads at once.
    var concurrency: Int = 8

    package init(icons: Selection = .init(), images: Selection? = nil) {
        self.icons = icons
        self.images = images
    }

    /// The renders an asset of `kind` needs.
    func renders(for kind: FigmaAsset.Kind) -> [AssetRender] {
        switch kind {
        case .icon: [AssetRender(format: iconFormat)]
        case .image: scales.map { AssetRender(format: .png, scale: $0) }
        }
    }
}

/// `*` and `?` globs, matched on whole names (case-sensitive, as Figma's names are).
enum Glob {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern.unicodeScalars), t = Array(text.unicodeScalars)
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
                pi += 1; ti += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi; mark = ti; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    static func matchesAny(_ patterns: [String], _ text: String) -> Bool {
        patterns.contains { matches($0, text) }
    }
}
