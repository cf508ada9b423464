/// Makes Apple-platform availability checkable on Linux.
///
/// `swiftc` on Linux ignores `@available(iOS 13, *)`, but it does check `@available(_PackageDescription,
/// introduced: 13)` against `-package-description-version`: a declaration introduced later than that version is
/// unavailable there, and using it from anywhere not itself unavailable is an error. So for one platform at a
/// time, this rewrites every `@available` naming that platform into the `_PackageDescription` form, and drops the
/// ones that only name other platforms (a declaration is available on every platform its attributes don't name).
/// Compiling the stubs and the generated code rewritten this way at version V checks exactly what an Apple
/// compiler checks at deployment target V: a declaration introduced at V' > V is skipped at V, and is itself
/// checked when the test compiles at V' (`AppleSDK.targets` includes every introduced version it finds).
///
/// `#available` conditions cannot use `_PackageDescription`, so they are decided here: at V ≥ the condition's
/// version it becomes `true` and its body is checked at V, as an Apple compiler checks it; below, the body is
/// removed, and it is checked by the compilation at the condition's own version, again as an Apple compiler
/// would (the body of `if #available(iOS 17, *)` is checked at iOS 17 whatever the deployment target).
///
/// One difference remains: below its version, a `_PackageDescription` declaration is *unavailable*, not
/// potentially unavailable as on Apple platforms, and Swift rejects some things in unavailable code that it
/// accepts in potentially unavailable code (a witness for `ShapeStyle.resolve(in:)`, iOS 17, in an iOS 17
/// extension). So below a declaration's version, the code under test leaves the declaration out (the stubs
/// keep all of theirs): it is checked at its own version, and anything available earlier that uses it fails
/// to compile, as it must.
struct AvailabilityTransform {
    enum Platform: String, CaseIterable, Sendable {
        case iOS, macOS, tvOS, watchOS
    }

    var platform: Platform

    /// `source` with every `@available` attribute rewritten for `platform`.
    func attributes(_ source: String) -> String {
        rewrite(source, marker: "@available(") { arguments in
            self.attribute(arguments)
        }
    }

    /// `source` (already through `attributes`) for deployment target `version`: every `if #available(…) { … }`
    /// decided, and declarations introduced later left out.
    func target(_ source: String, version: Version) -> String {
        conditions(laterDeclarationsRemoved(source, version: version), version: version)
    }

    /// Removes each declaration introduced after `version`: from its attribute to the brace closing its body.
    private func laterDeclarationsRemoved(_ source: String, version: Version) -> String {
        var text = Array(source.unicodeScalars)
        let marker = Array("@available(_PackageDescription, introduced: ".unicodeScalars)
        var searchFrom = 0
        while let start = find(marker, in: text, from: searchFrom) {
            searchFrom = start + marker.count
            guard let close = text[searchFrom...].firstIndex(of: ")"),
                  let introduced = Version(String(String.UnicodeScalarView(text[searchFrom..<close]))), introduced > version else { continue }
            guard let brace = text[close...].firstIndex(of: "{"), let end = matching(text, openAt: brace) else { continue }
            text.removeSubrange(start...end)
            searchFrom = start
        }
        return String(String.UnicodeScalarView(text))
    }

    private func conditions(_ source: String, version: Version) -> String {
        var text = Array(source.unicodeScalars)
        var searchFrom = 0
        while let start = find(Array("#available(".unicodeScalars), in: text, from: searchFrom) {
            guard let close = matching(text, openAt: start + "#available".count) else { break }
            let arguments = String(String.UnicodeScalarView(text[(start + "#available(".count)..<close]))
            let required = shorthandVersion(arguments)
            if required.map({ version >= $0 }) ?? true {
                text.replaceSubrange(start...close, with: "true".unicodeScalars)
                searchFrom = start + 4
                continue
            }
            // Remove the body: `#available(…) {` … `}` becomes `false {}`.
            var brace = close + 1
            while brace < text.count, text[brace] == " " { brace += 1 }
            guard brace < text.count, text[brace] == "{", let end = matching(text, openAt: brace) else { break }
            text.replaceSubrange(start...end, with: "false {}".unicodeScalars)
            searchFrom = start + 8
        }
        return String(String.UnicodeScalarView(text))
    }

    /// The versions `source` introduces anything at for `platform`, in attributes and `#available` conditions.
    func introducedVersions(_ source: String) -> Set<Version> {
        var versions = Set<Version>()
        _ = rewrite(source, marker: "@available(") { arguments in
            let parts = Self.split(arguments)
            if parts.first == platform.rawValue {
                for part in parts.dropFirst() where part.hasPrefix("introduced:") {
                    if let v = Version(part.dropFirst("introduced:".count).trimmingCharacters(in: .whitespaces)) { versions.insert(v) }
                }
            } else if let v = shorthandVersion(arguments) {
                versions.insert(v)
            }
            return "@available(\(arguments))"
        }
        _ = rewrite(source, marker: "#available(") { arguments in
            if let v = shorthandVersion(arguments) { versions.insert(v) }
            return "#available(\(arguments))"
        }
        return versions
    }

    // MARK: One attribute

    private func attribute(_ arguments: String) -> String {
        let parts = Self.split(arguments)
        guard let first = parts.first else { return "@available(\(arguments))" }
        if first == "*" { return "@available(\(arguments))" }
        if Self.platformNames.contains(first) {
            // Long form: `@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "…")`.
            guard first == platform.rawValue else { return "" }
            let rest = parts.dropFirst()
            if rest.contains("unavailable") { return "@available(*, unavailable)" }
            return "@available(_PackageDescription, \(rest.joined(separator: ", ")))"
        }
        // Short form: `@available(iOS 13.0, macOS 10.15, *)`.
        guard let version = shorthandVersion(arguments) else { return "" }
        return "@available(_PackageDescription, introduced: \(version))"
    }

    private func shorthandVersion(_ arguments: String) -> Version? {
        for part in Self.split(arguments) {
            let words = part.split(separator: " ", omittingEmptySubsequences: true)
            if words.count == 2, words[0] == platform.rawValue { return Version(String(words[1])) }
        }
        return nil
    }

    static let platformNames: Set<String> = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst",
                                             "iOSApplicationExtension", "macOSApplicationExtension"]

    /// Top-level comma-separated arguments, trimmed; commas inside string literals don't split.
    static func split(_ arguments: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var inString = false
        var previous: Character = " "
        for character in arguments {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if character == "," && !inString {
                parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
        return parts.filter { !$0.isEmpty }
    }

    // MARK: Scanning

    /// Replaces every `marker…)` outside comments and string literals with `replace(arguments)`.
    private func rewrite(_ source: String, marker: String, _ replace: (String) -> String) -> String {
        let text = Array(source.unicodeScalars)
        let pattern = Array(marker.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < text.count {
            if let skipped = skipCommentOrString(text, at: index) {
                output.append(contentsOf: text[index..<skipped])
                index = skipped
                continue
            }
            if matches(pattern, in: text, at: index), let close = matching(text, openAt: index + pattern.count - 1) {
                let arguments = String(String.UnicodeScalarView(text[(index + pattern.count)..<close]))
                output.append(contentsOf: replace(arguments).unicodeScalars)
                index = close + 1
                continue
            }
            output.append(text[index])
            index += 1
        }
        return String(output)
    }

    private func find(_ pattern: [Unicode.Scalar], in text: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index < text.count {
            if let skipped = skipCommentOrString(text, at: index) { index = skipped; continue }
            if matches(pattern, in: text, at: index) { return index }
            index += 1
        }
        return nil
    }

    private func matches(_ pattern: [Unicode.Scalar], in text: [Unicode.Scalar], at index: Int) -> Bool {
        index + pattern.count <= text.count && text[index..<(index + pattern.count)].elementsEqual(pattern)
    }

    /// The index after a comment or string literal starting at `index`, or nil when none starts there.
    private func skipCommentOrString(_ text: [Unicode.Scalar], at index: Int) -> Int? {
        if text[index] == "/", index + 1 < text.count, text[index + 1] == "/" {
            var end = index
            while end < text.count, text[end] != "\n" { end += 1 }
            return end
        }
        if text[index] == "/", index + 1 < text.count, text[index + 1] == "*" {
            var end = index + 2
            while end + 1 < text.count, !(text[end] == "*" && text[end + 1] == "/") { end += 1 }
            return min(end + 2, text.count)
        }
        if text[index] == "\"" {
            var end = index + 1
            while end < text.count, text[end] != "\"" {
                if text[end] == "\\" { end += 1 }
                end += 1
            }
            return min(end + 1, text.count)
        }
        return nil
    }

    /// The index of the bracket closing the one at `open` (`(` or `{`), skipping comments and strings.
    private func matching(_ text: [Unicode.Scalar], openAt open: Int) -> Int? {
        let opening = text[open]
        let closing: Unicode.Scalar = opening == "(" ? ")" : "}"
        var depth = 0
        var index = open
        while index < text.count {
            if let skipped = skipCommentOrString(text, at: index) { index = skipped; continue }
            if text[index] == opening { depth += 1 }
            if text[index] == closing {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }
}

/// A platform version such as `10.15` or `17.0`, compared component by component.
struct Version: Hashable, Comparable, CustomStringConvertible, Sendable {
    var components: [Int]

    init?(_ text: String) {
        let parts = text.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        components = parts.map { $0! }
        while components.count < 2 { components.append(0) }
    }

    static func < (a: Version, b: Version) -> Bool {
        for i in 0..<max(a.components.count, b.components.count) {
            let x = i < a.components.count ? a.components[i] : 0
            let y = i < b.components.count ? b.components[i] : 0
            if x != y { return x < y }
        }
        return false
    }

    static func == (a: Version, b: Version) -> Bool { !(a < b) && !(b < a) }

    func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }

    var description: String { components.map(String.init).joined(separator: ".") }
}
