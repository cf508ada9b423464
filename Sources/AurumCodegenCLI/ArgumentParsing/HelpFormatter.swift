/// Renders help pages and usage lines from a `CommandSpec`, laid out like swift-argument-parser:
/// OVERVIEW, USAGE, ARGUMENTS, OPTIONS and SUBCOMMANDS sections, wrapped at 80 columns, with
/// descriptions aligned in one column.
package enum HelpFormatter {
    package static let width = 80
    /// Where descriptions start; longer labels put their description on the next line.
    static let descriptionColumn = 26

    /// The full help page for `spec` invoked as `commandPath` (e.g. `aurum-codegen generate`).
    /// With `subcommands`, the usage reads `<commandPath> <subcommand>` and they are listed.
    package static func help(for spec: CommandSpec, commandPath: String, subcommands: [CommandSpec] = []) -> String {
        var sections: [[String]] = []
        sections.append(TextWrapper.wrap("OVERVIEW: \(spec.abstract)", width: width))
        if !spec.discussion.isEmpty {
            sections.append(TextWrapper.wrap(spec.discussion, width: width))
        }
        sections.append(usageLines(for: spec, commandPath: commandPath, hasSubcommands: !subcommands.isEmpty, prefix: "USAGE: "))

        if !spec.arguments.isEmpty {
            sections.append(["ARGUMENTS:"] + spec.arguments.flatMap { row("<\($0.name)>" + ($0.arity.isVariadic ? " ..." : ""), $0.help) })
        }

        var options = spec.options.flatMap { option in
            row(label(option.name, option.short, value: option.valueName),
                option.help + (option.defaultValue.map { " (default: \($0))" } ?? ""))
        }
        options += (spec.flags + [CommandSpec.helpFlag]).flatMap { row(label($0.name, $0.short, value: nil), $0.help) }
        sections.append(["OPTIONS:"] + options)

        if !subcommands.isEmpty {
            sections.append(["SUBCOMMANDS:"] + subcommands.flatMap { row($0.name, $0.abstract) }
                            + ["", "  See '\(commandPath) help <subcommand>' for detailed help."])
        }
        return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    /// The usage synopsis, wrapped; `prefix` is `USAGE: ` in help pages and `usage: ` in errors.
    package static func usageLines(for spec: CommandSpec, commandPath: String, hasSubcommands: Bool = false, prefix: String) -> [String] {
        var words = [commandPath]
        if hasSubcommands {
            words.append("<subcommand>")
        } else {
            words += spec.options.map { "[--\($0.name) <\($0.valueName)>\($0.isRepeatable ? " ..." : "")]" }
            words += spec.flags.map { "[--\($0.name)]" }
            words += spec.arguments.map(argumentLabel)
        }
        return TextWrapper.wrap(words: words, width: width, firstPrefix: prefix,
                                continuationPrefix: String(repeating: " ", count: prefix.count))
    }

    private static func argumentLabel(_ argument: CommandSpec.Argument) -> String {
        switch argument.arity {
        case .required: "<\(argument.name)>"
        case .optional: "[<\(argument.name)>]"
        case .zeroOrMore: "[<\(argument.name)> ...]"
        case .oneOrMore: "<\(argument.name)> ..."
        }
    }

    private static func label(_ name: String, _ short: Character?, value: String?) -> String {
        let long = "--\(name)" + (value.map { " <\($0)>" } ?? "")
        return short.map { "-\($0), \(long)" } ?? long
    }

    /// One entry of a section: the label indented two spaces, the description in its column.
    private static func row(_ label: String, _ description: String) -> [String] {
        let indent = String(repeating: " ", count: descriptionColumn)
        let head = "  \(label)"
        if head.count + 2 <= descriptionColumn {
            let padded = head + String(repeating: " ", count: descriptionColumn - head.count)
            return TextWrapper.wrap(description, width: width, firstPrefix: padded, continuationPrefix: indent)
        }
        return [head] + TextWrapper.wrap(description, width: width, firstPrefix: indent, continuationPrefix: indent)
    }
}
