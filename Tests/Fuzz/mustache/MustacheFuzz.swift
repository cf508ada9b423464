/// A Mustache template and its data, both fuzzed: the bytes before the first NUL are the template, the rest is
/// JSON data. The template is also its own partial (`{{>self}}`) and parent (`{{<self}}`), so runaway recursion
/// is reachable.
enum MustacheFuzz {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let split = bytes.firstIndex(of: 0) ?? bytes.count
        let source = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<split]), as: UTF8.self)
        let data = split < bytes.count ? UnsafeBufferPointer(rebasing: bytes[(split + 1)...]) : UnsafeBufferPointer(rebasing: bytes[split...])
        guard let template = try? MustacheTemplate(source: source, name: "self") else { return }
        let context = fuzzJSON(data, file: "data.json").map(value) ?? .dictionary(MustacheDictionary([:]))
        let library = MustacheLibrary(templates: ["self": template, "partial": template])
        _ = try? template.render(context, escaping: .html, partials: library)
        _ = try? template.render(context, escaping: .none, partials: library, strict: true)
    }

    static func value(_ json: JSONValue) -> MustacheValue {
        switch json.kind {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let n): .number(n.double)
        case .string(let s): .string(s)
        case .array(let items): .list(items.map(value))
        case .object(let object):
            .dictionary(MustacheDictionary(Dictionary(object.members.map { ($0.key, value($0.value)) }, uniquingKeysWith: { first, _ in first })))
        }
    }
}
