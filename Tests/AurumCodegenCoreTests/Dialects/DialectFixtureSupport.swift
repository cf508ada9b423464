import Foundation
@testable import AurumCodegenCore

/// Reads the dialect fixtures for the tests: paths, parsed JSON, and a flat view of their tokens.
enum DialectFixtures {
    static let root = TestPaths.repoRoot.appendingPathComponent("Tests/AurumCodegenCoreTests/Fixtures/Dialects")

    static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// The fixture's JSON; the display path is relative to the fixtures folder.
    static func json(_ relative: String) throws -> JSONValue {
        try JSONReader.parse(contentsOf: url(relative), displayPath: relative)
    }

    /// Every `.json` file below `folder`, sorted, as paths relative to the fixtures folder.
    static func files(in folder: String) -> [String] {
        let base = url(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var out: [String] = []
        for case let file as URL in walker where file.pathExtension == "json" {
            let relative = String(file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            out.append(relative)
        }
        return out.sorted()
    }

    /// One token as written: its key, value, type name (own, else inherited from a group), and
    /// where its value is.
    struct Token {
        var key: String
        var value: JSONValue
        var type: String?
        var file: String
        var extensions: JSONValue?
    }

    /// Tokens of a document in document order. `bare`: tokens are `value`/`type`.
    static func tokens(_ root: JSONValue, file: String, bare: Bool) -> [Token] {
        var out: [Token] = []
        func walk(_ object: JSONObject, path: [String], type: String?) {
            var inherited = type
            if let t = object[bare ? "type" : "$type"]?.string, object[bare ? "value" : "$value"] == nil { inherited = t }
            for member in object where !member.key.hasPrefix("$") {
                guard let child = member.value.object else { continue }
                let key = (path + [member.key]).joined(separator: ".")
                if let value = child[bare ? "value" : "$value"], !(bare && value.object?["$value"] != nil) {
                    out.append(Token(key: key, value: value, type: child[bare ? "type" : "$type"]?.string ?? inherited, file: file,
                                     extensions: child["$extensions"]))
                } else {
                    walk(child, path: path + [member.key], type: inherited)
                }
            }
        }
        if let object = root.object { walk(object, path: [], type: nil) }
        return out
    }

    static func location(of value: JSONValue, offset: Int, file: String) -> SourceLocation {
        StringLocation.location(ofOffset: offset, in: value.string ?? "", startingAt: value.position, file: file)
    }
}

/// A stand-in for the resolver in phase A: fills math references from a flat token table the way
/// the loader will (a referenced dimension is its value and unit, a number is plain), following
/// aliases and nested math, and reporting cycles. Phase B replaces it with `AliasResolver`.
struct FixtureMath {
    var tokens: [String: DialectFixtures.Token]
    var dialect: TokenDialect
    private var inProgress: Set<String> = []
    private(set) var cycles: [[String]] = []
    private var stack: [String] = []

    init(_ tokens: [DialectFixtures.Token], dialect: TokenDialect) {
        var table: [String: DialectFixtures.Token] = [:]
        for t in tokens { table[t.key] = t }  // later sets override earlier ones
        self.tokens = table
        self.dialect = dialect
    }

    mutating func quantity(_ key: String) -> Result<MathQuantity, MathFailure> {
        guard let token = tokens[key] else { return .failure(.reported) }
        if inProgress.contains(key) {
            cycles.append(Array(stack[stack.firstIndex(of: key)!...]) + [key])
            return .failure(.reported)
        }
        inProgress.insert(key)
        stack.append(key)
        defer { inProgress.remove(key); stack.removeLast() }
        let unitless: UnitString.UnitlessDimension
        if let type = token.type, let mapped = DialectTypeMapping.type(named: type, in: dialect), case .dimension(let u) = mapped.rule {
            unitless = u
        } else {
            unitless = .rejected
        }
        if let n = token.value.number {
            return .success(MathQuantity(n.double, unit: unitless == .px ? "px" : unitless == .rem ? "rem" : nil))
        }
        guard let s = token.value.string else { return .failure(.error(StringValueError("not a number", at: 0))) }
        if case .alias(let target) = TokenPath.curly(s) { return quantity(target) }
        if case .success(let q) = UnitString.quantity(s) {
            if q.unit.isEmpty, unitless != .rejected { return .success(MathQuantity(q.number.double, unit: unitless == .px ? "px" : "rem")) }
            return .success(MathQuantity(q.number.double, unit: q.unit.isEmpty ? nil : q.unit))
        }
        switch MathParser.parse(s) {
        case .failure(let e): return .failure(.error(e))
        case .success(let expression):
            return evaluate(expression, unitless: unitless)
        }
    }

    mutating func evaluate(_ expression: MathExpression, unitless: UnitString.UnitlessDimension = .rejected) -> Result<MathQuantity, MathFailure> {
        var copy = self
        let result = MathEvaluator.evaluate(expression) { key, _ in copy.quantity(key) }
        cycles = copy.cycles
        // A plain-number result of a dimension expression takes the dialect's unit, as `ts/size/px` does.
        if case .success(var q) = result, q.unit == nil, unitless != .rejected {
            q.unit = unitless == .px ? "px" : "rem"
            return .success(q)
        }
        return result
    }
}
