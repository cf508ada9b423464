import Foundation

/// The JSON dialects `JSONReader` reads. Every dialect yields the same `JSONValue`, with a position for every key
/// and value, and reports errors the same way. The reader is one parser whose extra syntax is reached from strict
/// JSON's error paths, from a check after whitespace and from one per number (about 2 % on the parse benchmark).
///
/// - `.json`: strict RFC 8259 (configuration, manifests, Figma responses, `--strict` token files).
/// - `.jsonc`: JSON with `//` and `/* */` comments and trailing commas in arrays and objects, as VS Code's
///   `.jsonc` and `tsconfig.json` files use; nothing else is relaxed.
/// - `.json5`: JSON5 1.0 (https://spec.json5.org): JSONC plus unquoted ECMAScript identifier keys, single-quoted
///   strings, line continuations, `\x`, `\0`, `\v`, `\'` and identity escapes, raw tabs and U+2028/U+2029 in
///   strings, hexadecimal numbers, leading or trailing decimal points, a leading `+`, `Infinity` and `NaN`, and
///   the extra whitespace (vertical tab, form feed, U+00A0, U+FEFF, U+2028, U+2029 and the other `Zs` spaces).
///
/// What JSON5 allows and a `JSONValue` cannot hold the way it is written:
/// - Numbers keep their value and a normalised JSON spelling as their text (`0x1F` → `31`, `.5` → `0.5`,
///   `5.` → `5.0`, `+1` → `1`), so everything after the reader sees the JSON numbers it always has.
/// - `Infinity`, `-Infinity` and `NaN` are errors unless `Options.allowsNonFiniteNumbers` is set (no token value
///   or generated Swift literal can be infinite or NaN); when allowed they are numbers whose text is the word.
/// - A `\u` escape naming a lone surrogate is an error, as in strict JSON: no Swift `String` can hold one.
/// - Lines are counted at line feeds and carriage returns only, as compilers count them; U+2028 and U+2029 are
///   whitespace and line-comment ends but do not start a new line in diagnostics.
package enum JSONSyntax: String, Sendable, CaseIterable {
    case json
    case jsonc
    case json5

    /// The syntax of a token file with this path extension (any case): `json5` and `jsonc` files as named, in
    /// either mode; a `json` or `tokens` file as strict JSON in strict mode and as JSONC otherwise. nil for any other
    /// extension. Token reading passes the result as `JSONReader.Options.syntax`.
    package init?(pathExtension: String, strict: Bool) {
        switch pathExtension.lowercased() {
        case "json5": self = .json5
        case "jsonc": self = .jsonc
        // DTCG's recommended `.tokens` extension holds JSON, read as a `.json` file is.
        case "json", "tokens": self = strict ? .json : .jsonc
        default: return nil
        }
    }

    /// How messages and summaries name the dialect.
    package var displayName: String {
        switch self {
        case .json: "JSON"
        case .jsonc: "JSONC"
        case .json5: "JSON5"
        }
    }
}

extension JSONSyntax {
    /// Token file extensions, as folders are searched and as `*.tokens.json`-style stems are cut.
    package static let tokenFileExtensions = ["json", "json5", "jsonc", "tokens"]

    /// Whether `name` is a token file by its extension (any case).
    package static func isTokenFileName(_ name: String) -> Bool {
        tokenFileExtensions.contains((name as NSString).pathExtension.lowercased())
    }

    /// `name` without its token file extension: `core/colors.json5` → `core/colors`; other names unchanged.
    package static func withoutTokenFileExtension(_ name: String) -> String {
        isTokenFileName(name) ? (name as NSString).deletingPathExtension : name
    }

    /// `name` without its token file extension, and without a `.tokens` before it: `core.tokens.json5` → `core`.
    package static func tokenFileStem(_ name: String) -> String {
        let stem = withoutTokenFileExtension(name)
        return stem.hasSuffix(".tokens") && stem != name ? String(stem.dropLast(".tokens".count)) : stem
    }
}

extension JSONReader.Options {
    /// How a token or resolver file at `url` is read: by its extension (`JSONSyntax(pathExtension:strict:)`), and
    /// any other name as strict JSON in strict mode, JSONC otherwise.
    static func tokenFile(_ url: URL, strict: Bool) -> Self {
        Self(syntax: JSONSyntax(pathExtension: url.pathExtension, strict: strict) ?? (strict ? .json : .jsonc))
    }
}
