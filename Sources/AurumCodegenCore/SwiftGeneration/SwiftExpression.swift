/// A Swift expression as a tree, so long composite values can be printed one argument per line
/// while colours and other short values stay on one line.
indirect enum SwiftExpression: Hashable {
    /// Printed as is, never broken (colours, dimensions, literals).
    case atom(String)
    /// `name(label: value, …)`.
    case call(String, [Argument])
    /// `[a, b]`.
    case array([SwiftExpression])

    struct Argument: Hashable {
        var label: String
        var value: SwiftExpression
    }

    static let width = 100

    var singleLine: String {
        switch self {
        case .atom(let text): text
        case .call(let name, let arguments):
            "\(name)(\(arguments.map { "\($0.label): \($0.value.singleLine)" }.joined(separator: ", ")))"
        case .array(let elements): "[\(elements.map(\.singleLine).joined(separator: ", "))]"
        }
    }

    /// `singleLine.count`, without building it. (Every join is ASCII punctuation, which never merges
    /// with a neighbouring character, so the counts add up.)
    var columns: Int {
        switch self {
        case .atom(let text):
            return text.utf8.allSatisfy({ $0 < 0x80 }) ? text.utf8.count : text.count
        case .call(let name, let arguments):
            return name.count + 2 + arguments.reduce(0) { $0 + $1.label.count + 2 + $1.value.columns }
                + 2 * max(0, arguments.count - 1)
        case .array(let elements):
            return 2 + elements.reduce(0) { $0 + $1.columns } + 2 * max(0, elements.count - 1)
        }
    }

    /// One line if it fits in `width` columns after `indent`, else one argument or element per line,
    /// each further level indented by four spaces.
    func lines(indent: Int = 0) -> [String] {
        if case .atom(let text) = self { return [text] }
        if indent + columns <= Self.width { return [singleLine] }
        switch self {
        case .atom(let text):
            return [text]
        case .call(let name, let arguments):
            // `Shadow(layers: [` … `])`: a lone array argument opens on the call's line.
            if arguments.count == 1, case .array(let elements) = arguments[0].value {
                return ["\(name)(\(arguments[0].label): ["] + elementLines(elements, indent: indent) + ["])"]
            }
            var lines = ["\(name)("]
            for (index, argument) in arguments.enumerated() {
                var value = argument.value.lines(indent: indent + 4 + argument.label.count + 2)
                value[0] = "\(argument.label): \(value[0])"
                if index < arguments.count - 1 { value[value.count - 1] += "," }
                lines += value.map { "    " + $0 }
            }
            return lines + [")"]
        case .array(let elements):
            return ["["] + elementLines(elements, indent: indent) + ["]"]
        }
    }

    private func elementLines(_ elements: [SwiftExpression], indent: Int) -> [String] {
        elements.flatMap { element -> [String] in
            var lines = element.lines(indent: indent + 4)
            lines[lines.count - 1] += ","
            return lines.map { "    " + $0 }
        }
    }
}
