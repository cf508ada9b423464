/// Lays out a Swift call the way the template files' `swiftCall` helper does: on one line when short,
/// else one argument per line. Arguments are joined here, so there is never a trailing comma.
enum SwiftCallLayout {
    static let inlineLimit = 80

    static func call(_ name: String, _ arguments: [String]) -> String {
        let inline = arguments.joined(separator: ", ")
        if !inline.contains("\n") && name.count + inline.count <= inlineLimit { return "\(name)(\(inline))" }
        return name + "(\n" + arguments.map(indent).joined(separator: ",\n") + "\n)"
    }

    static func array(_ elements: [String]) -> String {
        elements.isEmpty ? "[]" : "[\n" + elements.map(indent).joined(separator: ",\n") + "\n]"
    }

    static func indent(_ text: String) -> String {
        "    " + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    ")
    }
}
