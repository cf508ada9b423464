/// One section of `aurum-codegen.json` (`tokens`, `swift`, `drift`, …), read into a typed value when the
/// configuration is loaded, so a mistake anywhere in the file is reported by every command (`validate`,
/// `generate`, `check`, `drift`) and by the build plugin, at its line and column.
///
/// - Adding a key: list it in the section's `keys` and read it in its `parse` (the reader reports a wrong type
///   or value at its position), add the property, document it in `templates/README.md` (or `COMPONENTS.md`).
/// - Adding a section: a type conforming to this protocol, one line in `ConfigurationLoader.sections` and a
///   property on `AurumConfiguration` read in `ConfigurationLoader.parse`.
///
/// - Adding an output folder: also list its key in `outputKeys`, so it is confined to the package root.
///
/// A key the section does not list is an error with a "did you mean" suggestion, before `parse` runs.
protocol ConfigurationSection {
    /// The section's key at the root of the configuration.
    static var name: String { get }
    /// Every key the section accepts.
    static var keys: [String] { get }
    /// Reads the section; problems go to `diagnostics`, with whatever could be read returned.
    static func parse(_ section: JSONObjectReader, diagnostics: inout DiagnosticCollector) -> Self
    /// The keys naming folders the tool writes into (and removes stale files from): each must lie inside the
    /// configuration's package root (`PackageRoot`) unless `allowOutsideRoot` is set. Declare a new output here.
    static var outputKeys: [String] { get }
}

extension ConfigurationSection {
    static var outputKeys: [String] { [] }
}

extension JSONObjectReader {
    /// The section `S` of this configuration root: nil when absent or not an object. Its keys are checked first.
    func section<S: ConfigurationSection>(_ type: S.Type, diagnostics: inout DiagnosticCollector) -> S? {
        guard let reader = object(S.name, diagnostics: &diagnostics) else { return nil }
        reader.checkKeys(S.keys, diagnostics: &diagnostics)
        return S.parse(reader, diagnostics: &diagnostics)
    }
}
