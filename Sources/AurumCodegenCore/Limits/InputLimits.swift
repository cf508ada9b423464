import Foundation

/// Every bound the tool puts on what it reads, in one place. Inputs come from pull requests and from Figma, so each
/// of these ends in a diagnostic at the input, never in a stack overflow, an out-of-memory kill or a run that does
/// not end. README.md ("Limits") and templates/README.md list them; change both with a value here.
package enum InputLimits {
    /// Bytes of one input file (tokens, resolver, manifest, configuration, template, Figma response), checked
    /// before any of it is read. The Aurum tokens are 0.2 MB; a 100k-token set is about 20 MB.
    package static let maxFileBytes = 64 << 20
    /// Arrays and objects nested inside each other in one JSON document. The reader is iterative; the limit
    /// protects the code that walks the tree recursively (comparison, release, the token parser).
    package static let maxJSONDepth = 512
    /// Sections nested inside each other in one Mustache template.
    package static let maxTemplateNesting = 100
    /// Partials and parents rendering inside each other (a partial that includes itself stops here).
    package static let maxPartialDepth = 100
    /// Bytes one template render may write: a partial that includes itself twice per level doubles its output
    /// every level, far before `maxPartialDepth` ends it.
    package static let maxRenderedBytes = 256 << 20
    /// Sections (once per list item) and partials one render may enter: nested sections over lists multiply.
    /// A file of `swift.maxDeclarationsPerFile` (500) declarations enters a few thousand.
    package static let maxRenderSteps = 2_000_000
    /// Combinations of modifier contexts one token may be resolved in: the product of the context counts of the
    /// modifiers it depends on (its own sets and contexts, and its alias chain's), never of every modifier's.
    package static let maxContextCombinations = 4096
    /// Aliases one token's value may pass through before reaching a value (`{a}` → `{b}` → … → a value).
    package static let maxAliasChain = 10_000
    /// Parentheses, signs and calls nested inside each other in one Tokens Studio math expression: the parser and
    /// the evaluator recurse once per level (a fuzzer's 800 `(` overflowed the stack of an instrumented build).
    package static let maxMathNesting = 64
    /// Operands (numbers, references, constants, calls) of one math expression: a chain `1 + 1 + …` is a tree as
    /// deep as it is long for the evaluator.
    package static let maxMathOperands = 1_000
    /// Bytes of one Figma REST response body.
    package static let maxResponseBytes = 256 << 20

    /// The number of bytes as people read them: `64 MB`, `1.5 GB`.
    package static func describe(bytes: Int) -> String {
        let units = ["bytes", "KB", "MB", "GB", "TB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return unit == 0 ? "\(bytes) bytes" : (value.rounded() == value ? "\(Int(value)) \(units[unit])" : String(format: "%.1f %@", value, units[unit]))
    }
}

/// Reads an input file whole, after checking that it is a regular file (or a symlink to one) no larger than
/// `InputLimits.maxFileBytes`: a 1 GB file is refused from its size, before a byte of it is read.
enum InputFile {
    static func read(_ url: URL, shown: String, limit: Int = InputLimits.maxFileBytes) throws(DiagnosticError) -> [UInt8] {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            throw DiagnosticError(.error("cannot read '\(shown)': \(errno == ENOENT ? "no such file" : String(cString: strerror(errno)))"))
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: throw DiagnosticError(.error("cannot read '\(shown)': it is a directory"))
        case S_IFREG: break
        default: throw DiagnosticError(.error("cannot read '\(shown)': not a regular file"))
        }
        if Int(info.st_size) > limit {
            throw DiagnosticError(.error("'\(shown)' is \(InputLimits.describe(bytes: Int(info.st_size))); input files may be at most \(InputLimits.describe(bytes: limit))"))
        }
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw DiagnosticError(.error("cannot read '\(shown)': \(String(cString: strerror(errno)))"))
        }
        defer { try? handle.close() }
        do {
            // One byte past the limit: a file that grew after the size check is still refused.
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            if data.count > limit {
                throw DiagnosticError(.error("'\(shown)' is larger than \(InputLimits.describe(bytes: limit)); input files may be at most \(InputLimits.describe(bytes: limit))"))
            }
            return [UInt8](data)
        } catch let error as DiagnosticError {
            throw error
        } catch {
            throw DiagnosticError(.error("cannot read '\(shown)': \(error.localizedDescription)"))
        }
    }
}
