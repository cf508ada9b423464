/// Keys that do not start with `$` written beside a token's `$value` (or a dialect's `value`): what
/// other tools' builds read there. Known ones are applied as those builds apply them (GitHub
/// Primer's `alpha` and `mix`, Paragon's and Style Dictionary's `modify`: `ColorAdjustmentSpec`);
/// every one is kept in `$extensions["com.aurum.codegen.properties"]`, so templates and `migrate`
/// still see it. A key nothing reads (Paragon's `source`, a build's own notes) gets one warning per
/// key and file, naming how many tokens have it; tools' bookkeeping (`toolMetadata`) gets none.
///
/// DTCG 2025.10 reserves such keys for nothing but children, so strict mode keeps reporting them as
/// errors in 2025.10 files (`TokenFileParser`) and counts the known ones as constructs elsewhere.
struct BesideValueKeys {
    static let extensionKey = "com.aurum.codegen.properties"

    /// Keys tools write for their own bookkeeping, which change no value: Tokens Studio's `parent` (the set a token
    /// was synced from) and `id`, Style Dictionary's token properties (`name`, `path`, `original`, `filePath`,
    /// `isSource`, `themeable`), a raw value beside a computed one (`rawValue`). Kept, with no warning.
    static let toolMetadata: Set<String> = ["parent", "internal__Parent", "id", "name", "path", "original", "filePath", "isSource", "themeable", "rawValue"]

    let file: String
    private var unknown: [(key: String, count: Int, first: SourceLocation)] = []

    init(file: String) { self.file = file }

    /// One token's keys, read.
    struct Token {
        var adjustments: [ColorAdjustmentSpec] = []
        /// Where the first known key is (what the construct summary points at); nil when none.
        var firstKnown: SourceLocation?
        var kept: [JSONObject.Member] = []
    }

    /// Reads `members` (the token's non-`$` keys other than its dialect's own).
    mutating func read(_ members: [JSONObject.Member], diagnostics: inout DiagnosticCollector) -> Token {
        var token = Token()
        for key in ColorAdjustmentSpec.keys {
            guard let member = members.last(where: { $0.key == key }) else { continue }
            token.adjustments += ColorAdjustmentSpec.read(member, file: file, diagnostics: &diagnostics)
            let at = member.keyPosition.location(in: file)
            if token.firstKnown.map({ at < $0 }) ?? true { token.firstKnown = at }
        }
        for member in members {
            token.kept.append(member)
            if !ColorAdjustmentSpec.keys.contains(member.key), !Self.toolMetadata.contains(member.key) { noteUnknown(member.key, at: member.keyPosition.location(in: file)) }
        }
        return token
    }

    /// `extensions` with the kept keys added under `extensionKey`.
    static func extensions(_ extensions: JSONValue?, keeping kept: [JSONObject.Member]) -> JSONValue? {
        guard let first = kept.first else { return extensions }
        let value = JSONValue(.object(JSONObject(kept)), at: first.keyPosition)
        return DialectTokenParser.adding(JSONObject.Member(key: extensionKey, keyPosition: first.keyPosition, value: value), as: extensionKey, to: extensions)
    }

    private mutating func noteUnknown(_ key: String, at location: SourceLocation) {
        if let i = unknown.firstIndex(where: { $0.key == key }) {
            unknown[i].count += 1
        } else {
            unknown.append((key, 1, location))
        }
    }

    /// One warning per key nothing reads.
    var warnings: [Diagnostic] {
        unknown.map { property in
            let tokens = property.count == 1 ? "1 token has" : "\(property.count) tokens have"
            return .warning("\(tokens) the property \"\(property.key)\" beside \(property.count == 1 ? "its" : "their") value, which no token format or build this tool knows reads; it is kept in $extensions[\"\(Self.extensionKey)\"]", at: property.first)
        }
    }
}
