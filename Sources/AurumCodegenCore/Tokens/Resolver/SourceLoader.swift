import Foundation

/// Reads and parses token sources, each once however many contexts use it.
final class SourceLoader {
    let table = DefinitionTable()
    var diagnostics = DiagnosticCollector()
    /// A source could not be read or is not JSON: resolving would only add follow-on errors.
    private(set) var unreadable = false
    private var cache: [String: ParsedSource] = [:]

    /// A token file loaded whole.
    func file(_ url: URL, display: String) -> ParsedSource {
        source(.file(url, display: display, fragment: nil, overrides: [], location: nil))
    }

    enum Request {
        case file(URL, display: String, fragment: [String]?, overrides: [JSONObject.Member], location: SourceLocation?)
        case inline(JSONValue, id: String, file: String)
    }

    func source(_ request: Request) -> ParsedSource {
        switch request {
        case .inline(let json, let id, let file):
            if let cached = cache[id] { return cached }
            let parsed = parse(json, file: file)
            cache[id] = parsed
            return parsed
        case .file(let url, let display, let fragment, let overrides, let location):
            let id = url.path + "#" + (fragment?.joined(separator: "/") ?? "") + (overrides.isEmpty ? "" : "@\(location?.description ?? "")")
            if let cached = cache[id] { return cached }
            var parsed = ParsedSource(file: display)
            if let json = read(url, display: display, location: location) {
                var target: JSONValue? = json
                for segment in fragment ?? [] {
                    target = target?[segment] ?? target?.array.flatMap { a in Int(segment).flatMap { $0 >= 0 && $0 < a.count ? a[$0] : nil } }
                }
                if var target {
                    if !overrides.isEmpty, var object = target.object {
                        // Keys beside `$ref` replace the referenced document's keys shallowly (resolver syntax "Extending").
                        for o in overrides {
                            if let i = object.members.firstIndex(where: { $0.key == o.key }) { object.members[i] = o } else { object.members.append(o) }
                        }
                        target = JSONValue(.object(object), at: target.position)
                    }
                    parsed = parse(target, file: display)
                    BackgroundRelease.release(consume target)
                } else {
                    diagnostics.error("\(display) has nothing at #/\(fragment!.joined(separator: "/"))", at: location)
                }
                BackgroundRelease.release(consume json)
            }
            cache[id] = parsed
            return parsed
        }
    }

    private func read(_ url: URL, display: String, location: SourceLocation?) -> JSONValue? {
        guard FileManager.default.fileExists(atPath: url.path) else {
            diagnostics.error("token file \(display) does not exist", at: location ?? SourceLocation(file: display, line: 1, column: 1))
            unreadable = true
            return nil
        }
        do {
            return try JSONReader.parse(contentsOf: url, displayPath: display)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            unreadable = true
            return nil
        }
    }

    private func parse(_ json: JSONValue, file: String) -> ParsedSource {
        var parser = TokenFileParser(file: file, table: table)
        let parsed = parser.parse(json)
        diagnostics.append(contentsOf: parser.diagnostics.diagnostics)
        return parsed
    }
}
