import Foundation

/// A strict RFC 8259 JSON reader that records the line and column of every key and value; with
/// `Options.syntax`, a JSONC or JSON5 reader giving the same values, positions and diagnostics.
///
/// Choices beyond the RFC, made so generated code never sees surprising values:
/// - A UTF-8 byte order mark at the start is skipped; columns on line 1 start after it.
/// - Invalid UTF-8 anywhere is an error; so is a `\u` escape naming a lone surrogate,
///   because a Swift `String` cannot hold one.
/// - A number whose magnitude overflows `Double` is an error (it would become `inf`);
///   underflow to zero is accepted, and the source text is kept either way.
/// - Duplicate keys compare as Swift strings (canonical equivalence), the way lookups do.
/// - Nesting deeper than `maxDepth` is an error. The reader itself is iterative, so any
///   depth is safe to read; the limit protects the recursive code that walks the tree.
package enum JSONReader {
    package struct Options: Sendable {
        /// Arrays and objects nested deeper than this are an error. Keep it modest: releasing or
        /// comparing a tree recurses once per level.
        var maxDepth = InputLimits.maxJSONDepth
        /// What a key written twice in one object is.
        var duplicateKeys = DuplicateKeys.error
        /// The dialect: strict JSON unless a caller asks for JSONC or JSON5 (see `JSONSyntax`).
        var syntax = JSONSyntax.json
        /// Whether JSON5's `Infinity`, `-Infinity` and `NaN` are read as numbers rather than reported.
        var allowsNonFiniteNumbers = false
        init() {}

        init(syntax: JSONSyntax) {
            self.syntax = syntax
        }
    }

    enum DuplicateKeys: Sendable {
        /// An error with both locations (configuration, manifests, strict token reading).
        case error
        /// A warning with both locations; the last one is kept, as `JSON.parse` does (compatible token reading).
        case lastWins
        /// Accepted silently (RFC 8259 allows it; the conformance suite checks the syntax only).
        case allow
    }

    package static func parse(_ bytes: [UInt8], file: String, options: Options = .init()) throws(DiagnosticError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(DiagnosticError) -> JSONValue in
            var parser = JSONParser(input: buffer, file: file, options: options)
            return try parser.parseDocument()
        }
    }

    /// Like `parse(contentsOf:)`, returning the duplicate-key warnings of `.lastWins` beside the value.
    static func parseReportingDuplicates(contentsOf url: URL, displayPath: String, options: Options) throws(DiagnosticError) -> (JSONValue, [Diagnostic]) {
        let bytes = try InputFile.read(url, shown: displayPath)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(DiagnosticError) -> (JSONValue, [Diagnostic]) in
            var parser = JSONParser(input: buffer, file: displayPath, options: options)
            let value = try parser.parseDocument()
            return (value, parser.duplicateErrors)
        }
    }

    static func parse(_ text: String, file: String, options: Options = .init()) throws(DiagnosticError) -> JSONValue {
        try parse(Array(text.utf8), file: file, options: options)
    }

    /// Reads the file (at most `InputLimits.maxFileBytes`); `displayPath` (default: the path as given) is what diagnostics show.
    package static func parse(contentsOf url: URL, displayPath: String? = nil, options: Options = .init()) throws(DiagnosticError) -> JSONValue {
        let shown = displayPath ?? url.relativePath
        let bytes = try InputFile.read(url, shown: shown)
        return try parse(bytes, file: shown, options: options)
    }
}
