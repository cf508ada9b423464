/// One component manifest: its grammar, then the checks across properties, examples and constraints.
enum ComponentManifestFuzz {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let json = fuzzJSON(bytes, file: "Fuzz.component.json") else { return }
        var diagnostics = DiagnosticCollector()
        guard let manifest = ComponentManifest.parse(json, file: "Fuzz.component.json", diagnostics: &diagnostics) else { return }
        ComponentManifestValidator(icons: IconManifest(file: "icons.json", namespace: "Icons", swiftType: "AurumIcons", categories: [])).validate([manifest], diagnostics: &diagnostics)
    }
}
