/// Tokens Studio's single-file form without `$themes` or `$metadata`: every root group is a token set,
/// and references inside a set name paths within the sets (`{core.color}` for the token written at
/// `foo.core.color`), as `@tokens-studio/sd-transforms` reads it with `excludeParentKeys`. Nothing in
/// such a file says so but its references: the file is read as sets when its references do not all
/// resolve from the root, and every one resolves once the root keys are left out.
enum RootGroupSets {
    /// Where the first reference that resolves only within the sets is; nil when the file is not that form.
    static func evidence(_ root: JSONObject, file: String) -> SourceLocation? {
        var paths: Set<String> = []
        var setPaths: Set<String> = []
        var references: [(key: String, position: JSONPosition)] = []
        var groups = 0
        for member in root where !member.key.hasPrefix("$") {
            guard let group = member.value.object, !isToken(group) else { return nil }
            groups += 1
            walk(group, path: [member.key], paths: &paths, setPaths: &setPaths, references: &references)
        }
        // One root group counts too: Tokens Studio's legacy export holds one set, `global`, whose references leave it out.
        guard groups >= 1, !references.isEmpty, references.allSatisfy({ setPaths.contains($0.key) }) else { return nil }
        return references.first { !paths.contains($0.key) }?.position.location(in: file)
    }

    private static func isToken(_ object: JSONObject) -> Bool {
        object.member("$value") != nil || object.member("value") != nil
    }

    private static func walk(_ object: JSONObject, path: [String], paths: inout Set<String>, setPaths: inout Set<String>,
                             references: inout [(key: String, position: JSONPosition)]) {
        if isToken(object) {
            paths.insert(path.joined(separator: "."))
            setPaths.insert(path.dropFirst().joined(separator: "."))
            collect(object.member("$value")?.value ?? object.member("value")!.value, into: &references)
            return
        }
        for member in object where !member.key.hasPrefix("$") {
            if let child = member.value.object { walk(child, path: path + [member.key], paths: &paths, setPaths: &setPaths, references: &references) }
        }
    }

    private static func collect(_ value: JSONValue, into references: inout [(key: String, position: JSONPosition)]) {
        switch value.kind {
        case .string(let s):
            for r in ReferenceText.references(in: s) { references.append((r.key, value.position)) }
        case .array(let items):
            for item in items { collect(item, into: &references) }
        case .object(let object):
            for member in object { collect(member.value, into: &references) }
        default:
            break
        }
    }
}
