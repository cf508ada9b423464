import Foundation

/// What Figma's Code Connect CLI checks before it publishes template files, applied to the generated (or
/// overridden-template) output so `validate` finds it first. The rules follow the CLI's sources
/// (figma/code-connect `cli/src/connect/raw_templates.ts`, `validation.ts`, `batch_templates.ts`):
///
/// - a template file starts with comment lines holding `// url=` (`// source=` and `// component=` optional);
/// - only `import figma from 'figma'` and `import type …` are allowed;
/// - the URL's file key is what the CLI reads, `(file|design)/([a-zA-Z0-9]+)`: it must be the configured key;
///   `node-id=<a>-<b>` must name a main component or component set (no instance IDs), here a manifest's node;
/// - a template is at most `maxTemplateBytes`;
/// - a batch file (`*.figma.batch.json`) names a `templateFile` ending in `.figma.batch.ts` or `.js` that
///   exists, and every entry of `components` has a `url` that passes the same URL rules.
enum CodeConnectPublishCheck {
    /// Figma's documented limit per template file.
    static let maxTemplateBytes = 1_000_000

    /// `files` relative to the Code Connect folder `directory` (as diagnostics show it). `nodes` are the node
    /// IDs (API form) of the manifests and icons, the only ones a URL may name.
    static func check(_ files: [GeneratedFile], directory: String, figmaFile: FigmaFileReference,
                      nodes: Set<String>) -> [Diagnostic] {
        var diagnostics = DiagnosticCollector()
        let names = Set(files.map(\.relativePath))
        for file in files {
            let path = directory.isEmpty ? file.relativePath : directory + "/" + file.relativePath
            if file.relativePath.hasSuffix(".figma.batch.json") {
                checkBatch(file, path: path, names: names, figmaFile: figmaFile, nodes: nodes, &diagnostics)
            } else if file.relativePath.hasSuffix(".ts") || file.relativePath.hasSuffix(".js") {
                checkTemplate(file, path: path, figmaFile: figmaFile, nodes: nodes, &diagnostics)
            }
        }
        return diagnostics.sorted
    }

    // MARK: Templates

    private static func checkTemplate(_ file: GeneratedFile, path: String, figmaFile: FigmaFileReference, nodes: Set<String>,
                                      _ diagnostics: inout DiagnosticCollector) {
        let bytes = file.contents.utf8.count
        if bytes > maxTemplateBytes {
            diagnostics.error("the template is \(bytes) bytes; Figma's CLI publishes templates of at most \(maxTemplateBytes) bytes (1 MB)",
                              at: SourceLocation(file: path, line: 1, column: 1))
        }
        let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
        var url: (value: String, line: Int, column: Int)?
        var inHeader = true
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if inHeader {
                if let directive = directive(line) {
                    if directive.name == "url" {
                        let column = (raw.range(of: "url=").map { raw.distance(from: raw.startIndex, to: $0.upperBound) } ?? 0) + 1
                        url = (directive.value, index + 1, column)
                    }
                    continue
                }
                if line.isEmpty || line.hasPrefix("//") { continue }
                inHeader = false
            }
            if line.hasPrefix("import "), !line.hasPrefix("import type "), !isFigmaImport(line) {
                diagnostics.error("Figma's CLI allows only \"import figma from 'figma'\" (and 'import type') in template files, not '\(line)'",
                                  at: SourceLocation(file: path, line: index + 1, column: 1))
            }
        }
        if file.relativePath.hasSuffix(".figma.batch.ts") || file.relativePath.hasSuffix(".figma.batch.js") {
            return   // the batch file's entries give the URLs
        }
        guard let url else {
            diagnostics.error("a template file needs a leading '// url=https://www.figma.com/design/<key>/…?node-id=…' comment before any code; Figma's CLI rejects it without one",
                              at: SourceLocation(file: path, line: 1, column: 1))
            return
        }
        checkURL(url.value, at: SourceLocation(file: path, line: url.line, column: url.column), figmaFile: figmaFile, nodes: nodes, &diagnostics)
    }

    /// `// name=value` as the CLI reads it: `^//\s*(\w+)=(.+)$`.
    static func directive(_ line: String) -> (name: String, value: String)? {
        guard line.hasPrefix("//") else { return nil }
        let rest = line.dropFirst(2).drop(while: \.isWhitespace)
        guard let equals = rest.firstIndex(of: "=") else { return nil }
        let name = rest[..<equals]
        let value = rest[rest.index(after: equals)...]
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }), !value.isEmpty else { return nil }
        let lowered = name.lowercased()
        guard ["url", "source", "component"].contains(lowered) else { return nil }
        return (lowered, value.trimmingCharacters(in: .whitespaces))
    }

    private static func isFigmaImport(_ line: String) -> Bool {
        var words = line.split(separator: " ").map(String.init)
        if words.last?.hasSuffix(";") == true { words[words.count - 1].removeLast() }
        return words.count == 4 && words[0] == "import" && words[1] == "figma" && words[2] == "from" && ["'figma'", "\"figma\""].contains(words[3])
    }

    // MARK: URLs

    /// The file key Figma's CLI reads from a URL: the first `(file|design)/` followed by letters and digits,
    /// anywhere in the path and query. Nil when it finds none (the CLI then refuses the file).
    package static func cliFileKey(_ url: String) -> String? {
        let afterHost: Substring
        if let scheme = url.range(of: "://") {
            let rest = url[scheme.upperBound...]
            afterHost = rest.firstIndex(of: "/").map { rest[$0...] } ?? ""
        } else {
            afterHost = url[...]
        }
        var search = afterHost.startIndex
        while search < afterHost.endIndex {
            guard let match = ["file/", "design/"].compactMap({ afterHost.range(of: $0, range: search..<afterHost.endIndex) })
                .min(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
            let key = afterHost[match.upperBound...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
            if !key.isEmpty { return String(key) }
            search = afterHost.index(after: match.lowerBound)
        }
        return nil
    }

    private static func checkURL(_ url: String, at location: SourceLocation, figmaFile: FigmaFileReference, nodes: Set<String>,
                                 _ diagnostics: inout DiagnosticCollector) {
        guard url.hasPrefix("https://www.figma.com/design/") || url.hasPrefix("https://www.figma.com/file/") else {
            diagnostics.error("'\(url)' is not a Figma design URL (https://www.figma.com/design/<key>/…?node-id=<a>-<b>)", at: location)
            return
        }
        // A placeholder key is one warning for the whole run (Generator.figmaKeyWarning), not one per file.
        if figmaFile.hasFileKey {
            switch cliFileKey(url) {
            case nil:
                diagnostics.error("Figma's CLI finds no file key in '\(url)' (it reads letters and digits after 'design/')", at: location)
            case let key? where key != figmaFile.fileKey:
                diagnostics.error("Figma's CLI reads the file key '\(key)' from '\(url)', not the configured '\(figmaFile.fileKey)'", at: location)
            default:
                break
            }
        }
        guard let query = url.split(separator: "?", maxSplits: 1).dropFirst().first,
              let nodeParameter = query.split(separator: "&").first(where: { $0.hasPrefix("node-id=") }) else {
            diagnostics.error("'\(url)' has no node-id; Figma's CLI needs '?node-id=<a>-<b>' naming a component or component set", at: location)
            return
        }
        let node = nodeParameter.dropFirst("node-id=".count)
        let parts = node.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else {
            diagnostics.error("node-id '\(node)' is not a main component's ID in URL form (<a>-<b>); instances and variants cannot be connected", at: location)
            return
        }
        let apiForm = parts.joined(separator: ":")
        if !nodes.contains(apiForm) {
            diagnostics.error("node \(apiForm) is not the node of any component manifest or icon, so nothing says it is a top-level component or set", at: location)
        }
    }

    // MARK: Batch files

    private static func checkBatch(_ file: GeneratedFile, path: String, names: Set<String>, figmaFile: FigmaFileReference, nodes: Set<String>,
                                   _ diagnostics: inout DiagnosticCollector) {
        let json: JSONValue
        do {
            json = try JSONReader.parse(file.contents, file: path)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return
        }
        guard let root = JSONObjectReader(json, file: path, what: "a Code Connect batch file", diagnostics: &diagnostics) else { return }
        if let templateFile = root.string("templateFile", required: true, diagnostics: &diagnostics) {
            let name = templateFile.value.hasPrefix("./") ? String(templateFile.value.dropFirst(2)) : templateFile.value
            if !(name.hasSuffix(".figma.batch.ts") || name.hasSuffix(".figma.batch.js")) {
                diagnostics.error("'templateFile' must end in .figma.batch.ts or .figma.batch.js, not '\(templateFile.value)'", at: templateFile.location)
            } else if !names.contains(name) {
                diagnostics.error("'templateFile' names '\(templateFile.value)', which is not beside the batch file", at: templateFile.location)
            }
        }
        guard let components = root.array("components", required: true, nonEmpty: true, diagnostics: &diagnostics) else { return }
        for entry in components {
            guard let object = JSONObjectReader(entry, file: path, what: "a batch entry", diagnostics: &diagnostics) else { continue }
            guard let url = object.string("url", required: true, diagnostics: &diagnostics) else { continue }
            checkURL(url.value, at: url.location, figmaFile: figmaFile, nodes: nodes, &diagnostics)
        }
    }
}
