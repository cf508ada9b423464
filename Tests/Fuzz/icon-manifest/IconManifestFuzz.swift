/// The icon manifest: its grammar, then the icon checks.
enum IconManifestFuzz {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let json = fuzzJSON(bytes, file: "icons.json") else { return }
        var diagnostics = DiagnosticCollector()
        guard let icons = IconManifest.parse(json, file: "icons.json", diagnostics: &diagnostics) else { return }
        ComponentManifestValidator(icons: icons).validate([], diagnostics: &diagnostics)
    }
}
