/// The `check` section: which outputs `check` compares with disk. Teams that generate Swift at build time
/// (the plugin) leave `swift` out: `"check": { "outputs": ["codeConnect", "pages"] }`.
public struct CheckConfiguration: Hashable, Sendable {
    /// Every configured output when the section does not list any.
    var outputs: Set<PlannedOutput.Kind>

    init(outputs: Set<PlannedOutput.Kind> = Set(PlannedOutput.Kind.allCases)) {
        self.outputs = outputs
    }
}

extension CheckConfiguration: ConfigurationSection {
    static let name = "check"
    static let keys = ["outputs"]

    static func parse(_ section: JSONObjectReader, diagnostics: inout DiagnosticCollector) -> CheckConfiguration {
        guard let value = section.value("outputs") else { return CheckConfiguration() }
        var outputs = Set<PlannedOutput.Kind>()
        let names = PlannedOutput.Kind.allCases.map(\.rawValue)
        // One kind may be written without the array.
        for item in value.array ?? [value] {
            if let name = item.string, let kind = PlannedOutput.Kind(rawValue: name) {
                outputs.insert(kind)
            } else {
                diagnostics.error("'check.outputs' holds output kinds (\(names.joined(separator: ", "))), not \(item.string.map { "'\($0)'" } ?? item.kindDescription)"
                                  + (item.string.map { Suggestions.didYouMean($0, in: names) } ?? ""), at: section.location(of: item))
            }
        }
        return CheckConfiguration(outputs: outputs)
    }
}
