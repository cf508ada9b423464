extension CommandSpec {
    /// Mistakes in the declaration itself (not in what a user typed); empty when the spec is sound.
    /// A test checks every registered command, so a bad spec fails CI instead of confusing users.
    package var problems: [String] {
        var problems: [String] = []
        if name.isEmpty || name.hasPrefix("-") || name.contains(where: \.isWhitespace) {
            problems.append("command name '\(name)' must be a non-empty word not starting with '-'")
        }

        let longs = options.map(\.name) + flags.map(\.name)
        let shorts = options.compactMap(\.short) + flags.compactMap(\.short)
        for long in longs where long.isEmpty || long.hasPrefix("-") || long.contains("=") || long.contains(where: \.isWhitespace) {
            problems.append("'\(long)' is not a valid long name: no dashes, '=' or spaces")
        }
        for short in shorts where short == "-" || short == "=" || short.isWhitespace {
            problems.append("'\(short)' is not a valid short name")
        }
        for long in duplicates(longs + [Self.helpFlag.name]) {
            problems.append("'--\(long)' is declared more than once (or clashes with the built-in '--help')")
        }
        for short in duplicates(shorts + [Self.helpFlag.short!]) {
            problems.append("'-\(short)' is declared more than once (or clashes with the built-in '-h')")
        }

        for name in duplicates(arguments.map(\.name)) {
            problems.append("argument '<\(name)>' is declared more than once")
        }
        for (index, argument) in arguments.enumerated() {
            if argument.arity.isVariadic && index != arguments.count - 1 {
                problems.append("variadic argument '<\(argument.name)>' must be the last argument")
            }
            if argument.arity == .required || argument.arity == .oneOrMore,
               let earlier = arguments[..<index].first(where: { $0.arity.isOptional }) {
                problems.append("required argument '<\(argument.name)>' follows optional '<\(earlier.name)>'")
            }
        }
        return problems
    }
}

private func duplicates<T: Hashable>(_ items: [T]) -> [T] {
    var seen = Set<T>(), reported = Set<T>(), result: [T] = []
    for item in items where !seen.insert(item).inserted && reported.insert(item).inserted {
        result.append(item)
    }
    return result
}
